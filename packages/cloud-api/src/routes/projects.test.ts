import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '@portal/domain';
import { LEARNER, OID, SECOND, startTestApi, type TestApi } from '../test-support.js';
import { PROJECT_DEMO } from '../seed/projects-demo.js';
import { decideMessage } from './projects.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.dispose());

const { bcid, bpid, tid } = PROJECT_DEMO;
const thread = (objid: string, eid = LEARNER) => api.post('/getUserProjectObjects', { oid: OID, eid, bcid, objid });
const send = (objid: string, message: string, extra: Record<string, unknown> = {}) =>
  api.post('/updateUserProjectObjects', { oid: OID, eid: LEARNER, bcid, bpid, objid, projectObj: { uname: 'Asha Raman', message }, ...extra });

describe('project messages (spec part 2, sections 3 and 7)', () => {
  it('answers an objective\u2019s thread oldest first, with statuses and replies', async () => {
    const { status, body } = await thread(PROJECT_DEMO.approved);
    expect(status).toBe(200);
    expect(body.messages.map((m: { objStatus: number }) => m.objStatus)).toEqual([3, 2]);
    expect(body.messages[0].reply[0]).toMatchObject({ id: 1, byinstructor: true });
    expect(body.messages[0].postedDate).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  });

  it('tells nothing of an objective to a learner not enrolled in its course', async () => {
    expect((await thread(PROJECT_DEMO.approved, SECOND)).status).toBe(404);
  });

  it('stores a message on an objective in progress, and a reply numbered after the last', async () => {
    const sent = await send(PROJECT_DEMO.inProgress, 'My SWOT, first draft');
    expect(sent.body).toMatchObject({ ok: true });
    const reply = await send(PROJECT_DEMO.inProgress, '', { type: 'reply', projectObj: { id: sent.body.id }, replyobj: { uname: 'Asha Raman', message: 'and a note' } });
    expect(reply.status).toBe(200);
    const { body } = await thread(PROJECT_DEMO.inProgress);
    const mine = body.messages.find((m: { id: number }) => m.id === sent.body.id);
    expect(mine).toMatchObject({ message: 'My SWOT, first draft', objStatus: 1, reply: [{ id: 1, message: 'and a note', byinstructor: false }] });
  });

  it('refuses a message on a locked, a complete or a disabled unit\u2019s objective (spec part 2, section 4)', async () => {
    for (const objid of [PROJECT_DEMO.locked, PROJECT_DEMO.approved, PROJECT_DEMO.inDisabledUnit]) {
      const res = await send(objid, 'hello');
      expect(res.status, objid).toBe(409);
      expect(res.body.error.code).toBe('OBJECTIVE_CLOSED');
    }
  });

  it('lists the approved messages with their objective', async () => {
    const { body } = await api.post('/getProjectApprovedMessage', { oid: OID, eid: LEARNER, bpid, tid, btid: bcid });
    expect(body.approved).toHaveLength(1);
    expect(body.approved[0]).toMatchObject({ objid: PROJECT_DEMO.approved, objStatus: 2, otitle: expect.stringContaining('five forces') });
    expect(body.approved[0].approvedAt).not.toBeNull();
  });
});

/** A tiny cookie jar for the console's form posts. */
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
    return { status: res.status, html: await res.text(), headers: res.headers };
  }
  static csrf(html: string) {
    return /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
  }
  async signIn(email: string = PROJECT_DEMO.instructor.email, password: string = PROJECT_DEMO.instructor.password) {
    const form = await this.go('/instructor-console');
    return this.go('/instructor-console/sign-in', { csrf: Browser.csrf(form.html), email, password });
  }
}

describe('the instructor console (local stand-in, docs/decisions/213)', () => {
  it('shows only a sign-in form, with no messages, to someone not signed in, and runs no script', async () => {
    const page = await new Browser().go('/instructor-console');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Sign in');
    expect(page.html).not.toContain('five forces');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('refuses a wrong password, and a sign-in without its CSRF token', async () => {
    expect((await new Browser().signIn(PROJECT_DEMO.instructor.email, 'wrong')).status).toBe(401);
    const b = new Browser();
    await b.go('/instructor-console');
    expect((await b.go('/instructor-console/sign-in', { csrf: 'forged', email: PROJECT_DEMO.instructor.email, password: PROJECT_DEMO.instructor.password })).status).toBe(403);
  });

  it('refuses to reply or decide without an instructor\u2019s session, or with a session but no CSRF token', async () => {
    const { body } = await thread(PROJECT_DEMO.inProgress);
    const id = body.messages[0].id;
    const stranger = new Browser();
    expect((await stranger.go(`/instructor-console/messages/${id}/decide`, { csrf: 'x', status: '2' })).status).toBe(403);
    expect((await stranger.go(`/instructor-console/messages/${id}/reply`, { csrf: 'x', message: 'hi' })).status).toBe(403);
    const teacher = new Browser();
    await teacher.signIn();
    expect((await teacher.go(`/instructor-console/messages/${id}/decide`, { csrf: 'forged', status: '2' })).status).toBe(403);
    expect((await thread(PROJECT_DEMO.inProgress)).body.messages[0].objStatus).toBe(1);
  });

  it('escapes what a learner typed', async () => {
    await send(PROJECT_DEMO.inProgress, '<script>alert(1)</script><img src=x onerror=alert(2)>');
    const teacher = new Browser();
    expect((await teacher.signIn()).status).toBe(303);
    const page = await teacher.go('/instructor-console');
    expect(page.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(page.html).not.toContain('<script>alert');
    expect(page.html).not.toContain('<img src=x');
  });

  it('lets a signed-in instructor reply and approve; approving completes the objective and opens the next', async () => {
    const sent = await send(PROJECT_DEMO.inProgress, 'Final SWOT');
    const teacher = new Browser();
    await teacher.signIn();
    const csrf = Browser.csrf((await teacher.go('/instructor-console')).html);
    expect((await teacher.go(`/instructor-console/messages/${sent.body.id}/reply`, { csrf, message: 'Good work <b>here</b>' })).status).toBe(303);
    expect((await teacher.go(`/instructor-console/messages/${sent.body.id}/decide`, { csrf, status: '2' })).status).toBe(303);
    const mine = (await thread(PROJECT_DEMO.inProgress)).body.messages.find((m: { id: number }) => m.id === sent.body.id);
    expect(mine).toMatchObject({ objStatus: 2, reply: [{ uname: PROJECT_DEMO.instructor.name, message: 'Good work <b>here</b>', byinstructor: true }] });
    const course = await api.post('/getCourse', { oid: OID, eid: LEARNER, bcourseid: bcid });
    const ops = Object.fromEntries(course.body.nuggets.flatMap((n: { objects: { oid: string; userOP: { op: number } }[] }) => n.objects.map((o) => [o.oid, o.userOP.op])));
    expect(ops).toMatchObject({ [PROJECT_DEMO.inProgress]: 2, [PROJECT_DEMO.locked]: 1 });
    // Issue 31: the course's progress moves with the objective, 2 of its 4 objectives: 50 (it was 25),
    // wherever it is read: the course, and the enrolment (dashboard, My Programs, reports), whose
    // per is the mean of its courses again.
    expect(course.body.userProgressData[String(bcid)]).toMatchObject({ tp: 1, per: 50 });
    const progress = await api.post('/getUserTotalProgress', { oid: OID, eid: LEARNER });
    const program = progress.body.bpdata.find((p: { bpid: number }) => p.bpid === bpid);
    expect(program.tcourses.find((c: { bcid: number }) => c.bcid === bcid)).toMatchObject({ per: 50, tp: 1 });
    const followed = program.tcourses.filter((c: { telective: boolean; selected: boolean }) => !c.telective || c.selected);
    expect(program.per).toBe(Math.round(followed.reduce((sum: number, c: { per: number }) => sum + c.per, 0) / followed.length));
    // Now complete, the objective takes no more messages.
    expect((await send(PROJECT_DEMO.inProgress, 'one more')).status).toBe(409);
  });

  it('decides by the domain’s status: the console’s buttons post its codes, a status that is no decision is refused', async () => {
    const teacher = new Browser();
    await teacher.signIn();
    const page = (await teacher.go('/instructor-console')).html;
    expect(page).toContain('<button type="submit" name="status" value="2">Approve</button><button type="submit" name="status" value="3">Reject</button>');
    const csrf = Browser.csrf(page);
    for (const status of ['1', '0', '4', 'APPROVED', '']) expect((await teacher.go(`/instructor-console/messages/1/decide`, { csrf, status })).status, status).toBe(400);
    const refused = await teacher.go(`/instructor-console/messages/1/decide`, { csrf, status: '1' });
    expect(refused.html).toContain('Approve or reject');
    expect(refused.html).toContain('<p><a href="/instructor-console">Back to the messages</a></p>');
    const empty = await teacher.go(`/instructor-console/messages/1/reply`, { csrf, message: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain('Please enter Message');
    // Learners read a reply: no control or hidden formatting characters (issue 31, section 5).
    for (const message of ['Approved\u0000', 'See file\u202Efdp.exe']) {
      const hostile = await teacher.go(`/instructor-console/messages/1/reply`, { csrf, message });
      expect(hostile.status, JSON.stringify(message)).toBe(400);
    }
    expect((await teacher.go(`/instructor-console/messages/1/reply`, { csrf, message: 'See file\u202Efdp.exe' })).html).toContain(TEXT_MESSAGES.hiddenFormatting);
    const missing = await teacher.go(`/instructor-console/messages/999999/reply`, { csrf, message: 'hi' });
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('No such message');
  });

  it('stores a decision given as the domain’s status as the wire’s objStatus', async () => {
    const { body } = await thread(PROJECT_DEMO.approved);
    const rejected = body.messages.find((m: { objStatus: number }) => m.objStatus === 3) as { id: number };
    const decided = await decideMessage(api.db, rejected.id, 'REJECTED', PROJECT_DEMO.instructor.email);
    expect(decided).toMatchObject({ id: rejected.id, status: 3, decidedBy: PROJECT_DEMO.instructor.email });
    expect((await thread(PROJECT_DEMO.approved)).body.messages.find((m: { id: number }) => m.id === rejected.id)).toMatchObject({ objStatus: 3 });
  });
});
