import { Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordSchema } from '@portal/domain';
import { NewPasswordFields } from '../../components/form';
import { NEW_PASSWORD_HINT } from './password-hints';
import { AuthFormDialog, useAuthForm, type AuthDialogProps } from './auth-form-dialog';
import { useSessionCompleteNewPasswordMutation } from './use-account-mutations';
import { useSignedIn } from './use-signed-in';

/**
 * The forced new-password modal of a first sign-in (spec part 1, sections 2, 4 and 5),
 * with the reset rule and messages. Success signs the learner in.
 */
export function NewPasswordDialog({ dialog, controls }: AuthDialogProps<'newPassword'>) {
  const signedIn = useSignedIn({ dialog, controls });
  const { completeNewPassword, loading } = useSessionCompleteNewPasswordMutation();
  const { form, frame } = useAuthForm({
    dialog,
    controls,
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
    send: completeNewPassword,
    loading,
    done: (result) => Boolean(result.viewer),
    onDone: (result) => {
      if (result.viewer) signedIn(result.viewer);
    },
  });

  return (
    <AuthFormDialog title="Choose a new password" {...frame} submitLabel="Save and continue" loadingText="Saving…" switchTo={{ label: 'Back to Login', kind: 'login' }}>
      <Text color="fg.muted">This is your first sign-in. Please choose a new password to continue.</Text>
      <NewPasswordFields form={form} passwordLabel="New password" confirmLabel="Confirm password" hint={NEW_PASSWORD_HINT} />
    </AuthFormDialog>
  );
}
