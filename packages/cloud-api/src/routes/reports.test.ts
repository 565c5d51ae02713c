import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEARNER, OID, SECOND, startTestApi, type TestApi } from '../test-support.js';
import { mostPoints } from './reports.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.dispose());

type Report = {
  itime: number;
  days: { day: string; seconds: number }[];
  quizscores: {
    objid: string;
    title: string;
    bpid: number;
    bcid: number;
    ctitle: string;
    score: number;
    cdate: string;
  }[];
  assessments: {
    assessid: number;
    quiztype: string;
    bpid: number;
    ctitle: string;
    maxscore: number;
    userlist: { eid: string; score: number | null; status: number }[];
    submitted: string | null;
  }[];
};
const report = async (eid: string, weeks = 8): Promise<Report> => {
  const res = await api.post('/getLearnerReport', { oid: OID, eid, weeks });
  expect(res.status).toBe(200);
  return res.body as Report;
};
const total = (r: Report) => r.days.reduce((sum, d) => sum + d.seconds, 0);

describe('/getLearnerReport (issue 20: reports and analytics)', () => {
  it("answers the demo learner's days, quiz scores and assessments", async () => {
    const r = await report(LEARNER);
    expect(r.days.length).toBeGreaterThan(3);
    for (const d of r.days) expect(d.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(r.quizscores.length).toBeGreaterThan(0);
    expect(r.quizscores.every((q) => [3012, 5021].includes(q.bpid) && q.ctitle.length > 0)).toBe(true);
    const closed = r.assessments.find((a) => a.assessid === 9103 && a.quiztype === 'assess');
    expect(closed).toMatchObject({
      bpid: 1012,
      ctitle: expect.any(String),
      userlist: [{ eid: LEARNER, status: 1 }],
    });
    expect(closed!.maxscore).toBeGreaterThan(0);
    expect(closed!.submitted).not.toBeNull();
    expect(r.assessments.find((a) => a.assessid === 9102)?.userlist).toEqual([]);
  });

  it('asks only for the weeks it names: an older completion is left out', async () => {
    const wide = await report(LEARNER, 9);
    const narrow = await report(LEARNER, 1);
    expect(narrow.days.length).toBeLessThan(wide.days.length);
    const since = new Date(narrow.itime - 8 * 86_400_000).toISOString().slice(0, 10);
    expect(narrow.days.every((d) => d.day >= since)).toBe(true);
  });

  it('credits the time of a completed object to today, once, and not again when it is completed twice', async () => {
    const before = await report(SECOND);
    const course = await api.post('/getCourse', {
      oid: OID,
      eid: SECOND,
      bcourseid: 201102,
    });
    expect(course.status).toBe(200);
    const objects: { oid: string; userOP: { op: number } }[] = course.body.nuggets.flatMap((n: { objects: unknown[] }) => n.objects);
    const open = objects.find((o) => o.userOP.op === 0)!;
    const sync = (seconds: number) =>
      api.post('/syncUserProgress', {
        oid: OID,
        eid: SECOND,
        bcourseid: 201102,
        courseProgress: {
          objects: [{ objid: open.oid, op: 2, timespent: seconds }],
        },
      });
    expect((await sync(420)).status).toBe(200);
    expect((await sync(999)).status).toBe(200);
    const after = await report(SECOND);
    expect(total(after) - total(before)).toBe(420);
    expect(after.days.at(-1)!.seconds).toBeGreaterThanOrEqual(420);
  });

  it("never answers another learner's figures", async () => {
    const mine = await report(LEARNER);
    const theirs = await report(SECOND);
    const myQuizzes = new Set(mine.quizscores.map((q) => q.objid));
    expect(theirs.quizscores.some((q) => myQuizzes.has(q.objid))).toBe(false);
    // second@ follows no course of the Data Analytics certificate: none of its assessments.
    expect(theirs.assessments.some((a) => a.bpid === 1012)).toBe(false);
    expect(theirs.assessments.every((a) => a.userlist.every((u) => u.eid === SECOND))).toBe(true);
  });

  it('answers empty lists for a learner enrolled nowhere', async () => {
    const r = await report('nobody@demo.university');
    expect(r).toMatchObject({ days: [], quizscores: [], assessments: [] });
  });

  it('refuses a number of weeks out of bounds', async () => {
    expect(
      (
        await api.post('/getLearnerReport', {
          oid: OID,
          eid: LEARNER,
          weeks: 54,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api.post('/getLearnerReport', {
          oid: OID,
          eid: LEARNER,
          weeks: 0,
        })
      ).status,
    ).toBe(400);
  });
});

describe('mostPoints', () => {
  it('counts the auto-graded items only, 1 point when an item names none', () => {
    expect(mostPoints([{ atype: 1, qscore: 2 }, { atype: 6 }, { atype: 7, qscore: 5 }, { atype: 8, qscore: 5 }])).toBe(3);
  });
});
