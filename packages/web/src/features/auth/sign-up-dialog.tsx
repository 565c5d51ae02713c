import { useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MESSAGES, SIGN_UP_PASSWORD_HINT, signUpSchema } from '@portal/domain';
import type { AuthDialog, AuthDialogControls } from '../../lib/auth-dialog';
import { DialogFrame } from '../../components/dialog-frame';
import { VALIDATION_MODE } from './form-options';
import { FormAlerts, NewPasswordFields, TextField } from '../../components/form';
import { useAccountSignUpMutation } from './use-account-sign-up-mutation';
import { mutationOutcome, showUserErrors } from '../../lib/mutation-outcome';

type Values = { name: string; email: string; password: string; confirmPassword: string };
const FIELDS = ['name', 'email', 'password', 'confirmPassword'] as const;

/**
 * The Sign-up modal (spec part 1, sections 2, 4 and 5). On success the learner sees
 * the verify-by-e-mail message in the Login modal.
 */
export function SignUpDialog({ dialog, controls }: { dialog: Extract<AuthDialog, { kind: 'signUp' }>; controls: AuthDialogControls }) {
  const { signUp, loading } = useAccountSignUpMutation();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useForm<Values>({
    resolver: zodResolver(signUpSchema),
    ...VALIDATION_MODE,
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { register, handleSubmit, setError, formState: { errors } } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFormErrors([]);
    const outcome = await mutationOutcome(() => signUp(values));
    if (outcome.status === 'failed') return setFormErrors([outcome.message]);
    const result = outcome.payload;
    if (result.registered) {
      controls.open({ kind: 'login', redirectTo: dialog.redirectTo, notice: MESSAGES.registered });
      return;
    }
    setFormErrors(showUserErrors(result.userErrors, FIELDS, setError));
  });

  return (
    <DialogFrame title="Sign up" onClose={controls.close} size="form" keepOpenOnOutsideClick>
      <form noValidate onSubmit={onSubmit} aria-label="Sign up">
        <Stack gap="4">
          <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
          <TextField label="Email" type="email" inputMode="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <NewPasswordFields form={form} passwordLabel="Password" confirmLabel="Confirm Password" hint={SIGN_UP_PASSWORD_HINT} />
          <FormAlerts messages={formErrors} />
          <Button type="submit" colorPalette="brand" loading={loading} loadingText="Signing up…">
            SignUp
          </Button>
          <Button variant="plain" colorPalette="brand" onClick={() => controls.open({ kind: 'login', redirectTo: dialog.redirectTo })}>
            Already registered? Login
          </Button>
        </Stack>
      </form>
    </DialogFrame>
  );
}
