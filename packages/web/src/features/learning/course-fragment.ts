import { graphql } from '../../gql';

/**
 * What the course screen reads of a course, with its children's fragments (the outline, the
 * unit player); the progress mutations answer it too, so the cache follows.
 */
export const CourseScreen_course = graphql(`
  fragment CourseScreen_course on Course {
    id
    title
    programTitle
    programId
    type
    enabled
    freeNavigation
    progressPercent
    status
    resumeUnitId
    ...CourseOutline_course
    ...CourseFeedbackEntries_course
    ...CourseCertificate_course
    units {
      id
      label
      objects {
        id
        title
        kind
        state
        unavailableMessage
        durationMinutes
        ...ObjectPlayer_object
      }
    }
  }
`);
