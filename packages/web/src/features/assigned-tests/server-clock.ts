import { useMemo } from 'react';

/**
 * How far the server's clock is ahead of this computer's, from a server time and the
 * moment it arrived (spec part 3, 4.4: Start follows India time, the server's). A
 * computer whose clock is wrong by an hour still shows Start exactly when the server would.
 */
export function serverClockOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - receivedAt : 0;
}

/**
 * The server's now, as a clock to re-read: the last server time seen, moved on by this
 * computer's clock since it arrived. `now` is this computer's clock; tests pass their own.
 */
export function useServerNow(serverTime: string | undefined, now: () => number = Date.now): () => number {
  // A new server time (each poll's answer) re-anchors the offset.
  const offset = useMemo(() => (serverTime ? serverClockOffset(serverTime, now()) : 0), [serverTime, now]);
  return () => now() + offset;
}
