import { graphql } from '../../gql';
import type { FeedbackKind } from '../../gql/graphql';
import type { FeedbackAnswer } from './feedback-form';
import { useApolloClient } from '@apollo/client/react';
import { usePayloadMutation } from '../../lib/use-payload-mutation';

const CourseFeedbackSubmitDocument = graphql(`
  mutation CourseFeedbackSubmit($input: CourseFeedbackSubmitInput!) {
    courseFeedbackSubmit(input: $input) {
      ...FeedbackSubmitPayloadFields @unmask
    }
  }
`);

/**
 * Submits a course's course or instructor feedback (from the course screen's entries or a feedback
 * unit). Once course feedback is stored, the course's certificateStep is asked again: the
 * certificate comes after it (spec part 2, section 2; docs/decisions/219).
 */
export function useCourseFeedbackSubmit(courseId: string, kind: FeedbackKind) {
  const client = useApolloClient();
  const { send, loading } = usePayloadMutation(CourseFeedbackSubmitDocument, 'courseFeedbackSubmit');
  const submit = async (answers: FeedbackAnswer[]) => {
    const payload = await send({ courseId, kind, answers });
    if (payload.submitted && kind === 'COURSE') {
      client.cache.evict({ id: client.cache.identify({ __typename: 'Course', id: courseId }), fieldName: 'certificateStep' });
    }
    return payload;
  };
  return { submit, loading };
}
