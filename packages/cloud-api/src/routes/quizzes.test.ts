import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEARNER, OID, SECOND, startTestApi, type TestApi } from '../test-support.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.dispose());

const SUMMATIVE = 'obj-101041-3';

describe('unit quiz calls (spec part 2, section 7)', () => {
  it('"get quiz" answers the items with their keys (for the gateway only), and 404 for an object that is no quiz', async () => {
    const { status, body } = await api.post('/getQuiz', { oid: OID, quizid: SUMMATIVE });
    expect(status).toBe(200);
    expect(body).toMatchObject({ quizid: SUMMATIVE, qtype: 1 });
    expect(body.qitems[0].iopts[0]).toMatchObject({ content: '256', correct: true });
    expect((await api.post('/getQuiz', { oid: OID, quizid: 'obj-101041-1' })).status).toBe(404);
  });

  it('"get assignment data" answers an errorMessage until something is stored, then the quizdata with its version', async () => {
    expect((await api.post('/getAssignmentData', { oid: OID, eid: SECOND, quizid: SUMMATIVE })).body).toEqual({ errorMessage: 'No assignment data' });
    const stored = await api.post('/updateMiniAssignment', { oid: OID, eid: SECOND, objid: SUMMATIVE, quizdata: { response: [{ iid: 'q1', response: [0] }], score: 5 }, version: 0 });
    expect(stored.body).toEqual({ stored: true, version: 1 });
    const read = await api.post('/getAssignmentData', { oid: OID, eid: SECOND, quizid: SUMMATIVE });
    expect(read.body).toMatchObject({ version: 1, score: 5, response: [{ iid: 'q1', response: [0] }] });
    // Another learner's stays theirs.
    expect((await api.post('/getAssignmentData', { oid: OID, eid: LEARNER, quizid: SUMMATIVE })).body).toHaveProperty('errorMessage');
  });

  it('"update mini assignment" over a version that is no longer stored is a conflict: of two submissions one wins', async () => {
    const eid = 'quiz-versions@demo.university';
    const first = { oid: OID, eid, objid: SUMMATIVE, quizdata: { response: [] }, version: 0 };
    const both = await Promise.all([api.post('/updateMiniAssignment', first), api.post('/updateMiniAssignment', first)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.error.code).toBe('CONFLICT');
    expect((await api.post('/updateMiniAssignment', { ...first, version: 1 })).body).toEqual({ stored: true, version: 2 });
    expect((await api.post('/updateMiniAssignment', { ...first, version: 1 })).status).toBe(409);
  });

  it('"post quiz score" keeps the latest score per object, and "get quiz score" reads it', async () => {
    const eid = 'quiz-score@demo.university';
    expect((await api.post('/getQuizScore', { oid: OID, eid, obid: SUMMATIVE, rtype: 'get' })).body).toEqual({ score: null, oscore: null, cdate: null });
    const post = (score: number) =>
      api.post('/postQuizScore', { oid: OID, eid, rtype: 'put', scorejson: { bpid: 1012, name: 'Tester', cdate: '5.3.2026', score, obid: SUMMATIVE, oscore: score / 10 } });
    expect((await post(50)).status).toBe(200);
    expect((await post(75)).status).toBe(200);
    expect((await api.post('/getQuizScore', { oid: OID, eid, obid: SUMMATIVE, rtype: 'get' })).body).toEqual({ score: 75, oscore: 7.5, cdate: '5.3.2026' });
    expect((await api.post('/postQuizScore', { oid: OID, eid, rtype: 'put', scorejson: { bpid: 1012, name: 'T', cdate: '2026-03-05', score: 1, obid: SUMMATIVE, oscore: 1 } })).status).toBe(400);
  });
});
