import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { REPORT_MESSAGES } from '@portal/domain';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';
import ReportsPage from './reports-page';

const session = (op: Parameters<Responder>[0]) => (op.operationName === 'Session' ? { data: { viewer: DEMO_VIEWER } } : null);

const weeks = (seconds: number[]) => seconds.map((s, i) => ({ __typename: 'LearningWeek', weekStarting: `2026-11-${String(2 + i).padStart(2, '0')}`, secondsSpent: s }));
const WEEK_DAYS = ['2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'];

const program = {
  __typename: 'EnrolledProgram',
  id: '3012',
  title: 'Master of Business Administration',
  progressPercent: 40,
  courses: [
    { __typename: 'EnrolledCourse', id: '301201', title: 'Principles of Management', progressPercent: 100 },
    { __typename: 'EnrolledCourse', id: '301202', title: 'Marketing Management', progressPercent: 33 },
  ],
};

const report = (over: Record<string, unknown> = {}) => ({
  __typename: 'LearningReport',
  weeklyTime: weeks([0, 0, 0, 0, 0, 0, 1500, 4830]).map((w, i) => ({ ...w, weekStarting: WEEK_DAYS[i] })),
  quizScores: [{ __typename: 'QuizScoreReport', id: 'obj-1', title: 'Unit quiz', courseTitle: 'Principles of Management', scorePercent: 90, takenOn: '2026-11-20' }],
  assessmentScores: [
    {
      __typename: 'AssessmentScoreReport',
      id: '9103',
      kind: 'ASSESSMENT',
      title: 'Assessment 1: descriptive statistics',
      courseTitle: 'Spreadsheets for Analysis',
      score: 6,
      maximumScore: 8,
      scorePercent: 75,
    },
  ],
  dueNext: [
    {
      __typename: 'DueItem',
      id: 'assess-9101',
      kind: 'ASSESSMENT',
      title: 'Assessment 2: SQL and statistics',
      courseId: '101201',
      courseTitle: 'Spreadsheets for Analysis',
      dueOn: '2026-12-01',
      dueAt: '2026-12-01T10:00:00.000Z',
      opensAt: null,
      link: null,
    },
    {
      __typename: 'DueItem',
      id: 'event-1',
      kind: 'EVENT',
      title: 'Orientation webinar',
      courseId: null,
      courseTitle: null,
      dueOn: '2026-12-03',
      dueAt: null,
      opensAt: null,
      link: 'https://meet.example/x',
    },
  ],
  ...over,
});

const answer = (viewer: Record<string, unknown>, errors?: { message: string; path: string[]; extensions: { code: string } }[]) => ({
  data: { viewer: { ...DEMO_VIEWER, ...viewer } },
  ...(errors ? { errors } : {}),
});

function show(respond: Responder, timeZone?: string) {
  renderWithApp(<ReportsPage />, { route: '/reportsAndAnalytics', respond: (op) => session(op) ?? respond(op), timeZone });
}

describe('Reports and analytics (issue 20)', () => {
  it("shows the learner's completion, time, scores and what is due, each chart with a table a screen reader reads", async () => {
    show(() => answer({ programs: [program], learningReport: report() }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Master of Business Administration' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Completion of Master of Business Administration: 40%' })).toBeVisible();
    // The completion bars' table.
    const courses = screen.getByRole('table', { name: 'Completion of each course of Master of Business Administration' });
    expect(within(courses).getByRole('row', { name: 'Marketing Management 33%' })).toBeInTheDocument();
    // Time: the total in words and the week table (the current week last).
    expect(screen.getByText('1 hour 45 minutes 30 seconds in the last 8 weeks.')).toBeVisible();
    const time = screen.getByRole('table', { name: 'Time spent per week, the current week last' });
    const rows = within(time).getAllByRole('row');
    expect(rows).toHaveLength(9);
    expect(rows.at(-1)).toHaveTextContent('23 Nov 2026');
    expect(rows.at(-1)).toHaveTextContent('1 hour 20 minutes 30 seconds');
    // Scores.
    expect(within(screen.getByRole('table', { name: 'Unit quiz scores, oldest first' })).getByRole('row', { name: /Principles of Management: Unit quiz.*90%/ })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Assessment and assignment scores' })).getByText('6 of 8 (75%)')).toBeInTheDocument();
    // Due next: an assessment leads to its course, an event to its link.
    expect(screen.getByRole('link', { name: 'Assessment 2: SQL and statistics' })).toHaveAttribute('href', '/course?course=101201');
    expect(screen.getByRole('link', { name: /Open link for Orientation webinar/ })).toHaveAttribute('href', 'https://meet.example/x');
    // The drawings are hidden from screen readers: their figures are in the tables.
    for (const drawing of screen.getAllByTestId('bar-list-drawing')) expect(drawing).toHaveAttribute('aria-hidden', 'true');
  });

  it('writes Due next in one format: an assessment in India time and the learner’s time, an event’s day in the house format (issue 31, section 4)', async () => {
    show(() => answer({ programs: [program], learningReport: report() }), 'Europe/Berlin');
    expect(await screen.findByText('01/12/2026 3:30:00 pm India time')).toBeVisible();
    expect(screen.getByText('1 Dec 2026, 11:00 am (GMT+1) your time')).toBeVisible();
    expect(screen.getByText('On 3 Dec 2026')).toBeVisible();
  });

  it('labels a week of 25 seconds as 25 s on the chart, not as 0 min (issue 31)', async () => {
    show(() => answer({ programs: [program], learningReport: report({ weeklyTime: weeks([0, 0, 0, 0, 0, 0, 0, 25]) }) }));
    const drawing = await screen.findByTestId('weekly-time-drawing');
    expect(drawing).toHaveTextContent('25 s');
    expect(drawing).not.toHaveTextContent('0 min');
  });

  it('tells a new learner with no activity what each part will show, with no empty charts', async () => {
    show(() => answer({ programs: [], learningReport: report({ weeklyTime: weeks([0, 0, 0, 0, 0, 0, 0, 0]), quizScores: [], assessmentScores: [], dueNext: [] }) }));
    expect(await screen.findByText(REPORT_MESSAGES.noPrograms)).toBeVisible();
    expect(screen.getByText(REPORT_MESSAGES.noTime)).toBeVisible();
    expect(screen.getByText(REPORT_MESSAGES.noQuizScores)).toBeVisible();
    expect(screen.getByText(REPORT_MESSAGES.noAssessmentScores)).toBeVisible();
    expect(screen.getByText(REPORT_MESSAGES.nothingDue)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps the progress shown when the report fails, and says so with Try again', async () => {
    show(() => answer({ programs: [program], learningReport: null }, [{ message: 'down', path: ['viewer', 'learningReport'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }]));
    expect(await screen.findByRole('heading', { level: 3, name: 'Master of Business Administration' })).toBeVisible();
    expect(screen.getByText('We could not load your time and scores')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('shows one error when nothing could be loaded', async () => {
    show(() => ({ data: null, errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }));
    expect(await screen.findByText('We could not load your reports')).toBeVisible();
  });

  it('says it is loading while the first answer is on its way', async () => {
    show(() => new Promise(() => undefined));
    expect(await screen.findByRole('status', { name: 'Loading your reports' })).toBeInTheDocument();
  });
});
