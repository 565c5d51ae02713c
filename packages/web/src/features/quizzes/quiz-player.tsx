import { useState, type ReactNode, type Ref } from 'react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FiArrowLeft, FiArrowRight } from 'react-icons/fi';
import { QUIZ_MESSAGES } from '@portal/domain';
import { ScreenState } from '../../components/screen-state';
import { FormAlert } from '../../components/form';
import { EmptyView, LoadingState } from '../../components/states';
import { getFragmentData } from '../../gql';
import type { UnitQuizFlow_QuizFragment } from '../../gql/graphql';
import { useFocusOnChange } from '../../lib/focus';
import UnitAssignmentFlow from './assignment-flow';
import { Player_object, usePlayerContentQuery, type PlayerProps } from '../../components/players/player-props';
import { browserStorage, clearQuizDrafts, readQuizDrafts, withKeptDrafts } from './quiz-drafts';
import { answersOf, draftAnswered, MarkCompleteButton, QuizItemView, QuizQuestionStep, QuizStagePanel, type DraftAnswer } from './quiz-item';
import { storedDrafts, UnitQuizDocument, UnitQuizFlow_quiz, useUnitQuizFlow, useUnitQuizItemCheckMutation, useUnitQuizSubmitMutation, type UnitQuizFlowProps } from './use-unit-quiz';

type Quiz = UnitQuizFlow_QuizFragment;

/**
 * Unit quizzes and unit assignments inside the course player (spec part 2, section 4):
 * the questions come without keys, the gateway grades; this only draws the flow.
 */
export default function QuizPlayer({ object: ref, courseId, onComplete, onStepsShown }: PlayerProps) {
  const object = getFragmentData(Player_object, ref);
  const query = usePlayerContentQuery(UnitQuizDocument, courseId, object.id);
  const masked = query.data?.viewer?.course?.unitQuiz;
  const quiz = masked ? getFragmentData(UnitQuizFlow_quiz, masked) : masked;
  return (
    <ScreenState
      query={query}
      value={quiz}
      loading={<LoadingState label="Opening the quiz" />}
      errorTitle="We could not open this quiz"
      isEmpty={(q) => q.items.length === 0}
      empty={<EmptyView title="This quiz has no questions yet." />}
      missing={<EmptyView title="This quiz cannot be opened." />}
    >
      {(value) =>
        value.type === 'ASSIGNMENT' ? (
          <UnitAssignmentFlow key={value.objectId} initial={value} courseId={courseId} onComplete={onComplete} onStepsShown={onStepsShown} />
        ) : (
          <UnitQuizFlow key={value.objectId} initial={value} courseId={courseId} onComplete={onComplete} onStepsShown={onStepsShown} />
        )
      }
    </ScreenState>
  );
}

type Stage = 'instructions' | 'questions' | 'score' | 'review';

const INSTRUCTIONS: Record<Exclude<Quiz['type'], 'ASSIGNMENT'>, (q: Quiz) => string> = {
  FORMATIVE_FEEDBACK: () => 'Answer each question and press Submit to see whether you were right, with feedback on your choice. The quiz is complete when every question is answered.',
  SUMMATIVE: () => 'Answer every question, then submit once. You will see your score and can then look at the answers.',
  FORMATIVE_CUTOFF: (q) => `Answer every question, then submit. To complete this quiz you need a score of at least ${q.cutoffPercent ?? 50}%; you may try again once.`,
};

/** Over which questions a kept draft lies: those not yet checked (a checked answer is the gateway's). */
const keepUnchecked = (quiz: Quiz) => (id: string) => !quiz.items.find((i) => i.id === id)?.review;

/** The unit quiz flow (spec part 2, section 4): instructions, started, questions, score, answers review, Mark Complete. */
function UnitQuizFlow(props: UnitQuizFlowProps) {
  const { initial, courseId, onComplete } = props;
  const done = initial.type === 'FORMATIVE_FEEDBACK' ? initial.canComplete : initial.result !== null;
  // What was chosen before Submit is kept in this browser until the gateway has it (invariant 7; issue 17).
  const flow = useUnitQuizFlow<Stage>(
    props,
    { stage: done ? 'score' : 'instructions', index: Math.max(0, initial.type === 'FORMATIVE_FEEDBACK' ? initial.items.findIndex((i) => !i.answer) : 0) },
    keepUnchecked,
  );
  const { quiz, setQuiz, stage, setStage, index, setIndex, draftKey, drafts, setDrafts, busy, problem, headingRef, send } = flow;
  const kept = (base: Record<string, DraftAnswer>) => withKeptDrafts(base, readQuizDrafts(browserStorage(), draftKey), keepUnchecked(quiz));
  const [check] = useUnitQuizItemCheckMutation();
  const [submit] = useUnitQuizSubmitMutation();

  const item = quiz.items[index];
  const last = index === quiz.items.length - 1;
  // Submit on a formative question lands on its result (issue 17, section 4).
  const [checkedNow, setCheckedNow] = useState<string | null>(null);
  const resultRef = useFocusOnChange<HTMLDivElement>(checkedNow);
  const goTo = (next: number) => {
    setCheckedNow(null);
    setIndex(next);
  };
  const take = (next: Quiz) => {
    // Submitted, or every question checked: the gateway has the answers.
    if (next.result && (next.type !== 'FORMATIVE_FEEDBACK' || next.canComplete)) clearQuizDrafts(browserStorage(), draftKey);
    setQuiz(next);
    setDrafts(storedDrafts(next));
  };

  const run = async (call: Parameters<typeof send>[0], after: () => void) => {
    const sent = await send(call, take);
    if (sent.done && sent.quiz) after();
  };

  const checkItem = () =>
    run(
      async () => (await check({ variables: { input: { courseId, objectId: quiz.objectId, answer: { itemId: item.id, options: drafts[item.id].options } } } })).data?.unitQuizItemCheck,
      () => setCheckedNow(item.id),
    );
  const submitAll = () =>
    run(
      async () => (await submit({ variables: { input: { courseId, objectId: quiz.objectId, answers: answersOf(drafts) } } })).data?.unitQuizSubmit,
      () => setStage('score'),
    );

  const markComplete = onComplete ? <MarkCompleteButton onComplete={onComplete} /> : null;

  if (stage === 'instructions') return <QuizInstructions quiz={quiz} headingRef={headingRef} onStart={() => setStage('questions')} />;

  if (stage === 'score' && quiz.result) {
    const retry = () => {
      setDrafts(kept(Object.fromEntries(quiz.items.map((i) => [i.id, { options: [], text: '', fileName: '' }]))));
      goTo(0);
      setStage('questions');
    };
    return <QuizScore quiz={quiz} result={quiz.result} headingRef={headingRef} problem={problem} markComplete={markComplete} onRetry={retry} onStage={setStage} />;
  }

  if (stage === 'review') return <QuizAnswers quiz={quiz} drafts={drafts} headingRef={headingRef} markComplete={markComplete} onBack={() => setStage('score')} />;

  // The questions, one at a time.
  const formative = quiz.type === 'FORMATIVE_FEEDBACK';
  const checked = formative && item.review !== null;
  return (
    <QuizQuestionStep
      flow={flow}
      locked={busy || checked}
      resultRef={resultRef}
      onPrev={() => goTo(index - 1)}
      prevDisabled={index === 0}
      actions={
        <HStack gap="2" wrap="wrap">
          {formative && !checked ? (
            <Button colorPalette="brand" onClick={() => void checkItem()} disabled={!draftAnswered(drafts[item.id]) || busy} loading={busy}>
              Submit
            </Button>
          ) : null}
          {!last ? (
            <Button variant={formative && !checked ? 'outline' : 'solid'} colorPalette="brand" onClick={() => goTo(index + 1)} aria-label="Next question">
              Next <FiArrowRight aria-hidden />
            </Button>
          ) : null}
          {!formative && last ? (
            <Button colorPalette="brand" onClick={() => void submitAll()} disabled={busy} loading={busy} loadingText={QUIZ_MESSAGES.submitting}>
              Submit
            </Button>
          ) : null}
          {formative && quiz.canComplete ? (
            <Button colorPalette="brand" variant="outline" onClick={() => setStage('score')}>
              See your score
            </Button>
          ) : null}
          {formative && quiz.canComplete ? markComplete : null}
        </HStack>
      }
    />
  );
}

/** Before the first question: what this kind of quiz asks of the learner, and Start Quiz. */
function QuizInstructions({ quiz, headingRef, onStart }: { quiz: Quiz; headingRef: Ref<HTMLHeadingElement>; onStart: () => void }) {
  return (
    <QuizStagePanel>
      <Heading as="h3" size="md" tabIndex={-1} ref={headingRef}>
        Instructions
      </Heading>
      <Text>{INSTRUCTIONS[quiz.type as keyof typeof INSTRUCTIONS](quiz)}</Text>
      <Text color="fg.muted" fontSize="sm">
        {quiz.items.length} questions
      </Text>
      <HStack>
        <Button colorPalette="brand" onClick={onStart}>
          Start Quiz
        </Button>
      </HStack>
    </QuizStagePanel>
  );
}

/** The score: under a cut-off, Try Again (once) and Exit Assignment; else Show Answers; Mark Complete when it may be. */
function QuizScore({
  quiz,
  result,
  headingRef,
  problem,
  markComplete,
  onRetry,
  onStage,
}: {
  quiz: Quiz;
  result: NonNullable<Quiz['result']>;
  headingRef: Ref<HTMLHeadingElement>;
  problem: string | null;
  markComplete: ReactNode;
  onRetry: () => void;
  onStage: (stage: Stage) => void;
}) {
  const percent = result.percent ?? 0;
  const failed = quiz.type === 'FORMATIVE_CUTOFF' && !result.passed;
  return (
    <QuizStagePanel live>
      <Heading as="h3" size="md" tabIndex={-1} ref={headingRef}>
        Your score: {percent}%
      </Heading>
      {quiz.type === 'FORMATIVE_FEEDBACK' ? <Text>You answered every question.</Text> : null}
      {failed ? <FormAlert status="warning">{QUIZ_MESSAGES.cutoffNotMet(quiz.cutoffPercent ?? 50)}</FormAlert> : null}
      {result.passedByRetry ? <FormAlert status="info">{QUIZ_MESSAGES.passedByRetry}</FormAlert> : null}
      {problem ? <Text color="fg.error">{problem}</Text> : null}
      <HStack gap="2" wrap="wrap">
        {failed && quiz.canRetry ? (
          <Button colorPalette="brand" onClick={onRetry}>
            Try Again
          </Button>
        ) : null}
        {failed ? (
          <Button variant="outline" onClick={() => onStage('instructions')}>
            Exit Assignment
          </Button>
        ) : null}
        {!failed ? (
          <Button variant="outline" onClick={() => onStage('review')}>
            Show Answers
          </Button>
        ) : null}
        {quiz.canComplete ? markComplete : null}
      </HStack>
    </QuizStagePanel>
  );
}

/** The answers review: every question locked, with its result. */
function QuizAnswers({
  quiz,
  drafts,
  headingRef,
  markComplete,
  onBack,
}: {
  quiz: Quiz;
  drafts: Record<string, DraftAnswer>;
  headingRef: Ref<HTMLHeadingElement>;
  markComplete: ReactNode;
  onBack: () => void;
}) {
  return (
    <Stack gap="5">
      <Heading as="h3" size="md" tabIndex={-1} ref={headingRef}>
        Answers
      </Heading>
      {quiz.items.map((i, n) => (
        <QuizItemView key={i.id} item={i} number={n + 1} total={quiz.items.length} draft={drafts[i.id]} onChange={() => undefined} locked />
      ))}
      <HStack gap="2" wrap="wrap">
        <Button variant="outline" onClick={onBack}>
          <FiArrowLeft aria-hidden /> Back to the score
        </Button>
        {quiz.canComplete ? markComplete : null}
      </HStack>
    </Stack>
  );
}
