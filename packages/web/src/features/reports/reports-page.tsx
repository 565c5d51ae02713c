import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { FiBarChart2 } from 'react-icons/fi';
import { REPORT_MESSAGES } from '@portal/domain';
import { usePageTitle } from '../../components/page-title';
import { ScreenState } from '../../components/screen-state';
import { ScreenHeading } from '../../components/screen-heading';
import { CardSkeletons, EmptyView, ErrorView } from '../../components/states';
import { graphql } from '../../gql';
import { DueNextList } from './due-next-list';
import { ProgramCompletion } from './program-completion';
import { ScoresSection } from './scores-section';
import { WeeklyTimeChart } from './weekly-time-chart';

const ReportsDocument = graphql(`
  query Reports {
    viewer {
      id
      programs {
        id
        ...ProgramCompletion_program
      }
      learningReport {
        ...WeeklyTimeChart_report
        ...ScoresSection_report
        ...DueNextList_report
        dueNext {
          id
        }
      }
    }
  }
`);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="4" aria-labelledby={id}>
      <Heading as="h2" id={id} size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * Reports and analytics, /reportsAndAnalytics (issue 20; docs/decisions/241 to 243). The
 * older client drew hard-coded sample charts (spec part 3, section 2.1); this screen shows
 * the learner's own figures: completion per program and course, time per week, quiz and
 * assessment scores, and what is due next, in one request. Each chart has a table a screen
 * reader reads. With errorPolicy 'all', a failed report (or calendar) leaves the rest shown.
 */
export default function ReportsPage() {
  usePageTitle('Reports and analytics');
  const query = useQuery(ReportsDocument, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const viewer = query.data?.viewer;
  // One error panel when neither part came; otherwise each part says for itself.
  const value = viewer && (viewer.programs || viewer.learningReport) ? viewer : null;
  return (
    <Stack gap="6">
      <ScreenHeading title="Reports and analytics" lead="Your own progress, time and scores, and what is due next." />
      <ScreenState query={query} value={value} loading={<CardSkeletons count={3} label="Loading your reports" />} errorTitle="We could not load your reports" isEmpty={() => false}>
        {(v) => (
          <Stack gap="8">
            <Section id="report-completion" title="Completion">
              {v.programs === null || v.programs === undefined ? (
                <ErrorView title="We could not load your progress" error={query.error} onRetry={() => void query.refetch()} />
              ) : v.programs.length === 0 ? (
                <EmptyView icon={<FiBarChart2 />} title="No programs yet" description={REPORT_MESSAGES.noPrograms} />
              ) : (
                <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
                  {v.programs.map((p) => (
                    <ProgramCompletion key={p.id} program={p} />
                  ))}
                </SimpleGrid>
              )}
            </Section>
            {v.learningReport ? (
              <>
                <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
                  <Section id="report-time" title="Time spent per week">
                    <WeeklyTimeChart report={v.learningReport} />
                  </Section>
                  <Section id="report-due" title="Due next">
                    {v.learningReport.dueNext ? (
                      <DueNextList report={v.learningReport} />
                    ) : (
                      <ErrorView title="We could not load what is due" error={query.error} onRetry={() => void query.refetch()} />
                    )}
                  </Section>
                </SimpleGrid>
                <Section id="report-scores" title="Scores">
                  <ScoresSection report={v.learningReport} />
                </Section>
              </>
            ) : (
              <ErrorView title="We could not load your time and scores" error={query.error} onRetry={() => void query.refetch()} />
            )}
          </Stack>
        )}
      </ScreenState>
    </Stack>
  );
}
