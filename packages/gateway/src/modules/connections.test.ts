import { LIST_PAGE_MAX, firstOutOfBoundsMessage, malformedCursorMessage } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudCall, cloudUrl, countingCloud, DEMO, enrolledLearner, gql, signIn, startGateway, type CookieJar, type TestGateway } from '../../test/support.js';

// Issue 32, section 3 (docs/decisions/310): the four lists that grow come a page at a time, newest first,
// with cursors that hold their place while items arrive and go between two pages.

// Organisational Behaviour in the MBA (batch 3012), the demo learner's, whose discussion the demo seeds.
const BATCH = 3012;
const COURSE = { bpid: BATCH, bcid: 301205 };
const PAGE = 'pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount';

type Page = {
  edges: { cursor: string; node: { id: string } }[];
  nodes: { id: string }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
};
type Who = { bearer: string } | { jar: CookieJar };

const DISCUSSION = /* GraphQL */ `
  query ($courseId: ID!, $first: Int, $after: String) {
    courseDiscussion(courseId: $courseId) {
      questions { id }
      questionsConnection(first: $first, after: $after) { edges { cursor node { id } } nodes { id } ${PAGE} }
    }
  }
`;
const NOTIFICATIONS = `query ($first: Int, $after: String) { notificationsConnection(first: $first, after: $after) { edges { cursor node { id } } nodes { id } ${PAGE} } }`;
const COMPLAINTS = `query ($first: Int, $after: String) { viewer { complaints { id } complaintsConnection(first: $first, after: $after) { edges { cursor node { id } } nodes { id } ${PAGE} } } }`;
const ANNOUNCEMENTS = /* GraphQL */ `
  query ($id: ID!, $first: Int, $after: String) {
    viewer { enrolledProgram(id: $id) { announcements { id } announcementsConnection(first: $first, after: $after) { edges { cursor node { id } } nodes { id } ${PAGE} } } }
  }
`;

let gateway: TestGateway;
let asha: CookieJar;
beforeAll(async () => {
  gateway = await startGateway();
  asha = (await signIn(gateway, DEMO.learner.email, DEMO.learner.password)).jar;
});
afterAll(async () => {
  await gateway?.close();
});

const postQuestion = (question: string, emailId = 'peer@demo.university') =>
  cloudCall<{ qid: number }>('/updateDiscussion', { ...COURSE, qtype: 0, jdata: { question, emailId, username: 'Peer' }, idata: [], cname: 'Organisational Behaviour', pname: 'MBA' });
const deleteQuestion = (qid: number) =>
  cloudCall('/updateDiscussion', { ...COURSE, qtype: 2, qid, jdata: { emailId: 'peer@demo.university', username: 'Peer' }, idata: [], cname: 'Organisational Behaviour', pname: 'MBA' });

async function discussionPage(variables: Record<string, unknown>) {
  const result = await gql<{ courseDiscussion: { questions: { id: string }[]; questionsConnection: Page } }>(gateway, DISCUSSION, { courseId: String(COURSE.bcid), ...variables }, { jar: asha });
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.courseDiscussion;
}

/** Every page of a list, `first` at a time, in order; and how many pages it took. */
async function walk(read: (after: string | null) => Promise<Page>): Promise<{ ids: string[]; pages: Page[] }> {
  const pages: Page[] = [];
  let after: string | null = null;
  do {
    const page = await read(after);
    pages.push(page);
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after !== null && pages.length < 100);
  return { ids: pages.flatMap((p) => p.nodes.map((n) => n.id)), pages };
}

/** What a bad argument answers: a GraphQL error, BAD_USER_INPUT, with its message and no data at that path. */
async function refusal(query: string, variables: Record<string, unknown>, who: Who) {
  const result = await gql(gateway, query, variables, who);
  expect(result.status).toBe(200);
  return result.body.errors?.map((e) => ({ code: e.extensions?.code, message: e.message }));
}

describe('a course\u2019s discussion a page at a time (questionsConnection)', () => {
  it('walks every question newest first in pages of `first`, each once, with the total and the edges\u2019 cursors', async () => {
    for (let i = 1; i <= 5; i += 1) await postQuestion(`Paged question ${i}`);
    const whole = (await discussionPage({ first: 1 })).questions.map((q) => q.id);
    const { ids, pages } = await walk(async (after) => (await discussionPage({ first: 2, after })).questionsConnection);
    expect(ids).toEqual([...whole].reverse());
    expect(pages.map((p) => p.nodes.length)).toEqual(whole.length % 2 ? [...Array(Math.floor(whole.length / 2)).fill(2), 1] : Array(whole.length / 2).fill(2));
    expect(pages.every((p) => p.totalCount === whole.length)).toBe(true);
    expect(pages.at(-1)!.pageInfo.hasNextPage).toBe(false);
    expect(pages.map((p) => p.pageInfo.hasPreviousPage)).toEqual(pages.map((_, i) => i > 0));
    for (const page of pages) {
      expect(page.edges.map((e) => e.node.id)).toEqual(page.nodes.map((n) => n.id));
      expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)!.cursor);
      expect(page.pageInfo.startCursor).toBe(page.edges[0].cursor);
    }
  });

  it('keeps its place: a question asked or deleted after the first page neither repeats nor skips one on the next', async () => {
    const { qid } = await postQuestion('Soon deleted');
    const first = (await discussionPage({ first: 3 })).questionsConnection;
    const expectedNext = (await discussionPage({ first: 3, after: first.pageInfo.endCursor })).questionsConnection.nodes.map((n) => n.id);
    await postQuestion('Arrived between two pages');
    await deleteQuestion(qid);
    const next = (await discussionPage({ first: 3, after: first.pageInfo.endCursor })).questionsConnection;
    expect(next.nodes.map((n) => n.id)).toEqual(expectedNext);
    // The new one is on the first page, at the top; the total counts it and not the deleted one.
    const fresh = (await discussionPage({ first: 3 })).questionsConnection;
    expect(fresh.nodes[0].id).not.toBe(first.nodes[0].id);
    expect(fresh.totalCount).toBe(first.totalCount);
    expect(fresh.nodes.map((n) => n.id)).not.toContain(`${COURSE.bcid}.${qid}`);
  });

  it('answers an empty page, not an error, after the last question', async () => {
    const whole = await discussionPage({ first: LIST_PAGE_MAX });
    const last = whole.questionsConnection.pageInfo.endCursor;
    expect(whole.questionsConnection.pageInfo.hasNextPage).toBe(false);
    const after = (await discussionPage({ first: 5, after: last })).questionsConnection;
    expect(after).toMatchObject({ nodes: [], edges: [], pageInfo: { hasNextPage: false, startCursor: null, endCursor: null } });
  });

  it('refuses a `first` outside 1..100 and a cursor it did not hand out with BAD_USER_INPUT, never a 500', async () => {
    for (const first of [0, -1, LIST_PAGE_MAX + 1]) {
      expect(await refusal(DISCUSSION, { courseId: String(COURSE.bcid), first }, { jar: asha }), String(first)).toEqual([{ code: 'BAD_USER_INPUT', message: firstOutOfBoundsMessage }]);
    }
    const notifications = (await gql<{ notificationsConnection: Page }>(gateway, NOTIFICATIONS, { first: 1 }, { jar: asha })).body.data!.notificationsConnection;
    const otherList = notifications.pageInfo.endCursor ?? Buffer.from(JSON.stringify(['notifications', 1])).toString('base64url');
    const otherCourse = Buffer.from(JSON.stringify(['discussion/301206', 3])).toString('base64url');
    for (const after of ['garbage', '!!!', '', 'W10', Buffer.from('["discussion/301205","3"]').toString('base64url'), otherList, otherCourse]) {
      expect(await refusal(DISCUSSION, { courseId: String(COURSE.bcid), first: 2, after }, { jar: asha }), after).toEqual([{ code: 'BAD_USER_INPUT', message: malformedCursorMessage }]);
    }
    // A very long one is stopped by the text check every argument passes (decision 071).
    expect((await refusal(DISCUSSION, { courseId: String(COURSE.bcid), after: 'x'.repeat(500) }, { jar: asha }))?.map((e) => e.code)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('a learner\u2019s notifications a page at a time (notificationsConnection)', () => {
  it('pages the learner\u2019s own newest first, and refuses bad arguments before the cloud API is asked', async () => {
    const a = await enrolledLearner(gateway, 'page-notif-a', BATCH);
    const b = await enrolledLearner(gateway, 'page-notif-b', BATCH);
    for (let i = 1; i <= 5; i += 1) {
      const { qid } = await postQuestion(`Notified ${i}`, a.eid);
      await cloudCall('/updateDiscussion', {
        ...COURSE,
        qtype: 1,
        qid,
        jdata: { answer: 'Here is how', emailId: b.eid, username: 'Kind Peer' },
        idata: [],
        cname: 'Organisational Behaviour',
        pname: 'MBA',
      });
    }
    const read = async (after: string | null) => (await gql<{ notificationsConnection: Page }>(gateway, NOTIFICATIONS, { first: 2, after }, { bearer: a.token })).body.data!.notificationsConnection;
    const { ids, pages } = await walk(read);
    expect(pages.map((p) => [p.nodes.length, p.totalCount])).toEqual([
      [2, 5],
      [2, 5],
      [1, 5],
    ]);
    expect(ids.map(Number)).toEqual([...ids.map(Number)].sort((x, y) => y - x));
    // B answered, so B is told nothing.
    expect((await gql<{ notificationsConnection: Page }>(gateway, NOTIFICATIONS, {}, { bearer: b.token })).body.data!.notificationsConnection).toMatchObject({ totalCount: 0, nodes: [] });

    const cloud = await countingCloud();
    const counted = await startGateway({ CLOUD_API_URL: cloud.url, COGNITO_ENDPOINT: cloudUrl(), JWT_ISSUER: `${cloudUrl()}/local_portal`, FILE_STORE_ORIGINS: cloudUrl() });
    try {
      cloud.reset();
      for (const [variables, message] of [
        [{ first: 0 }, firstOutOfBoundsMessage],
        [{ after: 'nope' }, malformedCursorMessage],
      ] as const) {
        const result = await gql(counted, NOTIFICATIONS, variables, { bearer: a.token });
        expect(result.body.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([['BAD_USER_INPUT', message]]);
      }
      expect(cloud.calls().filter((c) => c.operation === '/getNotifications')).toEqual([]);
    } finally {
      await counted.close();
      await cloud.close();
    }
  });
});

describe('a learner\u2019s complaints a page at a time (complaintsConnection)', () => {
  it('pages them newest first, as the whole list orders them, and a cursor holds its place when one more is filed', async () => {
    const me = await enrolledLearner(gateway, 'page-complaints', BATCH);
    const file = (description: string) => cloudCall('/addcomplent', { description, bpid: BATCH, fileName: '', emailid: `${me.eid}@example.org`, eid: me.eid });
    for (let i = 1; i <= 3; i += 1) await file(`Complaint ${i}`);
    const read = async (after: string | null) => {
      const result = await gql<{ viewer: { complaints: { id: string }[]; complaintsConnection: Page } }>(gateway, COMPLAINTS, { first: 2, after }, { bearer: me.token });
      expect(result.body.errors).toBeUndefined();
      return result.body.data!.viewer;
    };
    const whole = (await read(null)).complaints.map((c) => c.id);
    const { ids, pages } = await walk(async (after) => (await read(after)).complaintsConnection);
    expect(ids).toEqual(whole);
    expect(pages.map((p) => [p.nodes.length, p.totalCount, p.pageInfo.hasNextPage])).toEqual([
      [2, 3, true],
      [1, 3, false],
    ]);
    await file('Complaint 4');
    const second = (await read(pages[0].pageInfo.endCursor)).complaintsConnection;
    expect(second.nodes.map((n) => n.id)).toEqual(pages[1].nodes.map((n) => n.id));
    expect(second.totalCount).toBe(4);
    expect(await refusal(COMPLAINTS, { first: 101 }, { bearer: me.token })).toEqual([{ code: 'BAD_USER_INPUT', message: firstOutOfBoundsMessage }]);
  });
});

describe('a program\u2019s announcements a page at a time (announcementsConnection)', () => {
  it('pages the batch\u2019s announcements newest first, as the whole list, on the program tab and the Announcements screen', async () => {
    const read = async (after: string | null) => {
      const result = await gql<{ viewer: { enrolledProgram: { announcements: { id: string }[]; announcementsConnection: Page } } }>(
        gateway,
        ANNOUNCEMENTS,
        { id: String(BATCH), first: 1, after },
        { jar: asha },
      );
      expect(result.body.errors).toBeUndefined();
      return result.body.data!.viewer.enrolledProgram;
    };
    const whole = (await read(null)).announcements.map((a) => a.id);
    expect(whole.length).toBeGreaterThan(1);
    const { ids, pages } = await walk(async (after) => (await read(after)).announcementsConnection);
    expect(ids).toEqual(whole);
    expect(pages.every((p) => p.nodes.length === 1 && p.totalCount === whole.length)).toBe(true);

    const screen = await gql<{ viewer: { announcements: { enrolledProgram: { id: string }; announcementsConnection: Page }[] } }>(
      gateway,
      `{ viewer { announcements { enrolledProgram { id } announcementsConnection(first: 1) { edges { cursor node { id } } nodes { id } ${PAGE} } } } }`,
      {},
      { jar: asha },
    );
    const program = screen.body.data!.viewer.announcements.find((p) => p.enrolledProgram.id === String(BATCH))!;
    expect(program.announcementsConnection.nodes.map((n) => n.id)).toEqual(whole.slice(0, 1));
    // Another batch's cursor is not this list's.
    const otherBatch = Buffer.from(JSON.stringify(['announcements/1012', 1, 'x'])).toString('base64url');
    expect(await refusal(ANNOUNCEMENTS, { id: String(BATCH), after: otherBatch }, { jar: asha })).toEqual([{ code: 'BAD_USER_INPUT', message: malformedCursorMessage }]);
  });

  it('pages every program of the Announcements screen out of its one upstream call', async () => {
    const cloud = await countingCloud();
    const counted = await startGateway({ CLOUD_API_URL: cloud.url, COGNITO_ENDPOINT: cloudUrl(), JWT_ISSUER: `${cloudUrl()}/local_portal`, FILE_STORE_ORIGINS: cloudUrl() });
    try {
      const { jar } = await signIn(counted, DEMO.learner.email, DEMO.learner.password);
      cloud.reset();
      const result = await gql<{ viewer: { announcements: { enrolledProgram: { announcementsConnection: Page } }[] } }>(
        counted,
        `{ viewer { announcements { enrolledProgram { id announcementsConnection(first: 2) { nodes { id } ${PAGE} } } } } }`,
        {},
        { jar },
      );
      expect(result.body.errors).toBeUndefined();
      expect(result.body.data!.viewer.announcements.length).toBeGreaterThan(1);
      expect(cloud.calls().filter((c) => c.operation === '/getAnnouncements')).toHaveLength(1);
    } finally {
      await counted.close();
      await cloud.close();
    }
  });
});
