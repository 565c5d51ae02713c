import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, gql, signIn, startGateway, type CookieJar, type TestGateway } from '../../test/support.js';
import { MediaUrls } from './media-urls.js';

// Course content's own origin (docs/decisions/170, docs/architecture.md invariant 8).
const SECRET = 's'.repeat(40);
const PORTAL = 'http://localhost:4000';
const CONTENT = 'http://127.0.0.1:4001';
const MEDIA_COURSE = '301205';

let gateway: TestGateway;
let learner: CookieJar;
beforeAll(async () => {
  // A stand-in of the web package's content build: the runtime frame's page with its placeholder.
  const dist = mkdtempSync(path.join(tmpdir(), 'portal-content-'));
  mkdirSync(path.join(dist, 'scorm', 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'scorm', 'runtime.html'), '<!doctype html><meta name="portal-origin" content="%PORTAL_ORIGIN%"><script type="module" src="/scorm/assets/runtime.js"></script>');
  writeFileSync(path.join(dist, 'scorm', 'assets', 'runtime.js'), 'export {};');
  writeFileSync(path.join(dist, 'scorm', 'keeper.html'), '<!doctype html><meta name="portal-origin" content="%PORTAL_ORIGIN%"><script type="module" src="/scorm/assets/keeper.js"></script>');
  writeFileSync(path.join(dist, 'content-worker.js'), 'self.__precache = [];');
  gateway = await startGateway({ PREREG_SECRET: SECRET, CONTENT_DIST_DIR: dist });
  learner = (await signIn(gateway, DEMO.learner.email, DEMO.learner.password)).jar;
});
afterAll(async () => {
  await gateway?.close();
});

async function launchPath(objectId = 'obj-301058-4'): Promise<string> {
  const result = await gql<{ scormRuntime: { launchUrl: string } }>(
    gateway,
    'query($c: ID!, $o: ID!) { scormRuntime(courseId: $c, objectId: $o) { launchUrl } }',
    { c: MEDIA_COURSE, o: objectId },
    { jar: learner },
  );
  const url = new URL(result.body.data!.scormRuntime.launchUrl);
  expect(url.origin).toBe(CONTENT);
  return url.pathname;
}

/** A URL the portal's signer would make for a file it never hands out (a page on our origin, a video on content's). */
const signedFor = (place: 'portal' | 'content', key: string) => {
  const media = new MediaUrls(SECRET, Date.now, CONTENT) as unknown as { url(place: string, scope: string, signed: string, key: string): string };
  return media.url(place, 'f', key, key).replace(CONTENT, '');
};

describe('the content listener (docs/decisions/170)', () => {
  it('serves a package\u2019s pages to run as authored, framed by the portal and itself only, with no cookie and nothing of the portal\u2019s', async () => {
    const page = await request(gateway.contentApp).get(await launchPath());
    expect(page.status).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain(`frame-ancestors ${PORTAL} 'self'`);
    expect(policy).not.toContain('sandbox');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers no GraphQL, no portal page, and no session even with the learner\u2019s cookies', async () => {
    const graphql = await request(gateway.contentApp).post('/graphql').set('Cookie', learner.header()).set('Content-Type', 'application/json').send({ query: '{ viewer { email } }' });
    expect(graphql.status).toBe(404);
    expect(graphql.text).not.toContain('@');
    for (const path of ['/', '/dashboard', '/explorer', '/calendar/feed.ics', '/scorm/../index.html']) {
      const res = await request(gateway.contentApp).get(path).set('Cookie', learner.header());
      expect(res.status, path).toBe(404);
      expect(res.headers['set-cookie'], path).toBeUndefined();
    }
  });

  it('is the one origin besides ours the portal\u2019s pages may frame', async () => {
    const policy = String((await request(gateway.app).get('/healthz')).headers['content-security-policy']);
    expect(policy).toMatch(new RegExp(`frame-src 'self' ${CONTENT.replace(/[.]/g, '\\.')} `));
  });

  it('serves the SCORM runtime frame naming the portal\u2019s origin, framed by the portal alone', async () => {
    const frame = await request(gateway.contentApp).get('/scorm/runtime.html');
    expect(frame.status).toBe(200);
    expect(frame.text).toContain(`content="${PORTAL}"`);
    const policy = String(frame.headers['content-security-policy']);
    expect(policy).toContain(`frame-ancestors ${PORTAL}`);
    expect(policy).toContain("connect-src 'none'");
    expect(policy).toContain("script-src 'self'");
    expect((await request(gateway.contentApp).get('/scorm/assets/runtime.js')).status).toBe(200);
  });

  it('serves the keeper frame and the content origin\u2019s worker for packages saved for offline (docs/decisions/390), the keeper framed by the portal alone', async () => {
    const keeper = await request(gateway.contentApp).get('/scorm/keeper.html');
    expect(keeper.status).toBe(200);
    expect(keeper.text).toContain(`content="${PORTAL}"`);
    const policy = String(keeper.headers['content-security-policy']);
    expect(policy).toContain(`frame-ancestors ${PORTAL}`);
    // It fetches this origin's signed addresses and registers this origin's worker, nothing else.
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("default-src 'none'");
    const worker = await request(gateway.contentApp).get('/content-worker.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(String(worker.headers['content-security-policy'])).toBe("default-src 'none'; connect-src 'self'");
    expect(worker.headers['set-cookie']).toBeUndefined();
    // The portal's origin has neither.
    expect((await request(gateway.app).get('/content-worker.js')).text).not.toContain('__precache');
  });

  it('keeps each origin to its own: a page never from the portal\u2019s, a package\u2019s address never on the portal, a plain file never on content\u2019s', async () => {
    const pkg = await launchPath();
    // A content signature is not a portal one.
    expect((await request(gateway.app).get(pkg)).status).toBe(403);
    // Even signed for the portal, a page (text/html) is refused there: it could run script as the portal.
    const lessonOnPortal = signedFor('portal', 'course/lessons/lesson-computing.html');
    expect(lessonOnPortal.startsWith('/media/')).toBe(true);
    const refused = await request(gateway.app).get(lessonOnPortal);
    expect(refused.status).toBe(404);
    expect(refused.text).not.toContain('<html');
    // A video is the portal's: its URL opens nothing on the content origin, and a content-signed one is refused too.
    const video = signedFor('portal', 'course/media-lab/lecture.webm');
    expect((await request(gateway.app).head(video)).status).toBe(200);
    expect((await request(gateway.contentApp).head(video)).status).toBe(403);
    expect((await request(gateway.contentApp).get(signedFor('content', 'course/media-lab/lecture.webm'))).status).toBe(404);
  });
});
