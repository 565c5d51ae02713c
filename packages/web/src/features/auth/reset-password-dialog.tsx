import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MESSAGES, passwordResetConfirmSchema } from '@portal/domain';
import type { AuthDialog, AuthDialogControls } from '../../lib/auth-dialog';
import { DialogFrame } from '../../components/dialog-frame';
import { VALIDATION_MODE } from './form-options';
import { FormAlerts, NewPasswordFields, TextField } from '../../components/form';
import { NEW_PASSWORD_HINT } from './password-hints';
import { usePasswordResetConfirmMutation } from './use-password-reset-confirm-mutation';
import { mutationOutcome, showUserErrors } from '../../lib/mutation-outcome';

type Values = { code: string; password: string; confirmPassword: string };
const FIELDS = ['code', 'password', 'confirmPassword'] as const;

/**
 * Forgot password, step 2 (spec part 1, sections 2, 4 and 5): Verification Code, New
 * password, Confirm password, Submit. Success returns to Login with 'Changed password Succesfully'.
 */
export function ResetPasswordDialog({
  dialog,
  controls,
}: {
  dialog: Extract<AuthDialog, { kind: 'resetPassword' }>;
  controls: AuthDialogControls;
}) {
  const { confirmReset, loading } = usePasswordResetConfirmMutation();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useForm<Values>({
    resolver: zodResolver(passwordResetConfirmSchema),
    ...VALIDATION_MODE,
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });
  const { register, handleSubmit, setError, formState: { errors } } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFormErrors([]);
    const outcome = await mutationOutcome(() => confirmReset({ ...values, email: dialog.email }));
    if (outcome.status === 'failed') return setFormErrors([outcome.message]);
    const result = outcome.payload;
    if (result.passwordChanged) {
      controls.open({ kind: 'login', redirectTo: dialog.redirectTo, notice: MESSAGES.passwordChanged });
      return;
    }
    setFormErrors(showUserErrors(result.userErrors, FIELDS, setError));
  });

  return (
    <DialogFrame title="Reset password" onClose={controls.close} size="form" keepOpenOnOutsideClick>
      <form noValidate onSubmit={onSubmit} aria-label="Reset password">
        <Stack gap="4">
          <Text color="fg.muted">
            We sent a verification code to <strong>{dialog.email}</strong>.
          </Text>
          <TextField
            label="Verification Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            error={errors.code?.message}
            {...register('code')}
          />
          <NewPasswordFields form={form} passwordLabel="New password" confirmLabel="Confirm password" hint={NEW_PASSWORD_HINT} />
          <FormAlerts messages={formErrors} />
          <Button type="submit" colorPalette="brand" loading={loading} loadingText="Saving…">
            Submit
          </Button>
          <Button variant="plain" colorPalette="brand" onClick={() => controls.open({ kind: 'forgotPassword', redirectTo: dialog.redirectTo })}>
            Send a new code
          </Button>
        </Stack>
      </form>
    </DialogFrame>
  );
}
