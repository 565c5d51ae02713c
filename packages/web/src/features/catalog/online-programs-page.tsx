import { Box, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FiBookOpen } from 'react-icons/fi';
import { PageContainer, PageHeader } from '../../components/page-container';
import { ScreenState } from '../../components/screen-state';
import { CardSkeletons, EmptyView } from '../../components/states';
import { graphql } from '../../gql';
import { usePageTitle } from '../../components/page-title';
import { OnlineProgramCard } from './online-program-card';

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
      <PageHeader
        title="Online programs"
        lead="Every program is taught fully online, from short certificates to degrees. Choose one to read its overview, curriculum and FAQs, and to apply."
      />
      <ScreenState
        query={query}
        value={query.data?.programCatalog?.levels}
        loading={<CardSkeletons count={3} label="Loading the programs" />}
        errorTitle="We could not load the programs"
        empty={<EmptyView icon={<FiBookOpen />} title="No programs are open for enrolment yet" description="Please come back soon, or contact us to hear when they open." />}
      >
        {(levels) => (
        <Stack gap={{ base: '8', md: '10' }}>
          {levels.map((group) => (
            <Box as="section" key={group.level} aria-labelledby={`level-${group.level}`}>
              <Heading as="h2" id={`level-${group.level}`} size={{ base: 'lg', md: 'xl' }} mb="4">
                {group.label}
              </Heading>
              <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
                {group.programs.map((program) => (
                  <OnlineProgramCard key={program.id} program={program} />
                ))}
              </SimpleGrid>
            </Box>
          ))}
        </Stack>
        )}
      </ScreenState>
    </PageContainer>
  );
}
