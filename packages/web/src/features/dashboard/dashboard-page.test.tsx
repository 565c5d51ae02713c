import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';
import { AppRoutes } from '../../app/router';
import { coursePath } from '../../app/paths';

const course = (id: string, title: string, progress: number) => ({
  __typename: 'EnrolledCourse',
  id,
  courseId: `c-${id}`,
  title,
  imageUrl: '',
  durationWeeks: 8,
  progressPercent: progress,
});

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
                courses: [course('mba-1', 'Principles of Management', 100), course('mba-2', 'Marketing Management', 33)],
              },
            ],
            events: [
              { __typename: 'CalendarEvent', id: 'e1', title: 'Orientation', link: null, date: '2026-03-02' },
              { __typename: 'CalendarEvent', id: 'e2', title: 'Exam slot booking opens', link: 'https://example.org/exams', date: '2026-03-20' },
            ],
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
              data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, programs: null, events: null } },
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

  it('leads with the course in progress, then the upcoming events, then the carousels', async () => {
    renderWithApp(<AppRoutes />, { respond, route: '/dashboard' });
    const resume = await screen.findByRole('region', { name: 'Continue where you left off' });
    // Principles of Management is finished (100 %): Marketing Management is where the learner is.
    expect(within(resume).getByText('Marketing Management')).toBeInTheDocument();
    expect(within(resume).getByText('Master of Business Administration')).toBeInTheDocument();
    expect(within(resume).getByRole('progressbar', { name: 'Progress in Marketing Management: 33%' })).toBeInTheDocument();

    const events = screen.getByRole('region', { name: 'Upcoming Events' });
    const carousel = screen.getByRole('region', { name: 'Master of Business Administration' });
    const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(resume, events)).toBe(true);
    expect(follows(events, carousel)).toBe(true);

    expect(within(resume).getByRole('link', { name: 'Continue Marketing Management' })).toHaveAttribute('href', coursePath('mba-2'));
  });
});
