import { useEffect, useState } from 'react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FiArrowLeft, FiArrowRight } from 'react-icons/fi';
import { QUIZ_MESSAGES } from '@portal/domain';
import { ScreenState } from '../../../components/screen-state';
import { FormAlert } from '../../../components/form';
import { EmptyView, LoadingState } from '../../../components/states';
import { getFragmentData, type FragmentType } from '../../../gql';
import type { UnitQuizFlow_QuizFragment } from '../../../gql/graphql';
import { useFocusOnChange } from '../../../lib/focus';
import { mutationOutcome } from '../../../lib/mutation-outcome';
import UnitAssignmentFlow from './assignment-flow';
import { Player_object, type PlayerProps } from './player-props';
import { browserStorage, clearQuizDrafts, readQuizDrafts, withKeptDrafts, writeQuizDrafts } from './quiz-drafts';
import { answersOf, draftAnswered, draftOf, MarkCompleteButton, QuizItemView, QuizStagePanel, type DraftAnswer } from './quiz-item';
import { UnitQuizFlow_quiz, useQuizDraftKey, useUnitQuiz, useUnitQuizItemCheckMutation, useUnitQuizSubmitMutation, type UnitQuizFlowProps } from './use-unit-quiz';

export type Quiz = UnitQuizFlow_QuizFragment;

/**
 * Unit quizzes and unit assignments inside the course player (spec part 2, section 4):
 * the questions come without keys, the gateway grades; this only draws the flow.
 */
export default function QuizPlayer({ object: ref, courseId, onComplete, onStepsShown }: PlayerProps) {
  const object = getFragmentData(Player_object, ref);
  const query = useUnitQuiz(courseId, object.id);
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

/** The unit quiz flow (spec part 2, section 4): instructions, started, questions, score, answers review, Mark Complete. */
export function UnitQuizFlow({
  initial,
  courseId,
  onComplete,
  onStepsShown,
}: UnitQuizFlowProps) {
  const [quiz, setQuiz] = useState(initial);
  const done = quiz.type === 'FORMATIVE_FEEDBACK' ? quiz.canComplete : quiz.result !== null;
  const [stage, setStage] = useState<Stage>(done ? 'score' : 'instructions');
  const [index, setIndex] = useState(() => Math.max(0, quiz.type === 'FORMATIVE_FEEDBACK' ? quiz.items.findIndex((i) => !i.answer) : 0));
  // What was chosen before Submit is kept in this browser until the gateway has it (invariant 7; issue 17).
  const draftKey = useQuizDraftKey(courseId, initial.objectId);
  const kept = (base: Record<string, DraftAnswer>) => withKeptDrafts(base, readQuizDrafts(browserStorage(), draftKey), (id) => !quiz.items.find((i) => i.id === id)?.review);
  const [drafts, setDrafts] = useState<Record<string, DraftAnswer>>(() => kept(Object.fromEntries(quiz.items.map((i) => [i.id, draftOf(i)]))));
  // The learner may be known a moment after the quiz (a reload): the kept drafts are laid on again then.
  useEffect(() => {
    setDrafts((current) => withKeptDrafts(current, readQuizDrafts(browserStorage(), draftKey), (id) => !initial.items.find((i) => i.id === id)?.review));
  }, [draftKey, initial.items]);
  const change = (id: string, draft: DraftAnswer) => {
    const next = { ...drafts, [id]: draft };
    setDrafts(next);
    writeQuizDrafts(browserStorage(), draftKey, next);
  };
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [check] = useUnitQuizItemCheckMutation();
  const [submit] = useUnitQuizSubmitMutation();

  const item = quiz.items[index];
  const last = index === quiz.items.length - 1;
  // Each step lands on the heading of what it brought: the question, the score, the answers
  // (issue 17, section 4); Submit on a formative question lands on its result.
  const headingRef = useFocusOnChange<HTMLHeadingElement>(`${stage}:${index}`);
  const [checkedNow, setCheckedNow] = useState<string | null>(null);
  const resultRef = useFocusOnChange<HTMLDivElement>(checkedNow);
  const goTo = (next: number) => {
    setCheckedNow(null);
    setIndex(next);
  };
  // While the questions show, their Prev / Next are the only pair on screen.
  useEffect(() => {
    onStepsShown?.(stage === 'questions');
    return () => onStepsShown?.(false);
  }, [stage, onStepsShown]);
  const take = (next: Quiz) => {
    // Submitted, or every question checked: the gateway has the answers.
    if (next.result && (next.type !== 'FORMATIVE_FEEDBACK' || next.canComplete)) clearQuizDrafts(browserStorage(), draftKey);
    setQuiz(next);
    setDrafts(Object.fromEntries(next.items.map((i) => [i.id, draftOf(i)])));
  };

  const run = async (call: () => Promise<{ quiz: FragmentType<typeof UnitQuizFlow_quiz> | null; userErrors: readonly { message: string }[] } | null | undefined>, after?: (q: Quiz) => void) => {
    setBusy(true);
    setProblem(null);
    const outcome = await mutationOutcome(call);
    setBusy(false);
    if (outcome.status === 'failed') return setProblem(outcome.message);
    const next = outcome.payload.quiz ? getFragmentData(UnitQuizFlow_quiz, outcome.payload.quiz) : null;
    if (next) take(next);
    if (outcome.status === 'refused') return setProblem(outcome.userErrors[0].message);
    if (next) after?.(next);
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

  if (stage === 'instructions') {
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
          <Button colorPalette="brand" onClick={() => setStage('questions')}>
            Start Quiz
          </Button>
        </HStack>
      </QuizStagePanel>
    );
  }

  if (stage === 'score' && quiz.result) {
    const percent = quiz.result.percent ?? 0;
    const failed = quiz.type === 'FORMATIVE_CUTOFF' && !quiz.result.passed;
    return (
      <QuizStagePanel live>
        <Heading as="h3" size="md" tabIndex={-1} ref={headingRef}>
          Your score: {percent}%
        </Heading>
        {quiz.type === 'FORMATIVE_FEEDBACK' ? <Text>You answered every question.</Text> : null}
        {failed ? (
          <FormAlert status="warning">{QUIZ_MESSAGES.cutoffNotMet(quiz.cutoffPercent ?? 50)}</FormAlert>
        ) : null}
        {quiz.result.passedByRetry ? (
          <FormAlert status="info">{QUIZ_MESSAGES.passedByRetry}</FormAlert>
        ) : null}
        {problem ? <Text color="fg.error">{problem}</Text> : null}
        <HStack gap="2" wrap="wrap">
          {failed && quiz.canRetry ? (
            <Button
              colorPalette="brand"
              onClick={() => {
                setDrafts(kept(Object.fromEntries(quiz.items.map((i) => [i.id, { options: [], text: '', fileName: '' }]))));
                goTo(0);
                setStage('questions');
              }}
            >
              Try Again
            </Button>
          ) : null}
          {failed ? (
            <Button variant="outline" onClick={() => setStage('instructions')}>
              Exit Assignment
            </Button>
          ) : null}
          {!failed ? (
            <Button variant="outline" onClick={() => setStage('review')}>
              Show Answers
            </Button>
          ) : null}
          {quiz.canComplete ? markComplete : null}
        </HStack>
      </QuizStagePanel>
    );
  }

  if (stage === 'review') {
    return (
      <Stack gap="5">
        <Heading as="h3" size="md" tabIndex={-1} ref={headingRef}>
          Answers
        </Heading>
        {quiz.items.map((i, n) => (
          <QuizItemView key={i.id} item={i} number={n + 1} total={quiz.items.length} draft={drafts[i.id]} onChange={() => undefined} locked />
        ))}
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" onClick={() => setStage('score')}>
            <FiArrowLeft aria-hidden /> Back to the score
          </Button>
          {quiz.canComplete ? markComplete : null}
        </HStack>
      </Stack>
    );
  }

  // The questions, one at a time.
  const formative = quiz.type === 'FORMATIVE_FEEDBACK';
  const checked = formative && item.review !== null;
  return (
    <Stack gap="4" borderWidth="1px" borderRadius="md" p={{ base: '4', md: '5' }}>
      <QuizItemView
        key={item.id}
        item={item}
        number={index + 1}
        total={quiz.items.length}
        draft={drafts[item.id]}
        onChange={(d) => change(item.id, d)}
        locked={busy || checked}
        headingRef={headingRef}
        resultRef={resultRef}
      />
      {problem ? (
        <Text color="fg.error" role="alert">
          {problem}
        </Text>
      ) : null}
      <HStack gap="2" wrap="wrap" justify="space-between">
        <Button variant="outline" onClick={() => goTo(index - 1)} disabled={index === 0} aria-label="Previous question">
          <FiArrowLeft aria-hidden /> Prev
        </Button>
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
      </HStack>
    </Stack>
  );
}
