import { AssessmentsTab } from '../assessments/assessments-tab';
import type { CourseTabProps } from './course-tab';

/** The course's Assessment tab (spec part 2, section 2). */
export default function AssessmentTab({ courseId }: CourseTabProps) {
  return <AssessmentsTab courseId={courseId} kind="ASSESSMENT" />;
}
