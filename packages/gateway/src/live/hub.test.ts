import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryFanout } from './fanout.js';
import { LiveHub } from './hub.js';

// The hub alone, in memory, its poll timer faked: what a poll does with a state published meanwhile.
describe('a topic polled while a change is published', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('drops a poll read that began before a newer state was published, rather than sending the older one after it', async () => {
    vi.useFakeTimers();
    const hub = new LiveHub({ fanout: new MemoryFanout(), pollMs: 1_000, logger: pino({ level: 'silent' }) });
    const reads: ((state: string) => void)[] = [];
    const source = { key: 'notifications:someone', poll: true, read: () => new Promise<string>((resolve) => reads.push(resolve)) };
    const watching = hub.watch(source);
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    reads.shift()!('before');
    const states = await watching;
    expect((await states.next()).value).toBe('before');
    // A poll begins and waits upstream; meanwhile a change made through the gateway is published.
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    await hub.publish(source.key, 'after');
    expect((await states.next()).value).toBe('after');
    // The poll's read, begun before the change, answers the older state.
    reads.shift()!('before');
    await vi.advanceTimersByTimeAsync(0);
    expect(await hub.current(source.key)).toBe('after');
    await states.return!();
    hub.close();
  });
});
