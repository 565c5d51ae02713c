import { type FragmentType, graphql } from '../../gql';

/** What the Programs menu shows of the catalogue: levels in order, each with its programs (spec part 1, section 3). */
export const ProgramsMenu_catalog = graphql(`
  fragment ProgramsMenu_catalog on ProgramCatalog {
    levels {
      level
      label
      programs {
        id
        batchId
        name
      }
    }
  }
`);

export type CatalogState = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; catalog: FragmentType<typeof ProgramsMenu_catalog> };
