import { useCallback, useMemo, useRef } from 'react';
import { useClock } from '../../lib/use-clock';

/** A monotonic clock in milliseconds; `performance.now()` in the browser, never `Date`. */
export type MonotonicClock = () => number;

const monotonic: MonotonicClock = () => performance.now();

/**
 * How far the browser's running estimate may be from a server reply before it is
 * re-anchored. The server answers whole seconds, and a reply spent part of a
 * round trip on the way, so a difference under a second is rounding, not drift;
 * taking each reply as-is would make the display stutter back and forth.
 */
const RESYNC_TOLERANCE_SECONDS = 1;

/**
 * The seconds left of a timed attempt, as the server said them (issue 9: "the timer
 * is the server's"). The browser only measures how much time passed since the last
 * reply, with a monotonic clock: moving the computer's clock, or a background tab
 * whose timers fire late, changes nothing, because no tick is ever counted, only
 * the distance from the anchor.
 */
export class ServerCountdown {
  private anchorSeconds: number;
  private anchorAt: number;

  constructor(
    secondsLeft: number,
    private readonly now: MonotonicClock = monotonic,
  ) {
    this.anchorSeconds = Math.max(0, secondsLeft);
    this.anchorAt = now();
  }

  /** Seconds left now (fractional, never below 0). */
  secondsLeft(): number {
    return Math.max(0, this.anchorSeconds - (this.now() - this.anchorAt) / 1000);
  }

  /**
   * A server reply (an autosave's or a clock poll's `secondsLeft`): re-anchors when the
   * running estimate is off by a second or more, or when the server says the time is up.
   * Returns whether it re-anchored.
   */
  sync(serverSecondsLeft: number): boolean {
    const server = Math.max(0, serverSecondsLeft);
    if (server > 0 && Math.abs(this.secondsLeft() - server) < RESYNC_TOLERANCE_SECONDS) return false;
    this.anchorSeconds = server;
    this.anchorAt = this.now();
    return true;
  }
}

/** How often the display is redrawn; the value itself comes from the monotonic clock, so a late tick costs nothing. */
const REDRAW_MS = 250;

/**
 * The countdown of an open attempt: `secondsLeft` re-read from the monotonic clock on
 * every redraw, and `sync` for each server reply. `initialSeconds` is the reply the
 * attempt opened with (a new countdown starts whenever `key` changes).
 */
export function useServerCountdown(initialSeconds: number, { key, now }: { key?: unknown; now?: MonotonicClock } = {}) {
  const countdown = useMemo(() => new ServerCountdown(initialSeconds, now), [key, now]); // eslint-disable-line react-hooks/exhaustive-deps
  const [secondsLeft, redraw] = useClock(() => countdown.secondsLeft(), REDRAW_MS, countdown);
  const latest = useRef(countdown);
  latest.current = countdown;

  const sync = useCallback(
    (server: number) => {
      if (latest.current.sync(server)) redraw();
    },
    [redraw],
  );

  return { secondsLeft, sync };
}
