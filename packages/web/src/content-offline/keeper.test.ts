import { describe, expect, it, vi } from 'vitest';
import { memoryCacheStorage } from '../test/cache-storage';
import type { KeeperMessage } from '../lib/content-keeper-bridge';
import { answerRequest, KEEPER_REFUSED, keeperActions, manifestFiles, packageFolder } from './keeper';
import { CONTENT_FRAMES_CACHE, CONTENT_SAVED_FILES_CACHE } from './places';

const CONTENT = 'http://127.0.0.1:4001';
const GRANT = `1.d2.${'a'.repeat(64)}`;
const LAUNCH = `${CONTENT}/media/${GRANT}/course/pkg/index.html`;
const MANIFEST = `<?xml version="1.0"?>
<manifest xmlns="http://www.imsglobal.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <resources>
    <resource identifier="sco" type="webcontent" adlcp:scormtype="sco" href="index.html?start=1">
      <file href="index.html"/><file href="lesson.js"/><file href="media/intro.mp3"/>
      <file href="https://cdn.example.org/lib.js"/><file href="../other-pkg/steal.js"/>
    </resource>
    <resource identifier="assets" type="webcontent" xml:base="shared/">
      <file href="style.css"/><file href="lesson.js"/>
    </resource>
  </resources>
</manifest>`;

/** The content origin as the gateway answers: the package's files, with their policy. */
const FILES: Record<string, string> = { 'index.html': '<!doctype html>lesson', 'lesson.js': 'api()', 'media/intro.mp3': 'mp3', 'shared/style.css': 'p{}', 'shared/lesson.js': 'x' };
function contentOrigin() {
  const asked: string[] = [];
  const fetcher = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), CONTENT);
    asked.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    if (url.pathname.startsWith('/scorm/')) return Promise.resolve(new Response('<!doctype html>frame', { headers: { 'content-type': 'text/html' } }));
    const file = url.pathname.replace(`/media/${GRANT}/course/pkg/`, '');
    if (file === 'imsmanifest.xml') return Promise.resolve(new Response(MANIFEST, { headers: { 'content-type': 'application/xml' } }));
    const body = FILES[file];
    if (body === undefined) return Promise.resolve(new Response('{}', { status: 404 }));
    const headers = { 'content-type': 'text/plain', 'content-length': String(body.length), 'content-security-policy': "frame-ancestors http://localhost:4000 'self'" };
    return Promise.resolve(new Response(init?.method === 'HEAD' ? null : body, { headers }));
  }) as unknown as typeof fetch;
  return { fetcher, asked };
}

describe('the keeper frame on the content origin (docs/decisions/390)', () => {
  it('finds a package’s folder from its signed address, and none for one file', () => {
    expect(packageFolder(LAUNCH)?.href).toBe(`${CONTENT}/media/${GRANT}/course/pkg/`);
    expect(packageFolder(`${CONTENT}/media/1.f.${'b'.repeat(64)}/course/lessons/one.html`)).toBeNull();
  });

  it('lists a package’s files from its manifest, inside its folder only, each once, with the launch page', () => {
    const folder = packageFolder(LAUNCH)!;
    expect(manifestFiles(MANIFEST, folder, LAUNCH).map((url) => url.replace(folder.href, ''))).toEqual(['index.html', 'lesson.js', 'media/intro.mp3', 'shared/style.css', 'shared/lesson.js']);
  });

  it('measures, then keeps each file under its storage key with the gateway’s headers, and the frames’ pages as served', async () => {
    const { storage, paths } = memoryCacheStorage();
    const { fetcher, asked } = contentOrigin();
    const actions = keeperActions({ fetcher, caches: () => storage, registerWorker: () => Promise.resolve() });
    const measured = await actions.measure([{ objectId: 'o1', kind: 'SCORM', url: LAUNCH }]);
    expect(measured.map((f) => [f.key, f.bytes, f.saved])).toEqual([
      ['course/pkg/index.html', 21, false],
      ['course/pkg/lesson.js', 5, false],
      ['course/pkg/media/intro.mp3', 3, false],
      ['course/pkg/shared/style.css', 3, false],
      ['course/pkg/shared/lesson.js', 1, false],
    ]);
    expect(asked.filter((a) => a.startsWith('GET'))).toEqual([`GET /media/${GRANT}/course/pkg/imsmanifest.xml`]);

    let bytes = 0;
    const saved = await actions.save(measured, (n) => (bytes += n));
    expect(saved.every((f) => f.saved)).toBe(true);
    expect(bytes).toBe(33);
    expect(paths(CONTENT_SAVED_FILES_CACHE)).toEqual(measured.map((f) => `/media/saved/${f.key}`));
    expect(paths(CONTENT_FRAMES_CACHE)).toEqual(['/scorm/runtime.html', '/scorm/keeper.html', '/scorm/lesson.html']);
    const kept = await (await storage.open(CONTENT_SAVED_FILES_CACHE)).match('/media/saved/course/pkg/lesson.js');
    // (Its bytes are the browser's to check: jsdom's Blob is not one Node's Response reads.)
    expect(kept?.headers.get('content-length')).toBe('5');
    expect(kept?.headers.get('content-security-policy')).toBe("frame-ancestors http://localhost:4000 'self'");

    // Measured again (a resume), what is kept is not asked for again.
    asked.length = 0;
    expect((await actions.measure([{ objectId: 'o1', kind: 'SCORM', url: LAUNCH }])).every((f) => f.saved)).toBe(true);
    expect(asked.filter((a) => a.startsWith('HEAD'))).toEqual([]);

    await actions.remove(['course/pkg/lesson.js']);
    expect(paths(CONTENT_SAVED_FILES_CACHE)).not.toContain('/media/saved/course/pkg/lesson.js');
    await actions.wipe();
    expect(paths(CONTENT_SAVED_FILES_CACHE)).toEqual([]);
  });

  it('says so, before anything downloads, when this browser lets the content’s site keep nothing', async () => {
    const { storage, paths } = memoryCacheStorage();
    const { fetcher } = contentOrigin();
    const refused = keeperActions({
      fetcher,
      caches: () => storage,
      registerWorker: () => Promise.reject(new DOMException('Failed to register a ServiceWorker: The user denied permission to use Service Worker.', 'SecurityError')),
    });
    const posted: KeeperMessage[] = [];
    await answerRequest({ bridge: 'portal-keeper', id: 7, type: 'measure', contents: [{ objectId: 'o1', kind: 'SCORM', url: LAUNCH }] }, refused, (m) => posted.push(m));
    expect(posted).toEqual([{ bridge: 'portal-keeper', type: 'failed', id: 7, message: KEEPER_REFUSED }]);
    expect(paths(CONTENT_SAVED_FILES_CACHE)).toEqual([]);
  });
});
