import { Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { newPasswordSchema } from '@portal/domain';
import type { AuthDialog, AuthDialogControls } from '../../lib/auth-dialog';
import { useSession } from '../../lib/session';
import { NewPasswordFields } from '../../components/form';
import { NEW_PASSWORD_HINT } from './password-hints';
import { AuthFormDialog, useAuthForm } from './auth-form-dialog';
import { useSessionCompleteNewPasswordMutation } from './use-session-complete-new-password-mutation';

/**
 * The forced new-password modal of a first sign-in (spec part 1, sections 2, 4 and 5),
 * with the reset rule and messages. Success signs the learner in.
 */
export function NewPasswordDialog({ dialog, controls }: { dialog: Extract<AuthDialog, { kind: 'newPassword' }>; controls: AuthDialogControls }) {
  const navigate = useNavigate();
  const session = useSession();
  const { completeNewPassword, loading } = useSessionCompleteNewPasswordMutation();
  const { form, frame } = useAuthForm({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
    send: completeNewPassword,
    done: (result) => Boolean(result.viewer),
    onDone: (result) => {
      if (result.viewer) session.signedIn(result.viewer);
      controls.close();
      navigate(dialog.redirectTo, { replace: true });
    },
  });

  return (
    <AuthFormDialog
      title="Choose a new password"
      controls={controls}
      {...frame}
      loading={loading}
      submitLabel="Save and continue"
      loadingText="Saving…"
      switchTo={{ label: 'Back to Login', dialog: { kind: 'login', redirectTo: dialog.redirectTo } }}
    >
      <Text color="fg.muted">This is your first sign-in. Please choose a new password to continue.</Text>
      <NewPasswordFields form={form} passwordLabel="New password" confirmLabel="Confirm password" hint={NEW_PASSWORD_HINT} />
    </AuthFormDialog>
  );
}
