import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { UnitQuizFlow_QuizFragment } from '../../gql/graphql';
import { useFocusOnChange } from '../../lib/focus';
import { mutationOutcome } from '../../lib/mutation-outcome';
import { useSession } from '../../lib/session';
import { browserStorage, quizDraftKey, readQuizDrafts, withKeptDrafts, writeQuizDrafts } from './quiz-drafts';
import { draftOf, type DraftAnswer } from './quiz-item';

export const UnitQuizFlow_quiz = graphql(`
  fragment UnitQuizFlow_quiz on UnitQuiz {
    objectId
    title
    type
    cutoffPercent
    deadline
    deadlinePassed
    autoscored
    maxScore
    canRetry
    canEdit
    canComplete
    result {
      percent
      score
      passed
      attempts
      answeredCount
      edited
      scorePending
      passedByRetry
      feedback
      submittedAt
    }
    items {
      id
      answer {
        options
        text
        fileName
      }
      review {
        correct
      }
      ...QuizItemView_item
    }
  }
`);

export const UnitQuizDocument = graphql(`
  query UnitQuiz($courseId: ID!, $objectId: ID!) {
    viewer {
      id
      course(id: $courseId) {
        id
        unitQuiz(objectId: $objectId) {
          ...UnitQuizFlow_quiz
        }
      }
    }
  }
`);

/**
 * What a check, a quiz's Submit and an assignment's Submit read of their UnitQuizPayload: the quiz as stored after it.
 * @public a fragment that codegen reads and the operations spread; no code imports it.
 */
export const UnitQuizPayloadFields = graphql(`
  fragment UnitQuizPayloadFields on UnitQuizPayload {
    quiz {
      ...UnitQuizFlow_quiz
    }
    userErrors {
      ...UserErrorFields @unmask
    }
  }
`);

const UnitQuizItemCheckDocument = graphql(`
  mutation UnitQuizItemCheck($input: UnitQuizItemCheckInput!) {
    unitQuizItemCheck(input: $input) {
      ...UnitQuizPayloadFields @unmask
    }
  }
`);

const UnitQuizSubmitDocument = graphql(`
  mutation UnitQuizSubmit($input: UnitQuizSubmitInput!) {
    unitQuizSubmit(input: $input) {
      ...UnitQuizPayloadFields @unmask
    }
  }
`);

const UnitAssignmentSubmitDocument = graphql(`
  mutation UnitAssignmentSubmit($input: UnitAssignmentSubmitInput!) {
    unitAssignmentSubmit(input: $input) {
      ...UnitQuizPayloadFields @unmask
    }
  }
`);

export function useUnitQuizItemCheckMutation() {
  return useMutation(UnitQuizItemCheckDocument);
}

export function useUnitQuizSubmitMutation() {
  return useMutation(UnitQuizSubmitDocument);
}

export function useUnitAssignmentSubmitMutation() {
  return useMutation(UnitAssignmentSubmitDocument);
}

/** What a unit quiz or unit assignment flow is given: the quiz as first read, its course, and what it tells the player. */
export type UnitQuizFlowProps = {
  initial: UnitQuizFlow_QuizFragment;
  courseId: string;
  onComplete?: () => void;
  onStepsShown?: (shown: boolean) => void;
};

/** The key under which this browser keeps the signed-in learner's drafts of a course's quiz or assignment. */
function useQuizDraftKey(courseId: string, objectId: string): string {
  const session = useSession();
  return quizDraftKey({ learnerId: session.state.status === 'signedIn' ? session.state.viewer.id : '', courseId, objectId });
}

type Quiz = UnitQuizFlow_QuizFragment;
/** What a check, a quiz's Submit and an assignment's Submit answer (UnitQuizPayloadFields). */
type QuizPayload = { quiz: FragmentType<typeof UnitQuizFlow_quiz> | null; userErrors: readonly { message: string }[] };

/** The drafts of a quiz's questions from its stored answers. */
export const storedDrafts = (quiz: Quiz): Record<string, DraftAnswer> => Object.fromEntries(quiz.items.map((i) => [i.id, draftOf(i)]));

/**
 * What the unit quiz flow and the unit assignment flow share (spec part 2, sections 4 and 5):
 * the quiz as last stored, the stage and question shown (each lands focus on its heading,
 * issue 17, section 4), the drafts kept in this browser until the gateway has them (docs/architecture.md
 * invariant 7; `keep` says over which questions a kept draft lies), and `send`, busy meanwhile.
 */
export function useUnitQuizFlow<S extends string>({ initial, courseId, onStepsShown }: UnitQuizFlowProps, first: { stage: S; index: number }, keep: (quiz: Quiz) => (itemId: string) => boolean) {
  const [quiz, setQuiz] = useState(initial);
  const [stage, setStage] = useState<S>(first.stage);
  const [index, setIndex] = useState(first.index);
  const draftKey = useQuizDraftKey(courseId, initial.objectId);
  const [drafts, setDrafts] = useState(() => withKeptDrafts(storedDrafts(initial), readQuizDrafts(browserStorage(), draftKey), keep(initial)));
  // The learner may be known a moment after the quiz (a reload): the kept drafts are laid on again then.
  useEffect(() => {
    setDrafts((current) => withKeptDrafts(current, readQuizDrafts(browserStorage(), draftKey), keep(initial)));
  }, [draftKey, initial, keep]);
  const change = (id: string, draft: DraftAnswer) => {
    const next = { ...drafts, [id]: draft };
    setDrafts(next);
    writeQuizDrafts(browserStorage(), draftKey, next);
  };
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(`${stage}:${index}`);
  // While the questions show, their Prev / Next are the only pair on screen.
  useEffect(() => {
    onStepsShown?.(stage === 'questions');
    return () => onStepsShown?.(false);
  }, [stage, onStepsShown]);

  /**
   * Sends a check or a Submit. The quiz it answers goes to `take`, refused or not; what went
   * wrong is the `problem` (`failed` words a failure). Says whether it was done, with the quiz.
   */
  const send = async (
    call: () => Promise<QuizPayload | null | undefined>,
    take: (next: Quiz) => void,
    failed: (message: string) => string = (message) => message,
  ): Promise<{ done: boolean; quiz: Quiz | null }> => {
    setBusy(true);
    setProblem(null);
    const outcome = await mutationOutcome(call);
    setBusy(false);
    if (outcome.status === 'failed') {
      setProblem(failed(outcome.message));
      return { done: false, quiz: null };
    }
    const next = outcome.payload.quiz ? getFragmentData(UnitQuizFlow_quiz, outcome.payload.quiz) : null;
    if (next) take(next);
    if (outcome.status === 'refused') {
      setProblem(outcome.userErrors[0].message);
      return { done: false, quiz: next };
    }
    return { done: true, quiz: next };
  };

  return { quiz, setQuiz, stage, setStage, index, setIndex, draftKey, drafts, setDrafts, change, busy, problem, setProblem, headingRef, send };
}
