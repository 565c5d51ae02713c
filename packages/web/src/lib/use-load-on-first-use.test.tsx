import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useLoadOnFirstUse } from './use-load-on-first-use';

describe('loading on first use', () => {
  it('loads once however often it is asked, and hands the result over', async () => {
    const load = vi.fn(async () => 'menu code');
    const loaded = vi.fn();
    const { result } = renderHook(() => useLoadOnFirstUse(load, loaded));
    await act(async () => {
      result.current(); // a hover
      result.current(); // the focus
      result.current(); // the press
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(loaded).toHaveBeenCalledExactlyOnceWith('menu code');
    await act(async () => result.current());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failed load, says why, and the next use tries again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('menu code');
    const loaded = vi.fn();
    const failed = vi.fn();
    const { result } = renderHook(() => useLoadOnFirstUse(load, loaded, failed));
    await act(async () => result.current());
    expect(failed).toHaveBeenCalledExactlyOnceWith(new Error('offline'));
    expect(loaded).not.toHaveBeenCalled();
    await act(async () => result.current());
    expect(load).toHaveBeenCalledTimes(2);
    expect(loaded).toHaveBeenCalledExactlyOnceWith('menu code');
  });

  it('keeps its identity across renders and calls the latest callbacks', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ loaded }) => useLoadOnFirstUse(async () => 1, loaded), { initialProps: { loaded: first } });
    const start = result.current;
    rerender({ loaded: second });
    expect(result.current).toBe(start);
    await act(async () => result.current());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledExactlyOnceWith(1);
  });
});
