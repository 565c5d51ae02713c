import { useEffect, useState } from 'react';
import { Badge, Button, Dialog, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FiArrowLeft, FiArrowRight } from 'react-icons/fi';
import { QUIZ_MESSAGES } from '@portal/domain';
import { DialogFrame } from '../../../components/dialog-frame';
import { FormAlert } from '../../../components/form';
import { getFragmentData } from '../../../gql';
import type { UnitQuizFlow_QuizFragment } from '../../../gql/graphql';
import { useFocusOnChange } from '../../../lib/focus';
import { mutationOutcome } from '../../../lib/mutation-outcome';
import { browserStorage, clearQuizDrafts, readQuizDrafts, withKeptDrafts, writeQuizDrafts } from './quiz-drafts';
import { answersOf, draftAnswered, draftOf, MarkCompleteButton, QuizItemView, QuizStagePanel, type DraftAnswer } from './quiz-item';
import { UnitQuizFlow_quiz, useQuizDraftKey, useUnitAssignmentSubmitMutation, type UnitQuizFlowProps } from './use-unit-quiz';

type Quiz = UnitQuizFlow_QuizFragment;
type Stage = 'start' | 'questions' | 'submitted' | 'feedback';

/** What was typed is kept in the browser until the server has it (ARCHITECTURE.md invariant 7), as in every unit quiz. */
function savedDrafts(draftKey: string, quiz: Quiz): Record<string, DraftAnswer> {
  return withKeptDrafts(Object.fromEntries(quiz.items.map((i) => [i.id, draftOf(i)])), readQuizDrafts(browserStorage(), draftKey), () => true);
}

function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
}

const fmt = (iso: string) => new Date(iso).toLocaleString('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });

/**
 * The unit assignment flow (spec part 2, sections 4 and 5): the Assignment button, the
 * questions one at a time (Next and Submit only once the question has a response),
 * Submit with 'Are you sure you want to submit?' (Confirm / Cancel), submitted; one
 * edit, whose score is final; a feedback view. The deadline and the network are checked
 * here to say so at once, and by the gateway whatever this shows.
 */
export default function UnitAssignmentFlow({
  initial,
  courseId,
  onComplete,
  onStepsShown,
}: UnitQuizFlowProps) {
  const [quiz, setQuiz] = useState(initial);
  const [stage, setStage] = useState<Stage>(initial.result ? 'submitted' : 'start');
  const [index, setIndex] = useState(0);
  const draftKey = useQuizDraftKey(courseId, initial.objectId);
  const [drafts, setDrafts] = useState(() => savedDrafts(draftKey, initial));
  // The learner may be known a moment after the quiz (a reload): the kept drafts are laid on again then.
  useEffect(() => setDrafts((current) => withKeptDrafts(current, readQuizDrafts(browserStorage(), draftKey), () => true)), [draftKey]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const online = useOnline();
  const [submit] = useUnitAssignmentSubmitMutation();
  // Each step lands on the heading of what it brought (issue 17, section 4).
  const headingRef = useFocusOnChange<HTMLHeadingElement>(`${stage}:${index}`);
  // While the questions show, their Prev / Next are the only pair on screen.
  useEffect(() => {
    onStepsShown?.(stage === 'questions');
    return () => onStepsShown?.(false);
  }, [stage, onStepsShown]);

  const change = (id: string, draft: DraftAnswer) => {
    const next = { ...drafts, [id]: draft };
    setDrafts(next);
    writeQuizDrafts(browserStorage(), draftKey, next);
  };

  const send = async () => {
    setConfirming(false);
    if (!navigator.onLine) return setProblem(QUIZ_MESSAGES.offline);
    setBusy(true);
    setProblem(null);
    const outcome = await mutationOutcome(async () => (await submit({ variables: { input: { courseId, objectId: quiz.objectId, answers: answersOf(drafts) } } })).data?.unitAssignmentSubmit);
    setBusy(false);
    if (outcome.status === 'failed') return setProblem(navigator.onLine ? outcome.message : QUIZ_MESSAGES.offline);
    const next = outcome.payload.quiz ? getFragmentData(UnitQuizFlow_quiz, outcome.payload.quiz) : null;
    if (next) setQuiz(next);
    if (outcome.status === 'refused') return setProblem(outcome.userErrors[0].message);
    clearQuizDrafts(browserStorage(), draftKey);
    if (next) setDrafts(Object.fromEntries(next.items.map((i) => [i.id, draftOf(i)])));
    setStage('submitted');
  };

  const deadline = quiz.deadline ? <Text color="fg.muted" fontSize="sm">Deadline: {fmt(quiz.deadline)}</Text> : null;
  const closed = quiz.deadlinePassed ? (
    <FormAlert>{QUIZ_MESSAGES.deadlineOver}</FormAlert>
  ) : null;
  const offline = !online ? (
    <FormAlert status="warning" urgent>
      {QUIZ_MESSAGES.offline}
    </FormAlert>
  ) : null;
  const markComplete = onComplete && quiz.canComplete ? <MarkCompleteButton onComplete={onComplete} /> : null;

  if (stage === 'start') {
    return (
      <QuizStagePanel>
        <Heading as="h3" size="md" tabIndex={-1} ref={headingRef}>
          Unit assignment
        </Heading>
        <Text>
          {quiz.items.length} {quiz.items.length === 1 ? 'question' : 'questions'}. {QUIZ_MESSAGES.uploadInstructions}
        </Text>
        {deadline}
        {closed}
        <HStack>
          <Button colorPalette="brand" onClick={() => setStage('questions')} disabled={quiz.deadlinePassed}>
            Assignment
          </Button>
        </HStack>
      </QuizStagePanel>
    );
  }

  if (stage === 'submitted' || stage === 'feedback') {
    const r = quiz.result;
    return (
      <QuizStagePanel live>
        <HStack gap="2" wrap="wrap">
          <Heading as="h3" size="md" tabIndex={-1} ref={stage === 'submitted' ? headingRef : undefined}>
            Assignment submitted
          </Heading>
          {r?.edited ? <Badge colorPalette="gray">Edited: score final</Badge> : null}
        </HStack>
        {r && !r.scorePending && r.score !== null ? (
          <Text>
            Score: {r.score} / {quiz.maxScore}
          </Text>
        ) : (
          // Not "5 / 15" while the written or file answers wait for the instructor (issue 17).
          <Text color="fg.muted">{QUIZ_MESSAGES.scorePending}</Text>
        )}
        {deadline}
        {closed}
        {problem ? <Text color="fg.error">{problem}</Text> : null}
        {stage === 'feedback' ? (
          <Stack gap="5" borderTopWidth="1px" pt="4">
            <Heading as="h4" size="sm" tabIndex={-1} ref={headingRef}>
              Feedback
            </Heading>
            <Text>{r?.feedback ?? 'No feedback yet.'}</Text>
            {quiz.items.map((i, n) => (
              <QuizItemView key={i.id} item={i} number={n + 1} total={quiz.items.length} draft={drafts[i.id]} onChange={() => undefined} locked />
            ))}
          </Stack>
        ) : null}
        <HStack gap="2" wrap="wrap">
          {quiz.canEdit ? (
            <Button
              variant="outline"
              onClick={() => {
                setIndex(0);
                setStage('questions');
              }}
            >
              Edit Assignment
            </Button>
          ) : null}
          {stage === 'submitted' ? (
            <Button variant="outline" onClick={() => setStage('feedback')}>
              Feedback
            </Button>
          ) : null}
          {markComplete}
        </HStack>
      </QuizStagePanel>
    );
  }

  const item = quiz.items[index];
  const last = index === quiz.items.length - 1;
  const answered = draftAnswered(drafts[item.id]);
  return (
    <Stack gap="4" borderWidth="1px" borderRadius="md" p={{ base: '4', md: '5' }}>
      {closed}
      {offline}
      <QuizItemView
        key={item.id}
        item={item}
        number={index + 1}
        total={quiz.items.length}
        draft={drafts[item.id]}
        onChange={(d) => change(item.id, d)}
        locked={busy || quiz.deadlinePassed}
        upload={{ courseId, objectId: quiz.objectId }}
        headingRef={headingRef}
      />
      {problem ? (
        <Text color="fg.error" role="alert">
          {problem}
        </Text>
      ) : null}
      <HStack gap="2" wrap="wrap" justify="space-between">
        <Button variant="outline" onClick={() => setIndex(index - 1)} disabled={index === 0 || busy} aria-label="Previous question">
          <FiArrowLeft aria-hidden /> Prev
        </Button>
        {last ? (
          <Button colorPalette="brand" onClick={() => setConfirming(true)} disabled={!answered || busy || quiz.deadlinePassed} loading={busy} loadingText={QUIZ_MESSAGES.submitting}>
            Submit
          </Button>
        ) : (
          <Button colorPalette="brand" onClick={() => setIndex(index + 1)} disabled={!answered || busy} aria-label="Next question">
            Next <FiArrowRight aria-hidden />
          </Button>
        )}
      </HStack>

      <DialogFrame
        open={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        title={QUIZ_MESSAGES.confirmSubmit}
        footer={
          <>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">Cancel</Button>
            </Dialog.ActionTrigger>
            <Button colorPalette="brand" onClick={() => void send()}>
              Confirm
            </Button>
          </>
        }
      />
    </Stack>
  );
}
