import { graphql } from '../gql';

/**
 * What every mutation reads of its payload's userErrors (docs/architecture.md, Errors): spread
 * with `@unmask`, so the payload's type has the fields themselves, as mutationOutcome and
 * showUserErrors read them (lib/mutation-outcome.ts).
 */
export const UserErrorFields = graphql(`
  fragment UserErrorFields on UserError {
    field
    code
    message
  }
`);
