import { AssessmentsTab } from './assessments-tab';

/** The course's Assignment tab (spec part 2, section 2): the same flow as assessments. */
export default function AssignmentTab({ courseId }: { courseId: string }) {
  return <AssessmentsTab courseId={courseId} kind="ASSIGNMENT" />;
}
