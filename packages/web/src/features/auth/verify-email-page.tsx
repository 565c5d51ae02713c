import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Card, Heading, Icon, Stack, Text, VStack } from '@chakra-ui/react';
import { FiCheckCircle, FiMail } from 'react-icons/fi';
import { useSearchParams } from 'react-router-dom';
import { LEARNER_PATHS } from '../../app/paths';
import { ErrorView, LoadingState } from '../../components/states';
import { useAuthDialog } from '../../lib/auth-dialog';
import { useAccountConfirmSignUpMutation } from './use-account-mutations';
import { mutationOutcome } from '../../lib/mutation-outcome';
import { usePageTitle } from '../../components/page-title';
import { normaliseEmail } from '@portal/domain';

type Outcome = { status: 'working' } | { status: 'confirmed' } | { status: 'failed'; message: string; canRetry: boolean };

/**
 * Where the sign-up e-mail's "Verify Email" link lands:
 * /verify-email?username=<e-mail>&code=<code>. It confirms the address once and
 * offers Login (spec part 1, section 4: "Sign-up success shows the verify-by-e-mail message").
 */
export default function VerifyEmailPage() {
  usePageTitle('Verify your e-mail address');
  const [params] = useSearchParams();
  const username = normaliseEmail(params.get('username') ?? '');
  const code = params.get('code')?.trim() ?? '';
  const { confirmSignUp } = useAccountConfirmSignUpMutation();
  const { open } = useAuthDialog();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'working' });
  const started = useRef(false);

  const confirm = useCallback(async () => {
    if (!username || !code) {
      setOutcome({
        status: 'failed',
        message: 'This link is incomplete. Please open the Verify Email link from your e-mail again.',
        canRetry: false,
      });
      return;
    }
    setOutcome({ status: 'working' });
    const outcome = await mutationOutcome(() => confirmSignUp({ username, code }));
    // A lost connection or a failed server may pass: try again (lib/failure.ts words which).
    if (outcome.status === 'failed') return setOutcome({ status: 'failed', message: outcome.message, canRetry: true });
    const result = outcome.payload;
    // An address confirmed before (the link opened again) is as good as confirmed now.
    if (result.confirmed || result.userErrors[0]?.code === 'NOT_AUTHORIZED') setOutcome({ status: 'confirmed' });
    else setOutcome({ status: 'failed', message: result.userErrors[0]?.message ?? 'The e-mail address could not be verified.', canRetry: false });
  }, [confirmSignUp, username, code]);

  useEffect(() => {
    // A code works once; React's development double effect must not send it twice.
    if (started.current) return;
    started.current = true;
    void confirm();
  }, [confirm]);

  const openLogin = () => open({ kind: 'login', redirectTo: LEARNER_PATHS.myPrograms });

  return (
    <Card.Root maxW="lg" mx="auto" my={{ base: '6', md: '12' }} variant="elevated">
      <Card.Body>
        {outcome.status === 'working' ? (
          <>
            <Heading as="h1" size="lg" textAlign="center">
              Verify your e-mail address
            </Heading>
            <LoadingState label="Verifying your e-mail address…" />
          </>
        ) : null}
        {outcome.status === 'confirmed' ? (
          <VStack gap="4" textAlign="center" py="4">
            <Icon as={FiCheckCircle} boxSize="12" color="green.solid" aria-hidden />
            <Heading as="h1" size="lg">
              Your e-mail address is verified
            </Heading>
            <Text color="fg.muted">{username} can now log in to the portal.</Text>
            <Button colorPalette="brand" onClick={openLogin}>
              Login
            </Button>
          </VStack>
        ) : null}
        {outcome.status === 'failed' ? (
          <Stack gap="4" py="2">
            <VStack gap="2" textAlign="center">
              <Icon as={FiMail} boxSize="10" color="brand.solid" aria-hidden />
              <Heading as="h1" size="lg">
                Verify your e-mail address
              </Heading>
            </VStack>
            <ErrorView title="We could not verify your e-mail address" message={outcome.message} onRetry={outcome.canRetry ? () => void confirm() : undefined} />
            <Button variant="outline" colorPalette="brand" onClick={openLogin}>
              Go to Login
            </Button>
          </Stack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
