import { NextReleasePanel, type CourseTabProps } from './next-release-panel';

/** The course's Discussion tab (spec part 2, section 2). */
export default function DiscussionTab(_props: CourseTabProps) {
  return <NextReleasePanel name="Discussion" />;
}
