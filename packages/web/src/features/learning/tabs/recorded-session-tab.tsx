import { NextReleasePanel, type CourseTabProps } from './next-release-panel';

/** The course's Recorded sessions tab (spec part 2, section 2). */
export default function RecordedSessionTab(_props: CourseTabProps) {
  return <NextReleasePanel name="Recorded sessions" />;
}
