import { useEffect, useReducer, useState } from 'react';

/**
 * The one place a screen re-reads a clock on a beat (the unit player's time spent and
 * Mark Complete, an attempt's countdown): `read` is asked again every `everyMs` while the
 * component is mounted, and at once when `key` changes. The value always comes from
 * `read` (a clock), never from counting beats, so a late beat in a background tab costs
 * nothing. `redraw` asks again now (a server reply moved the clock).
 */
export function useClock<T>(read: () => T, everyMs: number, key?: unknown): [value: T, redraw: () => void] {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const id = window.setInterval(redraw, everyMs);
    return () => window.clearInterval(id);
  }, [everyMs, key]);
  return [read(), redraw];
}

/** The unit player's beat: its time spent shows whole seconds. */
export const SECOND_MS = 1000;

/**
 * Milliseconds since `key` last changed (a new object opened: its clock starts again),
 * re-read every second. `now` is the clock; tests pass their own.
 */
export function useElapsedMs(key: unknown, now: () => number = Date.now): number {
  const [start, setStart] = useState(() => ({ key, at: now() }));
  // A new key restarts the clock during the render, so the new object's first frame reads 0.
  if (start.key !== key) setStart({ key, at: now() });
  const at = start.key === key ? start.at : now();
  return useClock(() => Math.max(0, now() - at), SECOND_MS, key)[0];
}
