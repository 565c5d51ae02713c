/** An enrolled course as the dashboard's and My Programs' cards read it (with __typename, for Apollo's cache). */
export const enrolledCourse = (id: string, title: string, progressPercent: number) => ({
  __typename: 'EnrolledCourse',
  id,
  courseId: `c-${id}`,
  title,
  imageUrl: '',
  durationWeeks: 8,
  progressPercent,
});
