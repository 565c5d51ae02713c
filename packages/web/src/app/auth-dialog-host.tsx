import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Box, Spinner } from '@chakra-ui/react';
import { AuthDialogContext, type AuthDialog, type AuthDialogControls } from '../lib/auth-dialog';

const loadAuthDialogs = () => import('../features/auth/auth-dialogs');
const AuthDialogs = lazy(loadAuthDialogs);

/**
 * Holds which sign-in modal is open and renders it. The modals are a separate chunk,
 * fetched when the browser is idle or on first open, whichever comes first, so the
 * landing page's first load stays small (docs/decisions/021-web-structure.md).
 */
export function AuthDialogHost({ children, prefetch = true }: { children: ReactNode; prefetch?: boolean }) {
  const [dialog, setDialog] = useState<AuthDialog | null>(null);
  const controls = useMemo<AuthDialogControls>(() => ({ dialog, open: setDialog, close: () => setDialog(null) }), [dialog]);

  useEffect(() => {
    if (!prefetch) return;
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => void loadAuthDialogs().catch(() => undefined));
    return () => cancel(id);
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
