import { beforeEach, describe, expect, it } from 'vitest';
import { AnswerQueue, answerStorageKey, overlayAnswers, readStoredQueue, type QueuedAnswer, type SaveReply } from './answer-queue';

const KEY = answerStorageKey({ learnerId: 'sub-1', courseId: '301205', kind: 'ASSESSMENT', assessmentId: 'a1' });

/** A server whose answers the test releases one by one, and fake timers the test fires. */
function harness({ fail = () => false as boolean | 'signedOut' } = {}) {
  const sent: QueuedAnswer[] = [];
  const server = new Map<string, number>();
  const calls: { answer: QueuedAnswer; resolve: (r: SaveReply) => void; reject: (e: unknown) => void }[] = [];
  const timers: { fn: () => void; ms: number; id: number }[] = [];
  let nextTimer = 1;
  let online: (() => void) | null = null;
  const queue = new AnswerQueue({
    storageKey: KEY,
    storage: localStorage,
    send: (answer) =>
      new Promise<SaveReply>((resolve, reject) => {
        sent.push(answer);
        calls.push({ answer, resolve, reject });
      }),
    classify: (error) => (error === 'UNAUTHENTICATED' ? 'signedOut' : 'retry'),
    setTimer: (fn, ms) => {
      const id = nextTimer++;
      timers.push({ fn, ms, id });
      return id;
    },
    clearTimer: (id) => {
      const i = timers.findIndex((t) => t.id === id);
      if (i >= 0) timers.splice(i, 1);
    },
    target: {
      addEventListener: ((type: string, fn: () => void) => (type === 'online' ? (online = fn) : undefined)) as Window['addEventListener'],
      removeEventListener: (() => undefined) as Window['removeEventListener'],
    },
  });
  /** The server answers the oldest open call: stores the highest sequence per question. */
  const answerNext = async () => {
    const call = calls.shift();
    if (!call) throw new Error('no call in flight');
    const outcome = fail();
    if (outcome === 'signedOut') call.reject('UNAUTHENTICATED');
    else if (outcome) call.reject(new TypeError('Failed to fetch'));
    else {
      const saved = Math.max(server.get(call.answer.questionId) ?? 0, call.answer.sequence);
      server.set(call.answer.questionId, saved);
      call.resolve({ kind: 'saved', savedSequence: saved, secondsLeft: 100 });
    }
    await flushPromises();
  };
  const fireTimers = async () => {
    const due = timers.splice(0);
    due.forEach((t) => t.fn());
    await flushPromises();
    return due.map((t) => t.ms);
  };
  return { queue, sent, calls, server, answerNext, fireTimers, timers, goOnline: () => online?.() };
}

const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the answer queue (issue 9: no answer is lost)', () => {
  beforeEach(() => localStorage.clear());

  it('numbers every change, keeps it in the browser until the server acknowledged it, then says Saved', async () => {
    const h = harness();
    h.queue.start(0);
    h.queue.change('q1', { optionIds: ['o2'] });
    expect(h.queue.getSnapshot().status).toBe('saving');
    expect(readStoredQueue(localStorage, KEY).pending.map((p) => [p.questionId, p.sequence])).toEqual([['q1', 1]]);
    h.queue.change('q2', { text: 'An answer' });
    await h.answerNext();
    expect(readStoredQueue(localStorage, KEY).pending.map((p) => p.questionId)).toEqual(['q2']);
    await h.answerNext();
    expect(h.queue.getSnapshot().status).toBe('saved');
    expect(readStoredQueue(localStorage, KEY)).toEqual({ nextSequence: 2, pending: [] });
    expect(h.sent.map((s) => s.sequence)).toEqual([1, 2]);
  });

  it('after a lost connection says "retrying", backs off, and replays in order once back online', async () => {
    let offline = true;
    const h = harness({ fail: () => offline });
    h.queue.start(0);
    h.queue.change('q1', { optionIds: ['a'] });
    await h.answerNext();
    expect(h.queue.getSnapshot().status).toBe('retrying');
    // Typed while offline: kept, waiting behind the retry.
    h.queue.change('q2', { optionIds: ['b'] });
    h.queue.change('q3', { text: 'typed offline' });
    h.queue.change('q1', { optionIds: ['c'] });
    expect(h.calls).toHaveLength(0);
    expect(await h.fireTimers()).toEqual([500]);
    await h.answerNext();
    expect(await h.fireTimers()).toEqual([1000]);
    offline = false;
    h.goOnline();
    await flushPromises();
    await h.answerNext();
    await h.answerNext();
    await h.answerNext();
    expect(h.queue.getSnapshot().status).toBe('saved');
    // The replay goes oldest first, and q1 only with its newest answer.
    expect(h.sent.slice(-3).map((s) => [s.questionId, s.sequence])).toEqual([
      ['q2', 2],
      ['q3', 3],
      ['q1', 4],
    ]);
    expect(h.server.get('q1')).toBe(4);
  });

  it('a change made while its older answer is on the way is sent after it, and only the newer is kept', async () => {
    const h = harness();
    h.queue.start(0);
    h.queue.change('q1', { text: 'first' });
    h.queue.change('q1', { text: 'second' });
    await h.answerNext(); // acknowledges sequence 1 only
    expect(h.queue.getSnapshot().pending.map((p) => p.text)).toEqual(['second']);
    await h.answerNext();
    expect(h.queue.getSnapshot().pending).toEqual([]);
    expect(h.sent.map((s) => s.text)).toEqual(['first', 'second']);
  });

  it('a reload replays what was not acknowledged, numbering above the server\u2019s highest sequence', async () => {
    const first = harness({ fail: () => true });
    first.queue.start(0);
    first.queue.change('q1', { optionIds: ['a'] });
    first.queue.change('q2', { text: 'kept' });
    await first.answerNext();
    first.queue.dispose();

    const second = harness();
    expect(second.queue.getSnapshot()).toMatchObject({ status: 'saving', pending: [{ questionId: 'q1' }, { questionId: 'q2' }] });
    second.queue.start(7); // another browser saved up to 7
    await second.answerNext();
    await second.answerNext();
    second.queue.change('q3', { optionIds: ['z'] });
    expect(second.sent.map((s) => [s.questionId, s.sequence])).toEqual([
      ['q1', 1],
      ['q2', 2],
      ['q3', 8],
    ]);
  });

  it('pauses when the session ended and replays after the learner signed in again', async () => {
    let unauthenticated = true;
    const h = harness({ fail: () => (unauthenticated ? 'signedOut' : false) });
    h.queue.start(0);
    h.queue.change('q1', { optionIds: ['a'] });
    await h.answerNext();
    expect(h.queue.getSnapshot().status).toBe('signedOut');
    h.queue.change('q2', { optionIds: ['b'] });
    expect(h.calls).toHaveLength(0);
    expect(h.timers).toHaveLength(0);
    unauthenticated = false;
    h.queue.resume();
    await h.answerNext();
    await h.answerNext();
    expect(h.queue.getSnapshot().status).toBe('saved');
  });

  it('stops and forgets when the server says the attempt is closed', async () => {
    const h = harness();
    h.queue.start(0);
    h.queue.change('q1', { optionIds: ['a'] });
    h.calls.shift()!.resolve({ kind: 'refused', code: 'ATTEMPT_CLOSED', message: 'Assessment already submitted.' });
    await flushPromises();
    expect(h.queue.getSnapshot()).toMatchObject({ status: 'closed', refusal: 'Assessment already submitted.' });
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('flush resolves once everything is acknowledged, and false when it cannot be', async () => {
    const h = harness();
    h.queue.start(0);
    h.queue.change('q1', { text: 'typing…' }, { delayMs: 600 });
    expect(h.calls).toHaveLength(0);
    const flushed = h.queue.flush(4000);
    await flushPromises();
    await h.answerNext();
    await expect(flushed).resolves.toBe(true);

    const offline = harness({ fail: () => true });
    offline.queue.start(0);
    offline.queue.change('q1', { optionIds: ['a'] });
    const notFlushed = offline.queue.flush(4000);
    await offline.answerNext();
    await expect(notFlushed).resolves.toBe(false);
  });

  it('shows the server\u2019s answers with the waiting ones on top; a waiting blank text removes one', () => {
    const shown = overlayAnswers(
      [
        { questionId: 'q1', optionIds: ['a'] },
        { questionId: 'q2', text: 'old' },
      ],
      [
        { questionId: 'q1', optionIds: ['b'], sequence: 5 },
        { questionId: 'q2', text: '  ', sequence: 6 },
        { questionId: 'q3', matches: ['x', ''], sequence: 7 },
      ],
    );
    expect(Object.fromEntries(shown)).toEqual({ q1: { optionIds: ['b'] }, q3: { matches: ['x', ''] } });
  });
});
