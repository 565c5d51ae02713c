import { type ComponentProps, forwardRef, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Box, Button, HStack, Link as ChakraLink, Separator, Stack, Text, Wrap } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { FiExternalLink, FiFileText } from 'react-icons/fi';
import { Link, useNavigate } from 'react-router-dom';
import { EMAIL_PATTERN, MESSAGES, SCHOLARSHIP, SCHOLARSHIP_CODE_MESSAGES, SCHOLARSHIP_CODE_VALID_MINUTES, scholarshipCode } from '@portal/domain';
import { applicationFormPath, LEARNER_PATHS, PUBLIC_PATHS } from '../../app/paths';
import { DialogFrame } from '../../components/dialog-frame';
import { FormAlert, TextField } from '../../components/form';
import type { ApplicationStatus } from '../../gql/graphql';
import { useAuthDialog } from '../../lib/auth-dialog';
import { useScholarshipCodeConfirmMutation } from './use-scholarship-code-confirm-mutation';
import { useScholarshipEmailCheckMutation } from './use-scholarship-email-check-mutation';

/** Served from public/ (scripts/generate-public-assets.mjs). */
const SCHOLARSHIP_INSTRUCTIONS_PDF = '/docs/scholarship-instructions.pdf';

/** Not in the spec: said when the gateway gave no answer at all; the e-mail stays typed. */
const UNREACHABLE = 'The portal could not be reached. Please check your connection and try again.';

export type SignedInApplicant = {
  /** the learner's application status for this program; null when never applied */
  status: ApplicationStatus | null | undefined;
};

/**
 * The Apply modal of the program page (spec part 1, sections 2 and 5): an e-mail field
 * with Verify (Enter verifies too), the scholarship blurb and the instructions PDF.
 * A registered e-mail gets a one-time code by mail, and the right code goes on to
 * /application (docs/decisions/078); any other answer says
 * 'To apply for scholarship, you need to register in the iLearn portal first'.
 * A signed-in learner may also apply directly in the signed-in wizard; a visitor who is
 * not a scholarship applicant signs up or logs in to apply there (issue 7, section 4).
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
  /** Set once a code was mailed: the dialog then asks for it (docs/decisions/078). */
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);

  /** Asks for a code; answers whether one was sent. Failures are shown in the e-mail step. */
  const askForCode = async (value: string): Promise<string | null> => {
    try {
      const result = await check({ email: value, programId });
      if (result.kind === 'codeSent') return result.email;
      // 'register in the iLearn portal first', or the calm rate-limit message.
      setFailure(result.code === 'RATE_LIMITED' ? result.message : MESSAGES.scholarshipNotRegistered);
    } catch (error) {
      // An answer we cannot use counts as "not registered" (spec part 1, section 5: "or an
      // unparseable response"); no answer at all is a connection problem, said as such.
      setFailure(CombinedGraphQLErrors.is(error) ? MESSAGES.scholarshipNotRegistered : UNREACHABLE);
    }
    return null;
  };

  const verify = async () => {
    setFailure(null);
    const value = email.trim();
    // Not sent when it cannot be an e-mail address; the sign-in forms' message (spec part 1, section 5).
    if (!EMAIL_PATTERN.test(value)) {
      setFieldError(MESSAGES.enterValidEmail);
      return;
    }
    setFieldError(null);
    const sentTo = await askForCode(value);
    if (sentTo) setCodeSentTo(sentTo);
  };

  return (
    <DialogFrame onClose={onClose} title={`Apply for ${programName}`} size="form" scrollInside initialFocusEl={() => emailRef.current}>
      <Stack gap="4">
        <Box borderRadius="md" bg="orange.50" borderWidth="1px" borderColor="orange.200" p="3">
          <Text fontWeight="semibold" color="orange.900" mb="1">
            Partner-country scholarship
          </Text>
          <Text fontSize="sm">
            The government offers a 100% scholarship to students from partner African countries for online undergraduate, postgraduate, diploma and certificate programmes, with free courses for{' '}
            {SCHOLARSHIP.studentsPerYear} African students every year. Enter the e-mail address you registered with on the iLearn portal.
          </Text>
        </Box>
        <ChakraLink href={SCHOLARSHIP_INSTRUCTIONS_PDF} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="medium">
          <FiFileText aria-hidden /> Instructions for the scholarship application (PDF)
          <FiExternalLink aria-hidden />
          <Text as="span" srOnly>
            (opens in a new tab)
          </Text>
        </ChakraLink>
        {codeSentTo ? (
          <CodeStep
            email={codeSentTo}
            resend={() => askForCode(codeSentTo)}
            resendFailure={failure}
            clearResendFailure={() => setFailure(null)}
            onConfirmed={() => {
              onClose();
              navigate(PUBLIC_PATHS.application);
            }}
            onChangeEmail={() => {
              setFailure(null);
              setCodeSentTo(null);
              // Back to the e-mail, which is still typed, with focus on it.
              requestAnimationFrame(() => emailRef.current?.focus());
            }}
          />
        ) : (
          // Enter in the field submits the form, so Enter verifies (spec part 1, section 2).
          <StepForm label="Scholarship e-mail check" onSubmit={verify}>
            <StepField
              ref={emailRef}
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              onValueChange={setEmail}
              error={fieldError}
              clearError={() => setFieldError(null)}
              submit={{ label: 'Verify', busy: loading, busyText: 'Verifying…' }}
              failure={failure}
            />
          </StepForm>
        )}
        {signedIn ? <SignedInApply programId={programId} status={signedIn.status} onNavigate={onClose} /> : <VisitorApply programId={programId} onLeave={onClose} />}
      </Stack>
    </DialogFrame>
  );
}

/** Refusals about the typed code go under the field; the others (expired, too many, no code) are for the whole step. */
const FIELD_CODES = new Set(['INVALID', 'CODE_MISMATCH']);

/**
 * The second step (docs/decisions/078): the partner portal knows the e-mail, and the
 * applicant shows it is theirs with the code mailed to it. Only a right code opens the
 * pre-registration wizard; the gateway keeps the result in an HttpOnly cookie.
 */
function CodeStep({
  email,
  resend,
  resendFailure,
  clearResendFailure,
  onConfirmed,
  onChangeEmail,
}: {
  email: string;
  resend: () => Promise<string | null>;
  resendFailure: string | null;
  clearResendFailure: () => void;
  onConfirmed: () => void;
  onChangeEmail: () => void;
}) {
  const { confirm, loading } = useScholarshipCodeConfirmMutation();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState(`We sent a 6-digit code to ${email}. Enter it here within ${SCHOLARSHIP_CODE_VALID_MINUTES} minutes.`);
  const [resending, setResending] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const codeId = useId();
  const noticeId = `${codeId}-notice`;

  useEffect(() => {
    codeRef.current?.focus();
  }, []);

  const submit = async () => {
    setFailure(null);
    clearResendFailure();
    // Not sent when it cannot be a code: the gateway's own message for it.
    if (scholarshipCode(code) === null) {
      setFieldError(SCHOLARSHIP_CODE_MESSAGES.enterCode);
      codeRef.current?.focus();
      return;
    }
    setFieldError(null);
    try {
      const result = await confirm(code);
      if (result.kind === 'confirmed') {
        onConfirmed();
        return;
      }
      if (FIELD_CODES.has(result.code)) {
        setFieldError(result.message);
        codeRef.current?.focus();
      } else {
        setFailure(result.message);
      }
    } catch (error) {
      setFailure(CombinedGraphQLErrors.is(error) ? MESSAGES.scholarshipNotRegistered : UNREACHABLE);
    }
  };

  const sendAgain = async () => {
    setFailure(null);
    setFieldError(null);
    clearResendFailure();
    setResending(true);
    const sentTo = await resend();
    setResending(false);
    if (sentTo) {
      setCode('');
      setNotice(`We sent a new code to ${sentTo}. Enter the newest one within ${SCHOLARSHIP_CODE_VALID_MINUTES} minutes.`);
      codeRef.current?.focus();
    }
  };

  return (
    <StepForm label="Scholarship code" onSubmit={submit}>
      <Text id={noticeId} role="status" fontSize="sm">
        {notice}
      </Text>
      <StepField
        label="Code from the e-mail"
        error={fieldError}
        clearError={() => setFieldError(null)}
        submit={{ label: 'Continue', busy: loading, busyText: 'Checking…' }}
        ref={codeRef}
        name="one-time-code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        // Spaces are allowed (people copy "123 456"); the gateway ignores them.
        maxLength={12}
        aria-describedby={noticeId}
        value={code}
        onValueChange={setCode}
        letterSpacing="0.2em"
        fontFamily="mono"
        failure={failure ?? resendFailure}
      />
      {/* No mail, or a code too old: ask again. Ghost buttons, so the one next step (Continue) stands out. */}
      <Wrap gap="2" align="center">
        <Button type="button" variant="ghost" size="sm" colorPalette="brand" onClick={() => void sendAgain()} loading={resending} loadingText="Sending…">
          Send a new code
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onChangeEmail}>
          Use another e-mail
        </Button>
      </Wrap>
    </StepForm>
  );
}

/** A step of the dialog: a form of one field (Enter submits it), named for screen readers. */
function StepForm({ label, onSubmit, children }: { label: string; onSubmit: () => Promise<void>; children: ReactNode }) {
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      <Stack gap="3">{children}</Stack>
    </form>
  );
}

type StepFieldProps = Omit<ComponentProps<typeof TextField>, 'value' | 'onChange' | 'error' | 'addon'> & {
  value: string;
  onValueChange: (value: string) => void;
  /** the field's refusal; typing clears it */
  error: string | null;
  clearError: () => void;
  /** the step's submit button, beside the field */
  submit: { label: string; busy: boolean; busyText: string };
  /** what went wrong with the step as a whole, under the field */
  failure: string | null;
};

/** The field of a step, with the step's submit button beside it and the step's failure under it. */
const StepField = forwardRef<HTMLInputElement, StepFieldProps>(function StepField({ value, onValueChange, error, clearError, submit, failure, ...field }, ref) {
  return (
    <>
      <TextField
        ref={ref}
        {...field}
        value={value}
        onChange={(e) => {
          onValueChange(e.currentTarget.value);
          if (error) clearError();
        }}
        flex="1"
        minW="0"
        error={error ?? undefined}
        addon={
          <Button type="submit" colorPalette="brand" loading={submit.busy} loadingText={submit.busyText} flexShrink={0}>
            {submit.label}
          </Button>
        }
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
    </>
  );
});

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
      <OrWithoutScholarship />
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

/** The line between the scholarship check and the other way to apply. */
function OrWithoutScholarship() {
  return (
    <HStack gap="3" color="fg.muted" fontSize="sm">
      <Separator flex="1" />
      <Text flexShrink={0}>or, without the scholarship</Text>
      <Separator flex="1" />
    </HStack>
  );
}

/**
 * A visitor who is not a partner-country applicant is not at a dead end: with an
 * account of the portal they apply in the signed-in wizard, which opens once they
 * are in (the login's redirect). The spec's "register in the iLearn portal first"
 * stays as it is for the scholarship itself.
 */
function VisitorApply({ programId, onLeave }: { programId: string; onLeave: () => void }) {
  const { open } = useAuthDialog();
  const go = (kind: 'signUp' | 'login') => {
    onLeave();
    open({ kind, redirectTo: applicationFormPath(programId) });
  };
  return (
    <>
      <OrWithoutScholarship />
      <Stack gap="2">
        <Text fontSize="sm">Apply with an account of this portal: sign up, or log in if you have one.</Text>
        <Wrap gap="2">
          <Button variant="outline" colorPalette="brand" onClick={() => go('signUp')}>
            Sign up to apply
          </Button>
          <Button variant="ghost" colorPalette="brand" onClick={() => go('login')}>
            Login to apply
          </Button>
        </Wrap>
      </Stack>
    </>
  );
}
