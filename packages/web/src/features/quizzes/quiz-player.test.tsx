import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_VIEWER, renderWithApp, type RecordedOperation } from '../../test/render';
import { quizDraftKey } from './quiz-drafts';
import QuizPlayer from './quiz-player';
import { makeFragmentData } from '../../gql';
import { Player_object } from '../../components/players/player-props';

const object = makeFragmentData({ id: 'obj-1', title: 'Unit quiz', kind: 'QUIZ', contentUrl: null, captions: [] }, Player_object);

type Item = Record<string, unknown>;
const item = (id: string, kind: string, options: string[], extra: Item = {}): Item => ({
  __typename: 'UnitQuizItem',
  id,
  stemHtml: `<p>Question ${id}</p>`,
  imageUrl: null,
  kind,
  points: null,
  options: options.map((text, index) => ({ __typename: 'UnitQuizOption', index, contentHtml: text, imageUrl: null })),
  answer: null,
  review: null,
  ...extra,
});
const quiz = (extra: Item = {}): Item => ({
  __typename: 'UnitQuiz',
  objectId: 'obj-1',
  title: 'Unit quiz',
  type: 'FORMATIVE_FEEDBACK',
  cutoffPercent: null,
  deadline: null,
  deadlinePassed: false,
  autoscored: false,
  maxScore: 10,
  canRetry: false,
  canEdit: false,
  canComplete: false,
  result: null,
  items: [item('q1', 'SINGLE_CHOICE', ['Ten', 'Twelve'])],
  ...extra,
});
const answer = (unitQuiz: Item | null) => ({ data: { viewer: { __typename: 'Viewer', id: 'sub-1', course: { __typename: 'Course', id: '101204', unitQuiz } } } });

function respond(read: () => unknown, mutations: Record<string, (op: RecordedOperation) => unknown> = {}) {
  return (op: RecordedOperation) => {
    if (op.operationName === 'Session') return { data: { viewer: DEMO_VIEWER } };
    if (op.operationName === 'UnitQuiz') return read() as never;
    return mutations[op.operationName!]!(op) as never;
  };
}

const result = (extra: Item = {}): Item => ({
  __typename: 'UnitQuizResult',
  percent: 25,
  score: 2.5,
  passed: false,
  attempts: 1,
  answeredCount: 0,
  edited: false,
  scorePending: false,
  passedByRetry: false,
  feedback: null,
  submittedAt: null,
  ...extra,
});

describe('the unit quiz player (issue 9)', () => {
  beforeEach(() => localStorage.clear());

  it('says it is opening while the quiz loads, then shows the instructions', async () => {
    let release: (v: unknown) => void = () => undefined;
    const pending = new Promise((r) => (release = r));
    renderWithApp(<QuizPlayer object={object} courseId="101204" />, { respond: respond(() => pending) });
    expect(await screen.findByText('Opening the quiz')).toBeInTheDocument();
    act(() => release(answer(quiz())));
    expect(await screen.findByRole('button', { name: 'Start Quiz' })).toBeInTheDocument();
  });

  it('says so when the quiz could not be loaded, with Try again', async () => {
    renderWithApp(<QuizPlayer object={object} courseId="101204" />, {
      respond: respond(() => ({
        data: { viewer: { __typename: 'Viewer', id: 'sub-1', course: null } },
        errors: [{ message: 'down', path: ['viewer', 'course'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
      })),
    });
    expect(await screen.findByText('We could not open this quiz')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('has an empty state for a quiz without questions, and one for a quiz that cannot be opened', async () => {
    const { unmount } = renderWithApp(<QuizPlayer object={object} courseId="101204" />, { respond: respond(() => answer(quiz({ items: [] }))) });
    expect(await screen.findByText('This quiz has no questions yet.')).toBeInTheDocument();
    unmount();
    renderWithApp(<QuizPlayer object={object} courseId="101204" />, { respond: respond(() => answer(null)) });
    expect(await screen.findByText('This quiz cannot be opened.')).toBeInTheDocument();
  });

  it('formative: Submit sends only the answer and shows the feedback the gateway returns, then Mark Complete', async () => {
    const onComplete = vi.fn();
    const checked = quiz({
      canComplete: true,
      result: {
        __typename: 'UnitQuizResult',
        percent: 100,
        score: 10,
        passed: true,
        attempts: 1,
        answeredCount: 1,
        edited: false,
        scorePending: false,
        passedByRetry: false,
        feedback: null,
        submittedAt: null,
      },
      items: [
        item('q1', 'SINGLE_CHOICE', ['Ten', 'Twelve'], {
          answer: { __typename: 'UnitQuizAnswer', options: [0], text: null, fileName: null, fileUrl: null },
          review: { __typename: 'UnitQuizItemReview', correct: true, correctOptions: [0], optionFeedback: ['Right: 8 + 2.', 'No.'] },
        }),
      ],
    });
    const { gateway } = renderWithApp(<QuizPlayer object={object} courseId="101204" onComplete={onComplete} />, {
      respond: respond(() => answer(quiz()), { UnitQuizItemCheck: () => ({ data: { unitQuizItemCheck: { __typename: 'UnitQuizPayload', quiz: checked, userErrors: [] } } }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start Quiz' }));
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Ten' }));
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    expect(await screen.findByText('Right: 8 + 2.')).toBeInTheDocument();
    expect(screen.getByText('Correct')).toBeInTheDocument();
    const sent = gateway.operations.find((o) => o.operationName === 'UnitQuizItemCheck')!.variables.input;
    expect(sent).toEqual({ courseId: '101204', objectId: 'obj-1', answer: { itemId: 'q1', options: [0] } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('each step lands focus on what it brought: the question, the next question, the result of Submit, the score (issue 17, section 4)', async () => {
    const user = userEvent.setup();
    const two = [item('q1', 'SINGLE_CHOICE', ['Ten', 'Twelve']), item('q2', 'SINGLE_CHOICE', ['Yes', 'No'])];
    const review = (correct: boolean) => ({ __typename: 'UnitQuizItemReview', correct, correctOptions: [0], optionFeedback: ['Right.', 'No.'] });
    const given = { __typename: 'UnitQuizAnswer', options: [0], text: null, fileName: null, fileUrl: null };
    const afterFirst = quiz({ items: [{ ...two[0], answer: given, review: review(true) }, two[1]] });
    const afterBoth = quiz({
      canComplete: true,
      result: {
        __typename: 'UnitQuizResult',
        percent: 100,
        score: 10,
        passed: true,
        attempts: 1,
        answeredCount: 2,
        edited: false,
        scorePending: false,
        passedByRetry: false,
        feedback: null,
        submittedAt: null,
      },
      items: [
        { ...two[0], answer: given, review: review(true) },
        { ...two[1], answer: given, review: review(true) },
      ],
    });
    let checks = 0;
    const onStepsShown = vi.fn();
    renderWithApp(<QuizPlayer object={object} courseId="101204" onComplete={() => undefined} onStepsShown={onStepsShown} />, {
      respond: respond(() => answer(quiz({ items: two })), {
        UnitQuizItemCheck: () => ({ data: { unitQuizItemCheck: { __typename: 'UnitQuizPayload', quiz: ++checks === 1 ? afterFirst : afterBoth, userErrors: [] } } }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Start Quiz' }));
    expect(screen.getByRole('heading', { name: 'Question 1 of 2' })).toHaveFocus();
    // The quiz's Prev / Next are the only pair while the questions show, named for questions.
    expect(onStepsShown).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('button', { name: 'Previous question' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Ten' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Correct');
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.getByRole('heading', { name: 'Question 2 of 2' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'See your score' }));
    expect(screen.getByRole('heading', { name: 'Your score: 100%' })).toHaveFocus();
    expect(onStepsShown).toHaveBeenLastCalledWith(false);
  });

  it('cutoff: a failed score shows the spec\u2019s message with Try Again and Exit Assignment', async () => {
    const failed = quiz({
      type: 'FORMATIVE_CUTOFF',
      cutoffPercent: 75,
      canRetry: true,
      result: {
        __typename: 'UnitQuizResult',
        percent: 50,
        score: 5,
        passed: false,
        attempts: 1,
        answeredCount: 1,
        edited: false,
        scorePending: false,
        passedByRetry: false,
        feedback: null,
        submittedAt: null,
      },
    });
    renderWithApp(<QuizPlayer object={object} courseId="101204" onComplete={() => undefined} />, { respond: respond(() => answer(failed)) });
    expect(await screen.findByText('You should score more than 75% to complete this Quiz.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exit Assignment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).toBeNull();
  });
});

describe('what the score screens say (issue 17)', () => {
  beforeEach(() => localStorage.clear());

  it('cutoff: a second score under the cutoff says why Mark Complete is offered (a retry also passes)', async () => {
    const retried = quiz({ type: 'FORMATIVE_CUTOFF', cutoffPercent: 75, canComplete: true, result: result({ passed: true, attempts: 2, passedByRetry: true }) });
    renderWithApp(<QuizPlayer object={object} courseId="101204" onComplete={() => undefined} />, { respond: respond(() => answer(retried)) });
    expect(await screen.findByText('This was your second attempt: a retry completes the quiz whatever its score, so you may now mark it complete.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark Complete' })).toBeInTheDocument();
    expect(screen.queryByText('You should score more than 75% to complete this Quiz.')).toBeNull();
  });

  it('a first pass above the cutoff says nothing of a retry', async () => {
    const passed = quiz({ type: 'FORMATIVE_CUTOFF', cutoffPercent: 75, canComplete: true, result: result({ percent: 100, passed: true }) });
    renderWithApp(<QuizPlayer object={object} courseId="101204" onComplete={() => undefined} />, { respond: respond(() => answer(passed)) });
    expect(await screen.findByRole('button', { name: 'Mark Complete' })).toBeInTheDocument();
    expect(screen.queryByText(/a retry completes the quiz/)).toBeNull();
  });

  it('an assignment whose file answer awaits the instructor shows its score as pending, not as 5 / 15', async () => {
    const submitted = quiz({ type: 'ASSIGNMENT', autoscored: true, maxScore: 15, canComplete: true, result: result({ percent: 50, score: 5, passed: true, scorePending: true }) });
    renderWithApp(<QuizPlayer object={object} courseId="101204" />, { respond: respond(() => answer(submitted)) });
    expect(await screen.findByText('Score: pending. Your instructor marks the written and file answers.')).toBeInTheDocument();
    expect(screen.queryByText(/5 \/ 15/)).toBeNull();
  });

  it('an autoscored assignment with choice questions only says its score out of what it is worth', async () => {
    const submitted = quiz({ type: 'ASSIGNMENT', autoscored: true, maxScore: 15, canComplete: true, result: result({ percent: 100, score: 15, passed: true }) });
    renderWithApp(<QuizPlayer object={object} courseId="101204" />, { respond: respond(() => answer(submitted)) });
    expect(await screen.findByText('Score: 15 / 15')).toBeInTheDocument();
  });
});

describe('answers chosen before Submit survive a reload (issue 17)', () => {
  beforeEach(() => localStorage.clear());
  const summative = quiz({ type: 'SUMMATIVE', items: [item('q1', 'SINGLE_CHOICE', ['Ten', 'Twelve']), item('q2', 'SINGLE_CHOICE', ['Yes', 'No'])] });
  const key = quizDraftKey({ learnerId: DEMO_VIEWER.id, courseId: '101204', objectId: 'obj-1' });

  it('keeps the choices in this browser, per learner, course and quiz, and forgets them once submitted', async () => {
    const first = renderWithApp(<QuizPlayer object={object} courseId="101204" />, { respond: respond(() => answer(summative)) });
    fireEvent.click(await screen.findByRole('button', { name: 'Start Quiz' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Twelve' }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(key)!)).toMatchObject({ q1: { options: [1] } }));
    // Only the learner's choices: no key, no score.
    expect(localStorage.getItem(key)).not.toMatch(/correct|score|feedback/);
    first.unmount();

    // The reload: the choice is back.
    const submitted = quiz({ ...summative, canComplete: true, result: result({ percent: 50, score: 5, passed: true }) });
    const second = renderWithApp(<QuizPlayer object={object} courseId="101204" />, {
      respond: respond(() => answer(summative), { UnitQuizSubmit: () => ({ data: { unitQuizSubmit: { __typename: 'UnitQuizPayload', quiz: submitted, userErrors: [] } } }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start Quiz' }));
    expect(screen.getByRole('radio', { name: 'Twelve' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked());
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your score: 50%')).toBeInTheDocument();
    const sent = second.gateway.operations.find((o) => o.operationName === 'UnitQuizSubmit')!.variables.input as { answers: { itemId: string; options: number[] }[] };
    expect(sent.answers).toEqual([expect.objectContaining({ itemId: 'q1', options: [1] }), expect.objectContaining({ itemId: 'q2', options: [0] })]);
    expect(localStorage.getItem(key)).toBeNull();
  });
});

describe('the unit assignment player (issue 9)', () => {
  const assignment = quiz({ type: 'ASSIGNMENT', title: 'Unit assignment', items: [item('a1', 'SINGLE_CHOICE', ['AND', 'OR']), item('a2', 'SINGLE_CHOICE', ['Yes', 'No'])] });

  it('keeps Next disabled until the question has a response, and asks before submitting', async () => {
    renderWithApp(<QuizPlayer object={object} courseId="101204" />, { respond: respond(() => answer(assignment)) });
    fireEvent.click(await screen.findByRole('button', { name: 'Assignment' }));
    const next = screen.getByRole('button', { name: /Next/ });
    expect(next).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'AND' }));
    await waitFor(() => expect(next).toBeEnabled());
    fireEvent.click(next);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    expect(await screen.findByText('Are you sure you want to submit?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('says the deadline is over, and the assignment does not open', async () => {
    renderWithApp(<QuizPlayer object={object} courseId="101204" />, { respond: respond(() => answer({ ...assignment, deadlinePassed: true })) });
    expect(await screen.findByText('DeadLine is Over for Submission Of Assignment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assignment' })).toBeDisabled();
  });

  it('says "you are offline" when the browser goes offline, keeping the answer chosen', async () => {
    renderWithApp(<QuizPlayer object={object} courseId="101204" />, { respond: respond(() => answer(assignment)) });
    fireEvent.click(await screen.findByRole('button', { name: 'Assignment' }));
    fireEvent.click(screen.getByRole('radio', { name: 'OR' }));
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText('you are offline')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'OR' })).toBeChecked();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText('you are offline')).toBeNull());
  });
});
