import { AssessmentsTab } from './assessments-tab';

/** The course's Assessment tab (spec part 2, section 2). */
export default function AssessmentTab({ courseId }: { courseId: string }) {
  return <AssessmentsTab courseId={courseId} kind="ASSESSMENT" />;
}
