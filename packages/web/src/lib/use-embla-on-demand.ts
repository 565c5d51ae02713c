import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useLoadOnFirstUse } from './use-load-on-first-use';

/**
 * What brings Embla in: a pointer (mouse, pen or finger: it enters before it
 * presses) or the focus (before any key) coming into the carousel.
 */
const FIRST_USE = ['pointerenter', 'focusin'] as const;

/**
 * Embla, downloaded when a carousel is first used instead of with the page
 * (docs/decisions/134): until then the carousel is its first slides as plain
 * markup, which is exactly where Embla starts. `start` imports Embla (and its
 * plugins) and creates it on the viewport; it runs once, when a pointer or the
 * focus first comes into `rootRef`, or on the first `withEmbla`. `withEmbla(fn)` runs
 * fn with Embla now, or as soon as it has started (a press on "Next" before
 * Embla arrived still turns the carousel). Embla is destroyed on unmount.
 */
export function useEmblaOnDemand(rootRef: RefObject<HTMLElement | null>, start: () => Promise<EmblaCarouselType>) {
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const waiting = useRef<((embla: EmblaCarouselType) => void)[]>([]);
  const mounted = useRef(true);

  const load = useLoadOnFirstUse(
    start,
    (api) => {
      if (!mounted.current) return api.destroy();
      setEmbla(api);
      for (const fn of waiting.current.splice(0)) fn(api);
    },
    (error) => {
      // The carousel left the page while Embla was on its way (its viewport has no
      // document any more, though React has not yet run the cleanup: a quick move to
      // another route): nothing to start, nothing to report. Still on the page, it stays
      // its plain slides, the failure is reported, and the next use tries again.
      if (mounted.current && rootRef.current?.isConnected) console.error('The carousel could not start', error);
    },
  );

  useEffect(() => {
    mounted.current = true;
    const root = rootRef.current;
    for (const type of FIRST_USE) root?.addEventListener(type, load, { passive: true });
    return () => {
      mounted.current = false;
      for (const type of FIRST_USE) root?.removeEventListener(type, load);
    };
  }, [rootRef, load]);

  useEffect(() => () => embla?.destroy(), [embla]);

  const withEmbla = useCallback(
    (fn: (embla: EmblaCarouselType) => void) => {
      if (embla) return fn(embla);
      waiting.current.push(fn);
      load();
    },
    [embla, load],
  );

  return { embla, withEmbla };
}
