import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { Box } from '@chakra-ui/react';
import { UNIVERSITY_TIME_ZONE } from '@portal/domain';

export type MonthCalendarEvent = { id: string; title: string; link?: string | null; date: string };

/**
 * The read-only month calendar of the Calendar screen (spec part 1, section 2): default
 * view Month, month labels Jan to Dec. Events are whole days of the university's calendar,
 * and "today" is the university's today (decision 009), so every learner sees the same day.
 */
export function MonthCalendar({ events, initialDate }: { events: MonthCalendarEvent[]; initialDate?: string }) {
  return (
    <Box
      css={{
        '& .fc': { fontSize: 'sm' },
        '& .fc-toolbar-title': { fontSize: 'lg', fontWeight: 'semibold' },
        '& a': { color: 'inherit' },
      }}
    >
      <FullCalendar
        plugins={[dayGridPlugin, classicThemePlugin]}
        initialView="dayGridMonth"
        initialDate={initialDate}
        timeZone={UNIVERSITY_TIME_ZONE}
        headerToolbar={{ start: 'title', center: '', end: 'today prev,next' }}
        // Month labels Jan to Dec (spec part 1, section 2).
        titleFormat={{ month: 'short', year: 'numeric' }}
        height="auto"
        editable={false}
        selectable={false}
        dayMaxEvents={3}
        eventColor="var(--chakra-colors-brand-solid)"
        events={events.map((event) => ({
          id: event.id,
          title: event.title,
          start: event.date,
          allDay: true,
          url: event.link ?? undefined,
        }))}
        eventClick={(info) => {
          // An event's link opens in a new tab; the calendar stays (spec part 1, section 2).
          const url = info.event.url;
          if (!url) return;
          info.jsEvent.preventDefault();
          window.open(url, '_blank', 'noopener,noreferrer');
        }}
      />
    </Box>
  );
}
