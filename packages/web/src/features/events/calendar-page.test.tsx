import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';
import CalendarPage from './calendar-page';

const FEED = 'http://localhost:4000/calendar-feed/bGVhcm5lcg.abc.ics';

/** The session is signed in; the screen's own query gets `screen`. */
const withSession =
  (screenAnswer: Responder): Responder =>
  (op) =>
    op.operationName === 'Session' ? { data: { viewer: DEMO_VIEWER } } : screenAnswer(op);

const answer = (events: { id: string; title: string; link: string | null; date: string }[]): Responder =>
  withSession(() => ({
    data: {
      viewer: {
        __typename: 'Viewer',
        id: 'sub-1',
        calendarFeedUrl: FEED,
        events: events.map((e) => ({ __typename: 'CalendarEvent', ...e })),
      },
    },
  }));

const today = new Date('2026-11-22T06:00:00Z');

describe('the Calendar screen (spec part 1, sections 2 and 4)', () => {
  it('shows a skeleton while the events load', async () => {
    renderWithApp(<CalendarPage today={today} />, { respond: withSession(() => new Promise(() => undefined)) });
    expect(await screen.findByLabelText('Loading your calendar')).toBeInTheDocument();
  });

  it('says so, with Try again, when the events could not be fetched', async () => {
    renderWithApp(<CalendarPage today={today} />, {
      respond: withSession(() => ({
        data: { viewer: { __typename: 'Viewer', id: 'sub-1', events: null, calendarFeedUrl: FEED } },
        errors: [{ message: 'down', path: ['viewer', 'events'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
      })),
    });
    expect(await screen.findByText('We could not load your calendar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('with no events, shows the month and No Upcoming Events', async () => {
    renderWithApp(<CalendarPage today={today} />, { respond: answer([]) });
    expect(await screen.findByText('No Upcoming Events')).toBeInTheDocument();
    expect(screen.getByLabelText('Your calendar feed address')).toHaveValue(FEED);
    // Its name is what it shows (WCAG 2.5.3), not FullCalendar's "This month".
    expect(await screen.findByRole('button', { name: 'Today' })).toHaveTextContent('Today');
  });

  it('lists upcoming events and puts them on the month calendar', async () => {
    renderWithApp(<CalendarPage today={today} />, {
      respond: answer([
        { id: 'e1', title: 'MBA live case discussion', link: 'https://meet.example/mba', date: '2026-11-25' },
        { id: 'e2', title: 'Past seminar', link: null, date: '2026-11-02' },
      ]),
    });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming Events' });
    expect(within(upcoming).getByText('MBA live case discussion')).toBeInTheDocument();
    expect(within(upcoming).queryByText('Past seminar')).not.toBeInTheDocument();
    // The calendar shows both, on their days.
    expect((await screen.findAllByText('Past seminar')).length).toBeGreaterThan(0);
  });
});
