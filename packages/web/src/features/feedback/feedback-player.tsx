import { useQuery } from '@apollo/client/react';
import { FeedbackForm_form, LoadedFeedbackForm } from './feedback-form';
import { getFragmentData, graphql } from '../../gql';
import { useCourseFeedbackSubmit } from './use-course-feedback-submit';
import { Player_object, type PlayerProps } from '../../components/players/player-props';

const UnitFeedbackDocument = graphql(`
  query UnitFeedback($course: ID!, $object: ID!) {
    viewer {
      id
      course(id: $course) {
        id
        unitFeedbackForm(objectId: $object) {
          ...FeedbackForm_form
        }
      }
    }
  }
`);

/**
 * A feedback-form unit (spec part 2, sections 1 and 3: an object of kind feedback whose form
 * is course or instructor feedback): the form in the player. Once submitted the unit is done.
 */
export default function FeedbackPlayer({ object: ref, courseId, onComplete }: PlayerProps) {
  const object = getFragmentData(Player_object, ref);
  const query = useQuery(UnitFeedbackDocument, { variables: { course: courseId, object: object.id }, fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const masked = query.data?.viewer?.course?.unitFeedbackForm;
  const kind = masked ? getFragmentData(FeedbackForm_form, masked).kind : null;
  const { submit } = useCourseFeedbackSubmit(courseId, kind === 'INSTRUCTOR' ? 'INSTRUCTOR' : 'COURSE');
  return (
    <LoadedFeedbackForm
      query={query}
      form={masked}
      missing="This feedback form cannot be opened."
      onSubmit={async (answers) => {
        const result = await submit(answers);
        if (result.submitted) onComplete?.();
        return result;
      }}
    />
  );
}
