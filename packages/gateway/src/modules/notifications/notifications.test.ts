import { NOTIFICATION_LIST_LIMIT, NOTIFICATION_MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudCall, cloudUrl, countingCloud, enrolledLearner, gql, startGateway, type TestGateway } from '../../../test/support.js';
import { notificationModel } from './mappers.js';

// Organisational Behaviour in the MBA (batch 3012), whose discussion the demo seeds.
const COURSE = { bpid: 3012, bcid: 301205 };

const LIST = /* GraphQL */ `
  query Notifications {
    notifications {
      id
      title
      message
      link
      createdAt
      read
    }
    notificationsUnreadCount
  }
`;
const MARK = /* GraphQL */ `
  mutation Mark($input: NotificationsMarkReadInput!) {
    notificationsMarkRead(input: $input) {
      unreadCount
      userErrors {
        field
        code
        message
      }
    }
  }
`;

type Notification = { id: string; title: string; message: string; link: string | null; createdAt: string; read: boolean };
type List = { notifications: Notification[]; notificationsUnreadCount: number };
type Mark = { notificationsMarkRead: { unreadCount: number | null; userErrors: { field: string | null; code: string; message: string }[] } };

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway?.close();
});

const list = async (bearer: string) => {
  const result = await gql<List>(gateway, LIST, {}, { bearer });
  expect(result.body.errors).toBeUndefined();
  return result.body.data!;
};
const mark = (bearer: string, upToId: string) => gql<Mark>(gateway, MARK, { input: { upToId } }, { bearer });

/** `asker` asks a question in the course discussion and `answerer` answers it: the asker is told (issue 20). */
async function answeredQuestion(asker: string, answerer: string, question: string) {
  const post = (qtype: 0 | 1, jdata: Record<string, unknown>, qid?: number) =>
    cloudCall<{ qid: number }>('/updateDiscussion', { ...COURSE, qtype, qid, jdata, idata: [], cname: 'Organisational Behaviour', pname: 'MBA' });
  const { qid } = await post(0, { question, emailId: asker, username: 'Asker' });
  await post(1, { answer: 'Here is how', emailId: answerer, username: 'Kind Peer' }, qid);
}

describe('notifications (spec part 3, sections 2.12, 3.9 and 7.5; issue 20)', () => {
  it('asks for a session: no learner, no notifications', async () => {
    const result = await gql(gateway, LIST);
    expect(result.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lists the learner\u2019s own with title, message, link and the unread count; another learner reads none of them', async () => {
    const a = await enrolledLearner(gateway, 'notif-a', 3012);
    const b = await enrolledLearner(gateway, 'notif-b', 3012);
    expect(await list(a.token)).toEqual({ notifications: [], notificationsUnreadCount: 0 });
    await answeredQuestion(a.eid, b.eid, 'What is span of control?');
    const mine = await list(a.token);
    expect(mine.notificationsUnreadCount).toBe(1);
    expect(mine.notifications).toEqual([
      {
        id: expect.stringMatching(/^[1-9]\d*$/),
        title: 'Kind Peer answered your question in Organisational Behaviour',
        message: 'What is span of control?',
        link: '/course?course=301205&tab=discussion',
        createdAt: expect.any(String),
        read: false,
      },
    ]);
    // B answered, so B is told nothing, and cannot read A's.
    expect(await list(b.token)).toEqual({ notifications: [], notificationsUnreadCount: 0 });
  });

  it('marks read up to the one shown; a learner cannot name another\u2019s, and a malformed id is refused with the same words', async () => {
    const a = await enrolledLearner(gateway, 'notif-c', 3012);
    const b = await enrolledLearner(gateway, 'notif-d', 3012);
    await answeredQuestion(a.eid, b.eid, 'First question');
    await answeredQuestion(a.eid, b.eid, 'Second question');
    const before = await list(a.token);
    expect(before.notificationsUnreadCount).toBe(2);
    const newest = before.notifications[0].id;

    const refused = { unreadCount: null, userErrors: [{ field: 'upToId', code: 'NOT_FOUND', message: NOTIFICATION_MESSAGES.noSuchNotification }] };
    expect((await mark(b.token, newest)).body.data!.notificationsMarkRead).toEqual(refused);
    for (const bad of ['abc', '0', '-1', '1e3', '']) expect((await mark(a.token, bad)).body.data!.notificationsMarkRead, bad).toEqual(refused);
    expect((await list(a.token)).notificationsUnreadCount).toBe(2);

    // Only the older one: the newer stays unread.
    expect((await mark(a.token, before.notifications[1].id)).body.data!.notificationsMarkRead).toEqual({ unreadCount: 1, userErrors: [] });
    expect((await mark(a.token, newest)).body.data!.notificationsMarkRead).toEqual({ unreadCount: 0, userErrors: [] });
    const after = await list(a.token);
    expect(after.notificationsUnreadCount).toBe(0);
    expect(after.notifications.map((n) => n.read)).toEqual([true, true]);
  });

  it('lists the newest 50, counts every unread one, and opening the list marks the older ones read too', async () => {
    const a = await enrolledLearner(gateway, 'notif-many', 3012);
    const b = await enrolledLearner(gateway, 'notif-many-b', 3012);
    const post = (qtype: 0 | 1, jdata: Record<string, unknown>, qid?: number) =>
      cloudCall<{ qid: number }>('/updateDiscussion', { ...COURSE, qtype, qid, jdata, idata: [], cname: 'Organisational Behaviour', pname: 'MBA' });
    const { qid } = await post(0, { question: 'Many answers, please', emailId: a.eid, username: 'Asker' });
    for (let i = 1; i <= NOTIFICATION_LIST_LIMIT + 1; i += 1) await post(1, { answer: `Answer ${i}`, emailId: b.eid, username: 'Kind Peer' }, qid);
    const many = await list(a.token);
    expect(many.notifications).toHaveLength(NOTIFICATION_LIST_LIMIT);
    expect(many.notificationsUnreadCount).toBe(NOTIFICATION_LIST_LIMIT + 1);
    expect((await mark(a.token, many.notifications[0].id)).body.data!.notificationsMarkRead).toEqual({ unreadCount: 0, userErrors: [] });
  });

  it('asks the cloud API once when a screen wants the list and the count', async () => {
    const cloud = await countingCloud();
    const counted = await startGateway({ CLOUD_API_URL: cloud.url, COGNITO_ENDPOINT: cloudUrl(), JWT_ISSUER: `${cloudUrl()}/local_portal`, FILE_STORE_ORIGINS: cloudUrl() });
    try {
      const a = await enrolledLearner(counted, 'notif-e', 3012);
      cloud.reset();
      const result = await gql<List>(counted, LIST, {}, { bearer: a.token });
      expect(result.body.data).toEqual({ notifications: [], notificationsUnreadCount: 0 });
      // (The sign-in's analytics event may arrive late; only this screen's calls count.)
      expect(
        cloud
          .calls()
          .filter((c) => c.operation.startsWith('/getNotifications') || c.operation.startsWith('/markNotifications'))
          .map((c) => c.operation),
      ).toEqual(['/getNotifications']);
    } finally {
      await counted.close();
      await cloud.close();
    }
  });
});

describe('a notification\u2019s link', () => {
  const record = { id: 1, title: 't', msg: 'm', created: '2026-11-27T10:00:00.000Z', read: false };
  it('is kept for a path of the portal or an http(s) address, and dropped for anything the portal may not follow', () => {
    expect(notificationModel({ ...record, link: '/certificates' }).link).toBe('/certificates');
    expect(notificationModel({ ...record, link: 'https://example.org/a' }).link).toBe('https://example.org/a');
    expect(notificationModel({ ...record, link: 'javascript:alert(document.cookie)' }).link).toBeNull();
    expect(notificationModel({ ...record, link: '//evil.example/' }).link).toBeNull();
    expect(notificationModel({ ...record, link: '' }).link).toBeNull();
  });
});
