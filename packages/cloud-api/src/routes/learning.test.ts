import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, LEARNER, OID, SECOND, startTestApi, type TestApi } from '../test-support.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.dispose());

const SQL_COURSE = 101202;

describe('/getCourse (spec part 2, section 7)', () => {
  it('answers the course with its units, objects and the learner\u2019s progress', async () => {
    const { status, body } = await api.post('/getCourse', { oid: OID, eid: LEARNER, bcourseid: SQL_COURSE });
    expect(status).toBe(200);
    expect(body).toMatchObject({ btid: SQL_COURSE, ttitle: 'SQL Fundamentals', coursetype: 'Course', tenabled: true, freenavigation: false, bpid: 1012 });
    expect(body.userProgressData[String(SQL_COURSE)]).toMatchObject({ tp: 0, per: 0 });
    expect(body.nuggets).toHaveLength(3);
    expect(body.nuggets[0].objects.map((o: { otype: string }) => o.otype)).toEqual(['html', 'interactivity']);
    expect(body.nuggets[1].objects[0]).toMatchObject({ otype: 'youtube', ourl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' });
  });

  it('gives another learner\u2019s course id nothing: the same 404 as a course that does not exist', async () => {
    const theirs = await api.post('/getCourse', { oid: OID, eid: SECOND, bcourseid: SQL_COURSE });
    const none = await api.post('/getCourse', { oid: OID, eid: LEARNER, bcourseid: 999_999 });
    expect([theirs.status, none.status]).toEqual([404, 404]);
    expect(theirs.body).toEqual(none.body);
  });

  it('hands out storage keys, unsigned, of files the file store holds; /assets/media is not public', async () => {
    const { body } = await api.post('/getCourse', { oid: OID, eid: LEARNER, bcourseid: SQL_COURSE });
    const key: string = body.nuggets[0].objects[0].ourl;
    expect(key).toBe('course/lessons/lesson-computing.html');
    // The gateway signs its own address for the learner; the file store reads the key.
    const signed = await api.post('/getFileURL', { oid: OID, key });
    expect(signed.status).toBe(200);
    const file = await fetch(signed.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/text\/html/);
    expect(await file.text()).toContain('<html');
    expect((await fetch(`${api.url}/assets/media/lesson-computing.html`)).status).toBe(404);
  });

  it('gives a video its caption tracks by storage key', async () => {
    const { body } = await api.post('/getCourse', { oid: OID, eid: LEARNER, bcourseid: 301205 });
    const video = body.nuggets.flatMap((n: { objects: { otype: string }[] }) => n.objects).find((o: { otype: string }) => o.otype === 'video');
    expect(video).toMatchObject({ ourl: 'course/media-lab/lecture.webm', captions: [{ key: 'course/media-lab/lecture.en.vtt', srclang: 'en', label: 'English' }] });
  });
});

describe('/syncUserProgress', () => {
  it('merges concurrent changes without losing any, counts time once and never lowers a status', async () => {
    const course = (await api.post('/getCourse', { oid: OID, eid: LEARNER, bcourseid: SQL_COURSE })).body;
    const ids: string[] = course.nuggets.flatMap((n: { objects: { oid: string }[] }) => n.objects.map((o) => o.oid));
    const sync = (objects: unknown[], tp?: 1 | 2) => api.post('/syncUserProgress', { oid: OID, eid: LEARNER, bcourseid: SQL_COURSE, courseProgress: { tp, objects } });
    // Two "tabs" at once, each with its own object, and one change sent twice.
    const answers = await Promise.all([
      sync([{ objid: ids[0], op: 2, timespent: 30 }], 1),
      sync([{ objid: ids[1], op: 2, timespent: 40 }], 1),
      sync([{ objid: ids[1], op: 2, timespent: 40 }], 1),
      sync([{ objid: ids[2], op: 1 }]),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    // A stale tab says object 0 is only in progress: it stays complete.
    await sync([{ objid: ids[0], op: 1 }]);
    const after = (await api.post('/getCourse', { oid: OID, eid: LEARNER, bcourseid: SQL_COURSE })).body;
    const ops = after.nuggets.flatMap((n: { objects: { userOP: { op: number; timespent: number } }[] }) => n.objects.map((o) => o.userOP));
    expect(ops.slice(0, 3)).toEqual([
      { op: 2, timespent: 30 },
      { op: 2, timespent: 40 },
      { op: 1, timespent: 0 },
    ]);
    expect(after.userProgressData[String(SQL_COURSE)]).toMatchObject({ tp: 1, per: 33 });
    // The program's percent follows (the dashboard reads it).
    const progress = (await api.post('/getUserTotalProgress', { oid: OID, eid: LEARNER })).body;
    const program = progress.bpdata.find((p: { bpid: number }) => p.bpid === 1012);
    expect(program.tcourses.find((c: { bcid: number }) => c.bcid === SQL_COURSE)).toMatchObject({ per: 33, tp: 1 });
  });

  it('answers the course\u2019s progress as merged, and completes the topic when asked once every object is complete (docs/decisions/185)', async () => {
    const course = (await api.post('/getCourse', { oid: OID, eid: LEARNER, bcourseid: SQL_COURSE })).body;
    const ids: string[] = course.nuggets.flatMap((n: { objects: { oid: string }[] }) => n.objects.map((o) => o.oid));
    const sync = (objects: unknown[]) => api.post('/syncUserProgress', { oid: OID, eid: LEARNER, bcourseid: SQL_COURSE, courseProgress: { objects, completeWhenAllDone: true } });
    // All but the last: the topic stays where it is; the answer says what /getCourse and /getUserTotalProgress would.
    const partly = await sync(ids.slice(0, -1).map((objid) => ({ objid, op: 2, timespent: 5 })));
    expect(partly.status).toBe(200);
    expect(partly.body.tp).toBeLessThan(2);
    const read = (await api.post('/getCourse', { oid: OID, eid: LEARNER, bcourseid: SQL_COURSE })).body;
    const stored = read.nuggets.flatMap((n: { objects: { oid: string; userOP: { op: number; timespent: number } }[] }) => n.objects.map((o) => ({ objid: o.oid, ...o.userOP })));
    expect([...partly.body.objects].sort((a: { objid: string }, b: { objid: string }) => a.objid.localeCompare(b.objid))).toEqual(
      stored.filter((o: { op: number }) => o.op > 0).sort((a: { objid: string }, b: { objid: string }) => a.objid.localeCompare(b.objid)),
    );
    const progress = (await api.post('/getUserTotalProgress', { oid: OID, eid: LEARNER })).body;
    const program = progress.bpdata.find((p: { bpid: number }) => p.bpid === 1012);
    expect(partly.body.programPer).toBe(program.per);
    expect(partly.body.lastact).toBe(program.tcourses.find((c: { bcid: number }) => c.bcid === SQL_COURSE).lastact);
    // The last object lands: every object is complete, and so is the topic.
    const done = await sync([{ objid: ids[ids.length - 1], op: 2, timespent: 5 }]);
    expect(done.body).toMatchObject({ tp: 2, per: 100 });
  });

  it('refuses an object of another course, and another learner\u2019s course', async () => {
    const strange = await api.post('/syncUserProgress', { oid: OID, eid: LEARNER, bcourseid: SQL_COURSE, courseProgress: { objects: [{ objid: 'obj-101011-1', op: 2 }] } });
    expect(strange.status).toBe(400);
    const res = await fetch(`${api.url}/syncUserProgress`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oid: OID, eid: SECOND, bcourseid: SQL_COURSE, courseProgress: { objects: [] } }),
    });
    expect(res.status).toBe(404);
    expect(await errorCode(res)).toBe('NOT_FOUND');
  });
});
