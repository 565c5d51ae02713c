import { graphql } from '../../gql';

/**
 * What a project message shows wherever it is listed (its objective's thread, the approved
 * messages): its text, its status, when it was posted and its file's name (spec part 2,
 * section 2). Each screen adds what only it needs.
 */
export const ProjectMessageFields = graphql(`
  fragment ProjectMessageFields on ProjectMessage {
    id
    text
    status
    postedAt
    postedDate
    postedTime
    file {
      name
    }
  }
`);

/**
 * The project's units and objectives with their states, and the course's progress: what the
 * Course structure tab lists, and what every poll of an open thread reads again, so that an
 * instructor's approval moves the objective's tab and the course's progress at once, in the
 * cache every screen reads (issue 31). The tab reads it unmasked; the poll only writes it.
 */
export const ProjectProgress_course = graphql(`
  fragment ProjectProgress_course on Course {
    id
    progressPercent
    status
    projectUnits {
      id
      label
      title
      enabled
      objectives {
        id
        title
        state
      }
    }
  }
`);
