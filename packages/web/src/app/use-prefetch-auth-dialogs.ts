import { useEffect } from 'react';
import { loadAuthDialogs } from './load-auth-dialogs';

/**
 * Starts downloading the sign-in modals at the first sign that the visitor reaches for
 * something (a pointer over or a press on a control, a key), before the click lands.
 * Not on idle: an idle download still counts against a phone's first visit (issue 7,
 * section 5). The public layout uses it; signed-in screens do not open these modals,
 * so the entry chunk does not carry it (docs/decisions/161).
 */
export function usePrefetchAuthDialogsOnIntent(): void {
  useEffect(() => {
    const events = ['pointerover', 'pointerdown', 'keydown'] as const;
    const onIntent = (event: Event) => {
      if (event.type === 'pointerover' && !(event.target as Element | null)?.closest?.('button, a')) return;
      stop();
      void loadAuthDialogs().catch(() => undefined);
    };
    const stop = () => events.forEach((type) => window.removeEventListener(type, onIntent, true));
    events.forEach((type) => window.addEventListener(type, onIntent, { capture: true, passive: true }));
    return stop;
  }, []);
}
