import { Badge, Box, Button, Heading, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FiArrowRight, FiBookOpen, FiCheckCircle } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { plainText } from '@portal/domain';
import { programCoursesPath } from '../../app/paths';
import { PageContainer, PageHeader } from '../../components/page-container';
import { usePageTitle } from '../../components/page-title';
import { ScreenState } from '../../components/screen-state';
import { CardSkeletons, EmptyView } from '../../components/states';
import { graphql } from '../../gql';
import { OnlineProgramCard } from './online-program-card';

const AllProgramsDocument = graphql(`
  query AllPrograms {
    viewer {
      id
      programs {
        id
        program {
          id
        }
      }
    }
    programCatalog {
      levels {
        level
        label
        programs {
          id
          name
          ...OnlineProgramCard_program
        }
      }
    }
  }
`);

/**
 * All programs (/allPrograms, spec part 3, section 2.1; docs/decisions/245): the university's
 * whole catalogue by level, as the Programs menu and /onlineProgram show it, with each program
 * the learner is enrolled in marked and a way straight to its courses. A program page (its
 * overview, curriculum and FAQs, and Apply) is a click on the card, as on /onlineProgram.
 */
export default function AllProgramsPage() {
  usePageTitle('All programs');
  const query = useQuery(AllProgramsDocument, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  // The learner's enrolments by program; when they could not be read, the catalogue still shows, unmarked.
  const enrolments = new Map((query.data?.viewer?.programs ?? []).map((enrolment) => [enrolment.program.id, enrolment.id]));

  return (
    <PageContainer>
      <PageHeader title="All programs" lead="Every program the university teaches online, by level. Those you are enrolled in are marked; open any other to read about it and apply." />
      <ScreenState
        query={query}
        value={query.data?.programCatalog?.levels}
        loading={<CardSkeletons count={3} label="Loading the programs" />}
        errorTitle="We could not load the programs"
        empty={<EmptyView icon={<FiBookOpen />} title="No programs are open for enrolment yet" description="Please come back soon." />}
      >
        {(levels) => (
          <Stack gap={{ base: '8', md: '10' }}>
            {levels.map((group) => (
              <Box as="section" key={group.level} aria-labelledby={`all-programs-${group.level}`}>
                <Heading as="h2" id={`all-programs-${group.level}`} size={{ base: 'lg', md: 'xl' }} mb="4">
                  {group.label}
                </Heading>
                <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
                  {group.programs.map((program) => {
                    const enrolment = enrolments.get(program.id);
                    return (
                      <OnlineProgramCard key={program.id} program={program}>
                        {enrolment ? (
                          <HStack gap="2" flexWrap="wrap" pt="1">
                            <Badge colorPalette="green" variant="subtle" size="md">
                              <FiCheckCircle aria-hidden /> Enrolled
                            </Badge>
                            <Button asChild size="xs" variant="outline" colorPalette="brand">
                              <Link to={programCoursesPath(enrolment)} aria-label={`Your courses in ${plainText(program.name)}`}>
                                Your courses <FiArrowRight aria-hidden />
                              </Link>
                            </Button>
                          </HStack>
                        ) : null}
                      </OnlineProgramCard>
                    );
                  })}
                </SimpleGrid>
              </Box>
            ))}
          </Stack>
        )}
      </ScreenState>
    </PageContainer>
  );
}
