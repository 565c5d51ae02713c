import { useRef, useState } from 'react';
import { Alert, Box, Button, CloseButton, Dialog, Field, HStack, Input, Link as ChakraLink, Portal, Separator, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { FiExternalLink, FiFileText } from 'react-icons/fi';
import { Link, useNavigate } from 'react-router-dom';
import { EMAIL_PATTERN, MESSAGES, SCHOLARSHIP } from '@portal/domain';
import { applicationFormPath, LEARNER_PATHS, PUBLIC_PATHS } from '../../app/paths';
import type { ApplicationStatus } from '../../gql/graphql';
import { useScholarshipEmailCheckMutation } from './use-scholarship-email-check-mutation';

/** Served from public/ (scripts/generate-public-assets.mjs). */
export const SCHOLARSHIP_INSTRUCTIONS_PDF = '/docs/scholarship-instructions.pdf';

/** Not in the spec: said when the gateway gave no answer at all; the e-mail stays typed. */
const UNREACHABLE = 'The portal could not be reached. Please check your connection and try again.';

export type SignedInApplicant = {
  /** the learner's application status for this program; null when never applied */
  status: ApplicationStatus | null | undefined;
};

/**
 * The Apply modal of the program page (spec part 1, sections 2 and 5): an e-mail field
 * with Verify (Enter verifies too), the scholarship blurb and the instructions PDF.
 * A registered e-mail goes on to /application; any other answer says
 * 'To apply for scholarship, you need to register in the iLearn portal first'.
 * A signed-in learner may also apply directly in the signed-in wizard.
 */
export function ScholarshipApplyDialog({
  programId,
  programName,
  signedIn,
  onClose,
}: {
  programId: string;
  programName: string;
  /** set for a signed-in learner, who may also apply without the scholarship check */
  signedIn?: SignedInApplicant;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const { check, loading } = useScholarshipEmailCheckMutation();
  const [email, setEmail] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Full screen on phones, a centred card from 480 px; a responsive `size` object would mix both sizes' styles.
  const size = useBreakpointValue<'full' | 'md'>({ base: 'full', sm: 'md' }, { ssr: false }) ?? 'md';

  const verify = async () => {
    setFailure(null);
    const value = email.trim();
    // Not sent when it cannot be an e-mail address; the sign-in forms' message (spec part 1, section 5).
    if (!EMAIL_PATTERN.test(value)) {
      setFieldError(MESSAGES.enterValidEmail);
      return;
    }
    setFieldError(null);
    try {
      if (await check({ email: value, programId })) {
        onClose();
        navigate(PUBLIC_PATHS.application);
      } else {
        setFailure(MESSAGES.scholarshipNotRegistered);
      }
    } catch (error) {
      // An answer we cannot use counts as "not registered" (spec part 1, section 5: "or an
      // unparseable response"); no answer at all is a connection problem, said as such.
      setFailure(CombinedGraphQLErrors.is(error) ? MESSAGES.scholarshipNotRegistered : UNREACHABLE);
    }
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="center"
      size={size}
      scrollBehavior="inside"
      initialFocusEl={() => emailRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header pe="12">
              <Dialog.Title>Apply for {programName}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <Stack gap="4">
                <Box borderRadius="md" bg="orange.50" borderWidth="1px" borderColor="orange.200" p="3">
                  <Text fontWeight="semibold" color="orange.900" mb="1">
                    Partner-country scholarship
                  </Text>
                  <Text fontSize="sm">
                    The government offers a 100% scholarship to students from partner African countries for online undergraduate,
                    postgraduate, diploma and certificate programmes, with free courses for {SCHOLARSHIP.studentsPerYear} African
                    students every year. Enter the e-mail address you registered with on the iLearn portal.
                  </Text>
                </Box>
                <ChakraLink href={SCHOLARSHIP_INSTRUCTIONS_PDF} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="medium">
                  <FiFileText aria-hidden /> Instructions for the scholarship application (PDF)
                  <FiExternalLink aria-hidden />
                  <Text as="span" srOnly>
                    (opens in a new tab)
                  </Text>
                </ChakraLink>
                <form
                  noValidate
                  aria-label="Scholarship e-mail check"
                  onSubmit={(e) => {
                    // Enter in the field submits the form, so Enter verifies (spec part 1, section 2).
                    e.preventDefault();
                    void verify();
                  }}
                >
                  <Stack gap="3">
                    <Field.Root invalid={Boolean(fieldError)}>
                      <Field.Label>Email</Field.Label>
                      <HStack gap="2" align="flex-start" w="full">
                        <Input
                          ref={emailRef}
                          type="email"
                          inputMode="email"
                          autoComplete="email"
                          value={email}
                          onChange={(e) => {
                            setEmail(e.currentTarget.value);
                            if (fieldError) setFieldError(null);
                          }}
                          flex="1"
                        />
                        <Button type="submit" colorPalette="brand" loading={loading} loadingText="Verifying…" flexShrink={0}>
                          Verify
                        </Button>
                      </HStack>
                      <Field.ErrorText>{fieldError}</Field.ErrorText>
                    </Field.Root>
                    {failure ? (
                      <Alert.Root status="error" borderRadius="md" role="alert">
                        <Alert.Indicator />
                        <Alert.Title fontWeight="medium">{failure}</Alert.Title>
                      </Alert.Root>
                    ) : null}
                  </Stack>
                </form>
                {signedIn ? <SignedInApply programId={programId} status={signedIn.status} onNavigate={onClose} /> : null}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * A signed-in learner does not need the partner check to apply: the signed-in wizard
 * opens for statuses 0, 1 and 5 (spec part 3, section 4.1); otherwise My Application
 * says where the application stands.
 */
function SignedInApply({ programId, status, onNavigate }: { programId: string; status: ApplicationStatus | null | undefined; onNavigate: () => void }) {
  const open = status == null || status === 'NOT_STARTED' || status === 'DRAFT' || status === 'EDITABLE';
  const label = status === 'DRAFT' ? 'Continue your application' : status === 'EDITABLE' ? 'Edit your application' : 'Apply as a signed-in learner';
  return (
    <>
      <HStack gap="3" color="fg.muted" fontSize="sm">
        <Separator flex="1" />
        <Text flexShrink={0}>or, without the scholarship</Text>
        <Separator flex="1" />
      </HStack>
      {open ? (
        <Button asChild variant="outline" colorPalette="brand">
          <Link to={applicationFormPath(programId)} onClick={onNavigate}>
            {label}
          </Link>
        </Button>
      ) : (
        <Text fontSize="sm">
          {status === 'SUBMITTED' ? 'Your application to this program is under review.' : 'Your application to this program has been approved.'}{' '}
          <ChakraLink asChild color="brand.fg" fontWeight="medium">
            <Link to={LEARNER_PATHS.myApplication} onClick={onNavigate}>
              See My Application
            </Link>
          </ChakraLink>
        </Text>
      )}
    </>
  );
}
