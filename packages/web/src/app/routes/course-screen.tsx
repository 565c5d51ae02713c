import { lazy, type ComponentProps } from 'react';
import CoursePage from '../../features/learning/course-page';
import type { CourseParts } from '../../features/learning/course-parts';
import { CourseFeedbackEntries } from '../../features/feedback/course-feedback-entries';
import { CourseCertificate } from '../../features/certificates/course-certificate';

// A quiz or assignment unit opens the quizzes' flow (issue 9); a feedback-form unit the feedback form (issue 19).
const loadQuizPlayer = () => import('../../features/quizzes/quiz-player');
const QuizPlayer = lazy(loadQuizPlayer);
const loadDiscussionTab = () => import('../../features/discussion/discussion-tab');
const FeedbackPlayer = lazy(() => import('../../features/feedback/feedback-player'));
// The course feedback form's dialog, its own chunk, loaded when the certificate's step asks for feedback.
const CourseFeedbackDialog = lazy(() => import('../../features/feedback/course-feedback-dialog'));

/** The way to the certificate, whose feedback step opens the feedback area's dialog. */
function Certificate(props: Omit<ComponentProps<typeof CourseCertificate>, 'FeedbackDialog'>) {
  return <CourseCertificate {...props} FeedbackDialog={CourseFeedbackDialog} />;
}

/**
 * The course screen's parts from other areas (docs/decisions/355): the tabs, the project
 * objectives and the players load as their areas' chunks when first shown; the feedback
 * entries and the certificate are drawn with the screen, so they come with its code.
 */
const COURSE_PARTS: CourseParts = {
  tabs: {
    discussion: lazy(loadDiscussionTab),
    assignment: lazy(() => import('../../features/assessments/assignment-tab')),
    assessment: lazy(() => import('../../features/assessments/assessment-tab')),
  },
  // Project objectives (issue 19): a project course's Course structure tab.
  ProjectStructure: lazy(() => import('../../features/projects/project-structure')),
  FeedbackEntries: CourseFeedbackEntries,
  Certificate,
  players: { QUIZ: QuizPlayer, ASSIGNMENT: QuizPlayer, FEEDBACK: FeedbackPlayer },
  // A saved course's quizzes and its Discussion tab open offline (docs/decisions/363).
  offlineCode: { QUIZ: loadQuizPlayer, discussion: loadDiscussionTab },
};

/** The course screen, /course (spec part 2, section 2): the learning area's screen with the parts of six others. */
export default function CourseScreen() {
  return <CoursePage parts={COURSE_PARTS} />;
}

/** @public read by app/router.tsx through a lazy import(), which knip does not follow. */
export { prefetchCoursePage } from '../../features/learning/course-page';
