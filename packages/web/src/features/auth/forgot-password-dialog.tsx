import { Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestSchema } from '@portal/domain';
import type { AuthDialog, AuthDialogControls } from '../../lib/auth-dialog';
import { TextField } from '../../components/form';
import { AuthFormDialog, useAuthForm } from './auth-form-dialog';
import { usePasswordResetRequestMutation } from './use-password-reset-request-mutation';

/** Forgot password, step 1 (spec part 1, sections 2 and 4): Email, then Next. */
export function ForgotPasswordDialog({ dialog, controls }: { dialog: Extract<AuthDialog, { kind: 'forgotPassword' }>; controls: AuthDialogControls }) {
  const { requestReset, loading } = usePasswordResetRequestMutation();
  const { form, frame } = useAuthForm({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
    send: requestReset,
    done: (result) => result.codeSent,
    onDone: (result, values) => controls.open({ kind: 'resetPassword', redirectTo: dialog.redirectTo, email: values.email.trim().toLowerCase() }),
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <AuthFormDialog
      title="Forgot password"
      controls={controls}
      {...frame}
      loading={loading}
      submitLabel="Next"
      loadingText="Sending…"
      switchTo={{ label: 'Back to Login', dialog: { kind: 'login', redirectTo: dialog.redirectTo } }}
    >
      <Text color="fg.muted">Enter the e-mail address of your account. We will send you a verification code.</Text>
      <TextField label="Email" type="email" inputMode="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
    </AuthFormDialog>
  );
}
