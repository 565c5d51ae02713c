import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationListItem, ApplicationRecord, ProgressResponse } from '@portal/contract';
import { LEARNER, OID, SECOND, startTestApi, type TestApi } from '../test-support.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.dispose());

describe('/getApplication (spec part 3, 3.2 and 7.1)', () => {
  it('lists the learner\u2019s applications in statuses 1, 2, 3 and 5, on different programs', async () => {
    const res = await api.post('/getApplication', { oid: OID, eid: LEARNER });
    expect(res.status).toBe(200);
    const apps: ApplicationListItem[] = res.body;
    expect(new Set(apps.map((a) => a.pstatus))).toEqual(new Set([1, 2, 3, 5]));
    expect(new Set(apps.map((a) => a.pid)).size).toBe(apps.length);
    for (const a of apps) {
      // applicationid: the program base id, a dash and epoch seconds (spec part 3, 4.2).
      expect(a.applicationid).toMatch(new RegExp(`^${a.bpid}-\\d{10}$`));
      expect(a.pimage.startsWith(`${api.url}/assets/`)).toBe(true);
    }
  });

  it('marks the approved application the learner is enrolled through', async () => {
    const apps: ApplicationListItem[] = (await api.post('/getApplication', { oid: OID, eid: LEARNER })).body;
    expect(apps.find((a) => a.pid === 301)).toMatchObject({ pstatus: 3, enrolled: true, etype: 1, mpbpid: 3012 });
    expect(apps.find((a) => a.pid === 503)).toMatchObject({ pstatus: 3, enrolled: false });
  });

  it('shows each learner only their own applications', async () => {
    const apps: ApplicationListItem[] = (await api.post('/getApplication', { oid: OID, eid: SECOND })).body;
    expect(apps.map((a) => a.pid)).toEqual([201]);
    expect((await api.post('/getApplication', { oid: OID, eid: 'nobody@demo.university' })).body).toEqual([]);
  });
});

describe('/getGoogleCloudResponse: the scholarship e-mail check (spec part 1, sections 2 and 5)', () => {
  it('answers Successful with the partner data for a registered e-mail, in any case', async () => {
    const res = await api.post('/getGoogleCloudResponse', { oid: OID, emailid: ' Partner2@Scholar.Example ' });
    expect(res.body).toEqual({
      message: 'Successful',
      data: { first_name: 'Joseph', last_name: 'Mugisha', email: 'partner2@scholar.example', learning_center: 'LC-UG-02', learning_center_name: expect.any(String), country: 'Uganda' },
    });
  });

  it('answers another message, and no data, for an e-mail that is not registered', async () => {
    const res = await api.post('/getGoogleCloudResponse', { oid: OID, emailid: LEARNER });
    expect(res.status).toBe(200);
    expect(res.body.message).not.toBe('Successful');
    expect(res.body.data).toBeUndefined();
  });
});

describe('/sendScholarshipCode: the code that proves a partner e-mail is the applicant\u2019s (docs/decisions/078)', () => {
  const mailTo = async (to: string) => (await (await fetch(`${api.url}/mailbox/messages?to=${encodeURIComponent(to)}`)).json()) as { subject: string; text: string; code: string | null }[];

  it('mails the code to the registered e-mail, in the local mailbox, saying how long it is valid', async () => {
    const res = await api.post('/sendScholarshipCode', { oid: OID, emailid: ' Partner2@Scholar.Example ', code: '042917', validMinutes: 10 });
    expect(res).toEqual({ status: 200, body: { sent: true } });
    const [mail] = await mailTo('partner2@scholar.example');
    expect(mail).toMatchObject({ subject: 'Your scholarship application code', code: '042917' });
    expect(mail.text).toContain('042917');
    expect(mail.text).toContain('10 minutes');
  });

  it('mails nothing to an e-mail the partner portal does not know, and takes only a six-digit code', async () => {
    const stranger = 'stranger@example.org';
    const res = await api.post('/sendScholarshipCode', { oid: OID, emailid: stranger, code: '123456', validMinutes: 10 });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    expect(await mailTo(stranger)).toEqual([]);
    for (const code of ['12345', '1234567', 'abcdef', 'Click http://evil.example']) {
      expect((await api.post('/sendScholarshipCode', { oid: OID, emailid: 'partner1@scholar.example', code, validMinutes: 10 })).status).toBe(400);
    }
  });
});

const now = () => Math.floor(Date.now() / 1000);
const GENERAL = { 'First Name': 'Asha', 'Last Name': 'Raman', Email: LEARNER, Contact: '9876543210' };
const EDUCATION = { 'School Name': 'National Public School', University: 'Bangalore University' };

describe('/updateUserApplication: load (action 1)', () => {
  it('answers the status and only the sections saved, under their wire keys', async () => {
    const res = await api.post('/updateUserApplication', { oid: OID, eid: LEARNER, pid: 302, bpid: 3021, action: 1 });
    expect(res.status).toBe(200);
    const app: ApplicationRecord = res.body;
    expect(app).toMatchObject({ pid: 302, bpid: 3021, pstatus: 1, evbab: 0 });
    expect(app.applicationid).toMatch(/^3021-\d{10}$/);
    expect(
      Object.keys(app)
        .filter((k) => ['generalinfo', 'education', 'uploaddoc', 'scholarship', 'paper'].includes(k))
        .sort(),
    ).toEqual(['education', 'generalinfo']);
    expect(app.generalinfo).toMatchObject({ 'First Name': 'Asha', Contact: '9876543210', 'Other Id': 'ID-4471-2290', 'Permanent Nation': 'India' });
    expect(app.education).toMatchObject({ University: 'Bangalore University', 'Experience Designation': expect.any(String) });
  });

  it('answers status 0 and no id when the learner never applied to the program', async () => {
    const res = await api.post('/updateUserApplication', { oid: OID, eid: LEARNER, pid: 402, bpid: 4022, action: 1 });
    expect(res.body).toEqual({ applicationid: null, pid: 402, bpid: 4022, pstatus: 0, evbab: 0 });
  });

  it("never answers another learner's application: by program it is theirs alone, by id it is not found", async () => {
    const mine: ApplicationRecord = (await api.post('/updateUserApplication', { oid: OID, eid: LEARNER, pid: 302, bpid: 3021, action: 1 })).body;
    const theirs = await api.post('/updateUserApplication', { oid: OID, eid: SECOND, pid: 302, bpid: 3021, action: 1 });
    expect(theirs.body).toEqual({ applicationid: null, pid: 302, bpid: 3021, pstatus: 0, evbab: 0 });
    const byId = await api.post('/updateUserApplication', { oid: OID, eid: SECOND, pid: 302, bpid: 3021, action: 1, appid: mine.applicationid });
    expect(byId.status).toBe(404);
  });

  it('refuses a batch that is not the program\u2019s', async () => {
    const res = await api.post('/updateUserApplication', { oid: OID, eid: LEARNER, pid: 302, bpid: 3012, action: 1 });
    expect(res.status).toBe(404);
  });
});

describe('/updateUserApplication: saves section by section, then submit (spec part 3, 4.1, 4.2, 7.1)', () => {
  const appid = `3031-${now()}`;
  const base = { oid: OID, eid: LEARNER, emailid: LEARNER, pid: 303, bpid: 3031, appid, uname: 'Asha Raman', evbab: 0 };

  it('stores each section as it is saved, so a reload has every one of them', async () => {
    const first = await api.post('/updateUserApplication', { ...base, action: 0, pstatus: 1, typeobj: 'generalinfo', appobj: GENERAL });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ applicationid: appid, pstatus: 1, generalinfo: GENERAL });
    const second = await api.post('/updateUserApplication', { ...base, action: 0, pstatus: 1, typeobj: 'education', appobj: EDUCATION });
    expect(second.body).toMatchObject({ applicationid: appid, pstatus: 1, generalinfo: GENERAL, education: EDUCATION });

    const reloaded: ApplicationRecord = (await api.post('/updateUserApplication', { oid: OID, eid: LEARNER, pid: 303, bpid: 3031, action: 1 })).body;
    expect(reloaded).toMatchObject({ applicationid: appid, pstatus: 1, generalinfo: GENERAL, education: EDUCATION });
    const list: ApplicationListItem[] = (await api.post('/getApplication', { oid: OID, eid: LEARNER })).body;
    expect(list.find((a) => a.pid === 303)).toMatchObject({ applicationid: appid, pstatus: 1, etype: 1, enrolled: false });
  });

  it('saving a section again replaces it', async () => {
    const changed = { ...GENERAL, 'Middle Name': 'K' };
    const res = await api.post('/updateUserApplication', { ...base, action: 0, pstatus: 1, typeobj: 'generalinfo', appobj: changed });
    expect(res.body.generalinfo).toEqual(changed);
  });

  it('refuses another id for the same application, and a status the applicant may not set', async () => {
    // Derived from the real id, not from the clock: on a slow machine `now() - 5` can be the real id.
    const otherId = await api.post('/updateUserApplication', { ...base, appid: `3031-${Number(appid.split('-')[1]) - 1000}`, action: 0, pstatus: 1, typeobj: 'education', appobj: EDUCATION });
    expect(otherId.status).toBe(409);
    expect(otherId.body.error.code).toBe('APPLICATION_ID_MISMATCH');
    for (const [action, pstatus] of [
      [0, 2],
      [0, 3],
      [2, 3],
      [2, 1],
      [0, 5],
    ]) {
      const res = await api.post('/updateUserApplication', { ...base, action, pstatus, typeobj: 'education', appobj: EDUCATION });
      expect(res.status, `action ${action} to ${pstatus}`).toBe(409);
      expect(res.body.error.code).toBe('STATUS_NOT_ALLOWED');
    }
  });

  it('submits with action 2 and pstatus 2; after that nothing can be saved or submitted again', async () => {
    const submitted = await api.post('/updateUserApplication', { ...base, action: 2, pstatus: 2 });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ pstatus: 2, education: EDUCATION });
    const save = await api.post('/updateUserApplication', { ...base, action: 0, pstatus: 1, typeobj: 'education', appobj: { 'School Name': 'changed' } });
    expect(save.status).toBe(409);
    expect((await api.post('/updateUserApplication', { ...base, action: 2, pstatus: 2 })).status).toBe(409);
    const after: ApplicationRecord = (await api.post('/updateUserApplication', { oid: OID, eid: LEARNER, pid: 303, bpid: 3031, action: 1 })).body;
    expect(after).toMatchObject({ pstatus: 2, education: EDUCATION });
  });

  it('refuses to change an approved application', async () => {
    const approved: ApplicationRecord = (await api.post('/updateUserApplication', { oid: OID, eid: LEARNER, pid: 503, bpid: 5031, action: 1 })).body;
    expect(approved.pstatus).toBe(3);
    const res = await api.post('/updateUserApplication', { ...base, pid: 503, bpid: 5031, appid: approved.applicationid, action: 2, pstatus: 2 });
    expect(res.status).toBe(409);
  });

  it('lets an application the university reopened (5) be saved again, as a draft', async () => {
    const reopened: ApplicationRecord = (await api.post('/updateUserApplication', { oid: OID, eid: LEARNER, pid: 601, bpid: 6012, action: 1 })).body;
    expect(reopened.pstatus).toBe(5);
    const res = await api.post('/updateUserApplication', { ...base, pid: 601, bpid: 6012, appid: reopened.applicationid, action: 0, pstatus: 1, typeobj: 'education', appobj: EDUCATION });
    expect(res.body).toMatchObject({ pstatus: 1, education: EDUCATION, uploaddoc: expect.any(Object) });
  });

  it("refuses an id already taken by someone else's application, and leaves theirs alone", async () => {
    const mine: ApplicationRecord = (await api.post('/updateUserApplication', { oid: OID, eid: LEARNER, pid: 302, bpid: 3021, action: 1 })).body;
    const res = await api.post('/updateUserApplication', {
      oid: OID,
      eid: SECOND,
      pid: 302,
      bpid: 3021,
      appid: mine.applicationid,
      action: 0,
      pstatus: 1,
      typeobj: 'generalinfo',
      appobj: { 'First Name': 'Kofi' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('APPLICATION_ID_TAKEN');
    const still: ApplicationRecord = (await api.post('/updateUserApplication', { oid: OID, eid: LEARNER, pid: 302, bpid: 3021, action: 1 })).body;
    expect(still.generalinfo).toEqual(mine.generalinfo);
  });

  it('refuses a save without its section, or without an id', async () => {
    expect((await api.post('/updateUserApplication', { ...base, pid: 402, bpid: 4022, action: 0, pstatus: 1 })).status).toBe(400);
    const { appid: _appid, ...noId } = base;
    expect((await api.post('/updateUserApplication', { ...noId, pid: 402, bpid: 4022, action: 0, pstatus: 1, typeobj: 'generalinfo', appobj: GENERAL })).status).toBe(400);
    expect((await api.post('/updateUserApplication', { ...base, pid: 402, bpid: 4022, action: 0, pstatus: 1, typeobj: 'photos', appobj: GENERAL })).status).toBe(400);
  });

  it('submits the paper form in one call, with its data', async () => {
    const paper = { title: 'Mrs', firstName: 'Asha' };
    const res = await api.post('/updateUserApplication', { ...base, pid: 402, bpid: 4022, appid: `4022-${now()}`, action: 2, pstatus: 2, typeobj: 'paper', appobj: paper });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ pstatus: 2, paper });
  });

  it('keeps the paper form as a draft (action 0, status 1) that loads back and is submitted later (docs/decisions/065)', async () => {
    const learner = { oid: OID, eid: SECOND, emailid: SECOND, uname: 'Kofi Mensah', evbab: 0, pid: 402, bpid: 4022 };
    // Not plain now(): the test before takes `4022-${now()}` for another learner, often in the same second.
    const appid = `4022-${now() + 100}`;
    const draft = { firstName: 'Kofi', title: '' };
    const saved = await api.post('/updateUserApplication', { ...learner, appid, action: 0, pstatus: 1, typeobj: 'paper', appobj: draft });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ applicationid: appid, pstatus: 1, paper: draft });
    const loaded: ApplicationRecord = (await api.post('/updateUserApplication', { oid: OID, eid: SECOND, pid: 402, bpid: 4022, action: 1 })).body;
    expect(loaded).toMatchObject({ applicationid: appid, pstatus: 1, paper: draft });

    const full = { firstName: 'Kofi', title: 'Mr' };
    const submitted = await api.post('/updateUserApplication', { ...learner, appid, action: 2, pstatus: 2, typeobj: 'paper', appobj: full });
    expect(submitted.body).toMatchObject({ applicationid: appid, pstatus: 2, paper: full });
    // A submitted paper form takes no more drafts.
    const late = await api.post('/updateUserApplication', { ...learner, appid, action: 0, pstatus: 1, typeobj: 'paper', appobj: draft });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('STATUS_NOT_ALLOWED');
  });

  it('refuses to submit an application with nothing saved', async () => {
    const res = await api.post('/updateUserApplication', { ...base, pid: 501, bpid: 5012, appid: `5012-${now()}`, action: 2, pstatus: 2 });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('NOTHING_TO_SUBMIT');
  });
});

describe('/updatePreUserApplication: the pre-registration variant (spec part 3, 7.1 item 3)', () => {
  const partner = 'partner1@scholar.example';

  it('keeps the partner applicant\u2019s application apart from any learner\u2019s, with evbab set', async () => {
    const appid = `2022-${now()}`;
    const saved = await api.post('/updatePreUserApplication', {
      oid: OID,
      emailid: partner,
      pid: 202,
      bpid: 2022,
      appid,
      action: 0,
      pstatus: 1,
      typeobj: 'scholarship',
      appobj: { Scholarship: 'Yes', learningCenter: 'LC-GH-01' },
      evbab: 1,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const loaded = await api.post('/updatePreUserApplication', { oid: OID, emailid: 'Partner1@Scholar.Example', pid: 202, bpid: 2022, action: 1 });
    expect(loaded.body).toMatchObject({ applicationid: appid, pstatus: 1, evbab: 1, scholarship: { Scholarship: 'Yes' } });
    // A learner with the same address would not see it, nor would the signed-in path.
    expect((await api.post('/updateUserApplication', { oid: OID, eid: partner, pid: 202, bpid: 2022, action: 1 })).body.pstatus).toBe(0);

    expect((await api.post('/updatePreUserApplication', { oid: OID, emailid: partner, pid: 202, bpid: 2022, appid, action: 2, pstatus: 2 })).body.pstatus).toBe(2);
    const again = await api.post('/updatePreUserApplication', { oid: OID, emailid: partner, pid: 202, bpid: 2022, appid, action: 0, pstatus: 1, typeobj: 'generalinfo', appobj: GENERAL });
    expect(again.status).toBe(409);
  });

  it('needs the partner e-mail', async () => {
    expect((await api.post('/updatePreUserApplication', { oid: OID, eid: LEARNER, pid: 202, bpid: 2022, action: 1 })).status).toBe(400);
  });
});

describe('/syncUserProgramProgress: Start enrols (spec part 3, 4.1 and 7.1 item 6)', () => {
  const progress = async (eid: string) => ((await api.post('/getUserTotalProgress', { oid: OID, eid })).body as ProgressResponse).bpdata;

  it('enrols in the batch of an approved application, with every course not started, once', async () => {
    expect((await progress(LEARNER)).map((p) => p.bpid)).not.toContain(5031);
    const first = await api.post('/syncUserProgramProgress', { oid: OID, eid: LEARNER, bpid: 5031, programProgress: { pd: { pid: 503, bpid: 5031 }, courses: [] } });
    expect(first.body).toEqual({ bpid: 5031, enrolled: true, created: true });
    const program = (await progress(LEARNER)).find((p) => p.bpid === 5031)!;
    expect(program.per).toBe(0);
    expect(program.tcourses.length).toBeGreaterThan(0);
    expect(program.tcourses.every((c) => c.tp === 0 && c.per === 0)).toBe(true);

    const again = await api.post('/syncUserProgramProgress', { oid: OID, eid: LEARNER, bpid: 5031 });
    expect(again.body).toEqual({ bpid: 5031, enrolled: true, created: false });
    expect((await progress(LEARNER)).filter((p) => p.bpid === 5031)).toHaveLength(1);
    const apps: ApplicationListItem[] = (await api.post('/getApplication', { oid: OID, eid: LEARNER })).body;
    expect(apps.find((a) => a.pid === 503)).toMatchObject({ pstatus: 3, enrolled: true });
  });

  it('refuses a program that needs an application the learner has not had approved', async () => {
    for (const bpid of [3021, 4011, 6012, 4022]) {
      const res = await api.post('/syncUserProgramProgress', { oid: OID, eid: LEARNER, bpid });
      expect(res.status, String(bpid)).toBe(409);
    }
    expect((await progress(LEARNER)).map((p) => p.bpid)).not.toContain(3021);
  });

  it('enrols directly in a program that takes learners without application (etype not 1)', async () => {
    const res = await api.post('/syncUserProgramProgress', { oid: OID, eid: SECOND, bpid: 1021 });
    expect(res.body).toMatchObject({ created: true });
    expect((await progress(SECOND)).map((p) => p.bpid)).toContain(1021);
  });

  it('answers 404 for a batch that does not exist', async () => {
    expect((await api.post('/syncUserProgramProgress', { oid: OID, eid: LEARNER, bpid: 999999 })).status).toBe(404);
  });
});
