import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from './config.js';
import { schema } from './db/client.js';
import { errorCode, OID, startTestApi, type TestApi } from './test-support.js';

describe('the data directory', () => {
  it('is reopened as it is, without seeding again', async () => {
    const first = await startTestApi();
    expect(first.api.seeded).toBe(false);
    const count = async (api: TestApi) => (await api.db.select({ n: sql<number>`count(*)::int` }).from(schema.events))[0].n;
    const before = await count(first);
    await first.db.delete(schema.events).where(sql`${schema.events.bpid} is null`);
    await first.close();

    const again = await startTestApi({ dataDir: first.dataDir });
    try {
      expect(again.api.seeded).toBe(false);
      // A reseed would have put the organisation-wide event back.
      expect(await count(again)).toBe(before - 1);
      expect((await again.post('/getAllProgramList', { oid: OID })).status).toBe(200);
    } finally {
      await again.dispose();
    }
    // Two databases opened and closed in one test: twice what a hook may take (vitest.config.ts).
  }, 240_000);
});

describe('the HTTP surface', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.dispose());

  it('answers /healthz', async () => {
    const res = await fetch(`${api.url}/healthz`);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('answers an unknown path with a JSON 404', async () => {
    const res = await fetch(`${api.url}/getEverything`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"oid":"demo-university"}' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await errorCode(res)).toBe('NOT_FOUND');
  });

  it('answers a body that is not JSON with a JSON error, never HTML or a stack', async () => {
    const res = await fetch(`${api.url}/getAllProgramList`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"oid":' });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'BAD_REQUEST', message: expect.any(String) } });
    expect(text).not.toMatch(/<html|at .*\.ts:\d+/i);
  });

  it('refuses a body over the limit with 413 JSON', async () => {
    const res = await fetch(`${api.url}/analyticsWebApp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oid: OID, eventtype: 'x', blob: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await errorCode(res)).toBe('PAYLOAD_TOO_LARGE');
  });

  it('does not offer /__faults unless enabled', async () => {
    const res = await fetch(`${api.url}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(404);
  });

  it('mounts the identity endpoint: the pool\u2019s JWKS and the mailbox answer', async () => {
    const jwks = await fetch(`${api.url}/local_portal/.well-known/jwks.json`);
    expect(jwks.status).toBe(200);
    expect(((await jwks.json()) as { keys: unknown[] }).keys.length).toBeGreaterThan(0);
    const openid = (await (await fetch(`${api.url}/local_portal/.well-known/openid-configuration`)).json()) as { issuer: string };
    expect(openid.issuer).toBe(`${api.url}/local_portal`);
    expect((await fetch(`${api.url}/mailbox/messages?to=learner@demo.university`)).status).toBe(200);
  });
});

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 4010, host: '127.0.0.1', publicUrl: 'http://127.0.0.1:4010', portalUrl: 'http://localhost:4000', oid: 'demo-university', faultAdmin: false, faults: {} });
    expect(c.dataDir).toMatch(/\/\.data\/cloud-api$/);
    expect(c.databaseUrl).toBeUndefined();
  });

  it('fails fast, naming each bad variable', () => {
    expect(() => loadConfig({ CLOUD_API_PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ CLOUD_API_PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/CLOUD_API_PORT[\s\S]*DATABASE_URL/);
    expect(() => loadConfig({ CLOUD_API_FAULT_ADMIN: 'yes' })).toThrow(/CLOUD_API_FAULT_ADMIN/);
  });

  it('builds the public URL from the port unless given, without a trailing slash', () => {
    expect(loadConfig({ CLOUD_API_PORT: '5000' }).publicUrl).toBe('http://127.0.0.1:5000');
    expect(loadConfig({ CLOUD_API_PUBLIC_URL: 'http://cloud-api:4010/' }).publicUrl).toBe('http://cloud-api:4010');
    expect(loadConfig({ CLOUD_API_HOST: '0.0.0.0' }).publicUrl).toBe('http://127.0.0.1:4010');
  });
});
