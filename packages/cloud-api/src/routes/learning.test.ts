import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedContentUrl } from '../files/content.js';
import { loadOrCreateSecret } from '../files/signing.js';
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

  it('signs file content for one hour: the URL reads the file, a changed signature or path does not, /assets/media is not public', async () => {
    const { body } = await api.post('/getCourse', { oid: OID, eid: LEARNER, bcourseid: SQL_COURSE });
    const url: string = body.nuggets[0].objects[0].ourl;
    const match = /\/content\/(\d+)\/([0-9a-f]{64})\/media\/lesson-computing\.html$/.exec(url);
    expect(match).not.toBeNull();
    const expires = Number(match?.[1]);
    expect(expires - Math.floor(Date.now() / 1000)).toBeGreaterThan(3590);
    expect(expires - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(3600);
    const ok = await fetch(url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/text\/html/);
    const tampered = await fetch(url.replace(/\/([0-9a-f])([0-9a-f]{63})\//, (_m, a: string, rest: string) => `/${a === '0' ? '1' : '0'}${rest}/`));
    expect(tampered.status).toBe(403);
    const other = await fetch(url.replace('lesson-computing.html', 'reading-computing.pdf'));
    expect(other.status).toBe(403);
    const past = await fetch(url.replace(`/content/${expires}/`, `/content/${expires - 7200}/`));
    expect(past.status).toBe(403);
    expect((await fetch(`${api.url}/assets/media/lesson-computing.html`)).status).toBe(404);
  });
});

describe('signed content', () => {
  it('expires after its hour', async () => {
    const secret = loadOrCreateSecret(api.dataDir);
    const now = Math.floor(Date.now() / 1000);
    const fresh = signedContentUrl(api.url, secret, '/assets/media/lesson-computing.html', now);
    const stale = signedContentUrl(api.url, secret, '/assets/media/lesson-computing.html', now - 3601);
    expect((await fetch(fresh)).status).toBe(200);
    const res = await fetch(stale);
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('URL_EXPIRED');
  });
  it('a folder-deep package is signed as a whole, so its relative files load; a byte range is answered with 206', async () => {
    const secret = loadOrCreateSecret(api.dataDir);
    const url = signedContentUrl(api.url, secret, '/assets/media/lesson-computing.html');
    const ranged = await fetch(url, { headers: { range: 'bytes=0-9' } });
    expect(ranged.status).toBe(206);
    expect((await ranged.text()).length).toBe(10);
    // A package folder: any file under it with the folder's signature (404 here: the folder is not in the seed).
    const pkg = signedContentUrl(api.url, secret, '/assets/media/some-package/index.html');
    expect((await fetch(pkg.replace('index.html', 'lib/run.js'))).status).toBe(404);
    expect((await fetch(pkg.replace('some-package/index.html', 'other-package/index.html'))).status).toBe(403);
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
