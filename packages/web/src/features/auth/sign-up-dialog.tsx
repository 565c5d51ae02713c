import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, SIGN_UP_PASSWORD_HINT, signUpSchema } from '@portal/domain';
import { NewPasswordFields, TextField } from '../../components/form';
import { AuthFormDialog, useAuthForm, type AuthDialogProps } from './auth-form-dialog';
import { useAccountSignUpMutation } from './use-account-mutations';

/**
 * The Sign-up modal (spec part 1, sections 2, 4 and 5). On success the learner sees
 * the verify-by-e-mail message in the Login modal.
 */
export function SignUpDialog({ dialog, controls }: AuthDialogProps<'signUp'>) {
  const { signUp, loading } = useAccountSignUpMutation();
  const { form, field, frame } = useAuthForm({
    dialog,
    controls,
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
    send: signUp,
    loading,
    done: (result) => result.registered,
    onDone: () => controls.open({ kind: 'login', redirectTo: dialog.redirectTo, notice: MESSAGES.registered }),
  });
  return (
    <AuthFormDialog title="Sign up" {...frame} submitLabel="SignUp" loadingText="Signing up…" switchTo={{ label: 'Already registered? Login', kind: 'login' }}>
      <TextField label="Name" autoComplete="name" {...field('name')} />
      <TextField label="Email" type="email" inputMode="email" autoComplete="email" {...field('email')} />
      <NewPasswordFields form={form} passwordLabel="Password" confirmLabel="Confirm Password" hint={SIGN_UP_PASSWORD_HINT} />
    </AuthFormDialog>
  );
}
