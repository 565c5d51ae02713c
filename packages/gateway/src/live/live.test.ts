import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createClient, type Client } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudCall, enrolledLearner, gql, startGateway, type TestGateway } from '../../test/support.js';

// The event stream (issue 32; docs/decisions/300): subscriptions over Server-Sent Events beside
// /graphql, in memory here and through Redis between two replicas below (TEST_REDIS_URL).

// Organisational Behaviour in the MBA (batch 3012), whose discussion the demo seeds.
const BATCH = 3012;
const COURSE = '301205';
const WIRE_COURSE = { bpid: BATCH, bcid: Number(COURSE) };
// A course of another program (Python, batch 1012): a learner of batch 3012 may not open it.
const OTHER_COURSE = '101203';

const BELL = /* GraphQL */ `
  subscription Bell {
    notificationsChanged {
      unreadCount
      newest {
        id
        title
        read
      }
    }
  }
`;
const DISCUSSION = /* GraphQL */ `
  subscription Discussion($courseId: ID!) {
    courseDiscussionChanged(courseId: $courseId) {
      id
      questions {
        id
        text
        mine
      }
    }
  }
`;
const POST_QUESTION = /* GraphQL */ `
  mutation Ask($input: DiscussionPostQuestionInput!) {
    discussionPostQuestion(input: $input) {
      userErrors {
        code
      }
    }
  }
`;

const POST_ANSWER = /* GraphQL */ `
  mutation Answer($input: DiscussionPostAnswerInput!) {
    discussionPostAnswer(input: $input) {
      userErrors {
        code
      }
    }
  }
`;
const ASKED = /* GraphQL */ `
  mutation Asked($input: DiscussionPostQuestionInput!) {
    discussionPostQuestion(input: $input) {
      discussion {
        questions {
          id
          text
        }
      }
    }
  }
`;

const SIGN_OUT = /* GraphQL */ `
  mutation SignOut {
    sessionSignOut {
      signedOut
    }
  }
`;

type Bell = { notificationsChanged: { unreadCount: number; newest: { id: string; title: string; read: boolean }[] } };
type Discussion = { courseDiscussionChanged: { id: string; questions: { id: string; text: string; mine: boolean }[] } };
type Event<T> = { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };

/** A gateway listening on a port of its own, for streams. */
type Listening = { gateway: TestGateway; url: string; server: Server; stop: () => Promise<void> };
async function listening(env: Record<string, string> = {}, keyPrefix?: string): Promise<Listening> {
  const gateway = await startGateway({ LIVE_POLL_MS: '500', ...env }, { keyPrefix });
  const server = gateway.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql/stream`;
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await gateway.close();
    })());
  return { gateway, url, server, stop };
}

/** One learner's stream client (distinct connections: a POST per subscription), with their token. */
const streamClient = (url: string, token: string): Client => createClient({ url, headers: { authorization: `Bearer ${token}` }, retryAttempts: 0, fetchFn: fetch });

/** A subscription read event by event: `until` waits for the first event that passes. */
function subscribe<T>(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const events = client.iterate<T>({ query, variables }) as AsyncIterableIterator<Event<T>>;
  const seen: Event<T>[] = [];
  return {
    seen,
    async next(): Promise<Event<T>> {
      const result = await events.next();
      if (result.done) throw new Error('the stream ended');
      seen.push(result.value);
      return result.value;
    },
    async until(test: (event: Event<T>) => boolean): Promise<Event<T>> {
      for (;;) {
        const event = await this.next();
        if (test(event)) return event;
      }
    },
    close: () => events.return?.(),
  };
}

/** A question and its answer written straight into the cloud API (outside the gateway): the asker is told (issue 20). */
async function answeredOutside(asker: string, question: string) {
  const post = (qtype: 0 | 1, jdata: Record<string, unknown>, qid?: number) =>
    cloudCall<{ qid: number }>('/updateDiscussion', { ...WIRE_COURSE, qtype, qid, jdata, cname: 'Organisational Behaviour', pname: 'MBA' });
  const { qid } = await post(0, { question, emailId: asker, username: 'Asker' });
  await post(1, { answer: 'Here is how', emailId: 'someone.else@demo.university', username: 'Kind Peer' }, qid);
}

/** A question asked through the gateway, and its id. */
async function asked(on: TestGateway, token: string, text: string): Promise<string> {
  const { body } = await gql<{ discussionPostQuestion: { discussion: { questions: { id: string; text: string }[] } } }>(on, ASKED, { input: { courseId: COURSE, text } }, { bearer: token });
  return body.data!.discussionPostQuestion.discussion.questions.find((q) => q.text === text)!.id;
}

// SQL Fundamentals in the Data Analytics certificate (batch 1012): no feedback asked before its certificate.
const CERTIFICATE = { batch: 1012, course: '101202' };
const GENERATE = /* GraphQL */ `
  mutation Generate($input: CourseCertificateGenerateInput!) {
    courseCertificateGenerate(input: $input) {
      userErrors {
        code
      }
    }
  }
`;

const fresh = (what: string) => `${what} ${Math.random().toString(36).slice(2)}`;
const ask = (on: TestGateway, token: string, text: string) => gql(on, POST_QUESTION, { input: { courseId: COURSE, text } }, { bearer: token });

describe('the event stream, one replica in memory', () => {
  let one: Listening;
  beforeAll(async () => {
    one = await listening();
  });
  afterAll(async () => {
    await one?.stop();
  });

  it('opens no stream without a session: 401, nothing subscribed', async () => {
    const response = await fetch(one.url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'text/event-stream' }, body: JSON.stringify({ query: BELL }) });
    expect(response.status).toBe(401);
    expect(one.gateway.services.live.hub.stats().viewers).toBe(0);
  });

  it('serves only subscriptions, and /graphql none', async () => {
    const { token } = await enrolledLearner(one.gateway, 'live-only-subs', BATCH);
    const query = subscribe(streamClient(one.url, token), '{ __typename }');
    await expect(query.next()).rejects.toThrow();
    const overHttp = await gql(one.gateway, BELL, {}, { bearer: token });
    expect(overHttp.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('starts the bell with its current state, then brings a notification written outside the gateway', async () => {
    const { token, eid } = await enrolledLearner(one.gateway, 'live-bell', BATCH);
    const bell = subscribe<Bell>(streamClient(one.url, token), BELL);
    expect((await bell.next()).data?.notificationsChanged).toEqual({ unreadCount: 0, newest: [] });
    await answeredOutside(eid, 'What is span of control?');
    const told = await bell.until((e) => (e.data?.notificationsChanged.unreadCount ?? 0) > 0);
    expect(told.data!.notificationsChanged.newest[0].title).toBe('Kind Peer answered your question in Organisational Behaviour');
    await bell.close();
  });

  it('never hands one learner another\u2019s notifications: each bell hears only its own', async () => {
    const a = await enrolledLearner(one.gateway, 'live-own-a', BATCH);
    const b = await enrolledLearner(one.gateway, 'live-own-b', BATCH);
    const bellA = subscribe<Bell>(streamClient(one.url, a.token), BELL);
    const bellB = subscribe<Bell>(streamClient(one.url, b.token), BELL);
    await Promise.all([bellA.next(), bellB.next()]);
    await answeredOutside(b.eid, 'A question of B');
    await bellB.until((e) => e.data?.notificationsChanged.unreadCount === 1);
    // Then one for A: A's next events lead to it, and none of them ever held B's.
    await answeredOutside(a.eid, 'A question of A');
    await bellA.until((e) => e.data?.notificationsChanged.unreadCount === 1);
    const idsOfB = new Set(bellB.seen.flatMap((e) => e.data?.notificationsChanged.newest.map((n) => n.id) ?? []));
    for (const event of bellA.seen) for (const n of event.data?.notificationsChanged.newest ?? []) expect(idsOfB.has(n.id)).toBe(false);
    await Promise.all([bellA.close(), bellB.close()]);
  });

  it('refuses the discussion of a course the learner may not open, as courseDiscussion does', async () => {
    const { token } = await enrolledLearner(one.gateway, 'live-not-mine', BATCH);
    const other = subscribe<Discussion>(streamClient(one.url, token), DISCUSSION, { courseId: OTHER_COURSE });
    const event = await other.next();
    expect(event.data ?? null).toBeNull();
    expect(event.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('delivers a post made through the gateway to every viewer, each seeing only their own as theirs, with one upstream read for all', async () => {
    const viewers = await Promise.all(['live-v1', 'live-v2', 'live-v3'].map((label) => enrolledLearner(one.gateway, label, BATCH)));
    const readsBefore = one.gateway.services.live.hub.stats().reads;
    const streams = viewers.map((v) => subscribe<Discussion>(streamClient(one.url, v.token), DISCUSSION, { courseId: COURSE }));
    await Promise.all(streams.map((s) => s.next()));
    // Three viewers arriving together, one read of the discussion (and none if the topic was already watched).
    expect(one.gateway.services.live.hub.stats().reads - readsBefore).toBeLessThanOrEqual(1);
    const text = fresh('Live question');
    await ask(one.gateway, viewers[0].token, text);
    const arrived = await Promise.all(streams.map((s) => s.until((e) => !!e.data?.courseDiscussionChanged.questions.some((q) => q.text === text))));
    expect(arrived.map((e) => e.data!.courseDiscussionChanged.questions.find((q) => q.text === text)!.mine)).toEqual([true, false, false]);
    await Promise.all(streams.map((s) => s.close()));
  });

  it('misses nothing across a reconnection: the first event of the new subscription holds what was posted meanwhile', async () => {
    const viewer = await enrolledLearner(one.gateway, 'live-reconnect', BATCH);
    const poster = await enrolledLearner(one.gateway, 'live-reconnect-poster', BATCH);
    const first = subscribe<Discussion>(streamClient(one.url, viewer.token), DISCUSSION, { courseId: COURSE });
    await first.next();
    await first.close();
    const text = fresh('Posted while away');
    await ask(one.gateway, poster.token, text);
    const again = subscribe<Discussion>(streamClient(one.url, viewer.token), DISCUSSION, { courseId: COURSE });
    expect((await again.next()).data!.courseDiscussionChanged.questions.some((q) => q.text === text)).toBe(true);
    await again.close();
  });

  it('forgets a topic when its last viewer leaves: nothing is polled for nobody', async () => {
    const { token } = await enrolledLearner(one.gateway, 'live-leave', BATCH);
    const bell = subscribe<Bell>(streamClient(one.url, token), BELL);
    await bell.next();
    const watching = one.gateway.services.live.hub.stats().topics;
    await bell.close();
    await expect.poll(() => one.gateway.services.live.hub.stats().topics).toBe(watching - 1);
  });
});

describe('changes made through the gateway, with nothing polled meanwhile', () => {
  let slow: Listening;
  beforeAll(async () => {
    // A minute between polls (the most allowed), and no poll counted below: what a stream brings here came at once.
    slow = await listening({ LIVE_POLL_MS: '60000' });
  });
  afterAll(async () => {
    await slow?.stop();
  });

  it('brings an answer posted through the gateway to the asker\u2019s bell at once (decision 371)', async () => {
    const asker = await enrolledLearner(slow.gateway, 'live-touch-asker', BATCH);
    const peer = await enrolledLearner(slow.gateway, 'live-touch-peer', BATCH);
    const questionId = await asked(slow.gateway, asker.token, fresh('Who answers this?'));
    const bell = subscribe<Bell>(streamClient(slow.url, asker.token), BELL);
    expect((await bell.next()).data?.notificationsChanged.unreadCount).toBe(0);
    const { body } = await gql<{ discussionPostAnswer: { userErrors: unknown[] } }>(
      slow.gateway,
      POST_ANSWER,
      { input: { courseId: COURSE, questionId, text: fresh('Here is how') } },
      { bearer: peer.token },
    );
    expect(body.data?.discussionPostAnswer.userErrors).toEqual([]);
    const told = await bell.until((e) => (e.data?.notificationsChanged.unreadCount ?? 0) > 0);
    expect(told.data!.notificationsChanged.newest[0].title).toMatch(/answered your question in Organisational Behaviour$/);
    expect(slow.gateway.services.live.hub.stats().beats).toBe(0);
    await bell.close();
  });

  it('brings the certificate-ready notice to the learner\u2019s bell at once when the certificate is made through the gateway (decision 371)', async () => {
    const { token, eid } = await enrolledLearner(slow.gateway, 'live-touch-cert', CERTIFICATE.batch);
    // Every object of the course complete, as Mark Complete on each would leave it.
    const course = await cloudCall<{ nuggets: { objects: { oid: string }[] }[] }>('/getCourse', { eid, bcourseid: Number(CERTIFICATE.course) });
    const objects = course.nuggets.flatMap((n) => n.objects.map((o) => ({ objid: o.oid, op: 2, timespent: 60 })));
    await cloudCall('/syncUserProgress', { eid, bcourseid: Number(CERTIFICATE.course), courseProgress: { objects, completeWhenAllDone: true } });
    const bell = subscribe<Bell>(streamClient(slow.url, token), BELL);
    expect((await bell.next()).data?.notificationsChanged.unreadCount).toBe(0);
    const { body } = await gql<{ courseCertificateGenerate: { userErrors: unknown[] } }>(slow.gateway, GENERATE, { input: { courseId: CERTIFICATE.course } }, { bearer: token });
    expect(body.errors).toBeUndefined();
    expect(body.data?.courseCertificateGenerate.userErrors).toEqual([]);
    await bell.until((e) => (e.data?.notificationsChanged.unreadCount ?? 0) > 0);
    expect(slow.gateway.services.live.hub.stats().beats).toBe(0);
    await bell.close();
  });
});

describe('a sign-out', () => {
  let one: Listening;
  beforeAll(async () => {
    // A minute between polls: nothing below waits on one.
    one = await listening({ LIVE_POLL_MS: '60000' });
  });
  afterAll(async () => {
    await one?.stop();
  });

  it('closes the session\u2019s streams at once, not at the end of their lifetime, and no one else\u2019s (decision 372)', async () => {
    const learner = await enrolledLearner(one.gateway, 'live-sign-out', BATCH);
    const other = await enrolledLearner(one.gateway, 'live-sign-out-other', BATCH);
    const bell = subscribe<Bell>(streamClient(one.url, learner.token), BELL);
    const discussion = subscribe<Discussion>(streamClient(one.url, learner.token), DISCUSSION, { courseId: COURSE });
    const othersDiscussion = subscribe<Discussion>(streamClient(one.url, other.token), DISCUSSION, { courseId: COURSE });
    await Promise.all([bell.next(), discussion.next(), othersDiscussion.next()]);
    expect((await gql<{ sessionSignOut: { signedOut: boolean } }>(one.gateway, SIGN_OUT, {}, { bearer: learner.token })).body.data?.sessionSignOut.signedOut).toBe(true);
    await expect(bell.next()).rejects.toThrow('the stream ended');
    await expect(discussion.next()).rejects.toThrow('the stream ended');
    // The other learner's stream carries on: their own post reaches it.
    const text = fresh('Still here');
    await ask(one.gateway, other.token, text);
    await othersDiscussion.until((e) => !!e.data?.courseDiscussionChanged.questions.some((q) => q.text === text));
    await othersDiscussion.close();
  });
});

describe('two replicas sharing Redis (TEST_REDIS_URL)', () => {
  const redisUrl = process.env.TEST_REDIS_URL;

  it('fans a post out to the other replica\u2019s viewers, and a replica\u2019s death loses no subscription for long', async (context) => {
    if (!redisUrl) {
      context.skip('TEST_REDIS_URL is not set (e.g. TEST_REDIS_URL=redis://127.0.0.1:6379/1); the Redis fan-out is not exercised');
      return;
    }
    const keyPrefix = `live-test-${process.pid}-${Date.now()}`;
    const [a, b] = await Promise.all([listening({ REDIS_URL: redisUrl }, keyPrefix), listening({ REDIS_URL: redisUrl }, keyPrefix)]);
    try {
      expect(a.gateway.services.live.hub.store).toBe('redis');
      const viewer = await enrolledLearner(a.gateway, 'live-redis-viewer', BATCH);
      const poster = await enrolledLearner(b.gateway, 'live-redis-poster', BATCH);

      // Watched on A, posted through B: A's viewer hears of it from B's publish.
      const onA = subscribe<Discussion>(streamClient(a.url, viewer.token), DISCUSSION, { courseId: COURSE });
      await onA.next();
      const text = fresh('Across replicas');
      await ask(b.gateway, poster.token, text);
      await onA.until((e) => !!e.data?.courseDiscussionChanged.questions.some((q) => q.text === text));

      // The bell on A; A stops. The client reconnects to B (as a load balancer sends it): the first
      // event is the current state, and what is written outside the gateway then arrives through
      // B's polling, which takes the topic's lease once A's has lapsed.
      const bellOnA = subscribe<Bell>(streamClient(a.url, viewer.token), BELL);
      await bellOnA.next();
      await a.stop();
      await expect(bellOnA.next()).rejects.toThrow();
      await answeredOutside(viewer.eid, 'Asked while a replica was down');
      const bellOnB = subscribe<Bell>(streamClient(b.url, viewer.token), BELL);
      const told = await bellOnB.until((e) => (e.data?.notificationsChanged.unreadCount ?? 0) > 0);
      expect(told.data!.notificationsChanged.newest[0].title).toBe('Kind Peer answered your question in Organisational Behaviour');
      await bellOnB.close();
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('brings an answer posted on one replica to the asker\u2019s bell on the other at once', async (context) => {
    if (!redisUrl) {
      context.skip('TEST_REDIS_URL is not set; touches across replicas are not exercised');
      return;
    }
    const keyPrefix = `live-touch-test-${process.pid}-${Date.now()}`;
    // No polling within the test: what arrives was sent across the replicas at once.
    const env = { REDIS_URL: redisUrl, LIVE_POLL_MS: '60000' };
    const [a, b] = await Promise.all([listening(env, keyPrefix), listening(env, keyPrefix)]);
    try {
      const asker = await enrolledLearner(a.gateway, 'live-redis-asker', BATCH);
      const peer = await enrolledLearner(b.gateway, 'live-redis-peer', BATCH);
      const questionId = await asked(a.gateway, asker.token, fresh('Asked on A'));
      const bellOnA = subscribe<Bell>(streamClient(a.url, asker.token), BELL);
      await bellOnA.next();
      await gql(b.gateway, POST_ANSWER, { input: { courseId: COURSE, questionId, text: fresh('Answered on B') } }, { bearer: peer.token });
      await bellOnA.until((e) => (e.data?.notificationsChanged.unreadCount ?? 0) > 0);
      expect(a.gateway.services.live.hub.stats().beats + b.gateway.services.live.hub.stats().beats).toBe(0);
      await bellOnA.close();
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('closes a signed-out session\u2019s streams on every replica (decision 372)', async (context) => {
    if (!redisUrl) {
      context.skip('TEST_REDIS_URL is not set; sign-out across replicas is not exercised');
      return;
    }
    const keyPrefix = `live-sign-out-test-${process.pid}-${Date.now()}`;
    const env = { REDIS_URL: redisUrl, LIVE_POLL_MS: '60000' };
    const [a, b] = await Promise.all([listening(env, keyPrefix), listening(env, keyPrefix)]);
    try {
      const learner = await enrolledLearner(a.gateway, 'live-redis-sign-out', BATCH);
      const onA = subscribe<Bell>(streamClient(a.url, learner.token), BELL);
      const onB = subscribe<Bell>(streamClient(b.url, learner.token), BELL);
      await Promise.all([onA.next(), onB.next()]);
      // Signed out through B: the streams on both replicas close.
      await gql(b.gateway, SIGN_OUT, {}, { bearer: learner.token });
      await expect(onA.next()).rejects.toThrow('the stream ended');
      await expect(onB.next()).rejects.toThrow('the stream ended');
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('reads a watched topic once per interval for all replicas: one replica holds the lease', async (context) => {
    if (!redisUrl) {
      context.skip('TEST_REDIS_URL is not set; the lease is not exercised');
      return;
    }
    const keyPrefix = `live-lease-test-${process.pid}-${Date.now()}`;
    const [a, b] = await Promise.all([listening({ REDIS_URL: redisUrl }, keyPrefix), listening({ REDIS_URL: redisUrl }, keyPrefix)]);
    try {
      const onA = await enrolledLearner(a.gateway, 'live-lease-a', BATCH);
      const onB = await enrolledLearner(b.gateway, 'live-lease-b', BATCH);
      const streams = [
        subscribe<Discussion>(streamClient(a.url, onA.token), DISCUSSION, { courseId: COURSE }),
        subscribe<Discussion>(streamClient(b.url, onB.token), DISCUSSION, { courseId: COURSE }),
      ];
      await Promise.all(streams.map((s) => s.next()));
      const totals = () => {
        const [x, y] = [a, b].map((r) => r.gateway.services.live.hub.stats());
        return { beats: x.beats + y.beats, polled: x.polled + y.polled };
      };
      const start = totals();
      // Both replicas beat for the topic; only the lease's holder reads: about one read per two beats, not one per beat.
      await expect.poll(() => totals().beats - start.beats, { timeout: 60_000, interval: 200 }).toBeGreaterThanOrEqual(20);
      const end = totals();
      expect(end.polled - start.polled).toBeLessThanOrEqual((end.beats - start.beats) / 2 + 2);
      await Promise.all(streams.map((s) => s.close()));
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
