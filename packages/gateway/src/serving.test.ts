import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../test/support.js';

let dist: string;
let gateway: TestGateway;
let unbuilt: TestGateway;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'gateway-web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script></body></html>');
  await writeFile(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log("portal")');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The web app's own public files under /media (the pre-login quick tour's video and captions).
  await mkdir(path.join(dist, 'media'));
  await writeFile(path.join(dist, 'media', 'quick-tour.en.vtt'), 'WEBVTT\n');
  await writeFile(path.join(dist, 'assets', 'vendor-3c4d.js'), `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ row: i, label: 'course' })))};`);
  // The first pages' own HTML (packages/web/scripts/route-pages.mjs; docs/decisions/161).
  await mkdir(path.join(dist, 'pages'));
  await writeFile(path.join(dist, 'landing.html'), '<!doctype html><html><body><div id="root" data-shell="landing"><h1>Learn online</h1></div></body></html>');
  await writeFile(path.join(dist, 'pages', 'dashboard.html'), '<!doctype html><html><head><link rel="modulepreload" href="/assets/dashboard-1.js"></head><body><div id="root"></div></body></html>');
  await writeFile(path.join(dist, 'secret.txt'), 'not a page');
  await writeFile(
    path.join(dist, 'pages.json'),
    JSON.stringify({ '/': 'landing.html', '/dashboard': 'pages/dashboard.html', '/contactUs': 'pages/missing.html', '/escape': '../outside.html', '/text': 'secret.txt' }),
  );
  gateway = await startGateway({ WEB_DIST_DIR: dist });
  unbuilt = await startGateway({ WEB_DIST_DIR: path.join(dist, 'does-not-exist') });
});
afterAll(async () => {
  await Promise.all([gateway?.close(), unbuilt?.close()]);
  await rm(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('is served at /', async () => {
    const response = await request(gateway.app).get('/').set('Accept', 'text/html');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root"');
  });

  it("a first page gets its own HTML from pages.json; anything else, or a listed file that is missing or not a page in dist, gets index.html", async () => {
    const html = (route: string) => request(gateway.app).get(route).set('Accept', 'text/html').then((response) => response.text);
    expect(await html('/')).toContain('data-shell="landing"');
    expect(await html('/dashboard')).toContain('rel="modulepreload" href="/assets/dashboard-1.js"');
    expect(await html('/dashboard?tab=1')).toContain('modulepreload');
    // `/?il=1` is not the plain landing page.
    expect(await html('/?il=1')).not.toContain('data-shell');
    for (const route of ['/contactUs', '/escape', '/text', '/myPrograms']) {
      const text = await html(route);
      expect(text, route).toContain('<script type="module" src="/assets/app-1a2b.js">');
      expect(text, route).not.toContain('not a page');
    }
  });

  it('client routes fall back to index.html', async () => {
    for (const route of ['/myPrograms', '/myProg/12/0', '/verify-email?username=a%40b.c&code=123456']) {
      const response = await request(gateway.app).get(route).set('Accept', 'text/html,application/xhtml+xml');
      expect(response.status, route).toBe(200);
      expect(response.text, route).toContain('<div id="root">');
    }
  });

  it('serves files as they are, hashed assets cached for good', async () => {
    const asset = await request(gateway.app).get('/assets/app-1a2b.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await request(gateway.app).get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it("serves the web app's own files under /media, beside the signed course media (/media/<signature>/<key>)", async () => {
    const captions = await request(gateway.app).get('/media/quick-tour.en.vtt');
    expect(captions.status).toBe(200);
    expect(captions.text).toBe('WEBVTT\n');
    // A signed-looking address without a valid signature is still refused by the media route.
    const forged = await request(gateway.app).get('/media/not-a-signature/course/file.mp4');
    expect(forged.status).not.toBe(200);
    expect(forged.headers['cache-control']).toBe('no-store');
  });

  it('sends files gzipped to browsers that accept it, for learners on slow links', async () => {
    const plain = await request(gateway.app).get('/assets/vendor-3c4d.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await request(gateway.app).get('/assets/vendor-3c4d.js').set('Accept-Encoding', 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['vary']).toMatch(/accept-encoding/i);
    expect(zipped.text).toBe(plain.text); // supertest unzips: the same file arrives
  });

  it('a missing asset or a non-HTML request is a 404, not index.html', async () => {
    expect((await request(gateway.app).get('/assets/missing.js').set('Accept', '*/*')).status).toBe(404);
    expect((await request(gateway.app).post('/myPrograms').set('Accept', 'text/html')).status).toBe(404);
  });

  it("the gateway's own paths are never answered with index.html", async () => {
    const graphql = await request(gateway.app).get('/graphql').set('Accept', 'text/html');
    expect(graphql.text).not.toContain('<div id="root">');
    const health = await request(gateway.app).get('/healthz').set('Accept', 'text/html');
    expect(health.body).toEqual({ status: 'ok' });
  });

  it('when the web app is not built, / says how to build it', async () => {
    const response = await request(unbuilt.app).get('/').set('Accept', 'text/html');
    expect(response.status).toBe(200);
    expect(response.text).toContain('npm run build');
  });
});

describe('the GraphQL explorer', () => {
  it('is one self-contained page: no script, style or font from another host', async () => {
    const response = await request(gateway.app).get('/explorer');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const html = response.text;
    expect(html).not.toMatch(/<script[^>]+src=["']?(https?:)?\/\//i);
    expect(html).not.toMatch(/<link[^>]+href=["']?(https?:)?\/\//i);
    expect(html).not.toMatch(/@import\s+url\(["']?(https?:)?\/\//i);
    expect(html).not.toMatch(/(unpkg\.com|jsdelivr\.net|cdnjs|embeddable-sandbox|apollo-server-landing-page)/i);
    // It talks to this gateway's /graphql with POST and the page's own cookies.
    expect(html).toContain('"endpoint":"/graphql"');
    expect(html).toContain('"method":"POST"');
    expect(html).toContain('"credentials":"same-origin"');
  });

  it("Apollo's landing page (which needs the internet) is off", async () => {
    const response = await request(gateway.app).get('/graphql').set('Accept', 'text/html');
    expect(response.text).not.toMatch(/apollo-server-landing-page|embeddable-sandbox/i);
  });
});

describe('health and request ids', () => {
  it('/healthz answers while the process lives; /readyz when keys and cloud API are there', async () => {
    expect((await request(gateway.app).get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await request(gateway.app).get('/readyz')).body).toEqual({ status: 'ready', checks: { signingKeys: true, cloudApi: true } });
  });

  it('honours a sensible X-Request-Id, echoes it, and makes one up otherwise', async () => {
    expect((await request(gateway.app).get('/healthz').set('X-Request-Id', 'lb-abc.123')).headers['x-request-id']).toBe('lb-abc.123');
    const invented = (await request(gateway.app).get('/healthz').set('X-Request-Id', 'bad id with spaces')).headers['x-request-id'];
    expect(invented).toMatch(/^[0-9a-f-]{36}$/);
    const response = await request(gateway.app).post('/graphql').set('Content-Type', 'application/json').set('X-Request-Id', 'trace-42').send({ query: '{ programCatalog { levels { label } } }' });
    expect(response.headers['x-request-id']).toBe('trace-42');
    expect(gateway.logs().some((line) => line.requestId === 'trace-42' && line.operation === '/getAllProgramList')).toBe(true);
  });
});
