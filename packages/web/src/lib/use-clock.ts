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
const SECOND_MS = 1000;

/**
 * Milliseconds since `key` last changed and the component showing it was committed (a new
 * object opened: its clock starts again once it is on screen, not when React began drawing
 * it, which on a busy machine can be a second earlier), re-read every second. `now` is the
 * clock; tests pass their own.
 */
export function useElapsedMs(key: unknown, now: () => number = Date.now): number {
  const [start, setStart] = useState<{ key: unknown; at: number } | null>(null);
  useEffect(() => setStart({ key, at: now() }), [key, now]);
  return useClock(() => (start && start.key === key ? Math.max(0, now() - start.at) : 0), SECOND_MS, start)[0];
}
