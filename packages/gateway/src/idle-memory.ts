import { createRequire } from 'node:module';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import type { Logger } from 'pino';

/** How often the gateway looks at how busy it was. */
export const IDLE_CHECK_MS = 10_000;
/** A check whose event loop was busy less than this share of the time is a quiet one. */
export const QUIET_UTILIZATION = 0.02;
/** What the committed heap must have grown by since the last release for a release to be worth one. */
export const RELEASE_GROWTH_BYTES = 4 * 1024 * 1024;

export type IdleMemoryOptions = {
  logger: Logger;
  /** V8's collector, there when the process runs with --expose-gc (the image's command does). */
  gc?: (options: NodeJS.GCOptions) => void;
  /** glibc's malloc_trim(0) (loadMallocTrim), where the C library has one. */
  trim?: () => void;
  /** The event loop's utilization since the previous reading (perf_hooks by default). */
  utilization?: () => number;
  /** The heap V8 has committed (process.memoryUsage().heapTotal by default). */
  heapTotal?: () => number;
};

function eventLoopUtilization(): () => number {
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    return utilization;
  };
}

/**
 * glibc's `malloc_trim(0)`, called through koffi (a foreign function interface with prebuilt
 * binaries, no build at install), or undefined where there is none (macOS, musl, Windows): it
 * hands back to the system every whole page that malloc holds free, in every arena, not
 * only at each arena's top as free() does.
 */
export function loadMallocTrim(): (() => void) | undefined {
  try {
    const koffi = createRequire(import.meta.url)('koffi') as typeof import('koffi');
    const mallocTrim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)');
    return () => {
      mallocTrim(0);
    };
  } catch {
    return undefined;
  }
}

/**
 * Gives the memory of a busy spell back once the gateway is quiet (docs/decisions/256).
 *
 * Under load V8 grows the young generation to its limit (16 MB at --max-semi-space-size=8)
 * and the old one with it, and keeps both, with the pages it has freed, while nothing is
 * allocated: its own memory reducer only gives them back about 100 s after the last full
 * collection, and not at all if a trickle of requests keeps it waiting. Here, at the first
 * quiet check (the event loop busy under 2% of the last 10 s) after the heap has grown by
 * 4 MB, one last-resort collection (the one V8 runs under memory pressure: it compacts and
 * unmaps what is free) takes the heap back to what is live: about 34 MB of RSS after a
 * soak, for some 60 ms of a loop that has nothing else to do. A busy loop never pays for it,
 * and a light steady load at most once for each 4 MB its heap grows.
 *
 * What the page-drawing thread took from malloc outside V8's heap stays in the process when
 * the thread stops, in pages malloc holds free between blocks still in use, and each life of
 * the thread added about 12 MB that way. So every quiet check also trims malloc (about 2 ms,
 * nothing to do when nothing was freed): a thread that stopped since the last check is given
 * back at the next one.
 *
 * Without --expose-gc (the gateway run from source, the tests) and without malloc_trim it
 * does nothing. Returns a stop function.
 */
export function releaseMemoryWhenIdle(options: IdleMemoryOptions): () => void {
  const { logger, gc, trim } = options;
  if (!gc && !trim) {
    logger.debug('no collector exposed (--expose-gc) and no malloc_trim: memory is given back when V8 and malloc decide');
    return () => {};
  }
  const utilization = options.utilization ?? eventLoopUtilization();
  const heapTotal = options.heapTotal ?? (() => process.memoryUsage().heapTotal);
  let released = heapTotal();
  const timer = setInterval(() => {
    const quiet = utilization() < QUIET_UTILIZATION;
    const before = heapTotal();
    if (quiet && gc && before - released >= RELEASE_GROWTH_BYTES) {
      const started = performance.now();
      gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
      released = heapTotal();
      logger.debug(
        {
          tookMs: Math.round(performance.now() - started),
          heapBefore: before,
          heapAfter: released,
        },
        'quiet: the heap of the busy spell given back',
      );
    } else {
      // A heap that shrank on its own is the new floor.
      released = Math.min(released, before);
    }
    if (quiet) trim?.();
  }, IDLE_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
