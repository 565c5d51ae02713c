import { useQuery } from '@apollo/client/react';
import { DialogFrame } from '../../components/dialog-frame';
import { LoadedFeedbackForm } from './feedback-form';
import { graphql } from '../../gql';
import type { FeedbackKind } from '../../gql/graphql';
import { useCourseFeedbackSubmit } from './use-course-feedback-submit';

const CourseFeedbackDocument = graphql(`
  query CourseFeedback($id: ID!, $kind: FeedbackKind!) {
    viewer {
      id
      course(id: $id) {
        id
        feedbackForm(kind: $kind) {
          ...FeedbackForm_form
        }
      }
    }
  }
`);

const FEEDBACK_ENTRY_TITLE: Record<'COURSE' | 'INSTRUCTOR', string> = { COURSE: 'Course Feedback', INSTRUCTOR: 'Instructor Feedback' };

/** The Course Feedback or Instructor Feedback dialog of the course screen (spec part 2, sections 2, 4 and 6). */
export default function CourseFeedbackDialog({ courseId, courseTitle, kind, onClose }: { courseId: string; courseTitle: string; kind: 'COURSE' | 'INSTRUCTOR'; onClose: () => void }) {
  // Asked afresh each time it opens: a form submitted from the feedback unit says so here.
  const query = useQuery(CourseFeedbackDocument, { variables: { id: courseId, kind: kind as FeedbackKind }, fetchPolicy: 'network-only', errorPolicy: 'all' });
  const { submit } = useCourseFeedbackSubmit(courseId, kind);
  const form = query.data?.viewer?.course?.feedbackForm;
  return (
    <DialogFrame title={FEEDBACK_ENTRY_TITLE[kind]} subtitle={courseTitle} onClose={onClose} size="form" keepOpenOnOutsideClick scrollInside>
      <LoadedFeedbackForm query={query} form={form} missing="This course does not take feedback now." onSubmit={submit} />
    </DialogFrame>
  );
}
