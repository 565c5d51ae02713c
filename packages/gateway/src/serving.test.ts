import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startGateway, type TestGateway } from '../test/support.js';

const PUBLIC_URL = 'https://learn.university.example';
let dist: string;
let gateway: TestGateway;
let unbuilt: TestGateway;
beforeAll(async () => {
  // In a folder whose name starts with a dot, as an operator's WEB_DIST_DIR may be
  // (/srv/.portal/dist): only the dot-files a request names are refused, never the folder's own.
  dist = await mkdtemp(path.join(tmpdir(), '.gateway-web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="Demo Online University — the learner portal" /><title>Demo Online University</title></head><body><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script></body></html>',
  );
  await writeFile(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log("portal")');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The web app's own public files under /media (the pre-login quick tour's video and captions).
  await mkdir(path.join(dist, 'media'));
  await writeFile(path.join(dist, 'media', 'quick-tour.en.vtt'), 'WEBVTT\n');
  await writeFile(path.join(dist, 'assets', 'vendor-3c4d.js'), `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ row: i, label: 'course' })))};`);
  // The build's Brotli copy of a script (packages/web/scripts/compress-assets.mjs).
  await writeFile(path.join(dist, 'assets', 'boot-5e6f.js'), `export const boot = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ part: i })))};`);
  await writeFile(path.join(dist, 'assets', 'boot-5e6f.js.br'), brotliCompressSync(await readFile(path.join(dist, 'assets', 'boot-5e6f.js'))));
  // The first pages' own HTML (packages/web/scripts/route-pages.mjs; docs/decisions/161).
  await mkdir(path.join(dist, 'pages'));
  await writeFile(path.join(dist, 'landing.html'), '<!doctype html><html><body><div id="root" data-shell="landing"><h1>Learn online</h1></div></body></html>');
  await writeFile(path.join(dist, 'pages', 'dashboard.html'), '<!doctype html><html><head><link rel="modulepreload" href="/assets/dashboard-1.js"></head><body><div id="root"></div></body></html>');
  await writeFile(path.join(dist, 'secret.txt'), 'not a page');
  await writeFile(path.join(dist, '.env'), 'SECRET=never served');
  await writeFile(
    path.join(dist, 'pages.json'),
    JSON.stringify({ '/': 'landing.html', '/dashboard': 'pages/dashboard.html', '/contactUs': 'pages/missing.html', '/escape': '../outside.html', '/text': 'secret.txt' }),
  );
  gateway = await startGateway({ WEB_DIST_DIR: dist, PUBLIC_URL });
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

  it('a first page gets its own HTML from pages.json; anything else, or a listed file that is missing or not a page in dist, gets index.html', async () => {
    const html = (route: string) =>
      request(gateway.app)
        .get(route)
        .set('Accept', 'text/html')
        .then((response) => response.text);
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

  it("sends the build's Brotli copy of an asset to a browser that accepts Brotli, and the file itself to others", async () => {
    const original = await readFile(path.join(dist, 'assets', 'boot-5e6f.js'), 'utf8');
    const copy = await readFile(path.join(dist, 'assets', 'boot-5e6f.js.br'));
    const brotli = await request(gateway.app).get('/assets/boot-5e6f.js').set('Accept-Encoding', 'gzip, deflate, br, zstd');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toContain('immutable');
    // The copy itself (its length; the gateway's own Brotli would stream without one), which supertest decodes.
    expect(brotli.headers['content-length']).toBe(String(copy.length));
    expect(brotli.text).toBe(original);
    expect(brotliDecompressSync(copy).toString('utf8')).toBe(original);
    // No Brotli accepted (or refused with q=0): the gateway's gzip of the file, or the file.
    const gzip = await request(gateway.app).get('/assets/boot-5e6f.js').set('Accept-Encoding', 'gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(original);
    const plain = await request(gateway.app).get('/assets/boot-5e6f.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(original);
    // A file without a copy is compressed as before; the copy itself is no way out of the folder.
    expect((await request(gateway.app).get('/assets/app-1a2b.js').set('Accept-Encoding', 'br')).headers['content-encoding']).not.toBe('br');
    expect((await request(gateway.app).get('/assets/../index.html').set('Accept-Encoding', 'br')).headers['content-encoding']).not.toBe('br');
  });

  it('a missing file (an asset, an image) or a POST is a 404, not index.html, even asked as HTML', async () => {
    for (const file of ['/assets/missing.js', '/assets/chunk', '/favicon.ico', '/images/logo.png']) {
      for (const accept of ['*/*', 'text/html']) expect((await request(gateway.app).get(file).set('Accept', accept)).status, `${file} ${accept}`).toBe(404);
    }
    expect((await request(gateway.app).post('/myPrograms').set('Accept', 'text/html')).status).toBe(404);
  });

  it('a dot-file in dist is never served, asked plainly or as a Brotli asset', async () => {
    await writeFile(path.join(dist, 'assets', '.hidden.js.br'), brotliCompressSync('export const hidden = 1;'));
    for (const [route, encoding] of [
      ['/.env', 'gzip'],
      ['/assets/.hidden.js', 'br'],
    ]) {
      const response = await request(gateway.app).get(route).set('Accept-Encoding', encoding);
      expect(response.status).toBe(404);
      expect(response.text).not.toMatch(/SECRET|hidden/);
    }
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

describe('pages for every client (issue 17, section 3; docs/decisions/176)', () => {
  /** A page request as curl, an uptime monitor or a chat app's link previewer sends it. */
  const asked = (route: string, accept: string | null) => {
    const req = request(gateway.app).get(route);
    return accept === null ? req.unset('Accept') : req.set('Accept', accept);
  };
  const meta = (html: string, attribute: 'name' | 'property', key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`)
      .exec(html)?.[1]
      ?.replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');

  it('answers a page route with the page whatever the Accept header says, or without one', async () => {
    for (const route of ['/', '/myPrograms', '/myProg/101/0', '/contactUs', '/dashboard']) {
      for (const accept of ['*/*', null, 'application/json', 'text/html']) {
        const response = await asked(route, accept);
        expect(response.status, `${route} ${accept}`).toBe(200);
        expect(response.headers['content-type'], `${route} ${accept}`).toMatch(/^text\/html/);
        expect(response.text, `${route} ${accept}`).toContain('<div id="root"');
      }
    }
    // The gateway's own paths keep their answers.
    expect((await asked('/healthz', '*/*')).body).toEqual({ status: 'ok' });
    expect((await asked('/graphql', '*/*')).text).not.toContain('<div id="root"');
  });

  it('a program page carries its title, description and image from the catalogue as Open Graph and Twitter card tags, on PUBLIC_URL whatever Host says', async () => {
    const { body } = await gql<{ programCatalog: { levels: { programs: { id: string; name: string; imageUrl: string }[] }[] } }>(
      gateway,
      '{ programCatalog { levels { programs { id name imageUrl } } } }',
    );
    const program = body.data!.programCatalog.levels[0].programs[0];
    const response = await asked(`/myProg/${program.id}/0`, '*/*').set('Host', 'attacker.example').set('X-Forwarded-Host', 'attacker.example');
    expect(response.status).toBe(200);
    const html = response.text;
    expect(meta(html, 'property', 'og:title')).toBe(program.name);
    expect(meta(html, 'name', 'twitter:title')).toBe(program.name);
    expect(html).toContain(`<title>`);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(program.name.replaceAll('&', '&amp;'));
    const description = meta(html, 'property', 'og:description');
    expect(description?.length).toBeGreaterThan(20);
    expect(meta(html, 'name', 'description')).toBe(description);
    expect(meta(html, 'name', 'twitter:description')).toBe(description);
    expect(meta(html, 'property', 'og:url')).toBe(`${PUBLIC_URL}/myProg/${program.id}/0`);
    expect(meta(html, 'property', 'og:type')).toBe('website');
    expect(meta(html, 'property', 'og:image')).toBe(program.imageUrl);
    expect(meta(html, 'property', 'og:image')).toMatch(/^https?:\/\//);
    expect(meta(html, 'name', 'twitter:image')).toBe(program.imageUrl);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(html).not.toContain('attacker.example');
    // The tags are in the first HTML, in its head: previewers run no script.
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('a page that is not a program\u2019s, or an unknown program\u2019s, is the page as built, without program tags', async () => {
    for (const route of ['/myProg/999999/0', '/myProg/not-a-program/0', '/contactUs']) {
      const response = await asked(route, '*/*');
      expect(response.status, route).toBe(200);
      expect(response.text, route).not.toContain('og:title');
    }
  });

  it('sitemap.xml lists the public pages and every program page of the catalogue on PUBLIC_URL, and robots.txt points to it', async () => {
    const { body } = await gql<{ programCatalog: { levels: { programs: { id: string }[] }[] } }>(gateway, '{ programCatalog { levels { programs { id } } } }');
    const ids = body.data!.programCatalog.levels.flatMap((level) => level.programs.map((program) => program.id));
    const sitemap = await request(gateway.app).get('/sitemap.xml').set('Host', 'attacker.example');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...sitemap.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(expect.arrayContaining([`${PUBLIC_URL}/`, `${PUBLIC_URL}/contactUs`, `${PUBLIC_URL}/onlineProgram`, ...ids.map((id) => `${PUBLIC_URL}/myProg/${id}/0`)]));
    expect(locs.every((loc) => loc.startsWith(`${PUBLIC_URL}/`))).toBe(true);
    expect(locs).not.toContain(`${PUBLIC_URL}/dashboard`);
    expect(sitemap.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);

    const robots = await request(gateway.app).get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
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
