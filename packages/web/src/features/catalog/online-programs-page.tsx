import { useQuery } from '@apollo/client/react';
import { PageContainer, PageHeader } from '../../components/page-container';
import { graphql } from '../../gql';
import { usePageTitle } from '../../components/page-title';
import { OnlineProgramCard } from './online-program-card';
import { ProgramCatalog } from './program-catalog';

const OnlineProgramsDocument = graphql(`
  query OnlinePrograms {
    viewer {
      id
    }
    programCatalog {
      levels {
        level
        label
        programs {
          id
          ...OnlineProgramCard_program
        }
      }
    }
  }
`);

/**
 * Online programs (/onlineProgram; spec part 3, section 2.1): the catalogue of the
 * Programs menu as cards, by level. Its query also carries the signed-in session check.
 */
export default function OnlineProgramsPage() {
  usePageTitle('Online programs');
  const query = useQuery(OnlineProgramsDocument, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });

  return (
    <PageContainer>
      <PageHeader title="Online programs" lead="Every program is taught fully online, from short certificates to degrees. Choose one to read its overview, curriculum and FAQs, and to apply." />
      <ProgramCatalog
        query={query}
        levels={query.data?.programCatalog?.levels}
        idPrefix="level"
        emptyDescription="Please come back soon, or contact us to hear when they open."
        card={(program) => <OnlineProgramCard key={program.id} program={program} />}
      />
    </PageContainer>
  );
}
