/**
 * PostgreSQL mode (DATABASE_URL): the same migrations and seed against a real
 * server. Runs when TEST_DATABASE_URL is set, e.g.
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
 * Each run creates its own database on that server and drops it afterwards,
 * so runs are repeatable and never touch data they did not make.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OID, scratchDatabase, startTestApi, type TestApi } from '../test-support.js';

const adminUrl = process.env.TEST_DATABASE_URL;

describe('PostgreSQL mode', () => {
  const database = scratchDatabase(adminUrl, 'cloud_api_test');
  const dataDir = mkdtempSync(join(tmpdir(), 'cloud-api-pg-'));
  let api: TestApi | undefined;

  afterAll(async () => {
    await api?.close();
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  });

  it.skipIf(!adminUrl)('migrates and seeds an empty database, then serves the program list from it (runs only when TEST_DATABASE_URL is set)', async () => {
    const databaseUrl = await database.create();
    api = await startTestApi({ dataDir, databaseUrl });
    expect(api.api.kind).toBe('postgres');
    expect(api.api.seeded).toBe(true);
    const res = await api.post('/getAllProgramList', { oid: OID });
    expect(res.status).toBe(200);
    expect(res.body.graduate.map((p: { pid: number }) => p.pid)).toContain(301);
    const progress = await api.post('/getUserTotalProgress', { oid: OID, eid: 'learner@demo.university' });
    expect(progress.body.bpdata.length).toBeGreaterThanOrEqual(2);

    // A second start on the same database finds it seeded and leaves it alone.
    await api.close();
    api = await startTestApi({ dataDir, databaseUrl });
    expect(api.api.seeded).toBe(false);
    expect((await api.post('/getAllProgramList', { oid: OID })).body.certificate.length).toBeGreaterThanOrEqual(2);
  });
});

describe('PostgreSQL mode: an attempt\u2019s prepared statements (docs/decisions/316)', () => {
  const database = scratchDatabase(adminUrl, 'cloud_api_saves');
  const dataDir = mkdtempSync(join(tmpdir(), 'cloud-api-pg-saves-'));
  let api: TestApi | undefined;

  afterAll(async () => {
    await api?.close();
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  });

  it.skipIf(!adminUrl)('merges racing saves on every connection of the pool, and a submit honours the expected version', async () => {
    api = await startTestApi({ dataDir, databaseUrl: await database.create() });
    const eid = 'racer@demo.university';
    const save = (response: unknown[], status: 0 | 1 = 0, extra: Record<string, unknown> = {}) =>
      api!.post('/updateAssessment', { oid: OID, eid, assessid: 9101, quiztype: 'assess', quizdata: { response, status, ...extra } });
    await api.post('/syncUserProgramProgress', { oid: OID, eid, bpid: 1012, programProgress: { pd: { pid: 101, bpid: 1012 }, courses: [] } });
    // More saves than the pool has connections: each connection prepares the statements once, and every save reads and merges.
    const saves = await Promise.all(Array.from({ length: 40 }, (_, i) => save([{ iid: `9101-q${(i % 2) + 1}`, response: ['a'], type: 1, seq: i }])));
    expect(saves.map((r) => r.status)).toEqual(saves.map(() => 200));
    const { body: quiz } = await api.post('/getAssessmentQuiz', { oid: OID, eid, assessid: 9101, quiztype: 'assess' });
    expect(quiz.response.response.map((r: { iid: string; seq: number }) => [r.iid, r.seq])).toEqual([
      ['9101-q1', 38],
      ['9101-q2', 39],
    ]);
    const stale = await save([], 1, { score: 1, expectedVersion: quiz.response.version - 1 });
    expect([stale.status, stale.body.error?.code]).toEqual([409, 'STALE_VERSION']);
    const submitted = await save([], 1, { score: 2, expectedVersion: quiz.response.version });
    expect(submitted.body).toMatchObject({ status: 1, score: 2 });
  });
});
