import { graphql } from '../../../gql';
import type { FeedbackKind } from '../../../gql/graphql';
import type { FeedbackAnswer } from '../../../components/feedback/feedback-form';
import { usePayloadMutation } from '../../../lib/use-payload-mutation';

const CourseFeedbackSubmitDocument = graphql(`
  mutation CourseFeedbackSubmit($input: CourseFeedbackSubmitInput!) {
    courseFeedbackSubmit(input: $input) {
      submitted
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** Submits a course's course or instructor feedback (from the course screen's entries or a feedback unit). */
export function useCourseFeedbackSubmit(courseId: string, kind: FeedbackKind) {
  const { send, loading } = usePayloadMutation(CourseFeedbackSubmitDocument, 'courseFeedbackSubmit');
  return { submit: (answers: FeedbackAnswer[]) => send({ courseId, kind, answers }), loading };
}
