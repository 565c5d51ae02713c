import { useEffect, useState } from 'react';
import { Box, Grid, Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FiBookOpen } from 'react-icons/fi';
import { LEARNER_PATHS } from '../../app/paths';
import { loadFailureMessage, ScreenState } from '../../components/screen-state';
import { ScreenHeading } from '../../components/screen-heading';
import { CardSkeletons, EmptyView, ErrorView } from '../../components/states';
import { dashboardBootAnswerRead, dashboardFetchPolicy, DashboardDocument } from './dashboard-query';

// app/router.tsx asks for the data as soon as this screen's code is here (preloadRoute).
/** @public read by app/router.tsx through a lazy import(), which knip does not follow. */
export { prefetchDashboard } from './dashboard-query';
import { useViewer } from '../../lib/session';
import { ContinueLearning } from './continue-learning';
import { CourseCarousel } from './course-carousel';
import { UpcomingEvents } from '../../components/upcoming-events';
import { usePageTitle } from '../../components/page-title';
import { LiveProgress } from '../../lib/live/live-progress';

/**
 * The dashboard (spec part 1, section 2; part 2, section 2): a carousel of course
 * cards per program and the Upcoming Events list. The header adds the Quick tour
 * button on this screen only. It leads with what the learner came back for: the
 * course the learner last made progress in, then the upcoming events, then the carousels (issue 7,
 * section 4; docs/decisions/092, 177).
 */
export default function DashboardPage() {
  usePageTitle('Dashboard');
  const viewer = useViewer();
  const [today] = useState(() => new Date());
  // errorPolicy 'all': programs and events fail on their own (schema.graphql), so one
  // failing upstream leaves the other half of the dashboard in place.
  const [fetchPolicy] = useState(dashboardFetchPolicy);
  useEffect(dashboardBootAnswerRead, []);
  const query = useQuery(DashboardDocument, { fetchPolicy, errorPolicy: 'all' });
  const answered = query.data?.viewer;
  // Events need the batch ids that progress gives, so one failed upstream nulls both halves:
  // then the screen says it once, not in two panels side by side.
  const me = answered && (answered.programs != null || answered.events != null) ? answered : null;
  const retry = () => void query.refetch();
  const resume = me?.continueLearning ?? null;

  return (
    <Stack gap="6">
      {/* Another tab's steps move the cards' percentages in the cache (docs/decisions/302). */}
      <LiveProgress />
      <ScreenHeading title="Dashboard" lead={<>Welcome back, {viewer.name}.</>} />
      <ScreenState query={query} value={me} loading={<CardSkeletons count={4} label="Loading your courses" />} errorTitle="We could not load your dashboard" />
      {me ? (
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: resume ? 'minmax(0, 1fr) 340px' : 'minmax(0, 1fr)' }} gap="6" alignItems="start">
          {resume ? <ContinueLearning resume={resume} /> : null}
          {me.events == null ? <ErrorView title="We could not load your events" message={loadFailureMessage(query.error)} onRetry={retry} /> : <UpcomingEvents events={me.events} today={today} />}
          <Stack gap="8" minW="0" gridColumn="1 / -1">
            {me.programs == null ? (
              <ErrorView title="We could not load your courses" message={loadFailureMessage(query.error)} onRetry={retry} />
            ) : me.programs.length === 0 ? (
              <EmptyView
                icon={<FiBookOpen />}
                title="You are not enrolled in any program yet"
                description="Once you join a program, its courses appear here."
                link={{ to: LEARNER_PATHS.applyProgram, label: 'Apply for a program' }}
              />
            ) : (
              me.programs.map((program) =>
                program.courses.length === 0 ? (
                  <Box key={program.id} as="section">
                    <Heading as="h2" size="md" mb="2">
                      {program.title}
                    </Heading>
                    <EmptyView inline title="No courses are open in this program yet." />
                  </Box>
                ) : (
                  <CourseCarousel key={program.id} program={{ programId: program.programId, batchId: program.id, title: program.title }} courses={program.courses.map((c) => ({ id: c.id, ref: c }))} />
                ),
              )
            )}
          </Stack>
        </Grid>
      ) : null}
    </Stack>
  );
}
