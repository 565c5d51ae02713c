import { Button, SimpleGrid, Stack, Wrap } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FiCalendar, FiClipboard } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { programCoursesPath } from '../../app/paths';
import { usePageTitle } from '../../components/page-title';
import { ScreenHeading } from '../../components/screen-heading';
import { ScreenState } from '../../components/screen-state';
import { SectionCard } from '../../components/section-card';
import { CardSkeletons, EmptyView } from '../../components/states';
import { TEST_START_CHECK_MS } from '@portal/domain';
import { graphql } from '../../gql';
import { useClock } from '../../lib/use-clock';
import { useServerNow } from './server-clock';
import { TestCard } from './test-card';

const AssignedTestsDocument = graphql(`
  query AssignedTests {
    indiaTime
    assignedTests {
      id
      ...TestCard_test
    }
    viewer {
      id
      programs {
        id
        title
      }
    }
  }
`);

/**
 * Semester End Exam (spec part 3, 2.13; issue 20): the learner's assigned tests as cards.
 * The exam-scheduling form of each program (spec part 1, sections 6 and 7) stays on its
 * courses page; this screen links there, so the form is reachable from the sidebar's entry.
 */
export default function TestsPage() {
  usePageTitle('Semester End Exam');
  const query = useQuery(AssignedTestsDocument, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const programs = query.data?.viewer?.programs ?? [];
  // Which test is open now: on the server's clock, re-read at the detail page's beat (spec part 3, 4.4).
  const [now] = useClock(useServerNow(query.data?.indiaTime), TEST_START_CHECK_MS);
  return (
    <Stack gap="6">
      <ScreenHeading title="Semester End Exam" lead="Your assigned tests. Open a test to see its details and start it while it is open." />
      <ScreenState
        query={query}
        value={query.data?.assignedTests}
        loading={<CardSkeletons count={3} label="Loading your tests" />}
        errorTitle="We could not load your tests"
        empty={<EmptyView icon={<FiClipboard />} title="No tests assigned" description="Tests your university assigns to you appear here." />}
      >
        {(tests) => (
          <SimpleGrid as="section" aria-label="Assigned tests" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {tests.map((test) => (
              <TestCard key={test.id} test={test} now={now} />
            ))}
          </SimpleGrid>
        )}
      </ScreenState>
      {programs.length > 0 ? (
        <SectionCard headingId="exam-scheduling-links" title="Schedule your exam" lead="Each program's courses page has the exam-scheduling form for the exam provider.">
          <Wrap gap="2">
            {programs.map((program) => (
              <Button key={program.id} asChild variant="outline" size="sm">
                <Link to={programCoursesPath(program.id)}>
                  <FiCalendar aria-hidden /> {program.title}
                </Link>
              </Button>
            ))}
          </Wrap>
        </SectionCard>
      ) : null}
    </Stack>
  );
}
