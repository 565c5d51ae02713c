import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgressProgram } from '@portal/contract';
import { schema } from '../db/client.js';
import { LEARNER, OID, SECOND, startTestApi, type TestApi } from '../test-support.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.dispose());

describe('/getUserTotalProgress (spec part 1, sections 3 and 4)', () => {
  let bpdata: ProgressProgram[];
  beforeAll(async () => {
    const res = await api.post('/getUserTotalProgress', { oid: OID, eid: LEARNER });
    expect(res.status).toBe(200);
    bpdata = res.body.bpdata;
  });

  it('lists the learner\u2019s programs, at least two with partial progress', () => {
    expect(bpdata.map((p) => p.bpid)).toEqual([3012, 5021, 1012]);
    const partial = bpdata.filter((p) => p.per > 0 && p.per < 100);
    expect(partial.length).toBeGreaterThanOrEqual(2);
    expect(bpdata[0]).toMatchObject({ pid: 301, ptitle: 'Master of Business Administration', pdur: '2 Years', pimage: `${api.url}/assets/programs/mba.svg` });
  });

  it('returns every course, unselected electives included, for the consumer to filter', () => {
    const mba = bpdata.find((p) => p.bpid === 3012)!;
    const electives = mba.tcourses.filter((c) => c.telective);
    expect(electives.map((c) => [c.ttitle, c.selected])).toEqual([
      ['Marketing Analytics', true],
      ['Financial Risk Management', false],
    ]);
    expect(mba.tcourses.filter((c) => !c.telective).every((c) => c.selected)).toBe(true);
  });

  it('carries course progress: complete, started and not started', () => {
    const mba = bpdata.find((p) => p.bpid === 3012)!;
    const byTitle = Object.fromEntries(mba.tcourses.map((c) => [c.ttitle, c]));
    expect(byTitle['Principles of Management']).toMatchObject({ tp: 2, per: 100, semester: 1, bcid: 301201, tid: 30101 });
    expect(byTitle['Marketing Management'].tp).toBe(1);
    expect(byTitle['Marketing Management'].per).toBeGreaterThan(0);
    // Strategic Management, the project course, is under way (its first objective approved, issue 19).
    const notStarted = mba.tcourses.find((c) => !c.telective && c.tp === 0)!;
    expect(notStarted).toMatchObject({ tp: 0, per: 0 });
    expect(notStarted.timage).toBe(`${api.url}/assets/courses/${notStarted.tid}.svg`);
  });

  it('answers one program\u2019s dates in seconds (10 digits) and another\u2019s in milliseconds', () => {
    const digits = (n: number) => String(n).length;
    const inSeconds = bpdata.find((p) => digits(p.psd) === 10);
    const inMillis = bpdata.find((p) => digits(p.psd) === 13);
    expect(inSeconds, 'a program with 10-digit dates').toBeDefined();
    expect(inMillis, 'a program with 13-digit dates').toBeDefined();
    for (const p of bpdata) {
      expect(digits(p.ped)).toBe(digits(p.psd));
      const ms = (v: number) => (digits(v) === 10 ? v * 1000 : v);
      // Both read as real dates within a few years of now once the rule is applied.
      expect(Math.abs(ms(p.psd) - Date.now())).toBeLessThan(5 * 365 * 86_400_000);
      expect(ms(p.ped)).toBeGreaterThan(ms(p.psd));
    }
  });

  it('shows another learner only their own program', async () => {
    const res = await api.post('/getUserTotalProgress', { oid: OID, eid: SECOND });
    expect(res.body.bpdata.map((p: ProgressProgram) => p.bpid)).toEqual([2011]);
  });

  it('answers an empty list for a learner with no enrolments', async () => {
    const res = await api.post('/getUserTotalProgress', { oid: OID, eid: 'newlearner@demo.university' });
    expect(res.body).toEqual({ bpdata: [] });
  });
});

describe('/getEvents (spec part 1, section 7)', () => {
  it('answers the given batches\u2019 events plus organisation-wide ones, and no others', async () => {
    const res = await api.post('/getEvents', { oid: OID, rtype: 'get', batchjson: [3012, 5021, 1012] });
    expect(res.status).toBe(200);
    const titles = res.body.result.events.map((e: { title: string }) => e.title);
    expect(titles).toContain('MBA semester 2 end exams');
    expect(titles).toContain('Semester End Exam slot booking opens');
    expect(titles).not.toContain('Public Health seminar: Outbreak Response');
    expect(titles).not.toContain('Guest lecture: Digital Health Records');
    for (const e of res.body.result.events) {
      expect(e.start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(e.link === null || /^https:\/\//.test(e.link)).toBe(true);
    }
  });

  it('spreads the demo events around now, some with links', async () => {
    const res = await api.post('/getEvents', { oid: OID, rtype: 'get', batchjson: [3012, 5021, 1012, 2011, 4022] });
    const events: { start: string; link: string | null }[] = res.body.result.events;
    expect(events.length).toBeGreaterThanOrEqual(8);
    const now = new Date();
    const month = (s: string) => Number(s.slice(0, 4)) * 12 + Number(s.slice(5, 7)) - 1;
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
    const offsets = new Set(events.map((e) => month(e.start) - thisMonth));
    expect(offsets.has(-1) && offsets.has(1)).toBe(true);
    expect(events.some((e) => e.link)).toBe(true);
    expect(events.some((e) => !e.link)).toBe(true);
  });

  it('answers only organisation-wide events for an empty batch list', async () => {
    const res = await api.post('/getEvents', { oid: OID, rtype: 'get', batchjson: [] });
    expect(res.body.result.events.map((e: { title: string }) => e.title)).toEqual(['Semester End Exam slot booking opens']);
  });
});

describe('/getusn', () => {
  it('answers an object keyed by bpid with the learner\u2019s candidate numbers', async () => {
    const res = await api.post('/getusn', { oid: OID, eid: LEARNER });
    expect(res.body).toEqual({ '1012': { usn: 'DOU25CDA0009' }, '3012': { usn: 'DOU25MBA0042' }, '5021': { usn: 'DOU25BCA0117' } });
    expect(Object.keys((await api.post('/getusn', { oid: OID, eid: SECOND })).body)).toEqual(['2011']);
  });
});

describe('/analyticsWebApp (spec part 1, section 4)', () => {
  it('stores the event as a row', async () => {
    const res = await api.post('/analyticsWebApp', { oid: OID, eventtype: 'AuthenticatedViaCognito', id: SECOND, email: SECOND, emailid: SECOND, name: 'Kofi Mensah' });
    expect(res.status).toBe(200);
    const rows = await api.db.select().from(schema.analyticsEvents).where(eq(schema.analyticsEvents.eid, SECOND));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ eventType: 'AuthenticatedViaCognito', email: SECOND, payload: { name: 'Kofi Mensah' } });
    expect(rows[0].payload).not.toHaveProperty('oid');
  });
});
