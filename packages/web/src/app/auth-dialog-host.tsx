import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Box, Spinner } from '@chakra-ui/react';
import { AuthDialogContext, type AuthDialog, type AuthDialogControls } from '../lib/auth-dialog';

const loadAuthDialogs = () => import('../features/auth/auth-dialogs');
const AuthDialogs = lazy(loadAuthDialogs);

/**
 * Holds which sign-in modal is open and renders it. The modals are a separate chunk,
 * fetched at the visitor's first interaction or on first open, whichever comes first, so the
 * landing page's first load stays small (docs/decisions/021-web-structure.md).
 */
export function AuthDialogHost({ children, prefetch = true }: { children: ReactNode; prefetch?: boolean }) {
  const [dialog, setDialog] = useState<AuthDialog | null>(null);
  const controls = useMemo<AuthDialogControls>(() => ({ dialog, open: setDialog, close: () => setDialog(null) }), [dialog]);

  useEffect(() => {
    if (!prefetch) return;
    // Not on idle: an idle download still counts against a phone's first visit
    // (issue 7, section 5). The first sign that the visitor reaches for something
    // (a pointer over or a press on a control, a key) starts it, before the click lands.
    const events = ['pointerover', 'pointerdown', 'keydown'] as const;
    const onIntent = (event: Event) => {
      if (event.type === 'pointerover' && !(event.target as Element | null)?.closest?.('button, a')) return;
      stop();
      void loadAuthDialogs().catch(() => undefined);
    };
    const stop = () => events.forEach((type) => window.removeEventListener(type, onIntent, true));
    events.forEach((type) => window.addEventListener(type, onIntent, { capture: true, passive: true }));
    return stop;
  }, [prefetch]);

  return (
    <AuthDialogContext.Provider value={controls}>
      {children}
      {dialog ? (
        <Suspense
          fallback={
            <Box position="fixed" inset="0" bg="blackAlpha.400" display="flex" alignItems="center" justifyContent="center" zIndex="modal" role="status" aria-label="Opening…">
              <Spinner size="lg" color="white" />
            </Box>
          }
        >
          <AuthDialogs controls={controls} />
        </Suspense>
      ) : null}
    </AuthDialogContext.Provider>
  );
}
