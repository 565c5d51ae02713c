import { useEffect, useRef, useState } from 'react';

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
  return { open, setOpen, triggerRef };
}
