import { Button, HStack, Link as ChakraLink, Separator, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FiExternalLink } from 'react-icons/fi';
import { signInSchema } from '@portal/domain';
import { ADMIN_LOGIN_URL } from './admin-login';
import { FormAlert, PasswordField, TextField } from '../../components/form';
import { AuthFormDialog, useAuthForm, type AuthDialogProps } from './auth-form-dialog';
import { useSessionSignInMutation } from './use-account-mutations';
import { useSignedIn } from './use-signed-in';

/**
 * The Login modal (spec part 1, sections 2, 4 and 5): User Name and Password, Login
 * and SignUp, Forgot password, and the external admin login. Both empty-field
 * messages show at once and nothing is sent until both fields are filled.
 */
export function LoginDialog({ dialog, controls }: AuthDialogProps<'login'>) {
  const signedIn = useSignedIn({ dialog, controls });
  const { signIn, loading } = useSessionSignInMutation();
  const { field, frame } = useAuthForm({
    dialog,
    controls,
    resolver: zodResolver(signInSchema),
    defaultValues: { username: '', password: '' },
    send: signIn,
    loading,
    done: (result) => Boolean(result.viewer) || result.newPasswordRequired,
    onDone: (result) => (result.viewer ? signedIn(result.viewer) : controls.open({ kind: 'newPassword', redirectTo: dialog.redirectTo })),
  });
  return (
    <AuthFormDialog
      title="Login"
      {...frame}
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
      <TextField label="User Name" type="email" inputMode="email" autoComplete="username" placeholder="you@example.com" {...field('username')} />
      <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
      <HStack justify="flex-end" mt="-2">
        <Button variant="plain" size="sm" colorPalette="brand" px="0" onClick={() => controls.open({ kind: 'forgotPassword', redirectTo: dialog.redirectTo })}>
          Forgot password?
        </Button>
      </HStack>
    </AuthFormDialog>
  );
}
