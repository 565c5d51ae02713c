import { useCallback, useEffect, useRef } from 'react';

/**
 * Something fetched on its first use instead of with the page (a menu's code, the carousel's
 * Embla): the returned `start` runs `load` once however often it is called (every hover,
 * focus and press calls it) and hands the result to `loaded`. A failed load lets the next
 * call try again, once `failed` has heard why. `start` keeps its identity from render to
 * render and calls the latest `load`, `loaded` and `failed`.
 */
export function useLoadOnFirstUse<T>(load: () => Promise<T>, loaded: (value: T) => void, failed?: (error: unknown) => void): () => void {
  const requested = useRef(false);
  const latest = useRef({ load, loaded, failed });
  useEffect(() => {
    latest.current = { load, loaded, failed };
  });
  return useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    latest.current.load().then(
      (value) => latest.current.loaded(value),
      (error: unknown) => {
        requested.current = false;
        latest.current.failed?.(error);
      },
    );
  }, []);
}
