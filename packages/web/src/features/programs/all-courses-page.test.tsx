import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enrolledCourse } from '../../test/fixtures';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';
import AllCoursesPage from './all-courses-page';

const course = (id: string, title: string, progress: number) => ({
  ...enrolledCourse(id, title, progress),
  status: progress === 0 ? 'NOT_STARTED' : progress === 100 ? 'COMPLETED' : 'IN_PROGRESS',
});
const PROGRAMS = [
  { __typename: 'EnrolledProgram', id: '1012', title: 'Data Analytics', courses: [course('101201', 'Statistics', 40), course('101202', 'SQL Fundamentals', 0)] },
  { __typename: 'EnrolledProgram', id: '3012', title: 'MBA', courses: [course('301201', 'Accounting', 100)] },
];
const respondWith =
  (programs: unknown): Responder =>
  (op) =>
    op.operationName === 'Session' ? { data: { viewer: DEMO_VIEWER } } : { data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, programs } } };

describe('All my courses (/viewall)', () => {
  it('shows every course of every program, each opening its course screen', async () => {
    renderWithApp(<AllCoursesPage />, { route: '/viewall', respond: respondWith(PROGRAMS) });
    const analytics = await screen.findByRole('region', { name: 'Data Analytics' });
    expect(
      within(analytics)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Statistics', 'SQL Fundamentals']);
    expect(screen.getByRole('link', { name: 'Accounting' })).toHaveAttribute('href', '/course?course=301201');
  });

  it('filters by where the learner stands, and says when a program has none', async () => {
    const user = userEvent.setup();
    renderWithApp(<AllCoursesPage />, { route: '/viewall', respond: respondWith(PROGRAMS) });
    await screen.findByRole('link', { name: 'Statistics' });
    await user.click(screen.getByRole('button', { name: 'Completed' }));
    expect(screen.getByRole('button', { name: 'Completed' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Accounting' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Statistics' })).not.toBeInTheDocument();
    expect(screen.getByText('No course of this program is completed yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Not started' }));
    expect(screen.getByRole('link', { name: 'SQL Fundamentals' })).toBeInTheDocument();
    expect(screen.getByText('Every course of this program is started.')).toBeInTheDocument();
  });

  it('says so when the learner follows no program', async () => {
    renderWithApp(<AllCoursesPage />, { route: '/viewall', respond: respondWith([]) });
    expect(await screen.findByText('You are not enrolled in any program yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply for a program' })).toHaveAttribute('href', '/applyProgram');
  });

  it('says when the courses could not be loaded', async () => {
    renderWithApp(<AllCoursesPage />, {
      route: '/viewall',
      respond: (op) =>
        op.operationName === 'Session'
          ? { data: { viewer: DEMO_VIEWER } }
          : {
              data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, programs: null } },
              errors: [{ message: 'down', path: ['viewer', 'programs'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
            },
    });
    expect(await screen.findByText('We could not load your courses')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
