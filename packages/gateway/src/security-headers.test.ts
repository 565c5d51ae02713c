import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudUrl, startGateway, type TestGateway } from '../test/support.js';
import { inlineScriptHashes } from './explorer.js';

/** "a 'x' y; b z" -> { a: ["'x'", 'y'], b: ['z'] } */
function parseCsp(header: unknown): Record<string, string[]> {
  expect(typeof header, 'Content-Security-Policy header').toBe('string');
  const directives: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name] = values;
  }
  return directives;
}

let dist: string;
let gateway: TestGateway;
let secure: TestGateway;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'gateway-headers-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script></body></html>');
  await writeFile(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log("portal")');
  gateway = await startGateway({ WEB_DIST_DIR: dist });
  secure = await startGateway({ WEB_DIST_DIR: dist, COOKIE_SECURE: 'true', FILE_STORE_ORIGINS: 'https://files.university.example/bucket, https://media.university.example' });
});
afterAll(async () => {
  await Promise.all([gateway?.close(), secure?.close()]);
  await rm(dist, { recursive: true, force: true });
});

/** One request of every kind of answer the gateway gives. */
const KINDS: [string, (g: TestGateway) => request.Test][] = [
  ['the app page', (g) => request(g.app).get('/').set('Accept', 'text/html')],
  ['a client route (index.html fallback)', (g) => request(g.app).get('/myPrograms').set('Accept', 'text/html')],
  ['a hashed asset', (g) => request(g.app).get('/assets/app-1a2b.js')],
  ['a GraphQL answer', (g) => request(g.app).post('/graphql').set('Content-Type', 'application/json').send({ query: '{ __typename }' })],
  ['a GraphQL refusal (CSRF prevention)', (g) => request(g.app).get('/graphql?query=%7B__typename%7D')],
  ['an unreadable body (error handler)', (g) => request(g.app).post('/graphql').set('Content-Type', 'application/json').send('{"query": ')],
  ['the explorer', (g) => request(g.app).get('/explorer')],
  ['/healthz', (g) => request(g.app).get('/healthz')],
  ['/readyz', (g) => request(g.app).get('/readyz')],
  ['a 404', (g) => request(g.app).get('/no/such/thing.json').set('Accept', 'application/json')],
  ['a missing asset', (g) => request(g.app).get('/assets/missing.js')],
];

describe('security headers', () => {
  it.each(KINDS)('are on %s', async (_kind, send) => {
    const response = await send(gateway);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    expect(response.headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);
    expect(response.headers['x-powered-by']).toBeUndefined();
    const csp = parseCsp(response.headers['content-security-policy']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    // Plain http (COOKIE_SECURE=false): no HSTS, no upgrade of the file store's http URLs.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
  });

  it("lets the web app upload to and show images and media from the file store's origin, by default the cloud API's", async () => {
    const csp = parseCsp((await request(gateway.app).get('/').set('Accept', 'text/html')).headers['content-security-policy']);
    const origin = new URL(cloudUrl()).origin;
    expect(csp['connect-src']).toEqual(["'self'", origin]);
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", origin]));
    expect(csp['media-src']).toEqual(expect.arrayContaining(["'self'", origin]));
    expect(csp['script-src']).toEqual(["'self'"]);
  });

  it('with Secure cookies (https), adds HSTS and upgrade-insecure-requests, and takes the configured file store origins', async () => {
    for (const [, send] of KINDS) {
      const response = await send(secure);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const csp = parseCsp(response.headers['content-security-policy']);
      expect(csp['upgrade-insecure-requests']).toEqual([]);
    }
    const csp = parseCsp((await request(secure.app).get('/').set('Accept', 'text/html')).headers['content-security-policy']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://files.university.example', 'https://media.university.example']);
  });

  it("allows the explorer's own inline scripts by hash and its editor's blob: workers, and nothing else inline", async () => {
    const response = await request(gateway.app).get('/explorer');
    const hashes = inlineScriptHashes(response.text);
    expect(hashes.length).toBeGreaterThan(0);
    const csp = parseCsp(response.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", ...hashes.map((hash) => `'${hash}'`)]);
    expect(csp['worker-src']).toContain('blob:');
    // The explorer talks to this gateway only.
    expect(csp['connect-src']).toEqual(["'self'"]);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script and skips scripts with a src', () => {
    const html = '<script>alert(1)</script><script type="module" src="/a.js"></script><script type="module">x()</script>';
    // sha256("alert(1)") and sha256("x()"), base64: what a browser computes for these scripts.
    expect(inlineScriptHashes(html)).toEqual(['sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=', 'sha256-D6IGS8VMvCoyaR/l0h9tERrBTATY01CoPS7l6xDv0kI=']);
  });
});
