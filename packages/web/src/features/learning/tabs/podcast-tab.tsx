import { NextReleasePanel, type CourseTabProps } from './next-release-panel';

/** The course's Podcasts tab (spec part 2, section 2). */
export default function PodcastTab(_props: CourseTabProps) {
  return <NextReleasePanel name="Podcasts" />;
}
