import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEARNER, OID, SECOND, startTestApi, type TestApi } from '../test-support.js';

// "update assessment" merges per answer in one statement (docs/decisions/143):
// the highest seq per question stands, whatever order saves arrive in, and a
// submitted attempt never changes again.

let api: TestApi;
let now = Date.now();

beforeAll(async () => {
  api = await startTestApi({ faultAdmin: true }, { clock: () => now });
});
afterAll(() => api?.dispose());

const OPEN = 9101;
const body = (eid: string, response: unknown[], status: 0 | 1 = 0, extra: Record<string, unknown> = {}) => ({
  oid: OID,
  eid,
  assessid: OPEN,
  quiztype: 'assess',
  quizdata: { response, status, ...extra },
});
const choice = (iid: string, ids: string[], seq: number) => ({ iid, response: ids, type: iid.endsWith('q3') ? 3 : 1, seq });

describe('the demo assessments', () => {
  it('lists the course\u2019s assessments newest first, with the learner\u2019s scores', async () => {
    const { status, body: list } = await api.post('/getAssessment', { oid: OID, eid: LEARNER, bcid: 101201, quiztype: 'assess' });
    expect(status).toBe(200);
    expect(list.assessment.map((a: { assessid: number }) => a.assessid)).toEqual([9102, 9101, 9103, 9104]);
    const closed = list.assessment.find((a: { assessid: number }) => a.assessid === 9104);
    expect(closed.userlist).toEqual([{ eid: LEARNER, score: expect.any(Number), status: 1 }]);
  });

  it('answers 404 for a course or assessment of a batch the learner is not enrolled in', async () => {
    expect((await api.post('/getAssessment', { oid: OID, eid: 'nobody@example.com', bcid: 101201, quiztype: 'assess' })).status).toBe(404);
    expect((await api.post('/getAssessmentQuiz', { oid: OID, eid: 'nobody@example.com', assessid: OPEN, quiztype: 'assess' })).status).toBe(404);
    // The right id with the other tab's quiztype names nothing.
    expect((await api.post('/getAssessmentQuiz', { oid: OID, eid: LEARNER, assessid: OPEN, quiztype: 'assign' })).status).toBe(404);
  });

  it('gives the answers only once the answer date has passed', async () => {
    expect((await api.post('/getAssessmentAnswers', { oid: OID, eid: LEARNER, assessid: 9103, quiztype: 'assess' })).status).toBe(409);
    const out = await api.post('/getAssessmentAnswers', { oid: OID, eid: LEARNER, assessid: 9104, quiztype: 'assess' });
    expect(out.status).toBe(200);
    expect(out.body.qitems.map((q: { atype: number }) => q.atype)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(out.body.response.status).toBe(1);
  });

  it('tells the time by its own clock', async () => {
    now = Date.parse('2030-01-01T00:00:00Z');
    expect((await api.post('/getServerTime', { oid: OID, eid: LEARNER })).body).toEqual({ itime: now, delay: 1000 });
    now = Date.now();
  });
});

describe('update assessment', () => {
  it('keeps the highest seq per question, whatever order the saves arrive in', async () => {
    const eid = SECOND;
    await api.post('/syncUserProgramProgress', { oid: OID, eid, bpid: 1012, programProgress: { pd: { pid: 101, bpid: 1012 }, courses: [] } });
    expect((await api.post('/updateAssessment', body(eid, [choice('9101-q1', ['b'], 5)]))).status).toBe(200);
    // An older save arrives late: acknowledged, not applied.
    const late = await api.post('/updateAssessment', body(eid, [choice('9101-q1', ['a'], 3), choice('9101-q2', ['b'], 4)]));
    expect(late.status).toBe(200);
    expect(late.body.response).toEqual([expect.objectContaining({ iid: '9101-q1', response: ['b'], seq: 5 }), expect.objectContaining({ iid: '9101-q2', response: ['b'], seq: 4 })]);
    // A removal is a response too: it keeps its seq, so an older value cannot come back.
    await api.post('/updateAssessment', body(eid, [{ iid: '9101-q2', response: null, type: 2, seq: 9 }]));
    const replay = await api.post('/updateAssessment', body(eid, [choice('9101-q2', ['c'], 8)]));
    expect(replay.body.response.find((r: { iid: string }) => r.iid === '9101-q2')).toMatchObject({ response: null, seq: 9 });
  });

  it('loses nothing when many saves of different questions race', async () => {
    const eid = 'racer@demo.university';
    await api.post('/syncUserProgramProgress', { oid: OID, eid, bpid: 1012, programProgress: { pd: { pid: 101, bpid: 1012 }, courses: [] } });
    const saves = Array.from({ length: 24 }, (_, i) => api.post('/updateAssessment', body(eid, [choice(`9101-q${(i % 3) + 1}`.replace('q3', 'q3'), i % 3 === 2 ? ['a', 'b'] : ['a'], i)])));
    expect((await Promise.all(saves)).every((r) => r.status === 200)).toBe(true);
    const { body: quiz } = await api.post('/getAssessmentQuiz', { oid: OID, eid, assessid: OPEN, quiztype: 'assess' });
    expect(quiz.response.response.map((r: { iid: string; seq: number }) => [r.iid, r.seq])).toEqual([
      ['9101-q1', 21],
      ['9101-q2', 22],
      ['9101-q3', 23],
    ]);
  });

  it('submits once: a second submit or a save afterwards changes nothing', async () => {
    const eid = 'submitter@demo.university';
    await api.post('/syncUserProgramProgress', { oid: OID, eid, bpid: 1012, programProgress: { pd: { pid: 101, bpid: 1012 }, courses: [] } });
    const started = await api.post('/updateAssessment', body(eid, []));
    // A submit against a version that has moved on is refused, so the score always grades what is stored.
    await api.post('/updateAssessment', body(eid, [choice('9101-q1', ['a'], 1)]));
    const stale = await api.post('/updateAssessment', body(eid, [], 1, { score: 1, expectedVersion: started.body.version }));
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('STALE_VERSION');
    const submitted = await api.post('/updateAssessment', body(eid, [], 1, { score: 1, expectedVersion: started.body.version + 1 }));
    expect(submitted.body).toMatchObject({ status: 1, score: 1 });
    const again = await api.post('/updateAssessment', body(eid, [], 1, { score: 5 }));
    expect([again.status, again.body.error.code]).toEqual([409, 'ALREADY_SUBMITTED']);
    const save = await api.post('/updateAssessment', body(eid, [choice('9101-q1', ['b'], 2)]));
    expect([save.status, save.body.error.code]).toEqual([409, 'ALREADY_SUBMITTED']);
    const { body: quiz } = await api.post('/getAssessmentQuiz', { oid: OID, eid, assessid: OPEN, quiztype: 'assess' });
    expect(quiz.response).toMatchObject({ status: 1, score: 1, response: [expect.objectContaining({ response: ['a'] })] });
  });

  it('refuses an item the assessment does not have', async () => {
    const res = await api.post('/updateAssessment', body(LEARNER, [choice('9999-q1', ['a'], 1)]));
    expect(res.status).toBe(400);
  });
});

describe('the test-only admin', () => {
  it('sets a window relative to the server\u2019s time and copies an assessment', async () => {
    const copy = await api.post('/__assessments/copy', { from: OPEN, startsInSeconds: -60, endsInSeconds: 40 });
    expect(copy.status).toBe(200);
    const win = await api.post('/__assessments/window', { assessid: copy.body.assessid, endsInSeconds: 10, answersInSeconds: null });
    expect(Date.parse(win.body.enddate) - now).toBe(10_000);
    expect(win.body.answerdate).toBeNull();
  });
});
