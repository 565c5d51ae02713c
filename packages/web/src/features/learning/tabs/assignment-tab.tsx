import { NextReleasePanel, type CourseTabProps } from './next-release-panel';

/** The course's Assignments tab (spec part 2, section 2). */
export default function AssignmentTab(_props: CourseTabProps) {
  return <NextReleasePanel name="Assignments" />;
}
