import { vi } from 'vitest';

/**
 * A fake clock for one kind of timer: every `window.setTimeout` of exactly `delayMs` is
 * held, to run when the test says, while every other timer (Testing Library's waits,
 * Apollo's, React's) runs as usual. A rule such as "Mark Complete appears 5 s after the
 * object opened" is then tested without the real seconds, however busy the machine
 * (issue 18, section 4). Undone by `vi.restoreAllMocks()`.
 */
export function holdTimeouts(delayMs: number) {
  const held = new Map<number, () => void>();
  let nextId = 1_000_000_000;
  const realSet = window.setTimeout.bind(window);
  const realClear = window.clearTimeout.bind(window);
  vi.spyOn(window, 'setTimeout').mockImplementation(((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    if (ms !== delayMs || typeof handler !== 'function') return realSet(handler, ms, ...args);
    const id = nextId++;
    held.set(id, () => handler(...args));
    return id;
  }) as typeof window.setTimeout);
  vi.spyOn(window, 'clearTimeout').mockImplementation((id?: number) => {
    if (id === undefined || !held.delete(id)) realClear(id);
  });
  return {
    /** How many such timers are set and not yet run or cleared. */
    get pending() {
      return held.size;
    },
    /** Runs every held timer, as if their time had come. */
    runAll() {
      const due = [...held.values()];
      held.clear();
      due.forEach((run) => run());
    },
  };
}
