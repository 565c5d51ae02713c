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

export type ObjectState = 'NOT_STARTED' | 'LOCKED' | 'IN_PROGRESS' | 'COMPLETED';

/** A learning object as the course screen's query reads it (CoursePage), a lesson's address unless locked or a quiz. */
export const courseObject = (id: string, title: string, kind: string, state: ObjectState) => ({
  __typename: 'LearningObject',
  id,
  title,
  kind,
  state,
  enabled: true,
  // The gateway's access rule says why an object does not open (docs/decisions/173).
  unavailableMessage: state === 'LOCKED' ? 'Please Mark Complete previously viewed object.' : null,
  secondsSpent: 0,
  durationMinutes: kind === 'FEEDBACK' ? null : 10,
  contentUrl: state === 'LOCKED' || kind === 'QUIZ' ? null : `/media/1.f.${'a'.repeat(64)}/course/lessons/${id}.html`,
  captions: [],
});

/** A course as the course screen's query reads it (CoursePage): one unit of three objects, in the states given. */
export function courseAnswer(overrides: Record<string, unknown> = {}, states: ObjectState[] = ['COMPLETED', 'IN_PROGRESS', 'LOCKED']) {
  return {
    __typename: 'Course',
    id: '101202',
    title: 'SQL Fundamentals',
    programTitle: 'Certificate in Data Analytics',
    programId: '1012',
    type: 'NORMAL',
    enabled: true,
    freeNavigation: false,
    showsUnitImages: false,
    progressPercent: 33,
    status: 'IN_PROGRESS',
    resumeUnitId: 'o2',
    feedbackOffered: false,
    certificateStep: 'MARK_COMPLETE',
    units: [
      {
        __typename: 'CourseUnit',
        id: 'n1',
        label: 'Unit 1',
        title: 'Selecting and Filtering',
        durationMinutes: 45,
        enabled: true,
        imageUrl: `/media/1.f.${'b'.repeat(64)}/course/unit-images/10102.svg`,
        objects: [courseObject('o1', 'Lesson one', 'HTML', states[0]), courseObject('o2', 'Course feedback', 'FEEDBACK', states[1]), courseObject('o3', 'Lesson three', 'HTML', states[2])],
      },
    ],
    ...overrides,
  };
}
