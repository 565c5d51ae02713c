import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';
import ProgramCoursesPage from './program-courses-page';

const course = (id: string, title: string, semester: number, progressPercent = 0) => ({
  __typename: 'EnrolledCourse',
  id,
  title,
  semester,
  imageUrl: `http://127.0.0.1:4010/assets/courses/${id}.svg`,
  durationWeeks: 12,
  progressPercent,
});

const exam = {
  __typename: 'ExamScheduling',
  actionUrl: 'http://127.0.0.1:4010/exam-provider/schedule',
  expiresAt: new Date(Date.now() + 14_400_000).toISOString(),
  fields: [
    { __typename: 'ExamSchedulingField', name: 'CLIENT_CANDIDATE_ID', value: 'DOU25MBA0042' },
    { __typename: 'ExamSchedulingField', name: 'AUTH_HASH', value: 'ab'.repeat(32) },
  ],
};

function program(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'EnrolledProgram',
    id: '3012',
    title: 'Master of Business Administration',
    candidateNumber: 'DOU25MBA0042',
    showsSemesterHeadings: true,
    courses: [course('30101', 'Principles of Management', 1, 100), course('30102', 'Managerial Economics', 1, 40), course('30105', 'Marketing Management', 2)],
    examScheduling: exam,
    ...overrides,
  };
}

const respond =
  (enrolledProgram: unknown, errors?: unknown[]): Responder =>
  (op) =>
    op.operationName === 'Session' ? { data: { viewer: DEMO_VIEWER } } : ({ data: { viewer: { __typename: 'Viewer', id: 'sub-1', enrolledProgram } }, ...(errors ? { errors } : {}) } as never);

function renderAt(route: string, responder: Responder) {
  return renderWithApp(
    <Routes>
      <Route path="/MyPrograms/programs" element={<ProgramCoursesPage />} />
    </Routes>,
    { respond: responder, route },
  );
}

describe('the program courses page (spec part 2, section 2)', () => {
  it('shows a skeleton while the courses load', async () => {
    renderAt('/MyPrograms/programs?program=3012', (op) => (op.operationName === 'Session' ? { data: { viewer: DEMO_VIEWER } } : new Promise(() => undefined)));
    expect(await screen.findByLabelText("Loading the program's courses")).toBeInTheDocument();
  });

  it('heads the page with the program title, groups courses under semester headings, and links each card to its course', async () => {
    const { gateway } = renderAt('/MyPrograms/programs?program=3012', respond(program()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Master of Business Administration' })).toBeInTheDocument();
    expect(gateway.operations.find((op) => op.operationName === 'ProgramCourses')?.variables).toEqual({ id: '3012' });
    const semester1 = screen.getByRole('region', { name: 'Semester 1' });
    expect(within(semester1).getByRole('link', { name: 'Managerial Economics' })).toHaveAttribute('href', '/course?course=30102');
    expect(within(semester1).getByRole('progressbar', { name: 'Progress in Managerial Economics: 40%' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Semester 2' })).getByText('12 weeks')).toBeInTheDocument();
  });

  it('shows no semester headings for a special program (spec part 2, section 6)', async () => {
    renderAt('/MyPrograms/programs?program=1012', respond(program({ showsSemesterHeadings: false })));
    expect(await screen.findByRole('link', { name: 'Marketing Management' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Semester \d/ })).not.toBeInTheDocument();
  });

  it('renders the exam-scheduling form posting the hidden fields to the provider', async () => {
    renderAt('/MyPrograms/programs?program=3012', respond(program()));
    const button = await screen.findByRole('button', { name: 'Schedule exam' });
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', exam.actionUrl);
    expect(form.querySelector('input[type=hidden][name=AUTH_HASH]')).toHaveValue('ab'.repeat(32));
  });

  it('says No USN when the learner has no candidate number yet', async () => {
    renderAt('/MyPrograms/programs?program=3012', respond(program({ candidateNumber: null, examScheduling: null })));
    expect(await screen.findByText('No USN')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule exam' })).not.toBeInTheDocument();
  });

  it('says No courses when the program has none', async () => {
    renderAt('/MyPrograms/programs?program=3012', respond(program({ courses: [] })));
    expect(await screen.findByText('No courses')).toBeInTheDocument();
  });

  it('says when the program is not among the learner\u2019s', async () => {
    renderAt('/MyPrograms/programs?program=9999', respond(null));
    expect(await screen.findByText('This program is not among your programs')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Program courses' })).toBeVisible();
  });

  it('asks to choose a program when the address names none, under the screen\u2019s one heading', async () => {
    renderAt('/MyPrograms/programs', respond(program()));
    expect(await screen.findByText('Choose a program to see its courses')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Program courses' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a program' })).toHaveAttribute('href', '/myPrograms');
  });

  it('says so, with Try again, when progress could not be fetched', async () => {
    renderAt('/MyPrograms/programs?program=3012', respond(null, [{ message: 'down', path: ['viewer', 'enrolledProgram'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }]));
    expect(await screen.findByText("We could not load this program's courses")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
