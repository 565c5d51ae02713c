import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '@portal/domain';
import { schema } from '../db/client.js';
import { DISCUSSION_DEMO_BCID } from '../seed/discussion-demo.js';
import { NOTIFICATIONS_DEMO } from '../seed/notifications-demo.js';
import { PROJECT_DEMO } from '../seed/projects-demo.js';
import { LEARNER, OID, SECOND, startTestApi, type TestApi } from '../test-support.js';

// The clock is the test's: far from the demo's assessments unless a test moves it.
let now = Date.parse('2001-01-01T00:00:00Z');
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({}, { clock: () => now });
});
afterAll(() => api?.dispose());

const RAVI = NOTIFICATIONS_DEMO.learner.email;

type Notification = { id: number; title: string; msg: string; link: string; created: string; read: boolean };
const list = async (eid: string): Promise<{ notifications: Notification[]; unread: number }> => {
  const res = await api.post('/getNotifications', { oid: OID, eid });
  expect(res.status).toBe(200);
  return res.body;
};
const markRead = (eid: string, upto: number) => api.post('/markNotificationsRead', { oid: OID, eid, upto });

/** A tiny cookie jar for the instructor console's form posts. */
class Browser {
  cookies = new Map<string, string>();
  async go(path: string, form?: Record<string, string>) {
    const res = await fetch(`${api.url}${path}`, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form ? new URLSearchParams(form) : undefined,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return { status: res.status, html: await res.text() };
  }
  static csrf(html: string) {
    return /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
  }
  /** Signs in as the demo instructor and answers the console's CSRF token. */
  async signIn() {
    const form = await this.go('/instructor-console');
    await this.go('/instructor-console/sign-in', { csrf: Browser.csrf(form.html), email: PROJECT_DEMO.instructor.email, password: PROJECT_DEMO.instructor.password });
    return Browser.csrf((await this.go('/instructor-console')).html);
  }
}

async function raviMessageId(): Promise<number> {
  const [row] = await api.db
    .select({ id: schema.projectMessages.id })
    .from(schema.projectMessages)
    .where(and(eq(schema.projectMessages.eid, RAVI), eq(schema.projectMessages.message, NOTIFICATIONS_DEMO.awaitingReply)));
  return row.id;
}

describe('get notifications (spec part 3, sections 3.9 and 7.5)', () => {
  it('answers the learner\u2019s notifications newest first with title, msg and link, and the unread count', async () => {
    const { notifications, unread } = await list(LEARNER);
    expect(notifications.map((n) => n.title)).toEqual(['New announcement in Master of Business Administration', 'Dr. Meera Iyer replied to your project message', 'Your project message was approved']);
    expect(notifications[0]).toMatchObject({ msg: 'Semester 2 timetable published', link: '/announcements', read: false });
    expect(notifications[1].link).toBe(`/course?course=${PROJECT_DEMO.bcid}&unit=${PROJECT_DEMO.inProgress}`);
    expect(unread).toBe(1);
  });

  it('tells one learner nothing of another\u2019s, and marks only the learner\u2019s own read', async () => {
    expect(await list(SECOND)).toEqual({ notifications: [], unread: 0 });
    const asha = await list(LEARNER);
    const marked = await markRead(SECOND, asha.notifications[0].id);
    expect(marked.body).toEqual({ marked: 0, unread: 0 });
    expect((await list(LEARNER)).unread).toBe(1);
  });

  it('refuses a body without eid or with an id that is not one', async () => {
    expect((await api.post('/getNotifications', { oid: OID })).status).toBe(400);
    expect((await markRead(LEARNER, 0)).status).toBe(400);
    expect((await api.post('/markNotificationsRead', { oid: OID, eid: LEARNER, upto: 'all' })).status).toBe(400);
  });
});

describe('notifications are written when something happens to the learner (issue 20)', () => {
  it('an instructor\u2019s reply, then the approval, in the console: the learner hears of each, leading to the objective', async () => {
    const before = await list(RAVI);
    const id = await raviMessageId();
    const teacher = new Browser();
    const csrf = await teacher.signIn();
    expect((await teacher.go(`/instructor-console/messages/${id}/reply`, { csrf, message: 'Two years is enough. Go ahead.' })).status).toBe(303);
    const afterReply = await list(RAVI);
    expect(afterReply.unread).toBe(before.unread + 1);
    expect(afterReply.notifications[0]).toMatchObject({
      title: 'Dr. Meera Iyer replied to your project message',
      msg: 'SWOT of the chosen company: Two years is enough. Go ahead.',
      link: `/course?course=${PROJECT_DEMO.bcid}&unit=${PROJECT_DEMO.inProgress}`,
      read: false,
    });
    expect((await teacher.go(`/instructor-console/messages/${id}/decide`, { csrf, status: '3' })).status).toBe(303);
    expect((await list(RAVI)).notifications[0]).toMatchObject({ title: 'Your project message was rejected', read: false });
    // Nobody else heard of it.
    expect((await list(SECOND)).notifications).toEqual([]);
  });

  it('a forged console form writes nothing', async () => {
    const before = await list(RAVI);
    const teacher = new Browser();
    await teacher.signIn();
    expect((await teacher.go(`/instructor-console/messages/${await raviMessageId()}/reply`, { csrf: 'forged', message: 'hi' })).status).toBe(403);
    expect((await teacher.go('/instructor-console/announcements', { csrf: 'forged', bpid: '3012', title: 't', text: 'x' })).status).toBe(403);
    expect((await list(RAVI)).notifications.length).toBe(before.notifications.length);
  });

  it('an announcement posted in the console reaches every learner of the batch, escaped, and nobody else', async () => {
    const teacher = new Browser();
    const csrf = await teacher.signIn();
    const page = await teacher.go('/instructor-console');
    expect(page.html).toContain('Post announcement');
    expect(page.html).toContain('<option value="3012">Master of Business Administration');
    const title = `Exam hall <b>change</b> ${Date.now()}`;
    const posted = await teacher.go('/instructor-console/announcements', { csrf, bpid: '3012', title, text: 'Hall B.\n\n<script>x</script>' });
    expect(posted.status).toBe(303);
    for (const eid of [LEARNER, RAVI]) {
      expect((await list(eid)).notifications[0]).toMatchObject({ title: 'New announcement in Master of Business Administration', msg: title, link: '/announcements', read: false });
    }
    expect((await list(SECOND)).notifications).toEqual([]);
    const announcements = await api.post('/getAnnouncements', { oid: OID, rtype: 'get', bpid: 3012 });
    const entry = announcements.body.Response[0].json.find((a: { title: string }) => a.title === title);
    expect(entry).toMatchObject({ type: 'text', description: '<p>Hall B.</p><p>&lt;script&gt;x&lt;/script&gt;</p>' });
  });

  it('refuses an announcement to a batch the instructor does not teach in, or without a title', async () => {
    const teacher = new Browser();
    const csrf = await teacher.signIn();
    const notTaught = await teacher.go('/instructor-console/announcements', { csrf, bpid: '2011', title: 'Hello', text: 'x' });
    expect(notTaught.status).toBe(404);
    expect(notTaught.html).toContain('No such program');
    expect(notTaught.html).toContain('<p><a href="/instructor-console">Back to the console</a></p>');
    const untitled = await teacher.go('/instructor-console/announcements', { csrf, bpid: '3012', title: ' ', text: 'x' });
    expect(untitled.status).toBe(400);
    expect(untitled.html).toContain('Please enter a title and the announcement');
    // Every learner of the batch reads it: no control or hidden formatting characters (issue 31, section 5).
    const overridden = await teacher.go('/instructor-console/announcements', { csrf, bpid: '3012', title: 'Exam\u202Etxt.exe', text: 'x' });
    expect(overridden.status).toBe(400);
    expect(overridden.html).toContain(TEXT_MESSAGES.hiddenFormatting);
    expect((await teacher.go('/instructor-console/announcements', { csrf, bpid: '3012', title: 'Hello', text: 'Hall\u0000B' })).status).toBe(400);
    expect((await list(SECOND)).notifications).toEqual([]);
  });

  it('an answer by someone else to the learner\u2019s question, but not their own answer', async () => {
    const course = { bpid: 3012, bcid: DISCUSSION_DEMO_BCID, idata: [], cname: 'Organisational Behaviour', pname: 'MBA' };
    const asked = await api.post('/updateDiscussion', { oid: OID, ...course, qtype: 0, jdata: { question: 'Is Herzberg still taught?', emailId: LEARNER, username: 'Asha Raman' } });
    const before = (await list(LEARNER)).notifications.length;
    await api.post('/updateDiscussion', { oid: OID, ...course, qtype: 1, qid: asked.body.qid, jdata: { answer: 'I think so', emailId: LEARNER, username: 'Asha Raman' } });
    expect((await list(LEARNER)).notifications.length).toBe(before);
    await api.post('/updateDiscussion', { oid: OID, ...course, qtype: 1, qid: asked.body.qid, jdata: { answer: 'Yes, in unit 3', emailId: SECOND, username: 'Kofi Mensah' } });
    expect((await list(LEARNER)).notifications[0]).toMatchObject({
      title: 'Kofi Mensah answered your question in Organisational Behaviour',
      msg: 'Is Herzberg still taught?',
      link: `/course?course=${DISCUSSION_DEMO_BCID}&tab=discussion`,
    });
    expect((await list(SECOND)).notifications).toEqual([]);
  });

  it('a certificate issued, once', async () => {
    const body = { oid: OID, eid: LEARNER, bpid: 3012, uname: 'Asha Raman', cid: 30101, email: LEARNER };
    expect((await api.post('/generateCertificate', body)).status).toBe(200);
    expect((await api.post('/generateCertificate', body)).status).toBe(200);
    const ready = (await list(LEARNER)).notifications.filter((n) => n.title === 'Your certificate is ready');
    expect(ready).toEqual([expect.objectContaining({ msg: 'The certificate of Principles of Management is ready to download.', link: '/certificates' })]);
  });

  it('an assessment of the learner\u2019s batch opening within a day, written once however often the list is read', async () => {
    const batches = (await api.db.select({ bpid: schema.enrolments.bpid }).from(schema.enrolments).where(eq(schema.enrolments.eid, LEARNER))).map((b) => b.bpid);
    const [assessment] = await api.db.select().from(schema.assessments).where(inArray(schema.assessments.bpid, batches)).limit(1);
    const kind = assessment.quiztype === 'assign' ? 'An assignment' : 'An assessment';
    const title = `${kind} opens soon: ${assessment.title}`;
    now = assessment.startsAt.getTime() - 25 * 3_600_000;
    expect((await list(LEARNER)).notifications.filter((n) => n.title === title)).toEqual([]);
    now = assessment.startsAt.getTime() - 3_600_000;
    await list(LEARNER);
    const { notifications } = await list(LEARNER);
    const opening = notifications.filter((n) => n.title === title);
    expect(opening).toHaveLength(1);
    expect(opening[0].link).toBe(`/course?course=${assessment.bcid}&tab=${assessment.quiztype === 'assign' ? 'assignment' : 'assessment'}`);
    // A learner of another batch hears nothing of it.
    expect((await list(SECOND)).notifications.filter((n) => n.title === title)).toEqual([]);
  });

  it('marks read up to the newest the list showed, so one that came after stays unread', async () => {
    const { notifications } = await list(RAVI);
    const newest = notifications[0].id;
    const teacher = new Browser();
    const csrf = await teacher.signIn();
    await teacher.go(`/instructor-console/messages/${await raviMessageId()}/reply`, { csrf, message: 'One more thing.' });
    const marked = await markRead(RAVI, newest);
    expect(marked.status).toBe(200);
    expect(marked.body.unread).toBe(1);
    const after = await list(RAVI);
    expect(after.notifications.filter((n) => !n.read).map((n) => n.msg)).toEqual(['SWOT of the chosen company: One more thing.']);
    expect((await markRead(RAVI, newest)).body.marked).toBe(0);
  });
});
