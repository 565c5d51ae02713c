import type { AuthDialogControls } from '../../lib/auth-dialog';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginDialog } from './login-dialog';
import { NewPasswordDialog } from './new-password-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { SignUpDialog } from './sign-up-dialog';

/**
 * The one open sign-in modal. Loaded on first open by app/auth-dialog-host.tsx, so
 * the landing page's first load does not carry the forms and their validation.
 * `key` gives each modal fresh form state when the learner moves between them.
 */
export default function AuthDialogs({ controls }: { controls: AuthDialogControls }) {
  const { dialog } = controls;
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'login':
      return <LoginDialog key={`login-${dialog.notice ?? ''}`} dialog={dialog} controls={controls} />;
    case 'signUp':
      return <SignUpDialog key="signUp" dialog={dialog} controls={controls} />;
    case 'forgotPassword':
      return <ForgotPasswordDialog key="forgotPassword" dialog={dialog} controls={controls} />;
    case 'resetPassword':
      return <ResetPasswordDialog key="resetPassword" dialog={dialog} controls={controls} />;
    case 'newPassword':
      return <NewPasswordDialog key="newPassword" dialog={dialog} controls={controls} />;
  }
}
