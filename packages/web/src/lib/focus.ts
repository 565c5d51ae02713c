import { useEffect, useRef } from 'react';

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
