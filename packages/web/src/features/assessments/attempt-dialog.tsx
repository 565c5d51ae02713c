import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { Dialog, List } from '../../components/later-components';
import { useMutation } from '@apollo/client/react';
import { FiChevronLeft, FiChevronRight, FiClock, FiSend } from 'react-icons/fi';
import { useLocation } from 'react-router-dom';
import { formatCountdown, isAnswered, MESSAGES, spokenCountdown } from '@portal/domain';
import { DialogFrame } from '../../components/dialog-frame';
import { FileUploadField, FormAlert } from '../../components/form';
import { getFragmentData } from '../../gql';
import type { AssessmentKind, AssessmentRow_AssessmentFragment, AttemptView_AttemptFragment } from '../../gql/graphql';
import { useAuthDialog } from '../../lib/auth-dialog';
import { useFocusOnChange } from '../../lib/focus';
import { mutationOutcome } from '../../lib/mutation-outcome';
import { useSession } from '../../lib/session';
import { useUpload } from '../../lib/upload';
import { givenAnswer, type AnswerValue } from './answer-queue';
import { AssessmentStartDocument, AttemptView_attempt } from './assessment-documents';
import { ATTEMPT_MESSAGES, alreadySubmittedMessage } from './assessment-messages';
import { QuestionInput } from './question-input';
import { SaveStatus } from './save-status';
import { useAttempt, type AttemptRef } from './use-attempt';

type Phase = { name: 'intro' } | { name: 'attempt'; attempt: AttemptView_AttemptFragment } | { name: 'done'; message: string; status: 'success' | 'info' };

/**
 * The quiz modal of the Assessment and Assignment tabs (spec part 2, section 2): the
 * instruction page with Start Quiz and Close, then the questions with the server's
 * countdown, Prev / Next / Submit, a numbered navigator and a close X. An attempt in
 * progress (a reload, a modal closed and opened again) goes straight back to its questions.
 */
export function AttemptDialog({
  courseId,
  kind,
  assessment,
  onShown,
  onFinished,
  onClose,
}: {
  courseId: string;
  kind: AssessmentKind;
  assessment: AssessmentRow_AssessmentFragment;
  /** the dialog is on screen (once, as it opens) */
  onShown?: () => void;
  /** the attempt was submitted (or found submitted) while the dialog shows */
  onFinished?: () => void;
  onClose: () => void;
}) {
  const session = useSession();
  const learnerId = session.state.status === 'signedIn' ? session.state.viewer.id : '';
  const [start, { loading: starting }] = useMutation(AssessmentStartDocument);
  const [phase, setPhase] = useState<Phase>(() => (assessment.attemptStatus === 'SUBMITTED' ? { name: 'done', message: alreadySubmittedMessage(kind), status: 'info' } : { name: 'intro' }));
  const [error, setError] = useState<string | null>(null);
  const finished = useRef(onFinished);
  finished.current = onFinished;
  const shown = useRef(onShown);
  useEffect(() => shown.current?.(), []);
  useEffect(() => {
    if (phase.name === 'done') finished.current?.();
  }, [phase.name]);

  const begin = useCallback(async () => {
    setError(null);
    const outcome = await mutationOutcome(() => start({ variables: { input: { courseId, kind, assessmentId: assessment.id } } }).then((r) => r.data?.assessmentStart));
    if (outcome.status === 'failed') return setError(outcome.message);
    if (outcome.status === 'refused') return setError(outcome.userErrors[0].message);
    const ref = outcome.payload.assessment?.attempt;
    const attempt = ref ? getFragmentData(AttemptView_attempt, ref) : null;
    if (!attempt) return setError(ATTEMPT_MESSAGES.notOpen);
    if (attempt.status === 'SUBMITTED') return setPhase({ name: 'done', message: alreadySubmittedMessage(kind), status: 'info' });
    setPhase({ name: 'attempt', attempt });
  }, [start, courseId, kind, assessment.id]);

  // An attempt already running when the modal opened resumes at once: its time is running on the server.
  // (Only as it opened: Start Quiz itself turns the list's row to IN_PROGRESS.)
  const [resuming] = useState(assessment.attemptStatus === 'IN_PROGRESS');
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !resuming) return;
    resumed.current = true;
    void begin();
  }, [resuming, begin]);

  const title = assessment.title;
  // The result of Submit (or of the time running out) takes focus, so a screen reader hears it (issue 17, section 4).
  const resultRef = useFocusOnChange<HTMLDivElement>(phase.name === 'done' ? `done:${phase.message}` : null);
  return (
    <DialogFrame
      onClose={onClose}
      size="wide"
      scrollInside
      keepOpenOnOutsideClick
      // The attempt draws its own header (the countdown, the save status) and footer (Prev / Next / Submit).
      title={phase.name === 'attempt' ? undefined : title}
      footer={
        phase.name === 'attempt' ? undefined : (
          <>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">Close</Button>
            </Dialog.ActionTrigger>
            {phase.name === 'intro' ? (
              <Button colorPalette="brand" onClick={() => void begin()} loading={starting} loadingText="Starting…">
                Start Quiz
              </Button>
            ) : null}
          </>
        )
      }
    >
      {phase.name === 'attempt' ? (
        <AttemptRunner
          ref_={{ courseId, kind, assessmentId: assessment.id, learnerId }}
          title={title}
          attempt={phase.attempt}
          onDone={(message, status) => setPhase({ name: 'done', message, status })}
        />
      ) : phase.name === 'done' ? (
        <FormAlert status={phase.status} urgent focusable ref={resultRef}>
          {phase.message}
        </FormAlert>
      ) : (
        <Instructions instructions={assessment.instructions} error={error} resuming={resuming && starting} />
      )}
    </DialogFrame>
  );
}

function Instructions({ instructions, error, resuming }: { instructions: readonly string[]; error: string | null; resuming: boolean }) {
  return (
    <Stack gap="4">
      <Text fontWeight="semibold">Instructions</Text>
      {instructions.length ? (
        <List.Root gap="2" ps="5">
          {instructions.map((line, i) => (
            <List.Item key={i}>{line}</List.Item>
          ))}
        </List.Root>
      ) : (
        <Text color="fg.muted">Answer every question before the time runs out. Your answers are saved as you go.</Text>
      )}
      {resuming ? (
        <Text color="fg.muted" role="status">
          Opening your attempt…
        </Text>
      ) : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
    </Stack>
  );
}

/** The questions of a running attempt. */
function AttemptRunner({
  ref_: ref,
  title,
  attempt,
  onDone,
}: {
  ref_: AttemptRef;
  title: string;
  attempt: AttemptView_AttemptFragment;
  onDone: (message: string, status: 'success' | 'info') => void;
}) {
  const done = useRef(onDone);
  done.current = onDone;
  const run = useAttempt(ref, attempt, {
    onClosedByServer: () => done.current(ATTEMPT_MESSAGES.timeOver, 'info'),
  });
  const questions = attempt.questions;
  const [index, setIndex] = useState(0);
  const [warning, setWarning] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const question = questions[Math.min(index, questions.length - 1)];
  // Start Quiz, Prev, Next and the navigator each land on the question's heading (issue 17, section 4).
  const headingRef = useFocusOnChange<HTMLHeadingElement>(`question:${question?.id ?? ''}`);
  const firstFocus = useRef(false);
  useEffect(() => {
    // The first question after Start Quiz (or a resumed attempt) too.
    if (firstFocus.current) return;
    firstFocus.current = true;
    headingRef.current?.focus({ preventScroll: true });
  }, [headingRef]);
  // One rule with the gateway's count (domain isAnswered): a matching question counts once every prompt is matched.
  const answered = (q: { id: string; kind: AttemptView_AttemptFragment['questions'][number]['kind'] }) => isAnswered(q.kind, givenAnswer(run.answers.get(q.id)));
  const unanswered = questions.filter((q) => !answered(q)).length;

  const submit = async () => {
    setWarning(null);
    // spec part 2, section 5: with unanswered questions, the warning; status 1 only when all are answered (section 4).
    if (unanswered > 0) return setWarning(ATTEMPT_MESSAGES.unanswered);
    setSubmitting(true);
    const result = await run.submit();
    setSubmitting(false);
    if (result.status === 'submitted') return onDone(ATTEMPT_MESSAGES.submitted, 'success');
    if (result.status === 'unsaved') return setWarning(ATTEMPT_MESSAGES.notSavedYet);
    setWarning(result.message);
  };

  // spec part 2, section 4: at about 2 seconds left the attempt is treated as submitted, with the answers saved so far.
  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (!run.dueForAutoSubmit || autoSubmitted.current) return;
    autoSubmitted.current = true;
    setSubmitting(true);
    void run.autoSubmit().then((result) => {
      setSubmitting(false);
      done.current(result.status === 'submitted' ? ATTEMPT_MESSAGES.submittedAtTimeOver : ATTEMPT_MESSAGES.timeOver, 'info');
    });
  }, [run.dueForAutoSubmit, run]);

  useSignInInPlace(run.saveStatus === 'signedOut', ref.learnerId, run.resume);

  const low = run.secondsLeft <= 60;
  return (
    <>
      <Dialog.Header pe="14" flexDirection="column" alignItems="stretch" gap="2">
        <Dialog.Title>{title}</Dialog.Title>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <HStack gap="2" color={low ? 'red.fg' : undefined} fontWeight="semibold">
            <FiClock aria-hidden />
            <Text role="timer" aria-label={`Time left: ${spokenCountdown(run.secondsLeft)}`} fontVariantNumeric="tabular-nums" fontSize="lg" data-testid="countdown">
              {formatCountdown(run.secondsLeft)}
            </Text>
          </HStack>
          <SaveStatus status={run.saveStatus} />
        </HStack>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          <QuestionNavigator questions={questions} current={index} answered={answered} onGo={setIndex} />
          {run.saveStatus === 'signedOut' ? <SignInAgainNotice learnerId={ref.learnerId} onSignedIn={run.resume} /> : null}
          {question ? (
            <QuestionInput
              key={question.id}
              question={question}
              value={run.answers.get(question.id)}
              onChange={(value, options) => {
                setWarning(null);
                run.change(question.id, value, options);
              }}
              disabled={submitting}
              headingRef={headingRef}
              fileField={
                question.kind === 'FILE_UPLOAD' ? (
                  <FileAnswer
                    attempt={ref}
                    questionId={question.id}
                    number={question.number}
                    value={run.answers.get(question.id)}
                    disabled={submitting}
                    onChange={(value) => run.change(question.id, value)}
                  />
                ) : null
              }
            />
          ) : null}
          {run.refusal ? <FormAlert status="warning">{run.refusal}</FormAlert> : null}
          {warning ? (
            <FormAlert status="warning" urgent>
              {warning}
            </FormAlert>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer justifyContent="space-between" gap="2" flexWrap="wrap">
        <HStack gap="2">
          <Button variant="outline" onClick={() => setIndex((i) => Math.max(0, i - 1))} disabled={index === 0} aria-label="Previous question">
            <FiChevronLeft aria-hidden /> Prev
          </Button>
          <Button variant="outline" onClick={() => setIndex((i) => Math.min(questions.length - 1, i + 1))} disabled={index >= questions.length - 1} aria-label="Next question">
            Next <FiChevronRight aria-hidden />
          </Button>
        </HStack>
        <Button colorPalette="brand" onClick={() => void submit()} loading={submitting} loadingText="Submitting…">
          <FiSend aria-hidden /> Submit
        </Button>
      </Dialog.Footer>
    </>
  );
}

/** The numbered question navigator: where the learner is, and which questions have an answer. */
function QuestionNavigator<Q extends { id: string; number: number }>({
  questions,
  current,
  answered,
  onGo,
}: {
  questions: readonly Q[];
  current: number;
  answered: (q: Q) => boolean;
  onGo: (index: number) => void;
}) {
  return (
    <Box as="nav" aria-label="Questions">
      <Wrap gap="2" as="ul" listStyleType="none">
        {questions.map((q, i) => {
          const isAnswered = answered(q);
          return (
            <Box as="li" key={q.id}>
              <Button
                size="sm"
                minW="10"
                variant={i === current ? 'solid' : isAnswered ? 'subtle' : 'outline'}
                colorPalette={i === current || isAnswered ? 'brand' : 'gray'}
                aria-current={i === current ? 'step' : undefined}
                aria-label={`Question ${q.number}, ${isAnswered ? 'answered' : 'not answered'}`}
                onClick={() => onGo(i)}
              >
                {q.number}
              </Button>
            </Box>
          );
        })}
      </Wrap>
    </Box>
  );
}

/** A FILE_UPLOAD question's answer: uploaded for this question (uploadCreate kind ASSESSMENT_ANSWER), with a progress bar. */
function FileAnswer({
  attempt,
  questionId,
  number,
  value,
  disabled,
  onChange,
}: {
  attempt: AttemptRef;
  questionId: string;
  number: number;
  value: AnswerValue | undefined;
  disabled?: boolean;
  onChange: (value: AnswerValue) => void;
}) {
  const upload = useUpload('ASSESSMENT_ANSWER', {
    target: { assessment: { courseId: attempt.courseId, kind: attempt.kind, assessmentId: attempt.assessmentId, questionId } },
  });
  const chosen = useRef<string>('');
  return (
    <FileUploadField
      label={`Your answer to question ${number}`}
      kind="ASSESSMENT_ANSWER"
      upload={upload}
      value={value?.fileName ?? ''}
      // spec part 2, section 5: "A file answer field is required."
      required
      disabled={disabled}
      hint={value?.originalFileName && value.fileName ? `Uploaded: ${value.originalFileName}` : undefined}
      onChoose={(file) => (chosen.current = file.name)}
      onChange={(storedName) => onChange(storedName ? { fileName: storedName, originalFileName: chosen.current || storedName } : { fileName: '' })}
    />
  );
}

/**
 * A session that ended mid-attempt (issue 9): the app's Login modal opens over the
 * attempt; signing in again closes it and the waiting answers are sent. The lost
 * session is held (lib/session.tsx), so the app neither signs out nor forgets the page.
 */
function useSignInInPlace(signedOut: boolean, learnerId: string, onSignedIn: () => void) {
  const session = useSession();
  const auth = useAuthDialog();
  const location = useLocation();
  const latest = useRef({ auth, onSignedIn, learnerId, redirectTo: `${location.pathname}${location.search}` });
  latest.current = { auth, onSignedIn, learnerId, redirectTo: `${location.pathname}${location.search}` };

  const openLogin = useCallback(() => {
    const { auth, redirectTo } = latest.current;
    if (auth.dialog?.kind === 'login') return;
    auth.open({
      kind: 'login',
      redirectTo,
      notice: MESSAGES.sessionTimeOut,
      onSignedIn: (viewer) => {
        // Another learner's sign-in must not receive these answers: reload as them instead.
        if (viewer.id !== latest.current.learnerId) return window.location.assign(redirectTo);
        latest.current.onSignedIn();
      },
    });
  }, []);

  useEffect(() => session.holdOnSessionLost(openLogin), [session, openLogin]);
  useEffect(() => {
    if (signedOut) openLogin();
  }, [signedOut, openLogin]);
}

function SignInAgainNotice({ onSignedIn, learnerId }: { onSignedIn: () => void; learnerId: string }): ReactNode {
  const auth = useAuthDialog();
  const location = useLocation();
  const redirectTo = `${location.pathname}${location.search}`;
  return (
    <FormAlert
      status="warning"
      action={
        <Button
          size="sm"
          colorPalette="brand"
          onClick={() =>
            auth.open({
              kind: 'login',
              redirectTo,
              notice: MESSAGES.sessionTimeOut,
              onSignedIn: (viewer) => (viewer.id === learnerId ? onSignedIn() : window.location.assign(redirectTo)),
            })
          }
        >
          Sign in again
        </Button>
      }
    >
      {ATTEMPT_MESSAGES.signInAgain}
    </FormAlert>
  );
}
