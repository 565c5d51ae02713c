import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { ServerCountdown, useServerCountdown } from './countdown';

describe('the server countdown (issue 9: the timer is the server\u2019s)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('counts down with the monotonic clock only: moving Date an hour changes nothing', () => {
    let now = 1_000;
    const countdown = new ServerCountdown(600, () => now);
    now += 10_000;
    expect(countdown.secondsLeft()).toBe(590);
    // The computer's clock jumps an hour ahead, then an hour back: Date is never read.
    const realNow = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(realNow + 3_600_000);
    expect(countdown.secondsLeft()).toBe(590);
    vi.spyOn(Date, 'now').mockReturnValue(realNow - 3_600_000);
    now += 5_000;
    expect(countdown.secondsLeft()).toBe(585);
  });

  it('re-anchors on a server reply that differs by a second or more, and ignores rounding', () => {
    let now = 0;
    const countdown = new ServerCountdown(300, () => now);
    now = 20_000;
    expect(countdown.sync(280.4)).toBe(false); // rounding of whole seconds
    expect(countdown.secondsLeft()).toBe(280);
    expect(countdown.sync(250)).toBe(true); // the server says less time is left
    expect(countdown.secondsLeft()).toBe(250);
    now = 21_000;
    expect(countdown.secondsLeft()).toBe(249);
    expect(countdown.sync(0)).toBe(true); // the attempt was closed
    expect(countdown.secondsLeft()).toBe(0);
  });

  it('never goes below zero', () => {
    let now = 0;
    const countdown = new ServerCountdown(3, () => now);
    now = 10_000;
    expect(countdown.secondsLeft()).toBe(0);
  });

  it('redraws from performance.now, so late timer ticks and a moved Date do not drift', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const { result } = renderHook(() => useServerCountdown(120));
    expect(result.current.secondsLeft).toBe(120);
    // A background tab: one tick after 30 s of real time.
    now = 30_000;
    vi.setSystemTime(new Date('2031-01-01T00:00:00Z'));
    act(() => void vi.advanceTimersByTime(250));
    expect(result.current.secondsLeft).toBe(90);
    act(() => result.current.sync(60));
    expect(result.current.secondsLeft).toBe(60);
    now = 31_000;
    act(() => void vi.advanceTimersByTime(250));
    expect(result.current.secondsLeft).toBe(59);
  });
});
