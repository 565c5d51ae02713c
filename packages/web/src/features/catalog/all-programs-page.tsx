import { Badge, Button, HStack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FiArrowRight, FiCheckCircle } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { plainText } from '@portal/domain';
import { programCoursesPath } from '../../app/paths';
import { PageContainer, PageHeader } from '../../components/page-container';
import { usePageTitle } from '../../components/page-title';
import { graphql } from '../../gql';
import { OnlineProgramCard } from './online-program-card';
import { ProgramCatalog } from './program-catalog';

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
      <ProgramCatalog
        query={query}
        levels={query.data?.programCatalog?.levels}
        idPrefix="all-programs"
        emptyDescription="Please come back soon."
        card={(program) => {
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
        }}
      />
    </PageContainer>
  );
}
