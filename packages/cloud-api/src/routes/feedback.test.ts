import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db/client.js';
import { COURSE_QUESTIONS, FEEDBACK_DEMO, INSTRUCTOR_QUESTIONS, PROGRAM_QUESTIONS } from '../seed/feedback-demo.js';
import { LEARNER, OID, SECOND, startTestApi, type TestApi } from '../test-support.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.dispose());

const { openProgram, courses, disabledCourse } = FEEDBACK_DEMO;
const programAnswers = (answer = 1) => PROGRAM_QUESTIONS.map((q) => ({ qid: q.qid, answer }));
const courseResp = (comment = 'Clear and useful') => COURSE_QUESTIONS.map((q) => ({ qid: q.qid, rating: 4, comment }));
const crir = (body: Record<string, unknown>) => api.post('/courseInstructorFeedback', { oid: OID, eid: LEARNER, bpid: 3012, ...body });

describe('"get feedback" and "update feedback": the Overall Program Feedback (spec part 2, sections 3 and 7)', () => {
  it('answers the questions, stores the answers once, then answers code 1', async () => {
    const before = await api.post('/getFeedback', { oid: OID, eid: LEARNER, ...openProgram });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ questions: PROGRAM_QUESTIONS });

    const stored = await api.post('/updateFeedback', { oid: OID, eid: LEARNER, obid: openProgram.bpid, response: programAnswers(0) });
    expect(stored.body).toEqual({ ok: true });
    const [row] = await api.db
      .select()
      .from(schema.feedbackResponses)
      .where(and(eq(schema.feedbackResponses.eid, LEARNER), eq(schema.feedbackResponses.scope, 'program'), eq(schema.feedbackResponses.ref, openProgram.bpid)));
    expect(row.answers).toEqual(programAnswers(0));

    expect((await api.post('/getFeedback', { oid: OID, eid: LEARNER, ...openProgram })).body).toEqual({ code: 1 });
    const again = await api.post('/updateFeedback', { oid: OID, eid: LEARNER, obid: openProgram.bpid, response: programAnswers(2) });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ALREADY_SUBMITTED');
  });

  it('answers code 0 where an admin disabled it, and takes nothing there', async () => {
    const [batch] = await api.db.select().from(schema.batches).where(eq(schema.batches.bpid, FEEDBACK_DEMO.disabledProgramBatch));
    expect((await api.post('/getFeedback', { oid: OID, eid: LEARNER, pid: batch.pid, bpid: batch.bpid })).body).toEqual({ code: 0 });
    const refused = await api.post('/updateFeedback', { oid: OID, eid: LEARNER, obid: batch.bpid, response: programAnswers() });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('FEEDBACK_DISABLED');
  });

  it('refuses a learner not enrolled in the batch (404), a program that is not the batch\u2019s, and answers out of 0 to 4', async () => {
    expect((await api.post('/getFeedback', { oid: OID, eid: SECOND, ...openProgram })).status).toBe(404);
    expect((await api.post('/getFeedback', { oid: OID, eid: LEARNER, pid: 101, bpid: openProgram.bpid })).status).toBe(404);
    expect((await api.post('/updateFeedback', { oid: OID, eid: LEARNER, obid: 1012, response: programAnswers(5) })).status).toBe(400);
  });

  it('refuses a form that leaves a question out', async () => {
    const res = await api.post('/updateFeedback', { oid: OID, eid: LEARNER, obid: 1012, response: programAnswers().slice(1) });
    expect(res.status).toBe(400);
  });
});

describe('"course/instructor feedback" (crir and action, spec part 2, section 7)', () => {
  it('course feedback: q, then stored once with the comments, then code 1', async () => {
    const { bcid } = courses.completed;
    expect((await crir({ crir: 'cr', action: 'get', bcid })).body).toEqual({ q: COURSE_QUESTIONS });
    expect((await crir({ crir: 'cr', action: 'update', bcid, resp: courseResp() })).body).toEqual({ ok: true });
    expect((await crir({ crir: 'cr', action: 'get', bcid })).body).toEqual({ code: 1 });
    const again = await crir({ crir: 'cr', action: 'update', bcid, resp: courseResp() });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ALREADY_SUBMITTED');
    // The instructors' form of the same course is its own.
    expect((await crir({ crir: 'ir', action: 'get', bcid })).body).toEqual({ q: INSTRUCTOR_QUESTIONS });
  });

  it('course feedback needs a comment for every question', async () => {
    const res = await crir({ crir: 'cr', action: 'update', bcid: courses.inProgress.bcid, resp: courseResp('  ') });
    expect(res.status).toBe(400);
    expect((await crir({ crir: 'cr', action: 'get', bcid: courses.inProgress.bcid })).body).toEqual({ q: COURSE_QUESTIONS });
  });

  it('instructor feedback keeps the instructors rated, comments optional', async () => {
    const { bcid } = courses.inProgress;
    const irdt = [{ name: 'Dr. Test Person', emailid: 'test.person@demo.university' }];
    const resp = INSTRUCTOR_QUESTIONS.map((q) => ({ qid: q.qid, rating: 5 }));
    expect((await crir({ crir: 'ir', action: 'update', bcid, resp, irdt })).body).toEqual({ ok: true });
    const [row] = await api.db
      .select()
      .from(schema.feedbackResponses)
      .where(and(eq(schema.feedbackResponses.eid, LEARNER), eq(schema.feedbackResponses.scope, 'instructor'), eq(schema.feedbackResponses.ref, bcid)));
    expect(row).toMatchObject({ answers: resp, instructors: irdt });
  });

  it('answers code 0 for a course whose feedback is disabled from Admin', async () => {
    for (const kind of ['cr', 'ir']) {
      expect((await crir({ crir: kind, action: 'get', bcid: disabledCourse.bcid })).body).toEqual({ code: 0 });
      expect((await crir({ crir: kind, action: 'update', bcid: disabledCourse.bcid, resp: courseResp() })).status).toBe(409);
    }
  });

  it('refuses a course of another batch and a learner not enrolled (404), and ratings out of 1 to 5 (400)', async () => {
    expect((await crir({ crir: 'cr', action: 'get', bcid: 101202 })).status).toBe(404);
    expect((await api.post('/courseInstructorFeedback', { oid: OID, eid: SECOND, bpid: 3012, crir: 'cr', action: 'get', bcid: 301203 })).status).toBe(404);
    expect((await crir({ crir: 'ir', action: 'update', bcid: 301203, resp: [{ qid: 'q1', rating: 0 }] })).status).toBe(400);
  });
});

describe('"get course instructor"', () => {
  it('lists the course\u2019s instructors with name and e-mail', async () => {
    const res = await api.post('/getCourseInstructor', { oid: OID, bpid: 3012, bcid: 301201 });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const person of res.body) expect(person).toEqual({ designation: expect.any(String), name: expect.any(String), emailid: expect.stringMatching(/^[a-z0-9.]+@demo\.university$/) });
    expect((await api.post('/getCourseInstructor', { oid: OID, bpid: 1012, bcid: 301201 })).status).toBe(404);
  });
});

describe('the feedback-form unit', () => {
  it('is a feedback object of the course feedback kind in Marketing Management', async () => {
    const res = await api.post('/getCourse', { oid: OID, eid: LEARNER, bcourseid: FEEDBACK_DEMO.feedbackUnit.bcid });
    const objects = res.body.nuggets.flatMap((n: { objects: unknown[] }) => n.objects);
    expect(objects).toContainEqual(expect.objectContaining({ oid: FEEDBACK_DEMO.feedbackUnit.objectId, otype: 'feedback', qtype: 'course' }));
  });
});
