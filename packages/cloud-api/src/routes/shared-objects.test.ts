import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoData } from '../seed/demo-university.js';
import { demoSharedObjects, SHARED_OBJECT_DEMO } from '../seed/shared-objects-demo.js';
import { OID, startTestApi, type TestApi } from '../test-support.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.dispose());

const [lesson, interactivity] = demoSharedObjects(OID, buildDemoData(OID));
const linkOf = (row: typeof lesson) => ({ val1: row.programId, val2: row.batchId, val3: row.courseId, val4: row.objectId, val5: row.shareCode });
const ask = (values: Record<string, unknown>) => api.post('/getSharedObject', { oid: OID, val6: OID, ...values });

describe('/getSharedObject (spec part 3, 7.5; docs/decisions/244)', () => {
  it('the demo shares the SQL Fundamentals lesson and its interactivity', () => {
    expect(lesson).toMatchObject({ programId: '101', batchId: '1012', courseId: '10102', shareCode: SHARED_OBJECT_DEMO.lesson.shareCode, address: 'course/lessons/lesson-computing.html' });
    expect(interactivity).toMatchObject({ shareCode: SHARED_OBJECT_DEMO.interactivity.shareCode, address: 'course/lessons/interactive-computing.html' });
  });

  it('answers the object\u2019s address (ourl) and title for the five values of its link', async () => {
    const res = await ask(linkOf(lesson));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ourl: lesson.address, otitle: lesson.title });
    expect((await ask(linkOf(interactivity))).body.ourl).toBe(interactivity.address);
  });

  it('answers 404 when any one value differs, the share code included', async () => {
    for (const key of ['val1', 'val2', 'val3', 'val4', 'val5'] as const) {
      const res = await ask({ ...linkOf(lesson), [key]: 'x1' });
      expect(res.status, key).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    // The lesson's values with the interactivity's code name nothing.
    expect((await ask({ ...linkOf(lesson), val5: interactivity.shareCode })).status).toBe(404);
  });

  it('answers 404 when val6 is not this organisation', async () => {
    const res = await ask({ ...linkOf(lesson), val6: 'another-university' });
    expect(res.status).toBe(404);
  });

  it('refuses a missing or malformed value before looking (400 BAD_REQUEST)', async () => {
    const { val5: _dropped, ...four } = linkOf(lesson);
    expect((await ask(four)).status).toBe(400);
    expect((await ask({ ...linkOf(lesson), val4: '../etc' })).status).toBe(400);
    expect((await ask({ ...linkOf(lesson), val1: 'a'.repeat(65) })).status).toBe(400);
    expect((await ask({ ...linkOf(lesson), val2: 1012 })).body.error.code).toBe('BAD_REQUEST');
    const noVal6 = await api.post('/getSharedObject', { oid: OID, ...linkOf(lesson) });
    expect(noVal6.status).toBe(400);
  });
});
