import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearFaults, DEMO, gql, setFaults, signIn, startGateway, type TestGateway } from '../../../test/support.js';
import { sharedObjectUrl } from './service.js';

// The shared-object viewer (spec part 3, sections 2.9 and 7.5; docs/decisions/244).

const SHARED_OBJECT = /* GraphQL */ `
  query SharedObject($link: SharedObjectLinkInput!) {
    sharedObject(link: $link) {
      title
      url
    }
  }
`;

/** The demo's links (cloud-api seed/shared-objects-demo.ts): SQL Fundamentals' lesson and interactivity. */
const LESSON = { programId: '101', batchId: '1012', courseId: '10102', objectId: 'obj-101021-1', shareCode: 'demo-lesson-7Qk2Xw' };
const ACTIVITY = { ...LESSON, objectId: 'obj-101021-2', shareCode: 'demo-activity-Lp9Vt4' };

type Link = typeof LESSON;
type Answer = { sharedObject: { title: string; url: string } | null };

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterEach(async () => {
  await clearFaults();
});
afterAll(async () => {
  await gateway?.close();
});

const ask = (link: Link, on: TestGateway = gateway, jar?: Parameters<typeof gql>[3]) => gql<Answer>(on, SHARED_OBJECT, { link }, jar);
const contentOrigin = () => gateway.services.media.contentOrigin;

describe('a share link that names an object', () => {
  it('answers its title and a signed address of its page on the content origin, for a visitor', async () => {
    const result = await ask(LESSON);
    expect(result.body.errors).toBeUndefined();
    const shared = result.body.data!.sharedObject!;
    expect(shared.title).toBe('Lesson: Selecting and Filtering');
    expect(shared.url.startsWith(`${contentOrigin()}/media/`)).toBe(true);
    expect(shared.url).toMatch(/\/course\/lessons\/lesson-computing\.html$/);
    // The address opens the page on the content origin, as a sandboxed page (docs/decisions/170) ...
    const page = await request(gateway.contentApp).get(new URL(shared.url).pathname);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(String(page.headers['content-security-policy'])).toContain('sandbox');
    // ... and nothing on the portal's own origin.
    expect((await request(gateway.app).get(new URL(shared.url).pathname)).status).not.toBe(200);
  });

  it('answers the same to a signed-in learner', async () => {
    const { jar } = await signIn(gateway, DEMO.learner.email, DEMO.learner.password);
    const result = await ask(ACTIVITY, gateway, { jar });
    expect(result.body.data!.sharedObject).toMatchObject({ title: 'Try a query' });
    expect(result.body.data!.sharedObject!.url).toMatch(/interactive-computing\.html$/);
  });
});

describe('a share link that names nothing (There is nothing here to display)', () => {
  it('answers null, without an error, when a value differs', async () => {
    for (const change of [{ shareCode: 'demo-lesson-guess1' }, { programId: '102' }, { objectId: 'obj-101021-3' }]) {
      const result = await ask({ ...LESSON, ...change });
      expect(result.body.errors).toBeUndefined();
      expect(result.body.data!.sharedObject).toBeNull();
    }
  });

  it('answers null for a malformed or empty value without asking the cloud API', async () => {
    // Were /getSharedObject asked, its failure would show as an error.
    await setFaults({ '/getSharedObject': { mode: 'error', status: 503 } });
    for (const change of [{ shareCode: '' }, { objectId: '../../etc/passwd' }, { programId: 'javascript:alert(1)' }, { batchId: ' ' }, { courseId: 'a b' }, { shareCode: 'x'.repeat(64) + 'y' }]) {
      const result = await ask({ ...LESSON, ...change });
      expect(result.body.data?.sharedObject ?? null, JSON.stringify(change)).toBeNull();
      expect(result.body.errors?.map((e) => e.extensions?.code) ?? [], JSON.stringify(change)).not.toContain('UPSTREAM_UNAVAILABLE');
    }
  });

  it('says when the cloud API could not be asked, rather than that the link names nothing', async () => {
    await setFaults({ '/getSharedObject': { mode: 'error', status: 503 } });
    const result = await ask(LESSON);
    expect(result.body.data!.sharedObject).toBeNull();
    expect(result.body.errors?.[0]).toMatchObject({ path: ['sharedObject'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
  });
});

describe('an address the portal cannot isolate is never handed out (docs/architecture.md invariant 8)', () => {
  it.each([
    ['a javascript: address', 'javascript:alert(document.cookie)'],
    ['a data: page', 'data:text/html,<script>parent.postMessage(1,"*")</script>'],
    ['another site', 'https://evil.example/lesson.html'],
    ['another site without a scheme', '//evil.example/lesson.html'],
    ['the portal itself', '/graphql'],
    ['a climb out of the store', 'course/../../secrets/page.html'],
    ['a file that is not a page', 'course/readings/reading-computing.pdf'],
    ['an empty address', ''],
  ])('refuses %s', async (_what, ourl) => {
    await setFaults({ '/getSharedObject': { mode: 'answer', json: { ourl, otitle: 'Hostile' } } });
    const result = await ask(LESSON);
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data!.sharedObject).toBeNull();
  });

  it('signs only storage keys of pages, always for the content origin', () => {
    const media = { file: (key: string) => `https://content.example/media/sig/${key}` };
    expect(sharedObjectUrl(media, 'course/lessons/lesson.html')).toBe('https://content.example/media/sig/course/lessons/lesson.html');
    expect(sharedObjectUrl(media, 'course/lessons/lesson.HTM')).not.toBeNull();
    expect(sharedObjectUrl(gateway.services.media, 'course/lessons/lesson.xhtml')!.startsWith(contentOrigin())).toBe(true);
    expect(sharedObjectUrl(gateway.services.media, 'javascript:alert(1)//.html')).toBeNull();
    expect(sharedObjectUrl(gateway.services.media, 'course/image.svg')).toBeNull();
  });

  it('answers an upstream answer without an address as UPSTREAM_INVALID', async () => {
    await setFaults({ '/getSharedObject': { mode: 'answer', json: { title: 'no address' } } });
    const result = await ask(LESSON);
    expect(result.body.errors?.[0]).toMatchObject({ path: ['sharedObject'], extensions: { code: 'UPSTREAM_INVALID' } });
  });
});

describe('guessing share codes', () => {
  it('past the misses allowed per address, no link is looked up for it, a good one included', async () => {
    const limited = await startGateway({ RATE_LIMIT_SHARED_OBJECT_MISSES_PER_IP_PER_10_MINUTES: '2' });
    try {
      expect((await ask(LESSON, limited)).body.data!.sharedObject).not.toBeNull();
      // Malformed values are not misses: nothing was looked up.
      expect((await ask({ ...LESSON, shareCode: '' }, limited)).body.data?.sharedObject ?? null).toBeNull();
      expect((await ask({ ...LESSON, shareCode: 'guess-1' }, limited)).body.data!.sharedObject).toBeNull();
      expect((await ask(LESSON, limited)).body.data!.sharedObject).not.toBeNull();
      expect((await ask({ ...LESSON, shareCode: 'guess-2' }, limited)).body.data!.sharedObject).toBeNull();
      // Over the limit the cloud API is not even asked (the fault would show otherwise).
      await setFaults({ '/getSharedObject': { mode: 'error', status: 503 } });
      const refused = await ask(LESSON, limited);
      expect(refused.body.errors).toBeUndefined();
      expect(refused.body.data!.sharedObject).toBeNull();
    } finally {
      await limited.close();
    }
  });
});
