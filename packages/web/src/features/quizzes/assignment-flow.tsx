import { useEffect, useState, type ReactNode, type Ref } from 'react';
import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../components/later-components';
import { FiArrowRight } from 'react-icons/fi';
import { QUIZ_MESSAGES } from '@portal/domain';
import { Moment } from '../../components/dates/when';
import { DialogFrame } from '../../components/dialog-frame';
import { FormAlert } from '../../components/form';
import { browserStorage, clearQuizDrafts } from './quiz-drafts';
import { answersOf, draftAnswered, MarkCompleteButton, QuizItemView, QuizQuestionStep, QuizStagePanel, type DraftAnswer } from './quiz-item';
import { storedDrafts, useUnitAssignmentSubmitMutation, useUnitQuizFlow, type UnitQuizFlowProps } from './use-unit-quiz';

type Stage = 'start' | 'questions' | 'submitted' | 'feedback';

/** What was typed is kept in the browser until the server has it (docs/architecture.md invariant 7), over every question. */
const keepAll = () => () => true;

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

/**
 * The unit assignment flow (spec part 2, sections 4 and 5): the Assignment button, the
 * questions one at a time (Next and Submit only once the question has a response),
 * Submit with 'Are you sure you want to submit?' (Confirm / Cancel), submitted; one
 * edit, whose score is final; a feedback view. The deadline and the network are checked
 * here to say so at once, and by the gateway whatever this shows.
 */
export default function UnitAssignmentFlow(props: UnitQuizFlowProps) {
  const { initial, courseId, onComplete } = props;
  const flow = useUnitQuizFlow<Stage>(props, { stage: initial.result ? 'submitted' : 'start', index: 0 }, keepAll);
  const { quiz, setQuiz, stage, setStage, index, setIndex, draftKey, drafts, setDrafts, busy, problem, setProblem, headingRef } = flow;
  const [confirming, setConfirming] = useState(false);
  const online = useOnline();
  const [submit] = useUnitAssignmentSubmitMutation();

  const send = async () => {
    setConfirming(false);
    if (!navigator.onLine) return setProblem(QUIZ_MESSAGES.offline);
    const sent = await flow.send(
      async () => (await submit({ variables: { input: { courseId, objectId: quiz.objectId, answers: answersOf(drafts) } } })).data?.unitAssignmentSubmit,
      setQuiz,
      (message) => (navigator.onLine ? message : QUIZ_MESSAGES.offline),
    );
    if (!sent.done) return;
    clearQuizDrafts(browserStorage(), draftKey);
    if (sent.quiz) setDrafts(storedDrafts(sent.quiz));
    setStage('submitted');
  };

  const deadline = quiz.deadline ? (
    <Text color="fg.muted" fontSize="sm">
      Deadline: <Moment as="span" at={quiz.deadline} />
    </Text>
  ) : null;
  const closed = quiz.deadlinePassed ? <FormAlert>{QUIZ_MESSAGES.deadlineOver}</FormAlert> : null;
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
    const edit = () => {
      setIndex(0);
      setStage('questions');
    };
    return (
      <AssignmentSubmitted
        quiz={quiz}
        stage={stage}
        drafts={drafts}
        headingRef={headingRef}
        problem={problem}
        notices={
          <>
            {deadline}
            {closed}
          </>
        }
        markComplete={markComplete}
        onEdit={edit}
        onFeedback={() => setStage('feedback')}
      />
    );
  }

  const item = quiz.items[index];
  const last = index === quiz.items.length - 1;
  const answered = draftAnswered(drafts[item.id]);
  return (
    <QuizQuestionStep
      flow={flow}
      notices={
        <>
          {closed}
          {offline}
        </>
      }
      locked={busy || quiz.deadlinePassed}
      upload={{ courseId, objectId: quiz.objectId }}
      onPrev={() => setIndex(index - 1)}
      prevDisabled={index === 0 || busy}
      actions={
        last ? (
          <Button colorPalette="brand" onClick={() => setConfirming(true)} disabled={!answered || busy || quiz.deadlinePassed} loading={busy} loadingText={QUIZ_MESSAGES.submitting}>
            Submit
          </Button>
        ) : (
          <Button colorPalette="brand" onClick={() => setIndex(index + 1)} disabled={!answered || busy} aria-label="Next question">
            Next <FiArrowRight aria-hidden />
          </Button>
        )
      }
    >
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
    </QuizQuestionStep>
  );
}

/** Submitted: the score (or that it waits for the instructor), one edit while allowed, and the feedback view. */
function AssignmentSubmitted({
  quiz,
  stage,
  drafts,
  headingRef,
  problem,
  notices,
  markComplete,
  onEdit,
  onFeedback,
}: {
  quiz: UnitQuizFlowProps['initial'];
  stage: 'submitted' | 'feedback';
  drafts: Record<string, DraftAnswer>;
  headingRef: Ref<HTMLHeadingElement>;
  problem: string | null;
  notices: ReactNode;
  markComplete: ReactNode;
  onEdit: () => void;
  onFeedback: () => void;
}) {
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
      {notices}
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
          <Button variant="outline" onClick={onEdit}>
            Edit Assignment
          </Button>
        ) : null}
        {stage === 'submitted' ? (
          <Button variant="outline" onClick={onFeedback}>
            Feedback
          </Button>
        ) : null}
        {markComplete}
      </HStack>
    </QuizStagePanel>
  );
}
