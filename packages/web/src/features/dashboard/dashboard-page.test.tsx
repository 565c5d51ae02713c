import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';
import { enrolledCourse } from '../../test/fixtures';
import { AppRoutes } from '../../app/router';
import { coursePath } from '../../app/paths';

const respond: Responder = (op) =>
  op.operationName === 'Session'
    ? { data: { viewer: DEMO_VIEWER } }
    : {
        data: {
          viewer: {
            __typename: 'Viewer',
            id: DEMO_VIEWER.id,
            programs: [
              {
                __typename: 'EnrolledProgram',
                id: 'batch-mba',
                programId: '301',
                title: 'Master of Business Administration',
                courses: [enrolledCourse('mba-1', 'Principles of Management', 100), enrolledCourse('mba-2', 'Marketing Management', 33)],
              },
            ],
            events: [
              { __typename: 'CalendarEvent', id: 'e1', title: 'Orientation', link: null, date: '2026-03-02' },
              { __typename: 'CalendarEvent', id: 'e2', title: 'Exam slot booking opens', link: 'https://example.org/exams', date: '2026-03-20' },
            ],
            // The gateway chose the course last worked in (docs/decisions/177).
            continueLearning: {
              __typename: 'ContinueLearning',
              program: { __typename: 'EnrolledProgram', id: 'batch-mba', title: 'Master of Business Administration' },
              course: { __typename: 'EnrolledCourse', id: 'mba-2', title: 'Marketing Management', imageUrl: '', progressPercent: 33 },
              upNext: {
                __typename: 'LearningObject',
                id: 'obj-7',
                title: 'Segmenting a market',
                kind: 'PDF',
                durationMinutes: 15,
                unit: { __typename: 'CourseUnit', id: 'u-2', label: 'Unit 2' },
              },
            },
          },
        },
      };

describe('the dashboard', () => {
  beforeEach(() => {
    // Only the clock moves: "today" decides which events are upcoming (spec part 1, section 4).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T09:00:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows a carousel of course cards per program and only the events from today on', async () => {
    renderWithApp(<AppRoutes />, { respond, route: '/dashboard' });
    const carousel = await screen.findByRole('region', { name: 'Master of Business Administration' });
    expect(within(carousel).getByRole('link', { name: 'Principles of Management' })).toHaveAttribute('href', '/course?course=mba-1');
    expect(within(carousel).getAllByText('8 weeks')).toHaveLength(2);
    expect(within(carousel).getByRole('progressbar', { name: 'Progress in Marketing Management: 33%' })).toBeInTheDocument();

    const events = screen.getByRole('region', { name: 'Upcoming Events' });
    expect(within(events).getByText('Exam slot booking opens')).toBeInTheDocument();
    expect(within(events).queryByText('Orientation')).not.toBeInTheDocument();
  });

  it('when the progress upstream fails, says so in one panel, not one for the courses and one for the events', async () => {
    renderWithApp(<AppRoutes />, {
      route: '/dashboard',
      respond: (op) =>
        op.operationName === 'Session'
          ? { data: { viewer: DEMO_VIEWER } }
          : {
              data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, programs: null, events: null, continueLearning: null } },
              errors: [
                { message: 'Progress is unavailable.', path: ['viewer', 'programs'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } },
                { message: 'Progress is unavailable.', path: ['viewer', 'events'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } },
              ],
            },
    });
    expect(await screen.findByText('We could not load your dashboard')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
    expect(screen.queryByText('We could not load your events')).not.toBeInTheDocument();
  });

  it('leads with the course last worked in and names what comes next, then the upcoming events, then the carousels', async () => {
    renderWithApp(<AppRoutes />, { respond, route: '/dashboard' });
    const resume = await screen.findByRole('region', { name: 'Continue where you left off' });
    expect(within(resume).getByText('Marketing Management')).toBeInTheDocument();
    expect(within(resume).getByText(/Up next: Reading/).parentElement).toHaveTextContent('Up next: Reading, 15 min · Segmenting a market, Unit 2');
    expect(within(resume).getByText('Master of Business Administration')).toBeInTheDocument();
    expect(within(resume).getByRole('progressbar', { name: 'Progress in Marketing Management: 33%' })).toBeInTheDocument();

    const events = screen.getByRole('region', { name: 'Upcoming Events' });
    const carousel = screen.getByRole('region', { name: 'Master of Business Administration' });
    const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(resume, events)).toBe(true);
    expect(follows(events, carousel)).toBe(true);

    const link = within(resume).getByRole('link', { name: 'Continue Marketing Management' });
    expect(link).toHaveAttribute('href', coursePath('mba-2'));
    expect(link).toHaveAccessibleDescription('Up next: Reading, 15 min · Segmenting a market, Unit 2');
  });

  it('with more than five events, says that the list looks at the latest three (spec part 1, section 4)', async () => {
    const many = Array.from({ length: 6 }, (_, i) => ({ __typename: 'CalendarEvent', id: `m${i}`, title: `Event ${i}`, link: null, date: `2026-0${i + 3}-15` }));
    renderWithApp(<AppRoutes />, {
      route: '/dashboard',
      respond: (op) => {
        const answer = respond(op) as { data: { viewer: Record<string, unknown> } };
        return op.operationName === 'Session' ? answer : { data: { viewer: { ...answer.data.viewer, events: many } } };
      },
    });
    const events = await screen.findByRole('region', { name: 'Upcoming Events' });
    expect(within(events).getByText('With more than 5 events, this list looks at the latest 3 only. The calendar shows them all.')).toBeVisible();
    expect(within(events).queryByText('Event 2')).not.toBeInTheDocument();
    expect(within(events).getByText('Event 5')).toBeInTheDocument();
  });
});
