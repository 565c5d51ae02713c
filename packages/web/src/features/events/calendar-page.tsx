import { Card, Grid, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { universityDay } from '@portal/domain';
import { usePageTitle } from '../../components/page-title';
import { ScreenState } from '../../components/screen-state';
import { ScreenHeading } from '../../components/screen-heading';
import { UpcomingEvents } from '../../components/upcoming-events';
import { graphql } from '../../gql';
import { CalendarFeedBox } from './calendar-feed-box';
import { MonthCalendar } from './month-calendar';

const CalendarDocument = graphql(`
  query Calendar {
    viewer {
      id
      events {
        id
        title
        link
        date
        ...UpcomingEvents_event
      }
      calendarFeedUrl
    }
  }
`);

function CalendarSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" aria-label="Loading your calendar">
      <Skeleton h="8" w="40" />
      <Skeleton h={{ base: '80', md: '30rem' }} borderRadius="lg" />
    </Stack>
  );
}

/**
 * Calendar, /event (spec part 1, sections 2 and 4): a read-only month calendar of all
 * events, the Upcoming Events list ('No Upcoming Events' when empty), and the learner's
 * calendar feed address (docs/decisions/124).
 */
export default function CalendarPage({ today = new Date() }: { today?: Date }) {
  usePageTitle('Calendar');
  const query = useQuery(CalendarDocument, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const viewer = query.data?.viewer;

  return (
    <Stack gap="5">
      <ScreenHeading title="Calendar" />
      <ScreenState query={query} value={viewer?.events} loading={<CalendarSkeleton />} errorTitle="We could not load your calendar" isEmpty={() => false}>
        {(events) => (
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }} gap="5" alignItems="start">
            <Card.Root variant="outline">
              <Card.Body p={{ base: '2', md: '4' }}>
                <MonthCalendar events={events} initialDate={universityDay(today.getTime())} />
              </Card.Body>
            </Card.Root>
            <Stack gap="5">
              <UpcomingEvents events={events} today={today} calendarLink={false} />
              {viewer?.calendarFeedUrl ? <CalendarFeedBox url={viewer.calendarFeedUrl} /> : null}
            </Stack>
          </Grid>
        )}
      </ScreenState>
    </Stack>
  );
}
