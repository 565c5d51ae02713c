import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, SIGN_UP_PASSWORD_HINT, signUpSchema } from '@portal/domain';
import type { AuthDialog, AuthDialogControls } from '../../lib/auth-dialog';
import { NewPasswordFields, TextField } from '../../components/form';
import { AuthFormDialog, useAuthForm } from './auth-form-dialog';
import { useAccountSignUpMutation } from './use-account-sign-up-mutation';

/**
 * The Sign-up modal (spec part 1, sections 2, 4 and 5). On success the learner sees
 * the verify-by-e-mail message in the Login modal.
 */
export function SignUpDialog({ dialog, controls }: { dialog: Extract<AuthDialog, { kind: 'signUp' }>; controls: AuthDialogControls }) {
  const { signUp, loading } = useAccountSignUpMutation();
  const { form, frame } = useAuthForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
    send: signUp,
    done: (result) => result.registered,
    onDone: () => controls.open({ kind: 'login', redirectTo: dialog.redirectTo, notice: MESSAGES.registered }),
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <AuthFormDialog
      title="Sign up"
      controls={controls}
      {...frame}
      loading={loading}
      submitLabel="SignUp"
      loadingText="Signing up…"
      switchTo={{ label: 'Already registered? Login', dialog: { kind: 'login', redirectTo: dialog.redirectTo } }}
    >
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label="Email" type="email" inputMode="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <NewPasswordFields form={form} passwordLabel="Password" confirmLabel="Confirm Password" hint={SIGN_UP_PASSWORD_HINT} />
    </AuthFormDialog>
  );
}
