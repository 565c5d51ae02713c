import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { passwordResetRequestSchema } from '@portal/domain';
import type { AuthDialog, AuthDialogControls } from '../../lib/auth-dialog';
import { DialogFrame } from '../../components/dialog-frame';
import { VALIDATION_MODE } from './form-options';
import { FormAlerts, TextField } from '../../components/form';
import { usePasswordResetRequestMutation } from './use-password-reset-request-mutation';
import { mutationOutcome, showUserErrors } from '../../lib/mutation-outcome';

type Values = { email: string };
const FIELDS = ['email'] as const;

/** Forgot password, step 1 (spec part 1, sections 2 and 4): Email, then Next. */
export function ForgotPasswordDialog({
  dialog,
  controls,
}: {
  dialog: Extract<AuthDialog, { kind: 'forgotPassword' }>;
  controls: AuthDialogControls;
}) {
  const { requestReset, loading } = usePasswordResetRequestMutation();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(passwordResetRequestSchema), ...VALIDATION_MODE, defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormErrors([]);
    const outcome = await mutationOutcome(() => requestReset(values));
    if (outcome.status === 'failed') return setFormErrors([outcome.message]);
    const result = outcome.payload;
    if (result.codeSent) {
      controls.open({ kind: 'resetPassword', redirectTo: dialog.redirectTo, email: values.email.trim().toLowerCase() });
      return;
    }
    setFormErrors(showUserErrors(result.userErrors, FIELDS, setError));
  });

  return (
    <DialogFrame title="Forgot password" onClose={controls.close} size="form" keepOpenOnOutsideClick>
      <form noValidate onSubmit={onSubmit} aria-label="Forgot password">
        <Stack gap="4">
          <Text color="fg.muted">Enter the e-mail address of your account. We will send you a verification code.</Text>
          <TextField label="Email" type="email" inputMode="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <FormAlerts messages={formErrors} />
          <Button type="submit" colorPalette="brand" loading={loading} loadingText="Sending…">
            Next
          </Button>
          <Button variant="plain" colorPalette="brand" onClick={() => controls.open({ kind: 'login', redirectTo: dialog.redirectTo })}>
            Back to Login
          </Button>
        </Stack>
      </form>
    </DialogFrame>
  );
}
