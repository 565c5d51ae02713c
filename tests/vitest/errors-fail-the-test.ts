import { afterEach } from 'vitest';

/**
 * An unhandled rejection or an uncaught exception while a test runs fails that test, by
 * name, as well as the run (issue 18, section 4: no error passes silently; docs/decisions/196).
 * Vitest fails the run on one (its `dangerouslyIgnoreUnhandledErrors` stays off) but
 * reports the test that was running as passed. Every project lists this file in its
 * `setupFiles`.
 *
 * Vitest stops reporting such an error as soon as a second listener exists ("handled by
 * user code"), so this one does not sit beside Vitest's: it takes Vitest's listeners'
 * place, notes the error and hands it on to them, and Vitest still reports it. Where
 * Vitest has no listener yet, nothing is changed.
 */
type Caught = { errors: unknown[]; nextTurn: () => Promise<void> };
const KEY = Symbol.for('portal.tests.caught-errors');
const store = globalThis as typeof globalThis & { [KEY]?: Caught };

// Setup files run again for each test file (the projects with `isolate: false` share one
// process): the listeners are taken over once per process.
if (!store[KEY]) {
  // Node's own setImmediate, taken before any test could put a fake clock in its place.
  const setImmediate = globalThis.setImmediate;
  const caught: Caught = { errors: [], nextTurn: () => new Promise((resolve) => void setImmediate(resolve)) };
  store[KEY] = caught;
  for (const event of ['unhandledRejection', 'uncaughtException']) {
    const vitests = process.listeners(event as NodeJS.Signals) as unknown as ((...args: unknown[]) => void)[];
    if (vitests.length === 0) continue;
    process.removeAllListeners(event);
    process.on(event, (...args: unknown[]) => {
      caught.errors.push(args[0]);
      for (const listener of vitests) listener.apply(process, args);
    });
  }
}
const caught = store[KEY];

afterEach(async () => {
  // One turn of the event loop: a rejection left at the test's end is reported by Node then.
  await caught.nextTurn();
  const errors = caught.errors.splice(0);
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, `${errors.length} errors nobody handled while this test ran`);
});
