import { lazy } from 'react';
import MyProgramsPage from '../../features/programs/my-programs-page';

// The Overall Program Feedback modal (issue 19): the feedback area's, its own chunk, loaded when a card opens it.
const ProgramFeedbackDialog = lazy(() => import('../../features/feedback/program-feedback-dialog'));

/** My Programs (spec part 1, section 2), whose cards open the feedback area's program form (docs/decisions/355). */
export default function MyProgramsScreen() {
  return <MyProgramsPage FeedbackDialog={ProgramFeedbackDialog} />;
}
