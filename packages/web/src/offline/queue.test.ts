import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enqueueAction, flushQueue, queuedActions, sendQueuedAction, type SendReply } from './queue';
import { claimOfflineData, keepAnswer, putSavedCourse, savedCourse, wipeOfflineData, type QueuedAction, type SavedCourse } from './store';
import { answerOffline, QUEUED_OFFLINE_COPY } from './saved-answers';
import { reportFlush, sendQueueWhenOnline } from './register';
import { withSavedAnswers } from '../lib/apollo-client';
import { LEARNING_MESSAGES } from '@portal/domain';

afterEach(() => wipeOfflineData());

const complete = (objectId: string) => ({
  label: `Mark Complete: "${objectId}"`,
  operationName: 'LearningObjectComplete',
  query: 'mutation LearningObjectComplete($input: LearningObjectCompleteInput!) { learningObjectComplete(input: $input) { userErrors { message } } }',
  variables: { input: { courseId: 'c1', objectId, secondsSpent: 30 } },
});

const course = (): SavedCourse => ({
  courseId: 'c1',
  title: 'Organisational Behaviour',
  programTitle: 'MBA',
  savedAt: 0,
  complete: true,
  objectIds: ['o1', 'o2'],
  files: [],
  answer: {
    viewer: {
      __typename: 'Viewer',
      id: 'learner-1',
      course: {
        __typename: 'Course',
        id: 'c1',
        units: [
          {
            id: 'u1',
            objects: [
              { id: 'o1', title: 'Audio briefing', state: 'IN_PROGRESS', unavailableMessage: null },
              { id: 'o2', title: 'Reading', state: 'NOT_STARTED', unavailableMessage: null },
            ],
          },
        ],
      },
    },
  },
});

const request = (operationName: string, variables: Record<string, unknown>, query = `mutation ${operationName} { x }`) => JSON.stringify({ operationName, variables, query });

describe('the offline queue', () => {
  it('sends what the learner did in order, each once, and keeps what the connection could not take for the next round', async () => {
    for (const id of ['o1', 'o2', 'o3']) await enqueueAction(complete(id));
    const sent: string[] = [];
    let connected = true;
    const send = async (action: QueuedAction): Promise<SendReply> => {
      if (!connected) throw new TypeError('Failed to fetch');
      sent.push((action.variables.input as { objectId: string }).objectId);
      if (sent.length === 2) connected = false;
      return { kind: 'accepted' };
    };
    const first = await flushQueue(send);
    expect(first).toMatchObject({ interrupted: true });
    expect(first.accepted).toHaveLength(2);
    expect((await queuedActions()).map((a) => (a.variables.input as { objectId: string }).objectId)).toEqual(['o3']);
    connected = true;
    const second = await flushQueue(send);
    expect(second).toMatchObject({ interrupted: false });
    expect(sent).toEqual(['o1', 'o2', 'o3']);
    expect(await queuedActions()).toEqual([]);
  });

  it("hands back what the portal refused, in the portal's words, and goes on with the rest", async () => {
    await enqueueAction(complete('o3'));
    await enqueueAction(complete('o1'));
    const result = await flushQueue(async (action) =>
      (action.variables.input as { objectId: string }).objectId === 'o3' ? { kind: 'refused', message: LEARNING_MESSAGES.objectLocked } : { kind: 'accepted' },
    );
    expect(result.refused).toEqual([{ action: expect.objectContaining({ label: 'Mark Complete: "o3"' }), message: 'Please Mark Complete previously viewed object.' }]);
    expect(result.accepted).toHaveLength(1);
    const shown: { title?: unknown; description?: unknown }[] = [];
    reportFlush(result, (toast) => shown.push(toast));
    expect(shown[0]).toMatchObject({ title: 'The portal did not accept something you did offline', description: 'Mark Complete: "o3": Please Mark Complete previously viewed object.' });
    expect(shown[1]).toMatchObject({ title: 'What you did offline has reached the portal.' });
  });

  it("reads the gateway's answer: userErrors refuse, a 5xx or no connection keeps the action", async () => {
    const action = { ...complete('o1'), queuedAt: 0 };
    const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
    expect(await sendQueuedAction(action, answer(200, { data: { learningObjectComplete: { userErrors: [] } } }))).toEqual({ kind: 'accepted' });
    expect(await sendQueuedAction(action, answer(200, { data: { learningObjectComplete: { userErrors: [{ message: LEARNING_MESSAGES.objectLocked }] } } }))).toEqual({
      kind: 'refused',
      message: LEARNING_MESSAGES.objectLocked,
    });
    await expect(sendQueuedAction(action, answer(503, {}))).rejects.toThrow();
    await expect(sendQueuedAction(action, answer(200, { errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] }))).rejects.toThrow();
    await expect(
      sendQueuedAction(
        action,
        vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
      ),
    ).rejects.toThrow();
  });

  it('survives 20 offline/online flips with nothing lost and nothing sent twice', async () => {
    const delivered: number[] = [];
    let online = false;
    let next = 0;
    for (let flip = 0; flip < 20; flip++) {
      online = !online;
      await enqueueAction({ ...complete(`o${next}`), label: String(next++) });
      await flushQueue(async (action) => {
        if (!online) throw new TypeError('Failed to fetch');
        delivered.push(Number(action.label));
        return { kind: 'accepted' };
      });
    }
    online = true;
    await flushQueue(async (action) => (delivered.push(Number(action.label)), { kind: 'accepted' }));
    expect(delivered).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('sends again when the connection returns, and asks the screens again after a round that sent something', async () => {
    const flush = vi.fn(async () => ({ accepted: [{ ...complete('o1'), queuedAt: 0 }], refused: [], interrupted: false }));
    const afterSend = vi.fn();
    const stop = sendQueueWhenOnline(afterSend, window, flush);
    await vi.waitFor(() => expect(afterSend).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(flush).toHaveBeenCalledTimes(2));
    stop();
  });
});

describe('answers offline', () => {
  it('answers Mark Complete in a saved course as the gateway would, queues the request as it was, and the saved course follows', async () => {
    await claimOfflineData('learner-1');
    await putSavedCourse(course());
    const body = request('LearningObjectComplete', { input: { courseId: 'c1', objectId: 'o2', secondsSpent: 12 } });
    const answer = await (await answerOffline(body))!.json();
    expect(answer.data.learningObjectComplete).toMatchObject({ userErrors: [], course: { id: 'c1' } });
    const [queued] = await queuedActions();
    expect(queued).toMatchObject({ label: 'Mark Complete: "Reading"', operationName: 'LearningObjectComplete', variables: { input: { objectId: 'o2', secondsSpent: 12 } } });
    const saved = (await savedCourse('c1'))!.answer as { viewer: { course: { units: { objects: { state: string }[] }[] } } };
    expect(saved.viewer.course.units[0].objects.map((o) => o.state)).toEqual(['IN_PROGRESS', 'COMPLETED']);
  });

  it("queues a package's commit made offline and keeps it in the package's saved runtime data, so it resumes there offline with higher sequences (docs/decisions/390)", async () => {
    await claimOfflineData('learner-1');
    await putSavedCourse(course());
    const runtime = {
      scormRuntime: {
        __typename: 'ScormRuntime',
        objectId: 'o1',
        version: 'SCORM_12',
        launchUrl: 'http://127.0.0.1:4001/media/1.d2.aa/course/pkg/index.html',
        data: null,
        sequence: 3,
        completed: false,
      },
    };
    await keepAnswer('ScormRuntime', { courseId: 'c1', objectId: 'o1' }, runtime);
    const commit = (sequence: number, location: string) =>
      request('ScormCommit', { input: { courseId: 'c1', objectId: 'o1', version: 'SCORM_12', sequence, data: JSON.stringify({ core: { lesson_location: location } }) } });
    const answer = await (await answerOffline(commit(4, '2')))!.json();
    expect(answer.data.scormCommit).toMatchObject({ stored: true, userErrors: [] });
    // A commit older than what is kept (a replay) changes nothing.
    await answerOffline(commit(2, '1'));
    expect((await queuedActions()).map((a) => a.label)).toEqual(['Progress in "Audio briefing"', 'Progress in "Audio briefing"']);
    const reopened = await (await answerOffline(request('ScormRuntime', { courseId: 'c1', objectId: 'o1' }, 'query ScormRuntime { x }')))!.json();
    expect(reopened.data.scormRuntime).toMatchObject({ sequence: 4, data: JSON.stringify({ core: { lesson_location: '2' } }), launchUrl: runtime.scormRuntime.launchUrl });
  });

  it('answers nothing for a course that was not saved, nor for anyone when nothing is saved: the app says the connection is gone', async () => {
    expect(await answerOffline(request('CoursePage', { id: 'c1' }, 'query CoursePage { x }'))).toBeNull();
    await claimOfflineData('learner-1');
    await putSavedCourse(course());
    expect(await answerOffline(request('CoursePage', { id: 'other' }, 'query CoursePage { x }'))).toBeNull();
    expect(await answerOffline(request('LearningObjectComplete', { input: { courseId: 'other', objectId: 'o1' } }))).toBeNull();
    expect(await queuedActions()).toEqual([]);
    const offline = (await (await answerOffline(request('CoursePage', { id: 'c1' }, 'query CoursePage { x }')))!.json()) as {
      data: { viewer: { course: { units: { objects: { id: string; unavailableMessage: string | null }[] }[] } } };
    };
    expect(offline.data.viewer.course.units[0].objects.map((o) => o.unavailableMessage)).toEqual([null, null]);
  });

  it('says a unit that was not saved opens when the connection returns, rather than loading nothing', async () => {
    await claimOfflineData('learner-1');
    await putSavedCourse({ ...course(), objectIds: ['o1'] });
    const offline = (await (await answerOffline(request('CoursePage', { id: 'c1' }, 'query CoursePage { x }')))!.json()) as {
      data: { viewer: { course: { units: { objects: { id: string; unavailableMessage: string | null; contentUrl?: string | null }[] }[] } } };
    };
    const [saved, notSaved] = offline.data.viewer.course.units[0].objects;
    expect(saved.unavailableMessage).toBeNull();
    expect(notSaved).toMatchObject({ unavailableMessage: 'This unit is not saved for offline. It opens when you are back online.', contentUrl: null });
  });

  it('opens a saved lesson offline in the content origin’s lesson frame (docs/decisions/390)', async () => {
    await claimOfflineData('learner-1');
    const lesson = 'http://127.0.0.1:4001/media/1.f.aa/course/lessons/one.html';
    const saved = course();
    const [first] = (saved.answer as { viewer: { course: { units: { objects: Record<string, unknown>[] }[] } } }).viewer.course.units[0].objects;
    Object.assign(first, { kind: 'HTML', contentUrl: lesson });
    await putSavedCourse(saved);
    const offline = await (await answerOffline(request('CoursePage', { id: 'c1' }, 'query CoursePage { x }')))!.json();
    expect(offline.data.viewer.course.units[0].objects[0].contentUrl).toBe(`http://127.0.0.1:4001/scorm/lesson.html#${encodeURIComponent(lesson)}`);
  });

  it("queues a unit quiz's answers in a saved course and says they wait; submitted again offline, only the last answers wait", async () => {
    await claimOfflineData('learner-1');
    await putSavedCourse(course());
    const submit = (option: number) => request('UnitQuizSubmit', { input: { courseId: 'c1', objectId: 'o2', answers: [{ itemId: 'q1', options: [option] }] } });
    await enqueueAction(complete('o1'));
    const answer = await (await answerOffline(submit(0)))!.json();
    // No score from the device: the gateway grades (invariant 2). The learner reads why there is none yet.
    expect(answer.data.unitQuizSubmit).toMatchObject({ quiz: null, userErrors: [{ message: QUEUED_OFFLINE_COPY.quiz }] });
    await answerOffline(submit(1));
    const queued = await queuedActions();
    expect(queued.map((a) => a.label)).toEqual(['Mark Complete: "o1"', 'Answers to "Reading"']);
    expect(queued[1].variables).toMatchObject({ input: { answers: [{ options: [1] }] } });
  });

  it('queues a discussion post written offline in a saved course, each post once, with the words it starts with', async () => {
    await claimOfflineData('learner-1');
    await putSavedCourse(course());
    const post = request('DiscussionPostQuestion', { input: { courseId: 'c1', text: 'Is the reading due before the live session?' } });
    const answer = await (await answerOffline(post))!.json();
    expect(answer.data.discussionPostQuestion).toMatchObject({ message: QUEUED_OFFLINE_COPY.post, userErrors: [] });
    await answerOffline(request('DiscussionPostAnswer', { input: { courseId: 'c1', questionId: 'd1', text: 'Yes.' } }));
    // The same words posted twice both go: the gateway's repeat check is the judge, and says why.
    await answerOffline(post);
    expect((await queuedActions()).map((a) => a.label)).toEqual([
      'Question in the discussion: "Is the reading due before the live session?"',
      'Answer in the discussion: "Yes."',
      'Question in the discussion: "Is the reading due before the live session?"',
    ]);
    expect(await answerOffline(request('DiscussionPostQuestion', { input: { courseId: 'other', text: 'Hello' } }))).toBeNull();
  });

  it('a sign-in as someone else wipes what the last learner saved and queued: nothing of theirs is readable', async () => {
    await claimOfflineData('learner-1');
    await putSavedCourse(course());
    await enqueueAction(complete('o1'));
    await claimOfflineData('learner-2');
    expect(await savedCourse('c1')).toBeUndefined();
    expect(await queuedActions()).toEqual([]);
    expect(await answerOffline(request('CoursePage', { id: 'c1' }, 'query CoursePage { x }'))).toBeNull();
  });
});

describe('the app’s requests while the browser knows it is offline', () => {
  const failedToFetch = () => Promise.reject(new TypeError('Failed to fetch'));
  afterEach(() => vi.restoreAllMocks());

  it('answers a read the learner saved and queues a change without asking the network (docs/decisions/399, 400)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await claimOfflineData('learner-1');
    await putSavedCourse(course());
    const send = vi.fn(failedToFetch);
    const appFetch = withSavedAnswers(send);

    const read = await appFetch('/graphql', { method: 'POST', body: request('CoursePage', { id: 'c1' }, 'query CoursePage { x }') });
    expect(((await read.json()) as { data: { viewer: { course: { id: string } } } }).data.viewer.course.id).toBe('c1');

    // Mark Complete: queued at once, with nothing between the learner's step and the device's copy of it.
    const change = await appFetch('/graphql', { method: 'POST', body: request('LearningObjectComplete', { input: { courseId: 'c1', objectId: 'o2', secondsSpent: 5 } }) });
    expect(((await change.json()) as { data: { learningObjectComplete: { userErrors: unknown[] } } }).data.learningObjectComplete.userErrors).toEqual([]);
    expect(await queuedActions()).toHaveLength(1);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a change the device cannot keep (a course not saved) to the network, which refuses it', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await claimOfflineData('learner-1');
    const send = vi.fn(failedToFetch);
    const appFetch = withSavedAnswers(send);
    await expect(appFetch('/graphql', { method: 'POST', body: request('LearningObjectComplete', { input: { courseId: 'not-saved', objectId: 'o2', secondsSpent: 5 } }) })).rejects.toThrow(
      'Failed to fetch',
    );
    expect(send).toHaveBeenCalledTimes(1);
    expect(await queuedActions()).toEqual([]);
  });

  it('asks the network for a read nothing saved answers, and online always asks the network first', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await claimOfflineData('learner-1');
    await putSavedCourse(course());
    const send = vi.fn(() => Promise.resolve(new Response('{"data":{"ok":true}}')));
    const appFetch = withSavedAnswers(send);
    await appFetch('/graphql', { method: 'POST', body: request('CoursePage', { id: 'not-saved' }, 'query CoursePage { x }') });
    expect(send).toHaveBeenCalledTimes(1);
    online.mockReturnValue(true);
    await appFetch('/graphql', { method: 'POST', body: request('CoursePage', { id: 'c1' }, 'query CoursePage { x }') });
    expect(send).toHaveBeenCalledTimes(2);
  });
});
