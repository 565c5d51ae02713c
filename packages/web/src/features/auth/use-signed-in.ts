import { useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/session';
import type { AuthDialogProps } from './auth-form-dialog';

/**
 * What a sign-in that succeeded does, from Login or from the new password of a first sign-in
 * (spec part 1, section 4): the session takes the viewer, the modal closes and the learner goes
 * where the sign-in was for (/myPrograms from the header, /dashboard from the scholarship
 * variant). A Login opened with `onSignedIn` (a timed attempt signing in again in place) calls
 * it instead, and the screen stays as it is.
 */
export function useSignedIn({ dialog, controls }: AuthDialogProps<'login' | 'newPassword'>) {
  const navigate = useNavigate();
  const session = useSession();
  return (viewer: Parameters<typeof session.signedIn>[0]) => {
    session.signedIn(viewer);
    controls.close();
    if (dialog.kind === 'login' && dialog.onSignedIn) dialog.onSignedIn(viewer);
    else navigate(dialog.redirectTo, { replace: true });
  };
}
