import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgramDetail, ProgramList } from '@portal/contract';
import { PROGRAM_LEVELS } from '../db/schema.js';
import { LEARNER, OID, startTestApi, type TestApi } from '../test-support.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.dispose());

describe('/getAllProgramList (spec part 1, section 3)', () => {
  let list: ProgramList;
  beforeAll(async () => {
    const res = await api.post('/getAllProgramList', { oid: OID });
    expect(res.status).toBe(200);
    list = res.body;
  });

  it('groups programs by level, with at least two at every level', () => {
    expect(Object.keys(list).sort()).toEqual([...PROGRAM_LEVELS].sort());
    for (const level of PROGRAM_LEVELS) expect(list[level].length, level).toBeGreaterThanOrEqual(2);
  });

  it('puts each program under its own level only, once', () => {
    const pids = PROGRAM_LEVELS.flatMap((l) => list[l].map((p) => p.pid));
    expect(new Set(pids).size).toBe(pids.length);
    expect(list.graduate.map((p) => p.pname)).toContain('Master of Business Administration');
    expect(list.DoctorofPharmacy.map((p) => p.pid)).toEqual([601, 602]);
  });

  it('gives every program its current batch and an absolute image URL that is served', async () => {
    const mba = list.graduate.find((p) => p.pid === 301)!;
    // 3001 is a finished batch; the list offers the current one.
    expect(mba.bpid).toBe(3012);
    expect(mba.pimage).toBe(`${api.url}/assets/programs/mba.svg`);
    const img = await fetch(mba.pimage);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toContain('image/svg+xml');
    expect(await img.text()).toContain('Master of Business Administration');
  });
});

describe('/getBatchID', () => {
  it('answers the current batch of a program', async () => {
    expect((await api.post('/getBatchID', { oid: OID, pid: 301 })).body).toEqual({ bpid: 3012 });
  });

  it('answers NOT_FOUND for an unknown program', async () => {
    const res = await api.post('/getBatchID', { oid: OID, pid: 999 });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });
});

describe('/getProgram (spec part 1, section 2: program detail page)', () => {
  let detail: ProgramDetail;
  beforeAll(async () => {
    detail = (await api.post('/getProgram', { oid: OID, pid: 301, bpid: 3012 })).body;
  });

  it('has the overview, features and outcomes as stored HTML, and the program info', () => {
    expect(detail.poverview).toMatch(/^<p>.*two-year online MBA/);
    expect(detail.pfeatures).toMatch(/^<ul><li>/);
    expect(detail.poutcomes).toContain('<li>');
    expect(detail.pinfo).toEqual({ duration: '2 Years', format: expect.any(String), credits: '96 Credits' });
  });

  it('groups instructors, with absolute picture URLs', () => {
    expect(detail.pinstructors[0]).toMatchObject({ title: 'Program Director', value: [{ name: 'Dr. Meera Iyer', designation: expect.any(String), org: expect.any(String) }] });
    for (const i of detail.pinstructors.flatMap((g) => g.value)) expect(i.pic).toMatch(new RegExp(`^${api.url}/assets/people/.+\\.svg$`));
  });

  it('derives the curriculum from the batch\u2019s courses and their units, in semester order', () => {
    expect(detail.pcurriculum.map((t) => t.ttitle).slice(0, 3)).toEqual(['Principles of Management', 'Managerial Economics', 'Financial Accounting']);
    expect(detail.pcurriculum[0]).toMatchObject({
      tid: 30101,
      tduration: 8,
      tlabel: 'Semester 1 \u00b7 Course 1',
      tunits: ['What Managers Do', 'Planning and Decision Making', 'Organising and Controlling'],
    });
    // Both courses of the elective pair are part of the curriculum.
    expect(detail.pcurriculum.map((t) => t.ttitle)).toEqual(expect.arrayContaining(['Marketing Analytics', 'Financial Risk Management']));
  });

  it('has FAQ groups of questions and answers', () => {
    expect(detail.pfaq.length).toBeGreaterThanOrEqual(2);
    expect(detail.pfaq[0].questions[0]).toEqual({ ques: expect.any(String), ans: expect.any(String) });
  });

  it('tells a learner their application status and enrolment; no learner, no status', async () => {
    expect(detail.pstatus).toBeNull();
    expect(detail.enrolled).toBe(false);
    const mine = (await api.post('/getProgram', { oid: OID, pid: 301, bpid: 3012, eid: LEARNER })).body;
    expect(mine).toMatchObject({ pstatus: 3, enrolled: true });
    const notApplied = (await api.post('/getProgram', { oid: OID, pid: 102, bpid: 1021, eid: LEARNER })).body;
    expect(notApplied).toMatchObject({ pstatus: 0, enrolled: false, etype: 2 });
  });

  it('answers NOT_FOUND when the batch is not one of the program\u2019s', async () => {
    const res = await api.post('/getProgram', { oid: OID, pid: 301, bpid: 5021 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it('refuses a body that fails the contract schema with BAD_REQUEST', async () => {
    const res = await api.post('/getProgram', { oid: OID, pid: 'mba' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_REQUEST');
    expect(res.body.error.message).toContain('pid');
  });
});
