import { NextReleasePanel, type CourseTabProps } from './next-release-panel';

/** The course's Assessments tab (spec part 2, section 2). */
export default function AssessmentTab(_props: CourseTabProps) {
  return <NextReleasePanel name="Assessments" />;
}
