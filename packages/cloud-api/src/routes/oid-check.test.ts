import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, GET_PATHS, type ContractPath } from '@portal/contract';
import { errorCode, LEARNER, OID, startTestApi, type TestApi } from '../test-support.js';

/**
 * A body that answers data on the demo data, without its oid, for each path here. Every path of
 * @portal/contract is asked below, a path with no sample (a newer area's, whose own tests ask it
 * for data) with an empty body: its oid is checked all the same, before its schema reads the body.
 */
const SAMPLES: Partial<Record<ContractPath, Record<string, unknown>>> = {
  '/getAllProgramList': {},
  '/getBatchID': { pid: 301 },
  '/getProgram': { pid: 301, bpid: 3012, eid: LEARNER },
  '/getUserTotalProgress': { eid: LEARNER },
  '/getEvents': { rtype: 'get', batchjson: [3012] },
  '/getusn': { eid: LEARNER },
  '/getAnnouncements': { rtype: 'getall', bpid: [3012, 5021] },
  '/analyticsWebApp': { eventtype: 'AuthenticatedViaCognito', id: LEARNER, email: LEARNER, name: 'Asha Raman' },
  '/getApplication': { eid: LEARNER },
  '/getGoogleCloudResponse': { emailid: 'partner1@scholar.example' },
  '/sendScholarshipCode': { emailid: 'partner1@scholar.example', code: '123456', validMinutes: 10 },
  '/updateUserApplication': { eid: LEARNER, pid: 302, bpid: 3021, action: 1 },
  '/updatePreUserApplication': { emailid: 'partner1@scholar.example', pid: 201, bpid: 2011, action: 1 },
  // Already enrolled in 3012: the sync is a no-op, so the sample can run three times.
  '/syncUserProgramProgress': { eid: LEARNER, bpid: 3012, programProgress: { pd: { pid: 301, bpid: 3012 }, courses: [] } },
  '/getPreSignedURL': { eid: LEARNER, type: 'complents', filetype: 'application/pdf', filename: '1234-notes.pdf', filesize: 5 },
  '/getFileURL': { eid: LEARNER, key: 'set in beforeAll' },
  '/addcomplent': { name: 'Visitor', emailid: 'visitor@example.com', description: 'Where is the fee schedule?' },
  '/getcomplents': { eid: LEARNER },
  '/getCourse': { eid: LEARNER, bcourseid: 101201 },
  // Raising an object already complete: a no-op, so the sample can run three times.
  '/syncUserProgress': { eid: LEARNER, bcourseid: 101201, courseProgress: { objects: [{ objid: 'obj-101011-1', op: 2 }] } },
  '/getReferences': { cid: 30105, action: 'get' },
  '/getCourseVideo': { cid: 30105, action: 'get' },
  '/getpodcast': { pid: 301, bpid: 3012, courseid: 30105, bcourseid: 301205 },
  '/getScormData': { eid: LEARNER, bcid: 301205, objid: 'obj-301058-4' },
  '/updateScormData': { eid: LEARNER, bcid: 301205, objid: 'obj-301058-4', version: '1.2', cmi: { core: { lesson_status: 'incomplete' } }, sequence: 0 },
  '/getQuiz': { quizid: 'obj-101041-2' },
  '/getAssignmentData': { eid: LEARNER, quizid: 'obj-101041-2' },
  '/updateMiniAssignment': { eid: LEARNER, objid: 'obj-101041-2', quizdata: { response: [] } },
  '/postQuizScore': { eid: LEARNER, rtype: 'put', scorejson: { bpid: 1012, name: 'Asha Raman', cdate: '1.1.2026', score: 50, obid: 'obj-101041-2', oscore: 5 } },
  '/getQuizScore': { eid: LEARNER, obid: 'obj-101041-2', rtype: 'get' },
  '/getAssessment': { eid: LEARNER, bcid: 101201, quiztype: 'assess' },
  '/getServerTime': { eid: LEARNER },
  '/getAssessmentQuiz': { eid: LEARNER, assessid: 9101, quiztype: 'assess' },
  '/getAssessmentAnswers': { eid: LEARNER, assessid: 9104, quiztype: 'assess' },
  // A save of nothing on the open assessment: starts it once, then changes nothing.
  '/updateAssessment': { eid: LEARNER, assessid: 9101, quiztype: 'assess', quizdata: { response: [], status: 0 } },
  // Feedback (issue 19): reads, and the program feedback stored once (the only call that reaches the handler).
  '/getFeedback': { eid: LEARNER, pid: 301, bpid: 3012 },
  '/updateFeedback': { eid: LEARNER, obid: 3012, response: ['q1', 'q2', 'q3'].map((qid) => ({ qid, answer: 1 })) },
  '/courseInstructorFeedback': { eid: LEARNER, crir: 'cr', action: 'get', bcid: 301201, bpid: 3012 },
  '/getCourseInstructor': { bpid: 3012, bcid: 301201 },
  // Project objectives (issue 19).
  '/getUserProjectObjects': { eid: LEARNER, bcid: 301208, objid: 'proj-30108-2' },
  '/updateUserProjectObjects': { eid: LEARNER, bcid: 301208, objid: 'proj-30108-2', projectObj: { uname: 'Asha Raman', message: 'x' } },
  '/getProjectApprovedMessage': { eid: LEARNER, bpid: 3012, tid: 30108, btid: 301208 },
  // Discussion (issue 19): Organisational Behaviour in the MBA (bcid 301205), a new question by learner@.
  '/getDiscussion': { bpid: 3012, bcid: 301205 },
  '/updateDiscussion': {
    bpid: 3012,
    bcid: 301205,
    qtype: 0,
    jdata: { emailId: 'learner@demo.university', username: 'Asha Raman', question: 'x' },
    idata: [],
    cname: 'Organisational Behaviour',
    pname: 'MBA',
  },
  // ---- certificates (issue 19) ----
  // Principles of Management (tid 30101), which learner@ completed in the MBA (batch 3012).
  '/generateCertificate': { eid: LEARNER, bpid: 3012, uname: 'Asha Raman', cid: 30101, email: 'learner@demo.university' },
  '/getCertificates': { eid: LEARNER },
  '/verifyCertificate': { code: 'abcdefghijklmnopqrstuvwx23' },
  '/getCredentialKeys': {},
  // ---- notifications (issue 20) ----
  '/getNotifications': { eid: LEARNER },
  '/markNotificationsRead': { eid: LEARNER, upto: 1 },
  // ---- Semester End Exam (issue 20): two GETs (their fields in the query), two POSTs ----
  '/getAssignedTests': { loginId: LEARNER },
  '/getIndianTime': {},
  '/getTestResult': { emailid: LEARNER },
  '/getOnlineTestToken': { loginId: LEARNER, testId: 7001 },
  // ---- the rest of the route map (issue 20): the demo's shared lesson ----
  '/getSharedObject': { val1: '101', val2: '1012', val3: '10102', val4: 'obj-101021-1', val5: 'demo-lesson-7Qk2Xw', val6: OID },
  // ---- reports and analytics (issue 20) ----
  '/getLearnerReport': { eid: LEARNER, weeks: 8 },
  // ---- profile (issue 20) ----
  '/getUserProfile': { eid: LEARNER },
  '/updateuserprofile': {
    eid: LEARNER,
    uname: 'Asha',
    lstname: 'Raman',
    cno: '9845012345',
    ads: 'Mysuru',
    councode: '91',
    dob: '1996-08-21',
    passportno: 'M4821937',
    othergovid: '',
    highdeg: 'BCom',
    workexp: '4 years',
    profilepicname: '7318-asha-raman.jpg',
    docname: [],
  },
  '/updateUserTimeZone': { eid: LEARNER, timezone: 'Asia/Kolkata' },
};

let api: TestApi;

/** A contract call as the gateway makes it: a JSON POST, or a GET with the fields in the query (GET_PATHS). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function send(path: ContractPath, body: Record<string, unknown>): Promise<{ status: number; body: any }> {
  if (!GET_PATHS.has(path)) return api.post(path, body);
  const query = new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await fetch(`${api.url}${path}?${query.toString()}`);
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  api = await startTestApi();
  // /getFileURL needs a stored file to answer 200 with the right oid.
  const { body } = await api.post('/getPreSignedURL', { oid: OID, ...SAMPLES['/getPreSignedURL'] });
  const put = await fetch(body.url, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: '%PDF-' });
  expect(put.status).toBe(200);
  SAMPLES['/getFileURL'] = { ...SAMPLES['/getFileURL'], key: body.key };
  // /verifyCertificate needs an issued certificate's code.
  const issued = await api.post('/generateCertificate', { oid: OID, ...SAMPLES['/generateCertificate'] });
  SAMPLES['/verifyCertificate'] = { ...SAMPLES['/verifyCertificate'], code: issued.body.certificate.code };
});
afterAll(() => api?.dispose());

const paths = Object.keys(contract) as ContractPath[];
const sampled = paths.filter((path) => SAMPLES[path]);

describe('every contract path checks oid before anything else', () => {
  it('has samples of the contract\u2019s paths only', () => {
    expect(Object.keys(SAMPLES).filter((path) => !paths.includes(path as ContractPath))).toEqual([]);
  });

  it.each(sampled)('%s answers data when the oid is this organisation\u2019s', async (path) => {
    const res = await send(path, { oid: OID, ...SAMPLES[path] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).not.toHaveProperty('error');
  });

  it.each(paths)('%s lets this organisation\u2019s oid through to its schema', async (path) => {
    const res = await send(path, { oid: OID });
    expect([200, 400], JSON.stringify(res.body)).toContain(res.status);
    if (res.status === 400) expect(res.body.error.code).toBe('BAD_REQUEST');
  });

  it.each(paths)('%s refuses a body without oid with MISSING_OID and no data', async (path) => {
    const res = await send(path, SAMPLES[path] ?? {});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'MISSING_OID', message: expect.any(String) } });
  });

  it.each(paths)('%s refuses another organisation\u2019s oid with INVALID_OID and no data', async (path) => {
    const res = await send(path, { oid: 'other-university', ...SAMPLES[path] });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { code: 'INVALID_OID', message: expect.any(String) } });
  });

  it('treats an empty oid, or a body that is not JSON, as missing', async () => {
    expect((await api.post('/getAllProgramList', { oid: '' })).body.error.code).toBe('MISSING_OID');
    const res = await fetch(`${api.url}/getAllProgramList`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'oid=demo-university' });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('MISSING_OID');
  });

  it('checks oid before the body schema, so a wrong oid never learns what a valid body looks like', async () => {
    const res = await api.post('/getProgram', { oid: 'other-university' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('INVALID_OID');
  });
});
