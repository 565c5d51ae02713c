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
