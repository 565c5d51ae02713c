import { createContext, useContext } from 'react';

/**
 * The sign-in family of modals (spec part 1, sections 2, 4 and 5). Any screen may
 * open one; app/auth-dialog-host.tsx keeps the state and loads the auth feature's
 * modals on first open, so their code stays out of the landing page's first load.
 */
export type AuthDialog =
  /**
   * `onSignedIn`: the learner signs in again where they are (a timed attempt whose session
   * ended): the modal calls it instead of going to `redirectTo`.
   */
  | { kind: 'login'; redirectTo: string; notice?: string; onSignedIn?: (viewer: { id: string }) => void }
  | { kind: 'signUp'; redirectTo: string }
  | { kind: 'forgotPassword'; redirectTo: string }
  | { kind: 'resetPassword'; redirectTo: string; email: string }
  | { kind: 'newPassword'; redirectTo: string };

export type AuthDialogControls = {
  dialog: AuthDialog | null;
  open: (dialog: AuthDialog) => void;
  close: () => void;
};

export const AuthDialogContext = createContext<AuthDialogControls | null>(null);

export function useAuthDialog(): AuthDialogControls {
  const value = useContext(AuthDialogContext);
  if (!value) throw new Error('useAuthDialog must be used inside <AuthDialogHost>');
  return value;
}
