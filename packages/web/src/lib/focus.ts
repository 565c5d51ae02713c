import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** True when the learner asked their system for less motion: scrolling then jumps instead of gliding. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Brings a part of the screen into view and moves focus to its heading (issue 17,
 * section 4): on a phone what the learner asked for opens below the fold otherwise, and a
 * screen reader hears the focused heading. The heading needs `tabIndex={-1}`.
 */
export function bringIntoView(region: HTMLElement | null, heading: HTMLElement | null = region): void {
  heading?.focus({ preventScroll: true });
  region?.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

/**
 * A ref whose element gets focus each time `key` changes after the first render: the
 * heading of a new question, score or result, so that keyboard and screen-reader users
 * land on what the step they took brought (issue 17, section 4). The element needs
 * `tabIndex={-1}`; it is scrolled into view only as far as needed. A null key moves nothing.
 */
export function useFocusOnChange<T extends HTMLElement>(key: string | null) {
  const ref = useRef<T>(null);
  const last = useRef(key);
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    const element = key === null ? null : ref.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'nearest' });
  }, [key]);
  return ref;
}

/** The router state of a link that opens a screen from a menu (the account menu): its heading takes the focus on arrival. */
export const FOCUS_HEADING_ON_ARRIVAL = { focusHeading: true } as const;

/**
 * A ref callback for a screen's h1 (with `tabIndex={-1}`) that focuses it when the screen was
 * opened by a link carrying FOCUS_HEADING_ON_ARRIVAL: a menu's item goes away with the menu,
 * and the focus would drop to the page body (issue 31), so a screen reader hears nothing and
 * Tab starts again from the top. Other arrivals leave the focus where the browser puts it.
 */
export function useHeadingFocusOnArrival() {
  const { state, key } = useLocation();
  const wanted = (state as { focusHeading?: unknown } | null)?.focusHeading === true;
  // The arrival's key: a second arrival at the same screen focuses again.
  return useCallback(
    (element: HTMLElement | null) => {
      if (!wanted || !key || !element) return;
      element.focus({ preventScroll: true });
      // The closing menu gives the focus back to its trigger a moment later (zag's menu,
      // focusTrigger, once its controlled `open` has changed), or the focus drops to the page
      // body as the menu goes: until the learner acts (a key or a press), the heading takes it
      // back. Not for a fixed time: on a busy machine the menu closes well over a second later.
      const takeBack = () => {
        if (element.isConnected && (document.activeElement === document.body || isMenuTrigger(document.activeElement))) element.focus({ preventScroll: true });
      };
      const keep = (event: FocusEvent) => {
        if (isMenuTrigger(event.target)) setTimeout(takeBack);
      };
      const dropped = () => setTimeout(takeBack);
      const stop = () => {
        document.removeEventListener('focusin', keep);
        element.removeEventListener('blur', dropped);
        document.removeEventListener('keydown', stop, true);
        document.removeEventListener('pointerdown', stop, true);
      };
      document.addEventListener('focusin', keep);
      element.addEventListener('blur', dropped);
      document.addEventListener('keydown', stop, true);
      document.addEventListener('pointerdown', stop, true);
    },
    [wanted, key],
  );
}

/** A menu's trigger (Zag's markup), to which a closing menu gives the focus back. */
function isMenuTrigger(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.dataset.scope === 'menu' && target.dataset.part === 'trigger';
}
