import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISCUSSION_MESSAGES as M, TEXT_MESSAGES, THREAD_POLL_MS } from '@portal/domain';
import { DEMO_VIEWER, renderWithApp, type RecordedOperation } from '../../test/render';
import DiscussionTab from './discussion-tab';
import { linkPieces } from './linked-text';
import { newPostsAnnouncement } from './new-posts';
import { landingAfter, OWN_STEP_SAYS } from './own-post-focus';

const COURSE = '301205';
type A = { id: string; number: number; text: string; authorName: string; mine: boolean };
type Q = { id: string; number: number; text: string; authorName: string; mine: boolean; answers: A[] };

const answer = (q: number, n: number, text: string, authorName = 'Ravi Kumar', mine = false): A => ({ id: `${COURSE}.${q}.${n}`, number: n, text, authorName, mine });
const question = (n: number, text: string, authorName: string, mine: boolean, answers: A[] = []): Q => ({ id: `${COURSE}.${n}`, number: n, text, authorName, mine, answers });

/** The discussion as the gateway pages it (docs/decisions/311): newest first, `first` after the cursor (a question's number). */
const wire = (questions: Q[], page: { first?: number; after?: string | null } = {}) => {
  const newestFirst = [...questions].sort((a, b) => b.number - a.number);
  const rest = page.after ? newestFirst.filter((q) => q.number < Number(page.after)) : newestFirst;
  const nodes = rest.slice(0, page.first ?? 20);
  return {
    __typename: 'CourseDiscussion',
    id: COURSE,
    questionsConnection: {
      __typename: 'DiscussionQuestionConnection',
      nodes: nodes.map((q) => ({
        __typename: 'DiscussionQuestion',
        ...q,
        postedAt: '2026-11-20T10:00:00.000Z',
        answerCount: q.answers.length,
        answers: q.answers.map((a) => ({ __typename: 'DiscussionAnswer', ...a, postedAt: '2026-11-21T10:00:00.000Z' })),
      })),
      pageInfo: { __typename: 'PageInfo', hasNextPage: rest.length > nodes.length, endCursor: nodes.length ? String(nodes.at(-1)!.number) : null },
      totalCount: questions.length,
    },
  };
};

const SEEDED = [
  question(1, 'Is adjourning part of the exam? See https://demo.university/ob/tuckman', 'Asha Raman', true, [answer(1, 1, 'Yes, all five stages.'), answer(1, 2, 'Thanks!', 'Asha Raman', true)]),
  question(2, '<b>Not bold</b> and <script>alert(1)</script>', 'Ravi Kumar', false),
];

const payload = (questions: Q[] | null, extra: { message?: string | null; userErrors?: { field: string | null; code: string; message: string }[] } = {}) => ({
  __typename: 'DiscussionPayload',
  discussion: questions ? wire(questions) : null,
  message: extra.message ?? null,
  userErrors: (extra.userErrors ?? []).map((e) => ({ __typename: 'UserError', ...e })),
});

/** A gateway holding the discussion in `state`; mutations answer what `onChange` returns. */
function discussionGateway(state: { questions: Q[] }, onChange: (op: RecordedOperation) => unknown = () => payload(state.questions, { message: M.posted })) {
  return (op: RecordedOperation) => {
    if (op.operationName === 'Session') return { data: { viewer: DEMO_VIEWER } };
    if (op.operationName === 'CourseDiscussion') return { data: { courseDiscussion: wire(state.questions, op.variables as { first?: number; after?: string | null }) } };
    const field = op.operationName!.charAt(0).toLowerCase() + op.operationName!.slice(1);
    return { data: { [field]: onChange(op) } } as never;
  };
}

const liveSays = (text: string) => screen.getAllByText(text).find((el) => el.closest('[aria-live="polite"]'));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the Discussion tab (spec part 2, section 2)', () => {
  it('says when each question was posted in the learner’s zone, and which zone (issue 31, section 4)', async () => {
    renderWithApp(<DiscussionTab courseId={COURSE} />, { respond: discussionGateway({ questions: SEEDED }), timeZone: 'America/New_York' });
    expect(await screen.findByText(/Is adjourning part of the exam\?/)).toBeVisible();
    expect(screen.getAllByText('20 Nov 2026, 5:00 am (GMT-5)')[0]).toBeVisible();
  });

  it('lists questions with their author and an answer-count accordion, and delete icons on the learner\u2019s own posts only', async () => {
    const user = userEvent.setup();
    renderWithApp(<DiscussionTab courseId={COURSE} />, { respond: discussionGateway({ questions: SEEDED }) });
    expect(await screen.findByText(/Is adjourning part of the exam\?/)).toBeVisible();
    expect(screen.getAllByText(/Asked by Asha Raman/)[0]).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete your question 1' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete your question 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2 answers to question 1' }));
    expect(await screen.findByText('Yes, all five stages.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete your answer 2' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete your answer 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '0 answers to question 2' })).toBeVisible();
  });

  it('shows a learner\u2019s text as text, never as HTML, with web links made safe', async () => {
    renderWithApp(<DiscussionTab courseId={COURSE} />, { respond: discussionGateway({ questions: SEEDED }) });
    expect(await screen.findByText('<b>Not bold</b> and <script>alert(1)</script>')).toBeVisible();
    expect(document.querySelector('script')).toBeNull();
    const link = screen.getByRole('link', { name: 'https://demo.university/ob/tuckman' });
    expect(link).toHaveAttribute('href', 'https://demo.university/ob/tuckman');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('says when there are no questions yet, and when the discussion could not be loaded', async () => {
    const { unmount } = renderWithApp(<DiscussionTab courseId={COURSE} />, { respond: discussionGateway({ questions: [] }) });
    expect(await screen.findByText('No questions yet')).toBeVisible();
    unmount();
    renderWithApp(<DiscussionTab courseId={COURSE} />, {
      respond: (op) => (op.operationName === 'Session' ? { data: { viewer: DEMO_VIEWER } } : { errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }], data: null }),
    });
    expect(await screen.findByText('We could not load the discussion')).toBeVisible();
  });
});

describe('a discussion that grows (issue 32, section 3; docs/decisions/311)', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => question(i + 1, `Question number ${i + 1}`, 'Ravi Kumar', false));
  const shownNumbers = () => screen.getAllByText(/^Question number \d+$/).map((el) => Number(el.textContent!.replace('Question number ', '')));

  it('shows the newest 20, and "Load more questions" (by keyboard) brings the rest, says how many and focuses the first new one', async () => {
    const user = userEvent.setup();
    const { gateway } = renderWithApp(<DiscussionTab courseId={COURSE} />, { respond: discussionGateway({ questions: many(25) }) });
    await screen.findByText('Question number 25');
    expect(shownNumbers()).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    expect(screen.getByText('Showing 20 of 25 questions')).toBeVisible();
    const more = screen.getByRole('button', { name: 'Load more questions' });
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownNumbers()).toHaveLength(25));
    expect(shownNumbers()).toEqual(Array.from({ length: 25 }, (_, i) => 25 - i));
    // (A poll may have asked the first page again meanwhile: the tab polls every THREAD_POLL_MS.)
    expect(gateway.operations.filter((o) => o.operationName === 'CourseDiscussion' && o.variables.after).map((o) => o.variables)).toEqual([{ courseId: COURSE, first: 20, after: '6' }]);
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Question number 5'));
    expect(liveSays('5 more questions loaded.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Load more questions' })).not.toBeInTheDocument();
  });

  it('keeps the pages loaded and lists no question twice when a post brings the first page again', async () => {
    const user = userEvent.setup();
    const state = { questions: many(25) };
    const posted = [...many(25), question(26, 'When is the exam?', 'Asha Raman', true)];
    renderWithApp(<DiscussionTab courseId={COURSE} />, { respond: discussionGateway(state, () => payload((state.questions = posted), { message: M.posted })) });
    await user.click(await screen.findByRole('button', { name: 'Load more questions' }));
    await waitFor(() => expect(shownNumbers()).toHaveLength(25));
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'When is the exam?');
    await user.click(screen.getByRole('button', { name: 'Post question' }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent('When is the exam?'));
    expect(shownNumbers()).toEqual(Array.from({ length: 25 }, (_, i) => 25 - i));
    expect(screen.getAllByText('When is the exam?')).toHaveLength(1);
  });

  it('says so under the button when a page cannot be loaded, and the button tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const respond = discussionGateway({ questions: many(22) });
    renderWithApp(<DiscussionTab courseId={COURSE} />, {
      respond: (op) =>
        op.operationName === 'CourseDiscussion' && op.variables.after && fail ? { errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }], data: null } : respond(op),
    });
    await user.click(await screen.findByRole('button', { name: 'Load more questions' }));
    expect(await screen.findByText(/^We could not load more questions\./, { selector: 'p' })).toBeVisible();
    expect(shownNumbers()).toHaveLength(20);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Load more questions' }));
    await waitFor(() => expect(shownNumbers()).toHaveLength(22));
  });
});

describe('asking a question (spec part 2, section 5)', () => {
  it("says 'Cannot be empty' and '… less than 200 words.' at once, sending nothing", async () => {
    const user = userEvent.setup();
    const { gateway } = renderWithApp(<DiscussionTab courseId={COURSE} />, { respond: discussionGateway({ questions: SEEDED }) });
    await screen.findByText(/Is adjourning/);
    await user.click(screen.getByRole('button', { name: 'Post question' }));
    expect(await screen.findByText('Cannot be empty')).toBeVisible();
    await user.click(screen.getByRole('textbox', { name: 'Your question' }));
    await user.paste(Array.from({ length: 200 }, (_, i) => `w${i}`).join(' '));
    await user.click(screen.getByRole('button', { name: 'Post question' }));
    expect(await screen.findByText('Question should be less than 200 words.')).toBeVisible();
    expect(gateway.operations.some((o) => o.operationName === 'DiscussionPostQuestion')).toBe(false);
  });

  it('refuses invisible formatting at once, with the gateway\u2019s words, sending nothing (issue 31, section 5)', async () => {
    const user = userEvent.setup();
    const { gateway } = renderWithApp(<DiscussionTab courseId={COURSE} />, { respond: discussionGateway({ questions: SEEDED }) });
    await screen.findByText(/Is adjourning/);
    await user.click(screen.getByRole('textbox', { name: 'Your question' }));
    await user.paste('See Probe\u202Egnp.exe');
    await user.click(screen.getByRole('button', { name: 'Post question' }));
    expect(await screen.findByText(TEXT_MESSAGES.hiddenFormatting)).toBeVisible();
    expect(gateway.operations.some((o) => o.operationName === 'DiscussionPostQuestion')).toBe(false);
  });

  it("posts, says 'Posted Successfully' and empties the box", async () => {
    const user = userEvent.setup();
    const state = { questions: SEEDED };
    const posted = [...SEEDED, question(3, 'When is the exam?', 'Asha Raman', true)];
    const { gateway } = renderWithApp(<DiscussionTab courseId={COURSE} />, { respond: discussionGateway(state, () => payload((state.questions = posted), { message: M.posted })) });
    await screen.findByText(/Is adjourning/);
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'When is the exam?');
    await user.click(screen.getByRole('button', { name: 'Post question' }));
    expect(await screen.findByText('Posted Successfully')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('');
    expect(await screen.findByText('When is the exam?')).toBeVisible();
    expect(gateway.operations.find((o) => o.operationName === 'DiscussionPostQuestion')!.variables).toEqual({ first: 20, input: { courseId: COURSE, text: 'When is the exam?' } });
  });

  it('keeps what was typed, with the gateway\u2019s message, when the post is refused or fails', async () => {
    const user = userEvent.setup();
    let fail = false;
    renderWithApp(<DiscussionTab courseId={COURSE} />, {
      respond: discussionGateway({ questions: SEEDED }, () => {
        if (fail) throw new Error('offline');
        return payload(null, { userErrors: [{ field: 'text', code: 'REPEATED_POST', message: M.repeated }] });
      }),
    });
    await screen.findByText(/Is adjourning/);
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Same again');
    await user.click(screen.getByRole('button', { name: 'Post question' }));
    expect(await screen.findByText(M.repeated)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('Same again');
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Post question' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('Same again');
  });
});

describe('answering and deleting', () => {
  it("opens 'Post Answer' from the reply icon, says '* Cannot be Empty', and posts", async () => {
    const user = userEvent.setup();
    const answered = [SEEDED[0], question(2, SEEDED[1].text, 'Ravi Kumar', false, [answer(2, 1, 'Here it is.', 'Asha Raman', true)])];
    const state = { questions: SEEDED };
    const { gateway } = renderWithApp(<DiscussionTab courseId={COURSE} />, { respond: discussionGateway(state, () => payload((state.questions = answered), { message: M.posted })) });
    await screen.findByText(/Is adjourning/);
    await user.click(screen.getByRole('button', { name: 'Answer question 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post Answer' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Post Answer' }));
    expect(await within(dialog).findByText('* Cannot be Empty')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Your answer' }), 'Here it is.');
    await user.click(within(dialog).getByRole('button', { name: 'Post Answer' }));
    expect(await screen.findByText('Posted Successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Post Answer' })).not.toBeInTheDocument());
    expect(gateway.operations.find((o) => o.operationName === 'DiscussionPostAnswer')!.variables).toEqual({ first: 20, input: { courseId: COURSE, questionId: `${COURSE}.2`, text: 'Here it is.' } });
    expect(screen.getByRole('button', { name: '1 answer to question 2' })).toBeVisible();
  });

  it('asks before deleting the learner\u2019s own question, and sends nothing on Cancel', async () => {
    const user = userEvent.setup();
    const state = { questions: SEEDED };
    const { gateway } = renderWithApp(<DiscussionTab courseId={COURSE} />, { respond: discussionGateway(state, () => payload((state.questions = [SEEDED[1]]))) });
    await screen.findByText(/Is adjourning/);
    await user.click(screen.getByRole('button', { name: 'Delete your question 1' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete your question?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(gateway.operations.some((o) => o.operationName === 'DiscussionDeleteQuestion')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete your question 1' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete your question?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText(/Is adjourning/)).not.toBeInTheDocument());
    expect(gateway.operations.find((o) => o.operationName === 'DiscussionDeleteQuestion')!.variables).toEqual({ first: 20, input: { courseId: COURSE, questionId: `${COURSE}.1` } });
  });
});

describe('never losing what was typed (issue 31, section 3)', () => {
  it("asks 'Discard your answer?' before Escape, the close button or Cancel throws a typed answer away", async () => {
    const user = userEvent.setup();
    renderWithApp(<DiscussionTab courseId={COURSE} />, { respond: discussionGateway({ questions: SEEDED }) });
    await screen.findByText(/Is adjourning/);
    await user.click(screen.getByRole('button', { name: 'Answer question 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post Answer' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your answer' }), 'Half an answer');
    for (const leave of [
      () => user.keyboard('{Escape}'),
      () => user.click(within(dialog).getByRole('button', { name: 'Close' })),
      () => user.click(within(dialog).getByRole('button', { name: 'Cancel' })),
    ]) {
      await leave();
      const ask = await screen.findByRole('alertdialog', { name: 'Discard your answer?' });
      await user.click(within(ask).getByRole('button', { name: 'Keep writing' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Discard your answer?' })).not.toBeInTheDocument());
      expect(screen.getByRole('dialog', { name: 'Post Answer' })).toBeVisible();
      expect(within(screen.getByRole('dialog', { name: 'Post Answer' })).getByRole('textbox', { name: 'Your answer' })).toHaveValue('Half an answer');
    }
    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Discard your answer?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Post Answer' })).not.toBeInTheDocument());
  });

  it('closes an empty answer box at once', async () => {
    const user = userEvent.setup();
    renderWithApp(<DiscussionTab courseId={COURSE} />, { respond: discussionGateway({ questions: SEEDED }) });
    await screen.findByText(/Is adjourning/);
    await user.click(screen.getByRole('button', { name: 'Answer question 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post Answer' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your answer' }), '   ');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Post Answer' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('taken to what the learner posted or deleted (issue 31, section 3)', () => {
  it('moves focus to the new question at the top of the list (newest first) and says so politely', async () => {
    const user = userEvent.setup();
    const state = { questions: SEEDED };
    const posted = [...SEEDED, question(3, 'When is the exam?', 'Asha Raman', true)];
    renderWithApp(<DiscussionTab courseId={COURSE} />, { respond: discussionGateway(state, () => payload((state.questions = posted), { message: M.posted })) });
    await screen.findByText(/Is adjourning/);
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'When is the exam?');
    await user.click(screen.getByRole('button', { name: 'Post question' }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent('When is the exam?'));
    expect(document.activeElement!.closest('li')).toBe(screen.getAllByRole('listitem')[0]);
    expect(liveSays(OWN_STEP_SAYS.asked)).toBeDefined();
  });

  it('opens the question, moves focus to the new answer and says where it is', async () => {
    const user = userEvent.setup();
    const state = { questions: SEEDED };
    const answered = [SEEDED[0], question(2, SEEDED[1].text, 'Ravi Kumar', false, [answer(2, 1, 'Here it is.', 'Asha Raman', true)])];
    renderWithApp(<DiscussionTab courseId={COURSE} />, { respond: discussionGateway(state, () => payload((state.questions = answered), { message: M.posted })) });
    await screen.findByText(/Is adjourning/);
    await user.click(screen.getByRole('button', { name: 'Answer question 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post Answer' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your answer' }), 'Here it is.');
    await user.click(within(dialog).getByRole('button', { name: 'Post Answer' }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Here it is.'));
    expect(screen.getByText('Here it is.')).toBeVisible();
    expect(liveSays(OWN_STEP_SAYS.answered(2))).toBeDefined();
  });

  it('after a delete, moves focus to the next question and says it is deleted', async () => {
    const user = userEvent.setup();
    const state = { questions: SEEDED };
    renderWithApp(<DiscussionTab courseId={COURSE} />, { respond: discussionGateway(state, () => payload((state.questions = [SEEDED[1]]))) });
    await screen.findByText(/Is adjourning/);
    await user.click(screen.getByRole('button', { name: 'Delete your question 1' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete your question?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent('<b>Not bold</b>'));
    expect(liveSays(OWN_STEP_SAYS.deletedQuestion)).toBeDefined();
  });
});

describe('live (issue 19): others\u2019 posts appear without a reload', () => {
  it(`asks again every ${THREAD_POLL_MS} ms while the page shows, and says politely what others posted`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const state = { questions: SEEDED };
    const { gateway } = renderWithApp(<DiscussionTab courseId={COURSE} />, { respond: discussionGateway(state) });
    await screen.findByText(/Is adjourning/);
    const asks = () => gateway.operations.filter((o) => o.operationName === 'CourseDiscussion').length;
    const first = asks();
    state.questions = [question(1, SEEDED[0].text, 'Asha Raman', true, [...SEEDED[0].answers, answer(1, 3, 'A new one from Ravi')]), SEEDED[1]];
    await act(async () => void (await vi.advanceTimersByTimeAsync(THREAD_POLL_MS)));
    expect(asks()).toBe(first + 1);
    expect(await screen.findByRole('button', { name: '3 answers to question 1' })).toBeVisible();
    const live = screen.getByText('1 new answer');
    expect(live.closest('[aria-live="polite"]')).not.toBeNull();
    // Hidden: nothing is asked.
    visibility.mockReturnValue('hidden');
    await act(async () => void (await vi.advanceTimersByTimeAsync(THREAD_POLL_MS * 3)));
    expect(asks()).toBe(first + 1);
  });
});

describe('the pieces', () => {
  it('says what others posted since the last look, not what the learner posted, and nothing on the first load', () => {
    const before = [{ id: 'q1', mine: false, answers: [{ id: 'a1', mine: false }] }];
    expect(newPostsAnnouncement(null, before)).toBeNull();
    expect(newPostsAnnouncement(before, before)).toBeNull();
    // Newest first: what others asked comes above what was seen.
    const after = [
      { id: 'q3', mine: false, answers: [{ id: 'a4', mine: false }] },
      { id: 'q2', mine: false, answers: [] },
      {
        id: 'q1',
        mine: false,
        answers: [
          { id: 'a1', mine: false },
          { id: 'a2', mine: false },
          { id: 'a3', mine: true },
        ],
      },
    ];
    expect(newPostsAnnouncement(before, after)).toBe('2 new questions and 2 new answers');
  });

  it('says nothing of the older questions "Load more" brought below, nor of their answers', () => {
    const before = [{ id: 'q5', mine: false, answers: [] }];
    const loaded = [...before, { id: 'q4', mine: false, answers: [{ id: 'a9', mine: false }] }, { id: 'q3', mine: false, answers: [] }];
    expect(newPostsAnnouncement(before, loaded)).toBeNull();
  });

  it('lands on the learner\u2019s own new post only once the list shows it, and beside a deleted question', () => {
    const list = [
      { id: 'q1', number: 1, mine: true, answers: [] },
      { id: 'q2', number: 2, mine: false, answers: [] },
    ];
    const known = new Set(['q1', 'q2']);
    expect(landingAfter({ kind: 'asked', known }, list)).toBeNull();
    // A classmate's new question is not the learner's.
    expect(landingAfter({ kind: 'asked', known }, [...list, { id: 'q3', number: 3, mine: false, answers: [] }])).toBeNull();
    expect(landingAfter({ kind: 'asked', known }, [...list, { id: 'q4', number: 4, mine: true, answers: [] }])).toEqual({ focus: 'discussion-question-q4', say: OWN_STEP_SAYS.asked, highlight: 'q4' });
    expect(landingAfter({ kind: 'deletedQuestion', questionId: 'q2', neighbours: ['q1'] }, list)).toBeNull();
    expect(landingAfter({ kind: 'deletedQuestion', questionId: 'q2', neighbours: ['q1'] }, [list[0]])).toMatchObject({ focus: 'discussion-question-q1' });
    expect(landingAfter({ kind: 'deletedQuestion', questionId: 'q1', neighbours: [] }, [])).toMatchObject({ focus: 'discussion-heading' });
  });

  it('links only web addresses: not javascript:, data: or e-mail addresses', () => {
    expect(linkPieces('go to example.com now')).toEqual([{ text: 'go to ' }, { text: 'example.com', href: 'https://example.com' }, { text: ' now' }]);
    expect(linkPieces('javascript:alert(1) data:text/html,x a@b.com').every((p) => !p.href)).toBe(true);
  });
});
