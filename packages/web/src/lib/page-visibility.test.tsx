import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRefetchWhenShown } from './page-visibility';

const showing = (state: DocumentVisibilityState) => vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);

afterEach(() => vi.restoreAllMocks());

describe('useRefetchWhenShown', () => {
  it('asks again when the window gets focus or the page shows, not while it is hidden, and stops when unmounted', () => {
    const refetch = vi.fn(() => Promise.resolve());
    const { unmount } = renderHook(() => useRefetchWhenShown(refetch));
    showing('visible');
    act(() => void window.dispatchEvent(new Event('focus')));
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(refetch).toHaveBeenCalledTimes(2);
    showing('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(refetch).toHaveBeenCalledTimes(2);
    showing('visible');
    unmount();
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('leaves a failed ask to the query’s error state: its rejection is handled, never left unhandled', () => {
    const asked: Promise<never>[] = [];
    const refetch = vi.fn(() => {
      const failure = Promise.reject(new Error('offline'));
      vi.spyOn(failure, 'then');
      asked.push(failure);
      return failure;
    });
    renderHook(() => useRefetchWhenShown(refetch));
    showing('visible');
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(asked).toHaveLength(1);
    // `.catch(handler)` is `.then(undefined, handler)`: a rejection handler is attached at once.
    expect(asked[0].then).toHaveBeenCalledWith(undefined, expect.any(Function));
  });
});
