import { Box, Card, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { MESSAGES, MONTH_ABBREVIATIONS, UPCOMING_EVENTS_LIMIT, upcomingEvents, upcomingEventsTrimmed } from '@portal/domain';
import { LEARNER_PATHS } from '../app/paths';
import { type FragmentType, getFragmentData, graphql } from '../gql';
import { EmptyView } from './states';
import { EventLink } from './event-link';

export const UpcomingEvents_event = graphql(`
  fragment UpcomingEvents_event on CalendarEvent {
    id
    title
    link
    date
  }
`);

/**
 * Upcoming Events (spec part 1, sections 2 and 4): month, day, title and an optional
 * link; which events count is the domain's rule. 'No Upcoming Events' when none.
 */
export function UpcomingEvents({
  events: refs,
  today,
  calendarLink = true,
}: {
  events: FragmentType<typeof UpcomingEvents_event>[];
  today: Date;
  /** A link to the calendar screen (not on the calendar screen itself). */
  calendarLink?: boolean;
}) {
  const events = getFragmentData(UpcomingEvents_event, refs);
  const upcoming = upcomingEvents(
    events.map((e) => ({ ...e, start: e.date })),
    today,
  );

  return (
    <Card.Root as="section" aria-labelledby="upcoming-events-heading" variant="outline">
      <Card.Header pb="2">
        <HStack justify="space-between">
          <Heading as="h2" size="md" id="upcoming-events-heading">
            Upcoming Events
          </Heading>
          {calendarLink ? (
            <ChakraLink asChild fontSize="sm" color="brand.fg">
              <Link to={LEARNER_PATHS.calendar}>Calendar</Link>
            </ChakraLink>
          ) : null}
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        {upcoming.length === 0 ? (
          <EmptyView inline title={MESSAGES.noUpcomingEvents} />
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {upcoming.map((event) => {
              const [, month, day] = event.date.split('-').map(Number);
              return (
                <HStack as="li" key={event.id} gap="3" align="flex-start">
                  <Box as="time" {...{ dateTime: event.date }} flexShrink={0} w="14" textAlign="center" borderRadius="md" bg="brand.subtle" color="brand.fg" py="1">
                    <Text fontSize="xs" fontWeight="bold" textTransform="uppercase">
                      {MONTH_ABBREVIATIONS[month - 1]}
                    </Text>
                    <Text fontSize="xl" fontWeight="bold" lineHeight="1">
                      {day}
                    </Text>
                  </Box>
                  <Box minW="0">
                    <Text fontWeight="medium">{event.title}</Text>
                    <EventLink event={event} />
                  </Box>
                </HStack>
              );
            })}
          </Stack>
        )}
        {upcomingEventsTrimmed(events.length) ? (
          // The spec's rule stays literal (issue 17, Keep): say why an event may be missing here.
          <Text fontSize="sm" color="fg.muted" mt="3">
            With more than 5 events, this list looks at the latest {UPCOMING_EVENTS_LIMIT} only. The calendar shows them all.
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
