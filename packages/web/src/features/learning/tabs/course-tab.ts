/** What every course tab gets. */
export type CourseTabProps = { courseId: string };
