import { Box, Card, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FiBookOpen, FiClock } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { plainText } from '@portal/domain';
import { programDetailPath } from '../../app/paths';
import { CoverImage } from '../../components/cover-image';
import { PageContainer, PageHeader } from '../../components/page-container';
import { ScreenState } from '../../components/screen-state';
import { CardSkeletons, EmptyView } from '../../components/states';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { rememberCatalogProgram } from '../../lib/current-program';
import { usePageTitle } from '../../components/page-title';

const OnlineProgramCard_program = graphql(`
  fragment OnlineProgramCard_program on CatalogProgram {
    id
    batchId
    name
    imageUrl
    duration
  }
`);

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

/** One program of the catalogue; the whole card opens its detail page, remembering pid and bpid (spec part 1, section 4). */
function OnlineProgramCard({ program: ref }: { program: FragmentType<typeof OnlineProgramCard_program> }) {
  const program = getFragmentData(OnlineProgramCard_program, ref);
  const name = plainText(program.name);
  return (
    <Card.Root
      as="li"
      variant="outline"
      overflow="hidden"
      position="relative"
      // On phones a thumbnail beside the name: a full-width picture per program made the page 5,000 px long at 360 px.
      flexDirection={{ base: 'row', sm: 'column' }}
      _hover={{ borderColor: 'brand.border' }}
      _focusWithin={{ borderColor: 'brand.border' }}
    >
      <Box w={{ base: '24', sm: 'full' }} flexShrink={0}>
        <CoverImage src={program.imageUrl} ratio={{ base: 1, sm: 16 / 9 }} />
      </Box>
      <Card.Body gap="2">
        <Heading as="h3" size="md">
          {/* The link covers the card (::after), so the whole card is one target and one tab stop. */}
          <ChakraLink
            asChild
            color="fg"
            _hover={{ color: 'brand.fg', textDecoration: 'none' }}
            _after={{ content: '""', position: 'absolute', inset: '0' }}
          >
            <Link
              to={programDetailPath(program.id, 0)}
              onClick={() => rememberCatalogProgram({ programId: program.id, batchId: program.batchId, title: name })}
            >
              {name}
            </Link>
          </ChakraLink>
        </Heading>
        <HStack gap="2" color="fg.muted" fontSize="sm">
          <FiClock aria-hidden />
          <Text>Duration: {program.duration}</Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

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
