import { AssessmentsTab } from '../assessments/assessments-tab';
import type { CourseTabProps } from './course-tab';

/** The course's Assignment tab (spec part 2, section 2): the same flow as assessments. */
export default function AssignmentTab({ courseId }: CourseTabProps) {
  return <AssessmentsTab courseId={courseId} kind="ASSIGNMENT" />;
}
