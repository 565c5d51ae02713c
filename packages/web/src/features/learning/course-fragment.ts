import { graphql } from '../../gql';

/** Everything the course screen shows of a course; the progress mutations answer it too, so the cache follows. */
export const CourseScreen_course = graphql(`
  fragment CourseScreen_course on Course {
    id
    title
    programTitle
    programId
    type
    enabled
    freeNavigation
    showsUnitImages
    progressPercent
    status
    resumeUnitId
    units {
      id
      label
      title
      durationMinutes
      enabled
      imageUrl
      objects {
        id
        title
        kind
        state
        enabled
        unavailableMessage
        secondsSpent
        durationMinutes
        contentUrl
        captions {
          src
          srclang
          label
        }
      }
    }
  }
`);
