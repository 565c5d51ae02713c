import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';
import { connectionOf } from '../../test/connection';
import ProgramInfoPage from './program-info-page';

function enrolment(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'EnrolledProgram',
    id: '3012',
    title: 'Master of Business Administration',
    program: {
      __typename: 'Program',
      id: '301',
      overviewHtml: '<p>A two-year program for working managers.</p>',
      featuresHtml: '',
      outcomesHtml: '',
      curriculum: [{ __typename: 'CurriculumTopic', id: '30101', label: 'Semester 1', title: 'Principles of Management', durationWeeks: 12, units: ['Planning'], imageUrl: '' }],
    },
    announcementsConnection: connectionOf('ProgramAnnouncementConnection', [
      {
        __typename: 'ProgramAnnouncement',
        id: 'a1',
        kind: 'TEXT',
        title: 'Semester 2 timetable published',
        descriptionHtml: '<p>Live sessions on Saturdays.</p>',
        // 20:00 UTC is already the next day in India (decision 009).
        postedAt: '2026-01-31T20:00:00.000Z',
        linkText: null,
        linkUrl: null,
        contentUrl: null,
        fileName: null,
      },
    ]),
    events: [{ __typename: 'CalendarEvent', id: 'e1', title: 'MBA semester 2 end exams', link: null, date: '2027-01-16' }],
    ...overrides,
  };
}

const respond =
  (enrolledProgram: unknown, errors?: unknown[]): Responder =>
  (op) =>
    op.operationName === 'Session' ? { data: { viewer: DEMO_VIEWER } } : ({ data: { viewer: { __typename: 'Viewer', id: 'sub-1', enrolledProgram } }, ...(errors ? { errors } : {}) } as never);

function Where() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(route: string, responder: Responder) {
  return renderWithApp(
    <>
      <Routes>
        {['/myPrograms/programinfo', '/myPrograms/syllabus', '/myPrograms/announcements', '/myPrograms/academicSchedule'].map((path) => (
          <Route key={path} path={path} element={<ProgramInfoPage />} />
        ))}
      </Routes>
      <Where />
    </>,
    { respond: responder, route, timeZone: 'Asia/Kolkata' },
  );
}

describe('the program-info tabs (spec part 1, section 2)', () => {
  it('shows a skeleton while the program loads', async () => {
    renderAt('/myPrograms/programinfo?program=3012', (op) => (op.operationName === 'Session' ? { data: { viewer: DEMO_VIEWER } } : new Promise(() => undefined)));
    expect(await screen.findByLabelText("Loading the program's information")).toBeInTheDocument();
  });

  it('opens Program info with the program\u2019s overview', async () => {
    renderAt('/myPrograms/programinfo?program=3012', respond(enrolment()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Master of Business Administration' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Program info' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('A two-year program for working managers.')).toBeInTheDocument();
  });

  it('opens the tab its path names, and a tab click changes the address', async () => {
    const user = userEvent.setup();
    renderAt('/myPrograms/announcements?program=3012', respond(enrolment()));
    expect(await screen.findByRole('tab', { name: 'Announcements' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Semester 2 timetable published')).toBeInTheDocument();
    expect(screen.getByText('01/02/2026')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Academic Schedule' }));
    expect(await screen.findByText('MBA semester 2 end exams')).toBeInTheDocument();
    expect(screen.getByText('16 Jan 2027')).toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent('/myPrograms/academicSchedule?program=3012');
  });

  it('shows the curriculum under Syllabus', async () => {
    renderAt('/myPrograms/syllabus?program=3012', respond(enrolment()));
    expect(await screen.findByText('Principles of Management')).toBeInTheDocument();
  });

  it('says No Announcements and There is nothing here to display when empty', async () => {
    const user = userEvent.setup();
    renderAt('/myPrograms/announcements?program=3012', respond(enrolment({ announcementsConnection: connectionOf('ProgramAnnouncementConnection', []), events: [] })));
    expect(await screen.findByText('No Announcements')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Academic Schedule' }));
    expect(await screen.findByText('There is nothing here to display')).toBeInTheDocument();
  });

  it('shows an error in the announcements tab alone when only they failed', async () => {
    renderAt(
      '/myPrograms/announcements?program=3012',
      respond(enrolment({ announcementsConnection: null }), [{ message: 'down', path: ['viewer', 'enrolledProgram', 'announcementsConnection'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }]),
    );
    expect(await screen.findByText('We could not load the announcements')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Master of Business Administration' })).toBeInTheDocument();
  });

  it('says so, with Try again, when the program could not be loaded', async () => {
    renderAt('/myPrograms/programinfo?program=3012', respond(null, [{ message: 'down', path: ['viewer', 'enrolledProgram'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }]));
    expect(await screen.findByText("We could not load this program's information")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says when the program is not among the learner\u2019s', async () => {
    renderAt('/myPrograms/programinfo?program=9999', respond(null));
    expect(await screen.findByText('This program is not among your programs')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a program' })).toHaveAttribute('href', '/myPrograms');
  });

  it('asks to choose a program when the address names none, and asks nothing', async () => {
    const { gateway } = renderAt('/myPrograms/syllabus', respond(enrolment()));
    expect(await screen.findByText('Choose a program to see its information')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Program information' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a program' })).toHaveAttribute('href', '/myPrograms');
    expect(gateway.operations.map((o) => o.operationName)).not.toContain('ProgramInfo');
  });
});
