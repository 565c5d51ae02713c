import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { TEST_START_CHECK_MS } from '@portal/domain';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';
import { serverClockOffset } from './server-clock';
import TestResultPage from './test-result-page';
import TestsPage from './tests-page';

const test = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'AssignedTest',
  id,
  name,
  // 10:00 am to 12:00 pm on 27 November 2026, India time.
  startsAt: '2026-11-27T04:30:00.000Z',
  endsAt: '2026-11-27T06:30:00.000Z',
  durationMinutes: 90,
  status: 'ACTIVE',
  result: null,
  ...extra,
});

const session = (op: Parameters<Responder>[0]) => (op.operationName === 'Session' ? { data: { viewer: DEMO_VIEWER } } : null);

function showTests(tests: unknown[] | null, errors?: { message: string }[], { indiaTime = '2026-11-27T05:00:00.000Z', timeZone = 'Asia/Kolkata' } = {}) {
  return renderWithApp(<TestsPage />, {
    route: '/tests',
    timeZone,
    respond: (op) =>
      session(op) ?? {
        data:
          tests === null
            ? null
            : {
                indiaTime,
                assignedTests: tests,
                viewer: { ...DEMO_VIEWER, programs: [{ __typename: 'EnrolledProgram', id: '3012', title: 'Master of Business Administration' }] },
              },
        errors,
      },
  });
}

/** Answers an operation, or null to let the page's detail answer it. */
type Override = (op: Parameters<Responder>[0]) => ReturnType<Responder> | null;

function showDetail(detail: { indiaTime: string; assignedTest: unknown }, respond: Override = () => null, route = '/testresult?test=7001', timeZone = 'Asia/Kolkata') {
  return renderWithApp(
    <Routes>
      <Route path="/testresult" element={<TestResultPage />} />
      <Route path="/tests" element={<p>All tests page</p>} />
    </Routes>,
    { route, timeZone, respond: async (op) => session(op) ?? (await respond(op)) ?? { data: detail } },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Semester End Exam screen (spec part 3, 2.13)', () => {
  it('shows each test’s name, start and end as YYYY-MM-DD h:mm a in India time; an active card opens its detail page', async () => {
    showTests([test('7001', 'Marketing Management: Semester End Test')]);
    const link = await screen.findByRole('link', { name: 'Marketing Management: Semester End Test' });
    expect(link).toHaveAttribute('href', '/testresult?test=7001');
    const card = link.closest('article')!;
    expect(within(card).getByText('2026-11-27 10:00 am India time')).toBeVisible();
    expect(within(card).getByText('2026-11-27 12:00 pm India time')).toBeVisible();
  });

  it('says which test is open now on its card, read with its link, by the server’s India time', async () => {
    showTests(
      [
        test('7001', 'Open test'),
        test('7002', 'Later test', { startsAt: '2026-11-28T04:30:00.000Z', endsAt: '2026-11-28T06:30:00.000Z' }),
        test('7003', 'Past test', { startsAt: '2026-11-26T04:30:00.000Z', endsAt: '2026-11-26T06:30:00.000Z' }),
        test('7005', 'Taken test', { result: { __typename: 'TestResult', score: 2, total: 3 } }),
      ],
      undefined,
      { indiaTime: '2026-11-27T05:00:00.000Z' },
    );
    expect(await screen.findByRole('link', { name: 'Open test' })).toHaveAccessibleDescription('Open now');
    expect(screen.getByRole('link', { name: 'Later test' })).toHaveAccessibleDescription('Not open yet');
    expect(screen.getByRole('link', { name: 'Past test' })).toHaveAccessibleDescription('Ended');
    expect(screen.getByRole('link', { name: 'Taken test' })).toHaveAccessibleDescription('Result recorded');
    expect(screen.getAllByText('Open now')).toHaveLength(1);
  });

  it('shows a test’s times in India time and in the learner’s own zone, each labelled', async () => {
    showTests([test('7001', 'Open test')], undefined, { timeZone: 'Europe/London' });
    const card = (await screen.findByRole('link', { name: 'Open test' })).closest('article')!;
    expect(within(card).getByText('2026-11-27 10:00 am India time')).toBeVisible();
    expect(within(card).getByText('27 Nov 2026, 4:30 am (GMT+0) your time')).toBeVisible();
    expect(within(card).getByText('27 Nov 2026, 6:30 am (GMT+0) your time')).toBeVisible();
  });

  it('dims a Deactivated test, which is no link and cannot be reached with Tab', async () => {
    showTests([test('7004', 'Financial Accounting: Supplementary Test', { status: 'DEACTIVATED' }), test('7001', 'Open test')]);
    const heading = await screen.findByRole('heading', { name: 'Financial Accounting: Supplementary Test' });
    const card = heading.closest('[data-status="deactivated"]')!;
    expect(card).toHaveAttribute('aria-disabled', 'true');
    expect(within(card as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(card as HTMLElement).getByText('Deactivated')).toBeVisible();
    expect(screen.getAllByRole('link', { name: /test/i }).map((l) => l.textContent)).toEqual(['Open test']);
  });

  it('links to the exam-scheduling form on each program’s courses page', async () => {
    showTests([]);
    expect(await screen.findByText('No tests assigned')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Master of Business Administration' })).toHaveAttribute('href', '/MyPrograms/programs?program=3012');
  });

  it('says when the tests could not be loaded, with a way to try again', async () => {
    showTests(null, [{ message: 'upstream unavailable' }]);
    expect(await screen.findByText('We could not load your tests')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('the test detail page (spec part 3, 2.14 and 4.4)', () => {
  it('shows test id, name, start, end, duration and Start while the server’s India time is inside the window', async () => {
    showDetail({ indiaTime: '2026-11-27T05:00:00.000Z', assignedTest: test('7001', 'Marketing Management: Semester End Test') });
    expect(await screen.findByRole('button', { name: 'Start' })).toBeVisible();
    for (const text of ['7001', '2026-11-27 10:00 am India time', '2026-11-27 12:00 pm India time', '90 minutes']) expect(screen.getByText(text)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Marketing Management: Semester End Test' })).toBeVisible();
  });

  it('follows the server’s clock, not this computer’s: a computer a day behind still sees Start', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-26T05:00:00.000Z'));
    showDetail({ indiaTime: '2026-11-27T05:00:00.000Z', assignedTest: test('7001', 'Open test') });
    expect(await screen.findByRole('button', { name: 'Start' })).toBeVisible();
    expect(serverClockOffset('2026-11-27T05:00:00.000Z', Date.parse('2026-11-26T05:00:00.000Z'))).toBe(86_400_000);
  });

  it('hides Start once the learner has a result, and shows the result', async () => {
    showDetail({
      indiaTime: '2026-11-27T05:00:00.000Z',
      assignedTest: test('7001', 'Taken test', { result: { __typename: 'TestResult', score: 2, total: 3, finishedAt: '2026-11-27T05:10:00.000Z' } }),
    });
    expect(await screen.findByText(/2 of 3, finished/)).toHaveTextContent('2 of 3, finished 27 Nov 2026, 10:40 am (GMT+5:30).');
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
  });

  it('hides Start before the start and after the end, and says why', async () => {
    showDetail({ indiaTime: '2026-11-27T04:29:00.000Z', assignedTest: test('7001', 'Early') });
    expect(await screen.findByText('This test has not started yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
  });

  it('re-checks every 5000 ms on the server’s clock: Start appears when the window opens, with no new answer needed', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: Date.parse('2026-11-20T00:00:00.000Z') });
    try {
      // The server says 10:00:02 am less 4 s; this computer's clock is a week behind.
      showDetail({ indiaTime: '2026-11-27T04:29:58.000Z', assignedTest: test('7001', 'Opening soon') });
      expect(await screen.findByText('This test has not started yet.')).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(TEST_START_CHECK_MS));
      expect(screen.getByRole('button', { name: 'Start' })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens the provider in a new tab with the address the gateway made', async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { gateway } = showDetail({ indiaTime: '2026-11-27T05:00:00.000Z', assignedTest: test('7001', 'Open test') }, (op) =>
      op.operationName === 'TestStart' ? { data: { testStart: { __typename: 'TestStartPayload', providerUrl: 'http://provider.test/start?token=abc', userErrors: [] } } } : null,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start' }));
    await waitFor(() => expect(tab.location.href).toBe('http://provider.test/start?token=abc'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(gateway.operations.find((o) => o.operationName === 'TestStart')?.variables).toEqual({ input: { testId: '7001' } });
  });

  it('closes the tab and says why when the gateway refuses', async () => {
    const tab = { opener: null, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    showDetail({ indiaTime: '2026-11-27T05:00:00.000Z', assignedTest: test('7001', 'Open test') }, (op) =>
      op.operationName === 'TestStart'
        ? {
            data: {
              testStart: {
                __typename: 'TestStartPayload',
                providerUrl: null,
                userErrors: [{ __typename: 'UserError', field: 'testId', code: 'TEST_ENDED', message: 'This test has ended.' }],
              },
            },
          }
        : null,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This test has ended.');
    expect(tab.close).toHaveBeenCalled();
  });

  it('says so for a test the learner does not have', async () => {
    showDetail({ indiaTime: '2026-11-27T05:00:00.000Z', assignedTest: null });
    expect(await screen.findByText('There is no such test.')).toBeVisible();
  });

  it('goes to the tests list without a test in the address', async () => {
    showDetail({ indiaTime: '2026-11-27T05:00:00.000Z', assignedTest: null }, () => null, '/testresult');
    expect(await screen.findByText('All tests page')).toBeVisible();
  });
});
