import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

export type Arrival = { open: boolean; focus: boolean };

/**
 * A menu that replaced its stand-in trigger picks up where the visitor was: focus
 * moves to its real trigger if the stand-in had it, and it opens if the stand-in was
 * clicked. Opening during the mount itself is dismissed as a focus-outside, hence the frame.
 */
export function useOpenOnArrival(arrival: Arrival) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { open: openOnArrival, focus: focusOnArrival } = arrival;
  useEffect(() => {
    if (!openOnArrival && !focusOnArrival) return;
    const frame = requestAnimationFrame(() => {
      triggerRef.current?.focus();
      if (openOnArrival) setOpen(true);
    });
    return () => cancelAnimationFrame(frame);
  }, [openOnArrival, focusOnArrival]);

  /**
   * Tab in an open menu closes it and goes on to the next control of the page (Shift+Tab:
   * the previous), as the WAI-ARIA menu button pattern has it. Zag's menu keeps focus in
   * the menu on Tab instead, so a keyboard user was stuck until Escape.
   */
  const onContentKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const trigger = triggerRef.current;
    const backwards = event.shiftKey;
    setOpen(false);
    // After the menu has closed and handed focus back to its trigger.
    requestAnimationFrame(() => {
      if (trigger) focusBeside(trigger, backwards);
    });
  };
  return { open, setOpen, triggerRef, onContentKeyDown };
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focuses the tabbable element after (or before) `from` in document order. */
function focusBeside(from: HTMLElement, backwards: boolean) {
  const tabbable = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.getClientRects().length > 0 && !el.closest('[inert], [aria-hidden="true"]'));
  const at = tabbable.indexOf(from);
  const next = at === -1 ? undefined : tabbable[backwards ? at - 1 : at + 1];
  (next ?? from).focus();
}
