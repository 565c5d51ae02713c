import { Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, passwordResetConfirmSchema } from '@portal/domain';
import { NewPasswordFields, TextField } from '../../components/form';
import { NEW_PASSWORD_HINT } from './password-hints';
import { AuthFormDialog, useAuthForm, type AuthDialogProps } from './auth-form-dialog';
import { usePasswordResetConfirmMutation } from './use-account-mutations';

/**
 * Forgot password, step 2 (spec part 1, sections 2, 4 and 5): Verification Code, New
 * password, Confirm password, Submit. Success returns to Login with 'Changed password Succesfully'.
 */
export function ResetPasswordDialog({ dialog, controls }: AuthDialogProps<'resetPassword'>) {
  const { confirmReset, loading } = usePasswordResetConfirmMutation();
  const { form, field, frame } = useAuthForm({
    dialog,
    controls,
    resolver: zodResolver(passwordResetConfirmSchema),
    defaultValues: { code: '', password: '', confirmPassword: '' },
    send: (values) => confirmReset({ ...values, email: dialog.email }),
    loading,
    done: (result) => result.passwordChanged,
    onDone: () => controls.open({ kind: 'login', redirectTo: dialog.redirectTo, notice: MESSAGES.passwordChanged }),
  });
  return (
    <AuthFormDialog title="Reset password" {...frame} submitLabel="Submit" loadingText="Saving…" switchTo={{ label: 'Send a new code', kind: 'forgotPassword' }}>
      <Text color="fg.muted">
        We sent a verification code to <strong>{dialog.email}</strong>.
      </Text>
      <TextField label="Verification Code" inputMode="numeric" autoComplete="one-time-code" {...field('code')} />
      <NewPasswordFields form={form} passwordLabel="New password" confirmLabel="Confirm password" hint={NEW_PASSWORD_HINT} />
    </AuthFormDialog>
  );
}
