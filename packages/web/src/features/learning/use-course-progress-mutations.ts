import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

// Each answers the course as stored after the change (the gateway reloads it) and the
// enrolment's new percentages: the course screen, the dashboard cards and My Programs
// read the same cache entries, so they follow without a refetch.

/**
 * The enrolment's percentages, which the dashboard cards and My Programs show from the cache.
 * @public a fragment that codegen reads and the operations spread; no code imports it.
 */
export const CourseProgress_program = graphql(`
  fragment CourseProgress_program on EnrolledProgram {
    id
    progressPercent
    courses {
      id
      progressPercent
      status
    }
  }
`);

/**
 * What Start, open and Mark Complete read of their CourseProgressPayload.
 * @public a fragment that codegen reads and the operations spread; no code imports it.
 */
export const CourseProgressPayloadFields = graphql(`
  fragment CourseProgressPayloadFields on CourseProgressPayload {
    course {
      ...CourseScreen_course
    }
    program {
      ...CourseProgress_program
    }
    userErrors {
      ...UserErrorFields @unmask
    }
  }
`);

const CourseStartDocument = graphql(`
  mutation CourseStart($input: CourseStartInput!) {
    courseStart(input: $input) {
      ...CourseProgressPayloadFields @unmask
    }
  }
`);

const LearningObjectOpenDocument = graphql(`
  mutation LearningObjectOpen($input: LearningObjectOpenInput!) {
    learningObjectOpen(input: $input) {
      ...CourseProgressPayloadFields @unmask
    }
  }
`);

const LearningObjectCompleteDocument = graphql(`
  mutation LearningObjectComplete($input: LearningObjectCompleteInput!) {
    learningObjectComplete(input: $input) {
      ...CourseProgressPayloadFields @unmask
    }
  }
`);

export type StepErrors = { message: string }[];

/** Start, open and Mark Complete; each resolves to the step's user errors (empty when it was done). */
export function useCourseProgressMutations(courseId: string) {
  const [start, startState] = useMutation(CourseStartDocument);
  const [open] = useMutation(LearningObjectOpenDocument);
  const [complete, completeState] = useMutation(LearningObjectCompleteDocument);
  return {
    starting: startState.loading,
    completing: completeState.loading,
    async start(): Promise<StepErrors> {
      const { data } = await start({ variables: { input: { courseId } } });
      return data?.courseStart.userErrors ?? [];
    },
    async open(objectId: string): Promise<StepErrors> {
      const { data } = await open({ variables: { input: { courseId, objectId } } });
      return data?.learningObjectOpen.userErrors ?? [];
    },
    async complete(objectId: string, secondsSpent: number): Promise<StepErrors> {
      const { data } = await complete({ variables: { input: { courseId, objectId, secondsSpent } } });
      return data?.learningObjectComplete.userErrors ?? [];
    },
  };
}
