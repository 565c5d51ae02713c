import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Box, Spinner } from '@chakra-ui/react';
import { AuthDialogContext, type AuthDialog, type AuthDialogControls } from '../lib/auth-dialog';
import { loadAuthDialogs } from './load-auth-dialogs';

const AuthDialogs = lazy(loadAuthDialogs);

/**
 * Holds which sign-in modal is open and renders it. The modals are a separate chunk,
 * fetched on first open, or earlier at the visitor's first interaction on a public page
 * (`usePrefetchAuthDialogsOnIntent`, in the public layout's chunk, so signed-in screens do
 * not carry it), so the landing page's first load stays small (docs/decisions/021-web-structure.md).
 */
export function AuthDialogHost({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<AuthDialog | null>(null);
  const controls = useMemo<AuthDialogControls>(() => ({ dialog, open: setDialog, close: () => setDialog(null) }), [dialog]);

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
