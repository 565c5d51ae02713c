import { graphql } from "../../../gql";

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
    postedDate
    postedTime
    file {
      name
    }
  }
`);
