import { NextReleasePanel, type CourseTabProps } from './next-release-panel';

/** The course's References tab (spec part 2, section 2). */
export default function ReferencesTab(_props: CourseTabProps) {
  return <NextReleasePanel name="References" />;
}
