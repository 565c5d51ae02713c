import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { THREAD_POLL_MS } from '@portal/domain';
import userEvent from '@testing-library/user-event';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';
import { ObjectiveThread } from './objective-thread';
import ProjectStructure from './project-structure';

const reply = (id: string, author: string, text: string, fromInstructor: boolean) => ({ __typename: 'ProjectReply', id, author, text, fromInstructor });
const message = (id: string, postedDate: string, text: string, replies: ReturnType<typeof reply>[] = [], file: unknown = null) => ({
  __typename: 'ProjectMessage',
  id,
  author: 'Asha Raman',
  text,
  status: 'IN_PROGRESS',
  postedDate,
  postedTime: '10:30 AM',
  // 10:30 am in India on that day (DD-MM-YYYY).
  postedAt: `${postedDate.split('-').reverse().join('-')}T05:00:00.000Z`,
  file,
  replies,
});
/** The course's and the program's progress that every poll reads beside the thread (issue 31). */
const progress = (state: string, percent: number) => ({
  enrolledProgram: {
    __typename: 'EnrolledProgram',
    id: '3012',
    progressPercent: percent / 2,
    courses: [
      {
        __typename: 'EnrolledCourse',
        id: '301208',
        progressPercent: percent,
        status: 'IN_PROGRESS',
      },
    ],
  },
  course: {
    progressPercent: percent,
    status: 'IN_PROGRESS',
    projectUnits: [
      {
        __typename: 'ProjectUnit',
        id: '1',
        label: 'Unit 1',
        title: 'Analysis',
        enabled: true,
        objectives: [
          {
            __typename: 'ProjectObjective',
            id: 'proj-2',
            title: 'SWOT',
            state,
          },
        ],
      },
    ],
  },
});
const objective = (state: string, messages: unknown[], lockedMessage: string | null = null, percent = 25) => ({
  viewer: {
    __typename: 'Viewer',
    id: 'sub-1',
    enrolledProgram: progress(state, percent).enrolledProgram,
    course: {
      __typename: 'Course',
      id: '301208',
      ...progress(state, percent).course,
      projectObjective: {
        __typename: 'ProjectObjective',
        id: 'proj-2',
        title: 'SWOT',
        state,
        lockedMessage,
        messages,
      },
    },
  },
});

function gateway(
  threads: ReturnType<typeof objective>[],
  send: Record<string, unknown> = {
    objective: { __typename: 'ProjectObjective', id: 'proj-2' },
    userErrors: [],
  },
): Responder {
  let asked = 0;
  return (op) => {
    if (op.operationName === 'Session') return { data: { viewer: DEMO_VIEWER } };
    if (op.operationName === 'ProjectThread') return { data: threads[Math.min(asked++, threads.length - 1)] };
    if (op.operationName === 'ProjectMessageSend')
      return {
        data: {
          projectMessageSend: { __typename: 'ProjectMessagePayload', ...send },
        },
      };
    return { data: {} };
  };
}

/** One objective's thread of the project course 301208, in the MBA's batch 3012. */
const renderThread = (objectiveId: string, options: Parameters<typeof renderWithApp>[1]) => renderWithApp(<ObjectiveThread courseId="301208" programId="3012" objectiveId={objectiveId} />, options);
/** The open objective "proj-2" with no message yet. */
const renderOpenThread = () => renderThread('proj-2', { respond: gateway([objective('OPEN', [])]) });

describe('an objective\u2019s thread (spec part 2, sections 2, 4 and 5)', () => {
  it('groups messages by posted date, with replies and the file to preview and download', async () => {
    const file = {
      __typename: 'ProjectFile',
      name: 'plan.pdf',
      kind: 'PDF',
      url: '/media/1767225600.f.abc/project/x/plan.pdf',
    };
    renderThread('proj-2', {
      timeZone: 'America/Los_Angeles',
      respond: gateway([objective('OPEN', [message('1', '01-11-2026', 'First', [reply('1', 'Dr. Meera Iyer', 'Looks good', true)]), message('2', '02-11-2026', 'Second', [], file)])]),
    });
    const first = await screen.findByRole('region', {
      name: 'Messages of 31 Oct 2026',
    });
    // Grouped by the learner's day and timed in their zone, which is said (issue 31, section 4).
    expect(
      within(first).getByRole('article', {
        name: 'Message from Asha Raman at 10:00 pm (GMT-7)',
      }),
    ).toBeVisible();
    expect(within(first).getByText('First')).toBeVisible();
    expect(within(first).getByText('Looks good')).toBeVisible();
    const second = screen.getByRole('region', {
      name: 'Messages of 1 Nov 2026',
    });
    expect(within(second).getByRole('button', { name: /Preview plan\.pdf/ })).toBeVisible();
    // Saved under its name, in this tab: never a new tab on the file\u2019s address (issue 31).
    const download = within(second).getByRole('link', {
      name: /Download plan\.pdf/,
    });
    expect(download).toHaveAttribute('href', file.url);
    expect(download).toHaveAttribute('download', 'plan.pdf');
    expect(download).not.toHaveAttribute('target');
  });

  it('says \u2018Please enter Message\u2019 at once for an empty message, and sends nothing', async () => {
    const user = userEvent.setup();
    const { gateway: seen } = renderOpenThread();
    await user.type(await screen.findByLabelText('Message'), '{Enter}');
    expect(await screen.findByText('Please enter Message')).toBeVisible();
    expect(seen.operations.some((o) => o.operationName === 'ProjectMessageSend')).toBe(false);
  });

  it('clears \u2018Please enter Message\u2019 as soon as the learner types the message (issue 31)', async () => {
    const user = userEvent.setup();
    renderThread('proj-2', {
      respond: gateway([objective('OPEN', [])]),
    });
    const box = await screen.findByLabelText('Message');
    await user.click(screen.getByRole('button', { name: /Send/ }));
    expect(await screen.findByText('Please enter Message')).toBeVisible();
    await user.type(box, 'M');
    await waitFor(() => expect(screen.queryByText('Please enter Message')).toBeNull());
    // Emptied again, the box says it again: the rule follows what is in the box.
    await user.clear(box);
    expect(await screen.findByText('Please enter Message')).toBeVisible();
  });

  it('sends on Enter, then announces the instructor\u2019s reply politely once it arrives', async () => {
    const user = userEvent.setup();
    const before = objective('OPEN', [message('7', '03-11-2026', 'Draft')]);
    const after = objective('OPEN', [message('7', '03-11-2026', 'Draft', [reply('1', 'Dr. Meera Iyer', 'Approved soon', true)])]);
    const { gateway: seen } = renderThread('proj-2', {
      respond: gateway([before, after]),
    });
    await user.type(await screen.findByLabelText('Message'), 'My SWOT{Enter}');
    await waitFor(() =>
      expect(seen.operations.find((o) => o.operationName === 'ProjectMessageSend')?.variables).toEqual({
        input: {
          courseId: '301208',
          objectiveId: 'proj-2',
          text: 'My SWOT',
          fileName: null,
        },
      }),
    );
    expect(await screen.findByText('Approved soon')).toBeVisible();
    await waitFor(() => expect(document.querySelector('[aria-live="polite"]')?.textContent).toContain('New reply from Dr. Meera Iyer'));
  });

  it('keeps what was typed and shows the gateway\u2019s words when a send is refused', async () => {
    const user = userEvent.setup();
    const refused = {
      objective: null,
      userErrors: [
        {
          __typename: 'UserError',
          field: 'objectiveId',
          code: 'OBJECTIVE_CLOSED',
          message: 'Please Complete previous object.',
        },
      ],
    };
    renderThread('proj-2', {
      respond: gateway([objective('OPEN', [])], refused),
    });
    const box = await screen.findByLabelText('Message');
    await user.type(box, 'Hello{Enter}');
    expect(await screen.findByText('Please Complete previous object.')).toBeVisible();
    expect(box).toHaveValue('Hello');
  });

  it('checks a reply, says so when it could not be sent and keeps it, then closes the box once sent', async () => {
    const user = userEvent.setup();
    let replies = 0;
    const threads = gateway([objective('OPEN', [message('m1', '12-03-2025', 'My SWOT draft')])]);
    renderThread('proj-2', {
      respond: (op) => {
        if (op.operationName !== 'ProjectMessageReply') return threads(op);
        // The first reply fails on the way; the second is stored.
        if (replies++ === 0) return { errors: [{ message: 'upstream down' }] };
        return {
          data: {
            projectMessageReply: {
              __typename: 'ProjectMessagePayload',
              objective: { __typename: 'ProjectObjective', id: 'proj-2' },
              userErrors: [],
            },
          },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: /Reply to the message of/ }));
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Please enter Message')).toBeVisible();
    const box = screen.getByLabelText('Your reply');
    await user.type(box, 'Thank you');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your reply could not be sent. Please try again.')).toBeVisible();
    expect(box).toHaveValue('Thank you');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(screen.queryByLabelText('Your reply')).toBeNull());
    expect(replies).toBe(2);
  });

  it('shows a locked objective\u2019s message and no input; a complete one hides the input', async () => {
    const { unmount } = renderThread('proj-3', {
      respond: gateway([objective('LOCKED', [], 'Please Complete previous object.')]),
    });
    expect(await screen.findByText('Please Complete previous object.')).toBeVisible();
    expect(screen.queryByLabelText('Message')).toBeNull();
    unmount();
    renderThread('proj-1', {
      respond: gateway([objective('COMPLETE', [message('1', '01-11-2026', 'Done')])]),
    });
    expect(await screen.findByText('This objective is complete.')).toBeVisible();
    expect(screen.queryByLabelText('Message')).toBeNull();
  });
});

describe('an approval, seen by the thread\u2019s poll (issue 31)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves the objective\u2019s tab and the course\u2019s and the program\u2019s progress at once, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const open = objective('OPEN', [message('7', '03-11-2026', 'Final SWOT')]);
    const approved = objective('COMPLETE', [{ ...message('7', '03-11-2026', 'Final SWOT'), status: 'APPROVED' }], null, 50);
    let polls = 0;
    const threads = gateway([open]);
    const { client } = renderWithApp(<ProjectStructure courseId="301208" programId="3012" />, {
      respond: (op) => {
        if (op.operationName === 'ProjectUnits')
          return {
            data: {
              viewer: {
                ...open.viewer,
                course: {
                  __typename: 'Course',
                  ...progress('OPEN', 25).course,
                  id: '301208',
                },
              },
            },
          };
        if (op.operationName === 'ProjectThread') return { data: polls++ === 0 ? open : approved };
        return threads(op);
      },
    });
    const list = await screen.findByRole('combobox', {
      name: 'Objective of Analysis',
    });
    expect(within(list).getByRole('option', { name: 'SWOT' })).toBeTruthy();
    await screen.findByText('Final SWOT');
    await act(async () => void (await vi.advanceTimersByTimeAsync(THREAD_POLL_MS)));
    // The tab says it is complete, and the input is gone (spec part 2, section 4).
    expect(await within(list).findByRole('option', { name: 'SWOT (complete)' })).toBeTruthy();
    expect(await screen.findByText('This objective is complete.')).toBeVisible();
    // The course screen's bar, and the dashboard's, My Programs\u2019 and the reports\u2019 figures, read these.
    expect((client.cache.extract() as Record<string, unknown>)['Course:301208']).toMatchObject({
      progressPercent: 50,
    });
    expect((client.cache.extract() as Record<string, unknown>)['EnrolledCourse:301208']).toMatchObject({
      progressPercent: 50,
    });
    expect((client.cache.extract() as Record<string, unknown>)['EnrolledProgram:3012']).toMatchObject({
      progressPercent: 25,
    });
  });
});

describe('on a touch screen (issue 31)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('Enter makes a new line and the Send button sends (a keyboard\u2019s Enter sends: above)', async () => {
    const matchMedia = window.matchMedia.bind(window);
    const coarse = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...matchMedia(query),
      matches: query === '(pointer: coarse)',
    }));
    const user = userEvent.setup();
    const { gateway: seen } = renderOpenThread();
    const box = await screen.findByLabelText('Message');
    await user.type(box, 'Line one{Enter}Line two');
    expect(box).toHaveValue('Line one\nLine two');
    const sends = () => seen.operations.filter((o) => o.operationName === 'ProjectMessageSend');
    expect(sends()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /Send/ }));
    await waitFor(() => expect(sends()).toHaveLength(1));
    expect(sends()[0].variables).toMatchObject({
      input: { text: 'Line one\nLine two' },
    });
    expect(coarse).toHaveBeenCalledWith('(pointer: coarse)');
  });
});
