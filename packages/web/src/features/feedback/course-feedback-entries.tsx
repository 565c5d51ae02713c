import { lazy, Suspense, useState } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { FiMessageSquare, FiUser } from 'react-icons/fi';
import { getFragmentData, graphql, type FragmentType } from '../../gql';

// The dialogs are their own chunk, loaded when an entry is pressed.
const CourseFeedbackDialog = lazy(() => import('./course-feedback-dialog'));

export const CourseFeedbackEntries_course = graphql(`
  fragment CourseFeedbackEntries_course on Course {
    id
    title
    feedbackOffered
  }
`);

/**
 * The course screen's Instructor Feedback and Course Feedback entries (spec part 2, section
 * 6): for a learner whose course is started or complete, never in the two special programs
 * (the gateway's `feedbackOffered`, by the domain's rule).
 */
export function CourseFeedbackEntries({ course: ref }: { course: FragmentType<typeof CourseFeedbackEntries_course> }) {
  const course = getFragmentData(CourseFeedbackEntries_course, ref);
  const [open, setOpen] = useState<'COURSE' | 'INSTRUCTOR' | null>(null);
  if (!course.feedbackOffered) return null;
  return (
    <HStack gap="2" wrap="wrap">
      <Button variant="outline" size="sm" onClick={() => setOpen('INSTRUCTOR')} aria-haspopup="dialog">
        <FiUser aria-hidden /> Instructor Feedback
      </Button>
      <Button variant="outline" size="sm" onClick={() => setOpen('COURSE')} aria-haspopup="dialog">
        <FiMessageSquare aria-hidden /> Course Feedback
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <CourseFeedbackDialog courseId={course.id} courseTitle={course.title} kind={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </HStack>
  );
}
