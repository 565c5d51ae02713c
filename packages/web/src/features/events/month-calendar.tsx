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
        // The classic palette's faint grey (days of the next month) is 2.5:1 on white; ours is 4.8:1 (WCAG 1.4.3).
        '--fc-classic-faint-foreground': '#6b7280',
        '--fc-classic-event': 'var(--chakra-colors-brand-solid)',
        '--fc-classic-button': 'var(--chakra-colors-brand-solid)',
        '--fc-classic-button-border': 'var(--chakra-colors-brand-solid)',
        '--fc-classic-button-strong': 'var(--chakra-colors-brand-fg)',
        '--fc-classic-button-strong-border': 'var(--chakra-colors-brand-fg)',
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
        // The button says Today; FullCalendar names it "This month", which a learner using voice
        // control could not say to press it (WCAG 2.5.3, axe's label-content-name-mismatch).
        todayHint="Today"
        // Month labels Jan to Dec (spec part 1, section 2).
        titleFormat={{ month: 'short', year: 'numeric' }}
        height="auto"
        editable={false}
        selectable={false}
        dayMaxEvents={3}
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
