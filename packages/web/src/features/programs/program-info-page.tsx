import { Box, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Tabs } from '../../components/later-components';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { formatHouseCalendarDay, MESSAGES } from '@portal/domain';
import { PROGRAM_INFO_TAB_PATHS, programCoursesPath, programInfoPath, type ProgramInfoTab } from '../../app/paths';
import { usePageTitle } from '../../components/page-title';
import { ProgramCurriculum } from '../../components/program/program-curriculum';
import { ProgramOverview } from '../../components/program/program-overview';
import { loadFailureMessage } from '../../components/screen-state';
import { EmptyView, ErrorView } from '../../components/states';
import { graphql } from '../../gql';
import { EventLink } from '../../components/event-link';
// The same list as the Announcements screen (issue 20).
import { AnnouncementList } from '../../components/announcements/announcement-list';
import { EnrolmentScreenState, useEnrolmentQuery } from './enrolment-screen';

const ProgramInfoDocument = graphql(`
  query ProgramInfo($id: ID!, $first: Int! = 20) {
    viewer {
      id
      enrolledProgram(id: $id) {
        id
        title
        program {
          id
          ...ProgramOverview_program
          ...ProgramCurriculum_program
        }
        # $first is LIST_PAGE_SIZE, a variable as the cost limit wants (docs/decisions/310); "Load more" asks the next pages.
        announcementsConnection(first: $first) {
          ...AnnouncementList_page
        }
        events {
          id
          title
          link
          date
        }
      }
    }
  }
`);

/** The tabs, in the spec's order, with the index each carries (spec part 1, section 2). */
const TABS: { tab: ProgramInfoTab; label: string }[] = [
  { tab: 0, label: 'Program info' },
  { tab: 4, label: 'Syllabus' },
  { tab: 5, label: 'Announcements' },
  { tab: 6, label: 'Academic Schedule' },
];

/** Which tab the address names: its path, or (older links) /myPrograms/programinfo?tab=N. */
function tabOf(pathname: string, tabParam: string | null): ProgramInfoTab {
  const byPath = TABS.find(({ tab }) => PROGRAM_INFO_TAB_PATHS[tab].toLowerCase() === pathname.replace(/\/+$/, '').toLowerCase());
  if (byPath && byPath.tab !== 0) return byPath.tab;
  return TABS.find(({ tab }) => String(tab) === tabParam)?.tab ?? 0;
}

/**
 * The program-info tabs, /myPrograms/programinfo, /syllabus, /announcements and
 * /academicSchedule (spec part 1, section 2; part 3, section 2.1), of the enrolment
 * named by ?program= (docs/decisions/123): the program's overview, its curriculum,
 * its announcements and its events. One query for the four tabs.
 */
export default function ProgramInfoPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = tabOf(pathname, params.get('tab'));
  const screen = useEnrolmentQuery(ProgramInfoDocument);
  const { query, enrolment } = screen;
  usePageTitle(`${TABS.find((t) => t.tab === current)?.label ?? 'Program info'}${enrolment ? ` · ${enrolment.title}` : ''}`);

  return (
    <EnrolmentScreenState screen={screen} title="Program information" shows="information" skeletons={2}>
      {(enrolment) => (
        <Stack gap="5">
          <Stack gap="1">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
              {enrolment.title}
            </Heading>
            <ChakraLink asChild color="brand.fg" fontSize="sm" fontWeight="medium">
              <Link to={programCoursesPath(enrolment.id)}>Go to the courses</Link>
            </ChakraLink>
          </Stack>
          <Tabs.Root
            value={String(current)}
            onValueChange={({ value }) => navigate(programInfoPath(enrolment.id, Number(value) as ProgramInfoTab), { replace: true })}
            variant="line"
            colorPalette="brand"
            lazyMount
          >
            <Tabs.List flexWrap="wrap">
              {TABS.map(({ tab, label }) => (
                <Tabs.Trigger key={tab} value={String(tab)} flexShrink={0}>
                  {label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="0" pt="6">
              <ProgramOverview program={enrolment.program} />
            </Tabs.Content>
            <Tabs.Content value="4" pt="6">
              <ProgramCurriculum program={enrolment.program} />
            </Tabs.Content>
            <Tabs.Content value="5" pt="6">
              {enrolment.announcementsConnection ? (
                <AnnouncementList programId={enrolment.id} page={enrolment.announcementsConnection} />
              ) : (
                <ErrorView title="We could not load the announcements" message={loadFailureMessage(query.error)} onRetry={() => void query.refetch()} />
              )}
            </Tabs.Content>
            <Tabs.Content value="6" pt="6">
              {enrolment.events ? (
                <AcademicSchedule events={enrolment.events} />
              ) : (
                <ErrorView title="We could not load the academic schedule" message={loadFailureMessage(query.error)} onRetry={() => void query.refetch()} />
              )}
            </Tabs.Content>
          </Tabs.Root>
        </Stack>
      )}
    </EnrolmentScreenState>
  );
}

type ScheduleEvent = { id: string; title: string; link?: string | null; date: string };

/** The batch's and the university's events, earliest first: the academic schedule. */
function AcademicSchedule({ events }: { events: ScheduleEvent[] }) {
  if (events.length === 0) return <EmptyView inline title={MESSAGES.nothingToDisplay} />;
  return (
    <Stack as="ol" listStyleType="none" m="0" p="0" gap="0" borderWidth="1px" borderRadius="lg" overflow="hidden">
      {events.map((event, i) => (
        <Box as="li" key={event.id} display="flex" gap="4" px="4" py="3" borderTopWidth={i === 0 ? '0' : '1px'} alignItems="baseline" flexWrap="wrap">
          {/* An event's date is a calendar day, the same for everyone (decision 009). */}
          <Text as="time" {...{ dateTime: event.date }} fontWeight="semibold" minW="28" flexShrink={0}>
            {formatHouseCalendarDay(event.date)}
          </Text>
          <Box flex="1" minW="40">
            <Text>{event.title}</Text>
            <EventLink event={event} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
