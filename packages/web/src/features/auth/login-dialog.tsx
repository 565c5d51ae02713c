import { Button, HStack, Link as ChakraLink, Separator, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FiExternalLink } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import { signInSchema } from '@portal/domain';
import type { AuthDialog, AuthDialogControls } from '../../lib/auth-dialog';
import { useSession } from '../../lib/session';
import { ADMIN_LOGIN_URL } from './admin-login';
import { FormAlert, PasswordField, TextField } from '../../components/form';
import { AuthFormDialog, useAuthForm } from './auth-form-dialog';
import { useSessionSignInMutation } from './use-session-sign-in-mutation';

/**
 * The Login modal (spec part 1, sections 2, 4 and 5): User Name and Password, Login
 * and SignUp, Forgot password, and the external admin login. Both empty-field
 * messages show at once and nothing is sent until both fields are filled.
 */
export function LoginDialog({ dialog, controls }: { dialog: Extract<AuthDialog, { kind: 'login' }>; controls: AuthDialogControls }) {
  const navigate = useNavigate();
  const session = useSession();
  const { signIn, loading } = useSessionSignInMutation();
  const { form, frame } = useAuthForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { username: '', password: '' },
    send: signIn,
    done: (result) => Boolean(result.viewer) || result.newPasswordRequired,
    onDone: (result) => {
      if (!result.viewer) return controls.open({ kind: 'newPassword', redirectTo: dialog.redirectTo });
      session.signedIn(result.viewer);
      controls.close();
      // Signed in again in place (a timed attempt): the screen stays as it is.
      if (dialog.onSignedIn) dialog.onSignedIn(result.viewer);
      // spec part 1, section 4: /myPrograms from the header, /dashboard from the scholarship variant.
      else navigate(dialog.redirectTo, { replace: true });
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <AuthFormDialog
      title="Login"
      controls={controls}
      {...frame}
      loading={loading}
      submitLabel="Login"
      loadingText="Signing in…"
      after={
        <>
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
        </>
      }
    >
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
    </AuthFormDialog>
  );
}
