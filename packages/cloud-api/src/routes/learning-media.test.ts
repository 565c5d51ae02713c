import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db/client.js';
import { MEDIA_KEYS, MEDIA_OBJECTS } from '../seed/learning-media.js';
import { LEARNER, OID, SECOND, startTestApi, type TestApi } from '../test-support.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.dispose());

const MEDIA_COURSE = { pid: 301, bpid: 3012, tid: 30105, bcid: 301205 };

describe('references and recorded sessions (spec part 2, sections 3 and 7)', () => {
  it('answers a course\u2019s references: files with their type and storage path, and links', async () => {
    const res = await api.post('/getReferences', { oid: OID, cid: MEDIA_COURSE.tid, action: 'get' });
    expect(res.status).toBe(200);
    expect(res.body.refer.length).toBeGreaterThan(5);
    expect(res.body.refer.map((r: { otype: string | null }) => r.otype)).toEqual(expect.arrayContaining(['pdf', 'video', 'audio', 'image', null]));
    expect(res.body.refer.find((r: { otype: string | null }) => r.otype === null).link).toMatch(/^https:\/\//);
    expect(res.body.refer.find((r: { otype: string | null }) => r.otype === 'video').ourl).toBe(MEDIA_KEYS.video);
  });

  it('answers a course\u2019s recorded sessions with their dates', async () => {
    const res = await api.post('/getCourseVideo', { oid: OID, cid: MEDIA_COURSE.tid, action: 'get' });
    expect(res.status).toBe(200);
    expect(res.body.video.length).toBe(6);
    for (const v of res.body.video) expect(v.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers an empty list for a course without any', async () => {
    const res = await api.post('/getReferences', { oid: OID, cid: 1, action: 'get' });
    expect(res.body).toEqual({ refer: [] });
  });
});

describe('/getpodcast (spec part 2, sections 2 and 7)', () => {
  it('groups the course\u2019s podcasts by unit, with the unit\u2019s minutes and the disabled one marked', async () => {
    const res = await api.post('/getpodcast', { oid: OID, pid: MEDIA_COURSE.pid, bpid: MEDIA_COURSE.bpid, courseid: MEDIA_COURSE.tid, bcourseid: MEDIA_COURSE.bcid });
    expect(res.status).toBe(200);
    expect(res.body.nuggets.map((n: { ntitle: string; nduration: number }) => [n.ntitle, n.nduration])).toEqual([
      ['Media lab', 40],
      ['Listening', 20],
    ]);
    const listening = res.body.nuggets[1].objects;
    expect(listening.map((o: { objid: string; nenabled: boolean }) => [o.objid, o.nenabled])).toEqual([
      [MEDIA_OBJECTS.listeningPodcast, true],
      [MEDIA_OBJECTS.disabledPodcast, false],
    ]);
  });

  it('answers no nuggets for a course without podcasts, and 404 for a course not in that batch', async () => {
    const none = await api.post('/getpodcast', { oid: OID, pid: 301, bpid: 3012, courseid: 30101, bcourseid: 301201 });
    expect(none.body).toEqual({ nuggets: [] });
    const wrong = await api.post('/getpodcast', { oid: OID, pid: 301, bpid: 3012, courseid: 30101, bcourseid: 301205 });
    expect(wrong.status).toBe(404);
  });
});

describe('SCORM runtime data (issue 8)', () => {
  const body = (sequence: number, status: string) => ({
    oid: OID,
    eid: LEARNER,
    bcid: MEDIA_COURSE.bcid,
    objid: MEDIA_OBJECTS.scorm12,
    version: '1.2',
    cmi: { core: { lesson_status: status, lesson_location: '1' }, suspend_data: 'step=1' },
    sequence,
  });
  const progress = async () => {
    const [row] = await api.db
      .select()
      .from(schema.objectProgress)
      .where(and(eq(schema.objectProgress.eid, LEARNER), eq(schema.objectProgress.bcid, MEDIA_COURSE.bcid), eq(schema.objectProgress.objectId, MEDIA_OBJECTS.scorm12)));
    return row?.status ?? 0;
  };

  it('has none before the first commit, and names the package', async () => {
    const res = await api.post('/getScormData', { oid: OID, eid: LEARNER, bcid: MEDIA_COURSE.bcid, objid: MEDIA_OBJECTS.scorm2004 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: '2004', launch: MEDIA_KEYS.scorm2004, folder: 'course/scorm2004-demo/', cmi: null, op: 0 });
  });

  it('stores a commit, which the next visit reads back', async () => {
    expect((await api.post('/updateScormData', body(1, 'incomplete'))).body).toEqual({ stored: true, op: 0 });
    const res = await api.post('/getScormData', { oid: OID, eid: LEARNER, bcid: MEDIA_COURSE.bcid, objid: MEDIA_OBJECTS.scorm12 });
    expect(res.body).toMatchObject({ version: '1.2', sequence: 1, cmi: { core: { lesson_status: 'incomplete', lesson_location: '1' } } });
  });

  it('only stores runtime data: passed leaves the progress to the gateway, and a repeated or late commit changes nothing', async () => {
    expect((await api.post('/updateScormData', body(2, 'passed'))).body).toEqual({ stored: true, op: 0 });
    // The same commit again: harmless.
    expect((await api.post('/updateScormData', body(2, 'passed'))).body).toEqual({ stored: true, op: 0 });
    // An older commit arriving late is not stored.
    expect((await api.post('/updateScormData', body(1, 'incomplete'))).body).toEqual({ stored: false, op: 0 });
    expect(await progress()).toBe(0);
    const res = await api.post('/getScormData', { oid: OID, eid: LEARNER, bcid: MEDIA_COURSE.bcid, objid: MEDIA_OBJECTS.scorm12 });
    expect(res.body.cmi.core.lesson_status).toBe('passed');
    // Once the gateway has completed the object ("sync user progress"), op says so, and a later commit never takes it back.
    await api.post('/syncUserProgress', { oid: OID, eid: LEARNER, bcourseid: MEDIA_COURSE.bcid, courseProgress: { objects: [{ objid: MEDIA_OBJECTS.scorm12, op: 2 }] } });
    expect((await api.post('/updateScormData', body(3, 'incomplete'))).body).toEqual({ stored: true, op: 2 });
  });

  it('stores a 2004 commit, in sequence', async () => {
    const commit = (sequence: number, completion: string) =>
      api.post('/updateScormData', { oid: OID, eid: LEARNER, bcid: MEDIA_COURSE.bcid, objid: MEDIA_OBJECTS.scorm2004, version: '2004', cmi: { completion_status: completion }, sequence });
    expect((await commit(0, 'incomplete')).body).toEqual({ stored: true, op: 0 });
    expect((await commit(1, 'completed')).body).toEqual({ stored: true, op: 0 });
    expect((await commit(1, 'completed')).status).toBe(200);
    expect((await commit(0, 'incomplete')).body.stored).toBe(false);
  });

  it('refuses a learner not enrolled in the batch, an object that is not SCORM, and the wrong version', async () => {
    expect((await api.post('/getScormData', { oid: OID, eid: SECOND, bcid: MEDIA_COURSE.bcid, objid: MEDIA_OBJECTS.scorm12 })).status).toBe(404);
    expect((await api.post('/getScormData', { oid: OID, eid: LEARNER, bcid: MEDIA_COURSE.bcid, objid: MEDIA_OBJECTS.video })).status).toBe(404);
    expect((await api.post('/updateScormData', { ...body(5, 'passed'), version: '2004' })).status).toBe(409);
  });
});

describe('the media files are in the file store, read through signed URLs with byte ranges (spec part 2, section 9)', () => {
  it('serves part of the video for a Range request, with its type', async () => {
    const link = await api.post('/getFileURL', { oid: OID, key: MEDIA_KEYS.video });
    expect(link.status).toBe(200);
    const whole = await fetch(link.body.url);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const size = (await whole.arrayBuffer()).byteLength;
    const part = await fetch(link.body.url, { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const beyond = await fetch(link.body.url, { headers: { Range: `bytes=${size + 10}-` } });
    expect(beyond.status).toBe(416);
  });

  it('refuses the file without a signature', async () => {
    const res = await fetch(`${api.url}/files/${MEDIA_KEYS.video}`);
    expect(res.status).toBe(403);
  });
});
