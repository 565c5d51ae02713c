import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCUSSION_DEMO_BCID, DISCUSSION_DEMO_INSTRUCTOR } from '../seed/discussion-demo.js';
import { LEARNER, OID, SECOND, startTestApi, type TestApi } from '../test-support.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.dispose());

const COURSE = { bpid: 3012, bcid: DISCUSSION_DEMO_BCID };
const ASHA = { emailId: LEARNER, username: 'Asha Raman' };
const KOFI = { emailId: SECOND, username: 'Kofi Mensah' };
const INSTRUCTORS = [{ name: DISCUSSION_DEMO_INSTRUCTOR.name, emailid: DISCUSSION_DEMO_INSTRUCTOR.email, designation: DISCUSSION_DEMO_INSTRUCTOR.designation }];

type Question = { qid: number; question: string; emailId: string; username: string; posted: string; answers: { aid: number; answer: string; emailId: string }[] };

const update = (body: Record<string, unknown>) => api.post('/updateDiscussion', { oid: OID, ...COURSE, idata: INSTRUCTORS, cname: 'Organisational Behaviour', pname: 'MBA', ...body });
const discussion = async (): Promise<Question[]> => (await api.post('/getDiscussion', { oid: OID, ...COURSE })).body.discussion;
const ask = async (question: string, by = ASHA) => (await update({ qtype: 0, jdata: { question, ...by } })).body as { qid: number; discussion: Question[] };

describe('discussion data (spec part 2, sections 3 and 7)', () => {
  it('answers the course\u2019s seeded questions in qid order, each with its answers, authors and dates', async () => {
    const list = await discussion();
    expect(list.slice(0, 3).map((q) => q.qid)).toEqual([1, 2, 3]);
    expect(list[0]).toMatchObject({ emailId: LEARNER, username: 'Asha Raman' });
    expect(list[0].answers.map((a) => a.aid)).toEqual([1, 2]);
    expect(Date.parse(list[0].posted)).not.toBeNaN();
  });

  it('refuses a course that is not of the batch, and a body without bcid', async () => {
    expect((await api.post('/getDiscussion', { oid: OID, bpid: 2011, bcid: COURSE.bcid })).status).toBe(404);
    expect((await api.post('/getDiscussion', { oid: OID, bpid: 3012 })).status).toBe(400);
  });

  it('lists the course\u2019s instructors (get course instructor)', async () => {
    const res = await api.post('/getCourseInstructor', { oid: OID, ...COURSE });
    expect(res.body).toEqual(INSTRUCTORS);
  });
});

describe('update discussion (spec part 2, sections 4, 6 and 7; docs/decisions/210)', () => {
  it('numbers a new question as the course\u2019s last + 1, answers from 1, and answers the discussion after the change', async () => {
    const before = await discussion();
    const asked = await ask('What is the difference between a group and a team?');
    expect(asked.qid).toBe(Math.max(...before.map((q) => q.qid)) + 1);
    const answered = await update({ qtype: 1, qid: asked.qid, jdata: { answer: 'A team shares one goal.', ...KOFI } });
    expect(answered.status).toBe(200);
    expect(answered.body.aid).toBe(1);
    expect(answered.body.discussion.find((q: Question) => q.qid === asked.qid).answers).toEqual([expect.objectContaining({ aid: 1, answer: 'A team shares one goal.', emailId: SECOND })]);
  });

  it('gives two answers posted at once two numbers, and keeps both', async () => {
    const { qid } = await ask('Two at once?');
    const [a, b] = await Promise.all([update({ qtype: 1, qid, jdata: { answer: 'First', ...ASHA } }), update({ qtype: 1, qid, jdata: { answer: 'Second', ...KOFI } })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.aid, b.body.aid].sort()).toEqual([1, 2]);
    const answers = (await discussion()).find((q) => q.qid === qid)!.answers;
    expect(answers.map((x) => x.answer).sort()).toEqual(['First', 'Second']);
  });

  it('gives two questions posted at once two numbers', async () => {
    const [a, b] = await Promise.all([ask('At once, one'), ask('At once, two', KOFI)]);
    expect(Math.abs(a.qid - b.qid)).toBe(1);
  });

  it('lets only the author delete a question (matched by e-mail, in any case), with its answers', async () => {
    const { qid } = await ask('Mine to delete');
    await update({ qtype: 1, qid, jdata: { answer: 'An answer by someone else', ...KOFI } });
    const refused = await update({ qtype: 2, qid, jdata: KOFI });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');
    const deleted = await update({ qtype: 2, qid, jdata: { ...ASHA, emailId: LEARNER.toUpperCase() } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.discussion.some((q: Question) => q.qid === qid)).toBe(false);
    expect((await update({ qtype: 2, qid, jdata: ASHA })).status).toBe(404);
  });

  it('never gives a deleted question\u2019s number again', async () => {
    const { qid } = await ask('Soon gone');
    await update({ qtype: 2, qid, jdata: ASHA });
    expect((await ask('After it')).qid).toBe(qid + 1);
  });

  it('lets only the author delete an answer', async () => {
    const { qid } = await ask('Answers to delete');
    const answered = await update({ qtype: 1, qid, jdata: { answer: 'Mine', ...KOFI } });
    expect((await update({ qtype: 3, qid, aid: answered.body.aid, jdata: ASHA })).status).toBe(403);
    const deleted = await update({ qtype: 3, qid, aid: answered.body.aid, jdata: KOFI });
    expect(deleted.body.discussion.find((q: Question) => q.qid === qid).answers).toEqual([]);
    expect((await update({ qtype: 3, qid, aid: answered.body.aid, jdata: KOFI })).status).toBe(404);
  });

  it('tells the instructors it is sent (idata) of a new question by mail', async () => {
    await ask('Will the instructor see this?');
    const mail = (await (await fetch(`${api.url}/mailbox/messages?to=${encodeURIComponent(DISCUSSION_DEMO_INSTRUCTOR.email)}`)).json()) as { subject: string; text: string }[];
    expect(mail[0].subject).toBe('New question in Organisational Behaviour');
    expect(mail[0].text).toContain('Will the instructor see this?');
  });

  it('without idata, tells the course\u2019s own instructors, so the portal need not read the list to send it back (docs/decisions/301)', async () => {
    const text = `Told without idata ${Math.random().toString(36).slice(2)}`;
    const { idata: _none, ...body } = { oid: OID, ...COURSE, idata: undefined, cname: 'Organisational Behaviour', pname: 'MBA', qtype: 0, jdata: { question: text, ...ASHA } };
    expect((await api.post('/updateDiscussion', body)).status).toBe(200);
    const mail = (await (await fetch(`${api.url}/mailbox/messages?to=${encodeURIComponent(DISCUSSION_DEMO_INSTRUCTOR.email)}`)).json()) as { subject: string; text: string }[];
    expect(mail.some((m) => m.text.includes(text))).toBe(true);
  });

  it('refuses a body that does not carry what its qtype needs', async () => {
    expect((await update({ qtype: 0, jdata: ASHA })).status).toBe(400);
    expect((await update({ qtype: 1, jdata: { answer: 'x', ...ASHA } })).status).toBe(400);
    expect((await update({ qtype: 3, qid: 1, jdata: ASHA })).status).toBe(400);
    expect((await update({ qtype: 4, jdata: ASHA })).status).toBe(400);
    expect((await update({ qtype: 1, qid: 9999, jdata: { answer: 'x', ...ASHA } })).status).toBe(404);
  });
});
