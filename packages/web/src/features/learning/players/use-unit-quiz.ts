import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { UnitQuizFlow_QuizFragment } from '../../../gql/graphql';
import { useSession } from '../../../lib/session';
import { quizDraftKey } from './quiz-drafts';

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

/** What a check, a quiz's Submit and an assignment's Submit read of their UnitQuizPayload: the quiz as stored after it. */
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

/** The quiz with the learner's stored answers; asked on every visit (another tab may have submitted). */
export function useUnitQuiz(courseId: string, objectId: string) {
  return useQuery(UnitQuizDocument, { variables: { courseId, objectId }, fetchPolicy: 'network-only' });
}

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
export function useQuizDraftKey(courseId: string, objectId: string): string {
  const session = useSession();
  return quizDraftKey({ learnerId: session.state.status === 'signedIn' ? session.state.viewer.id : '', courseId, objectId });
}
