import { useState } from 'react';
import { Button, HStack, Link as ChakraLink, Separator, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FiExternalLink } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import { signInSchema } from '@portal/domain';
import type { AuthDialog, AuthDialogControls } from '../../lib/auth-dialog';
import { useSession } from '../../lib/session';
import { ADMIN_LOGIN_URL } from './admin-login';
import { DialogFrame } from '../../components/dialog-frame';
import { VALIDATION_MODE } from './form-options';
import { FormAlert, FormAlerts, PasswordField, TextField } from '../../components/form';
import { useSessionSignInMutation } from './use-session-sign-in-mutation';
import { mutationOutcome, showUserErrors } from '../../lib/mutation-outcome';

type Values = { username: string; password: string };
const FIELDS = ['username', 'password'] as const;

/**
 * The Login modal (spec part 1, sections 2, 4 and 5): User Name and Password, Login
 * and SignUp, Forgot password, and the external admin login. Both empty-field
 * messages show at once and nothing is sent until both fields are filled.
 */
export function LoginDialog({ dialog, controls }: { dialog: Extract<AuthDialog, { kind: 'login' }>; controls: AuthDialogControls }) {
  const navigate = useNavigate();
  const session = useSession();
  const { signIn, loading } = useSessionSignInMutation();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(signInSchema), ...VALIDATION_MODE, defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormErrors([]);
    const outcome = await mutationOutcome(() => signIn(values));
    if (outcome.status === 'failed') return setFormErrors([outcome.message]);
    const result = outcome.payload;
    if (result.viewer) {
      session.signedIn(result.viewer);
      controls.close();
      // Signed in again in place (a timed attempt): the screen stays as it is.
      if (dialog.onSignedIn) return dialog.onSignedIn(result.viewer);
      // spec part 1, section 4: /myPrograms from the header, /dashboard from the scholarship variant.
      navigate(dialog.redirectTo, { replace: true });
    } else if (result.newPasswordRequired) {
      controls.open({ kind: 'newPassword', redirectTo: dialog.redirectTo });
    } else {
      setFormErrors(showUserErrors(result.userErrors, FIELDS, setError));
    }
  });

  return (
    <DialogFrame title="Login" onClose={controls.close} size="form" keepOpenOnOutsideClick>
      <form noValidate onSubmit={onSubmit} aria-label="Login">
        <Stack gap="4">
          {dialog.notice ? <FormAlert status="success">{dialog.notice}</FormAlert> : null}
          <TextField
            label="User Name"
            type="email"
            inputMode="email"
            autoComplete="username"
            placeholder="you@example.com"
            error={errors.username?.message}
            {...register('username')}
          />
          <PasswordField label="Password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
          <HStack justify="flex-end" mt="-2">
            <Button variant="plain" size="sm" colorPalette="brand" px="0" onClick={() => controls.open({ kind: 'forgotPassword', redirectTo: dialog.redirectTo })}>
              Forgot password?
            </Button>
          </HStack>
          <FormAlerts messages={formErrors} />
          <Button type="submit" colorPalette="brand" loading={loading} loadingText="Signing in…">
            Login
          </Button>
          <HStack>
            <Separator flex="1" />
            <Text fontSize="sm" color="fg.muted">
              New here?
            </Text>
            <Separator flex="1" />
          </HStack>
          <Button variant="outline" colorPalette="brand" onClick={() => controls.open({ kind: 'signUp', redirectTo: dialog.redirectTo })}>
            SignUp
          </Button>
          <Text fontSize="sm" textAlign="center">
            <ChakraLink href={ADMIN_LOGIN_URL} target="_blank" rel="noopener noreferrer" color="fg.muted">
              Admin login <FiExternalLink aria-hidden />
              <Text as="span" srOnly>
                (opens in a new tab)
              </Text>
            </ChakraLink>
          </Text>
        </Stack>
      </form>
    </DialogFrame>
  );
}
