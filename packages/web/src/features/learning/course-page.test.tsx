import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes, preloadRoute } from '../../app/router';
import { MARK_COMPLETE_DELAY_MS } from '@portal/domain';
import { DEMO_VIEWER, renderWithApp, type RecordedOperation, type Responder } from '../../test/render';
import { courseAnswer as course, courseObject as object, type ObjectState } from '../../test/fixtures';

/** The feedback-form unit's form (issue 19). */
const UNIT_FEEDBACK = {
  __typename: 'FeedbackForm',
  kind: 'COURSE',
  status: 'OPEN',
  message: null,
  questions: [{ __typename: 'FeedbackQuestion', id: 'q1', text: 'The course objectives were clear.' }],
  instructors: [],
};

function gateway(courseAnswer: unknown, onOperation: (op: RecordedOperation) => unknown = () => undefined): Responder {
  return (op) => {
    onOperation(op);
    if (op.operationName === 'Session') return { data: { viewer: DEMO_VIEWER } };
    if (op.operationName === 'CoursePage') return { data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, course: courseAnswer } } };
    if (op.operationName === 'CourseFeedback') return { data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, course: { __typename: 'Course', id: '101202', feedbackForm: UNIT_FEEDBACK } } } };
    if (op.operationName === 'UnitFeedback') return { data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, course: { __typename: 'Course', id: '101202', unitFeedbackForm: UNIT_FEEDBACK } } } };
    return { data: null, errors: [{ message: 'unexpected', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] };
  };
}

describe('the course screen', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('asks for the course once, resumes on the first unfinished object and shows the normal course tabs', async () => {
    // The clock stands still until the test moves it (the player's beat still runs, and reads it),
    // so Mark Complete's 5 seconds pass when the test says, however long the screen takes to draw.
    vi.useFakeTimers({ toFake: ['Date'] });
    const operations: string[] = [];
    renderWithApp(<AppRoutes />, { respond: gateway(course(), (op) => operations.push(op.operationName ?? '')), route: '/course?course=101202' });
    expect(await screen.findByRole('heading', { level: 1, name: 'SQL Fundamentals' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Course structure', 'Discussion', 'Assignment', 'Assessment', 'Recorded session', 'Podcast', 'References']);
    const player = await screen.findByRole('region', { name: 'Course feedback' });
    // A feedback-form unit opens its form in the player (issue 19).
    expect(await within(player).findByRole('radiogroup', { name: 'The course objectives were clear.' })).toBeInTheDocument();
    // Prev shows (not the first object); Mark Complete waits its 5 seconds; Next waits for completion.
    expect(within(player).getByRole('button', { name: /Prev/ })).toBeInTheDocument();
    expect(within(player).queryByRole('button', { name: /Mark Complete/ })).not.toBeInTheDocument();
    expect(within(player).queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
    // The words agree with the number ('1 second', '0 seconds', never '1 seconds').
    expect(within(player).getByText(/^Time spent: \d+ seconds?$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lesson one, Done' })).toBeInTheDocument();
    expect(operations.filter((name) => name === 'CoursePage')).toHaveLength(1);
    // Once the 5 seconds have passed, Mark Complete is offered (at the player's next beat).
    vi.setSystemTime(Date.now() + MARK_COMPLETE_DELAY_MS);
    expect(await within(player).findByRole('button', { name: /Mark Complete/ })).toBeInTheDocument();
  });

  it('Continue names what comes next, and choosing a unit brings the player into view with focus on its heading (issue 17, section 4)', async () => {
    renderWithApp(<AppRoutes />, { respond: gateway(course()), route: '/course?course=101202&unit=o1' });
    const player = await screen.findByRole('region', { name: 'Lesson one' });
    const resume = screen.getByRole('button', { name: /Continue/ });
    expect(resume).toHaveAccessibleDescription('Up next: Feedback form · Course feedback, Unit 1');
    // The player's own pair is named for units.
    expect(within(player).getByRole('button', { name: 'Next unit' })).toBeInTheDocument();
    await userEvent.click(resume);
    const opened = await screen.findByRole('region', { name: 'Course feedback' });
    await waitFor(() => expect(within(opened).getByRole('heading', { level: 2, name: 'Course feedback' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Lesson one, Done' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Lesson one' })).toHaveFocus());
  });

  it('is asked at boot for the course in the address, and the screen reads that answer instead of asking again (docs/decisions/181)', async () => {
    const asked: RecordedOperation[] = [];
    let booted: Promise<unknown> | undefined;
    renderWithApp(<AppRoutes />, {
      respond: gateway(course(), (op) => asked.push(op)),
      route: '/course?course=101202&unit=o1',
      boot: (client) => (booted = preloadRoute('/course', client, '?course=101202&unit=o1')),
    });
    await booted;
    expect(asked.filter((op) => op.operationName === 'CoursePage').map((op) => op.variables)).toEqual([{ id: '101202' }]);
    expect(await screen.findByRole('region', { name: 'Lesson one' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Lesson one, Done' })).toBeInTheDocument();
    expect(asked.filter((op) => op.operationName === 'CoursePage')).toHaveLength(1);
  });

  it('says a locked object must wait for the previous one, without opening it', async () => {
    renderWithApp(<AppRoutes />, { respond: gateway(course()), route: '/course?course=101202' });
    await userEvent.click(await screen.findByRole('button', { name: 'Lesson three, Locked' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please Mark Complete previously viewed object.');
    expect(screen.queryByRole('region', { name: 'Lesson three' })).not.toBeInTheDocument();
  });

  it('says a podcast disabled by admin is, from the unit list too, without opening it (docs/decisions/173)', async () => {
    const answer = course();
    const podcast = { ...object('o4', 'Podcast: an interview', 'PODCAST', 'NOT_STARTED'), enabled: false, unavailableMessage: 'Disabled by admin', contentUrl: null };
    answer.units[0].objects.push(podcast);
    renderWithApp(<AppRoutes />, { respond: gateway(answer), route: '/course?course=101202' });
    await userEvent.click(await screen.findByRole('button', { name: /Podcast: an interview/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Disabled by admin');
    expect(screen.queryByRole('region', { name: 'Podcast: an interview' })).not.toBeInTheDocument();
  });

  it('shows Start when the course is not started, and no player', async () => {
    renderWithApp(<AppRoutes />, { respond: gateway(course({ status: 'NOT_STARTED', progressPercent: 0, resumeUnitId: 'o1' }, ['NOT_STARTED', 'LOCKED', 'LOCKED'])), route: '/course?course=101202' });
    expect(await screen.findByRole('button', { name: /Start/ })).toBeInTheDocument();
    expect(screen.getByText('Press Start to begin the course.')).toBeInTheDocument();
  });

  it('shows the units\u2019 pictures only for the special programs (spec part 2, section 6)', async () => {
    const { unmount } = renderWithApp(<AppRoutes />, { respond: gateway(course()), route: '/course?course=101202' });
    const unit = await screen.findByRole('button', { name: /Selecting and Filtering/ });
    expect(unit.querySelector('img')).toBeNull();
    unmount();
    renderWithApp(<AppRoutes />, { respond: gateway(course({ showsUnitImages: true })), route: '/course?course=101202' });
    const pictured = await screen.findByRole('button', { name: /Selecting and Filtering/ });
    expect(pictured.querySelector('img')).toHaveAttribute('src', expect.stringContaining('/course/unit-images/10102.svg'));
  });

  it('a disabled course says so and shows nothing else', async () => {
    renderWithApp(<AppRoutes />, { respond: gateway(course({ enabled: false })), route: '/course?course=101202' });
    expect(await screen.findByText('The Course Is Disabled From Admin.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('a project course has only Course structure and Recorded session', async () => {
    renderWithApp(<AppRoutes />, { respond: gateway(course({ type: 'PROJECT' })), route: '/course?course=101202' });
    await screen.findByRole('heading', { level: 1, name: 'SQL Fundamentals' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Course structure', 'Recorded session']);
  });

  it('the Recorded session, Podcast and References tabs open their own lists of this course', async () => {
    const asked: { name: string; courseId: unknown }[] = [];
    const base = gateway(course());
    renderWithApp(<AppRoutes />, {
      respond: (op) => {
        if (op.operationName === 'CourseRecordedSessions') {
          asked.push({ name: op.operationName, courseId: op.variables.courseId });
          return { data: { courseRecordedSessions: [] } };
        }
        if (op.operationName === 'CoursePodcasts') {
          asked.push({ name: op.operationName, courseId: op.variables.courseId });
          return { data: { coursePodcasts: [] } };
        }
        if (op.operationName === 'CourseReferences') {
          asked.push({ name: op.operationName, courseId: op.variables.courseId });
          return { data: { courseReferences: [] } };
        }
        return base(op);
      },
      route: '/course?course=101202',
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Recorded session' }));
    expect(await screen.findByText('No recorded sessions yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Podcast' }));
    expect(await screen.findByText('No Data')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'References' }));
    expect(await screen.findByText('No references yet')).toBeInTheDocument();
    expect(asked.map((a) => a.name)).toEqual(expect.arrayContaining(['CourseRecordedSessions', 'CoursePodcasts', 'CourseReferences']));
    expect(new Set(asked.map((a) => a.courseId))).toEqual(new Set(['101202']));
  });

  it('a course that is not the learner\u2019s says so', async () => {
    renderWithApp(<AppRoutes />, { respond: gateway(null), route: '/course?course=999' });
    expect(await screen.findByText('This course is not in your programs')).toBeInTheDocument();
  });

  it('a failed load says so with Try again', async () => {
    const respond: Responder = (op) =>
      op.operationName === 'Session'
        ? { data: { viewer: DEMO_VIEWER } }
        : { data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, course: null } }, errors: [{ message: 'down', path: ['viewer', 'course'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] };
    renderWithApp(<AppRoutes />, { respond, route: '/course?course=101202' });
    expect(await screen.findByText('We could not load this course')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });

  describe('the way to the certificate: course feedback, then Mark Complete, then generation (spec part 2, section 2; issue 31)', () => {
    const done: ObjectState[] = ['COMPLETED', 'COMPLETED', 'COMPLETED'];

    it('a course at 100 % without its course feedback says the feedback comes next, and opens it', async () => {
      renderWithApp(<AppRoutes />, {
        respond: gateway(course({ status: 'COMPLETED', progressPercent: 100, feedbackOffered: true, certificateStep: 'COURSE_FEEDBACK' }, done)),
        route: '/course?course=101202',
      });
      expect(await screen.findByText('Give your course feedback to get your certificate.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Get your certificate/ })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Give feedback' }));
      const dialog = await screen.findByRole('dialog', { name: /Course Feedback/ });
      expect(await within(dialog).findByRole('radiogroup', { name: 'The course objectives were clear.' })).toBeInTheDocument();
    });

    it('once the feedback is given, an unfinished course says Mark Complete comes next, and goes to the next unit', async () => {
      renderWithApp(<AppRoutes />, { respond: gateway(course({ certificateStep: 'MARK_COMPLETE' })), route: '/course?course=101202&unit=o1' });
      expect(await screen.findByText('Complete every unit of the course to get its certificate.')).toBeInTheDocument();
      await screen.findByRole('region', { name: 'Lesson one' });
      await userEvent.click(screen.getByRole('button', { name: 'Go to the next unit' }));
      expect(await screen.findByRole('region', { name: 'Course feedback' })).toBeInTheDocument();
    });

    it('then offers the certificate; once issued, says where it is', async () => {
      const { unmount } = renderWithApp(<AppRoutes />, { respond: gateway(course({ status: 'COMPLETED', progressPercent: 100, certificateStep: 'GENERATE' }, done)), route: '/course?course=101202' });
      expect(await screen.findByText('You have finished the course: get your certificate.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Get your certificate' })).toBeInTheDocument();
      unmount();
      renderWithApp(<AppRoutes />, { respond: gateway(course({ status: 'COMPLETED', progressPercent: 100, certificateStep: 'EARNED' }, done)), route: '/course?course=101202' });
      expect(await screen.findByText("You have earned this course's certificate.")).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Open Certificates' })).toHaveAttribute('href', '/certificates');
    });

    it('says nothing of it before the course is started: Start is the way', async () => {
      renderWithApp(<AppRoutes />, {
        respond: gateway(course({ status: 'NOT_STARTED', progressPercent: 0, resumeUnitId: 'o1' }, ['NOT_STARTED', 'LOCKED', 'LOCKED'])),
        route: '/course?course=101202',
      });
      expect(await screen.findByRole('button', { name: /Start/ })).toBeInTheDocument();
      expect(screen.queryByText('Complete every unit of the course to get its certificate.')).not.toBeInTheDocument();
    });
  });

  it('/coursePlayer shows the course screen with the same address query', async () => {
    renderWithApp(<AppRoutes />, { respond: gateway(course()), route: '/coursePlayer?course=101202&unit=o1' });
    expect(await screen.findByRole('region', { name: 'Lesson one' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTitle('Lesson one')).toHaveAttribute('sandbox', 'allow-scripts allow-forms'));
  });
});
