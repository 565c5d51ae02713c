import { Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { normaliseEmail, passwordResetRequestSchema } from '@portal/domain';
import { TextField } from '../../components/form';
import { AuthFormDialog, useAuthForm, type AuthDialogProps } from './auth-form-dialog';
import { usePasswordResetRequestMutation } from './use-account-mutations';

/** Forgot password, step 1 (spec part 1, sections 2 and 4): Email, then Next. */
export function ForgotPasswordDialog({ dialog, controls }: AuthDialogProps<'forgotPassword'>) {
  const { requestReset, loading } = usePasswordResetRequestMutation();
  const { field, frame } = useAuthForm({
    dialog,
    controls,
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
    send: requestReset,
    loading,
    done: (result) => result.codeSent,
    onDone: (result, values) => controls.open({ kind: 'resetPassword', redirectTo: dialog.redirectTo, email: normaliseEmail(values.email) }),
  });
  return (
    <AuthFormDialog title="Forgot password" {...frame} submitLabel="Next" loadingText="Sending…" switchTo={{ label: 'Back to Login', kind: 'login' }}>
      <Text color="fg.muted">Enter the e-mail address of your account. We will send you a verification code.</Text>
      <TextField label="Email" type="email" inputMode="email" autoComplete="email" {...field('email')} />
    </AuthFormDialog>
  );
}
