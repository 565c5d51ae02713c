import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, DEMO, gql, signIn, startGateway, type TestGateway } from '../../../test/support.js';

// The media course of the demo university: MBA batch 3012, Organisational Behaviour (seed/learning-media.ts).
const MEDIA_COURSE = '301205';
const SCORM_2004 = 'obj-301058-5';

let now = Date.now();
let gateway: TestGateway;
let learner: CookieJar;
beforeAll(async () => {
  gateway = await startGateway({}, { clock: () => now });
  learner = (await signIn(gateway, DEMO.learner.email, DEMO.learner.password)).jar;
});
afterAll(async () => {
  await gateway?.close();
});

type Item = { id: string; title: string; kind: string | null; url: string | null; link: string | null; date?: string | null };

const REFERENCES = /* GraphQL */ `
  query References($courseId: ID!) {
    courseReferences(courseId: $courseId) {
      id
      title
      kind
      url
      link
    }
    courseRecordedSessions(courseId: $courseId) {
      id
      title
      kind
      url
      link
      date
    }
  }
`;
const PODCASTS = /* GraphQL */ `
  query Podcasts($courseId: ID!) {
    coursePodcasts(courseId: $courseId) {
      id
      title
      durationMinutes
      podcasts {
        id
        title
        enabled
        audioUrl
      }
    }
  }
`;
const SCORM = /* GraphQL */ `
  query Scorm($courseId: ID!, $objectId: ID!) {
    scormRuntime(courseId: $courseId, objectId: $objectId) {
      objectId
      version
      launchUrl
      data
      sequence
      completed
    }
  }
`;
const COMMIT = /* GraphQL */ `
  mutation Commit($input: ScormCommitInput!) {
    scormCommit(input: $input) {
      stored
      completed
      userErrors {
        field
        code
        message
      }
    }
  }
`;

const references = async (jar = learner) => gql<{ courseReferences: Item[]; courseRecordedSessions: Item[] }>(gateway, REFERENCES, { courseId: MEDIA_COURSE }, { jar });

describe('references and recorded sessions (spec part 2, sections 2, 3 and 9)', () => {
  it('lists files as one-hour signed addresses on our own origin, and links as links', async () => {
    const result = await references();
    expect(result.body.errors).toBeUndefined();
    const list = result.body.data!.courseReferences;
    expect(list.map((r) => r.kind)).toEqual(['PDF', 'VIDEO', 'AUDIO', 'IMAGE', null, 'PDF', null]);
    for (const r of list.filter((r) => r.kind)) {
      expect(r.url).toMatch(/^\/media\/\d+\.f\.[0-9a-f]{64}\/course\//);
      expect(r.link).toBeNull();
    }
    const link = list.find((r) => !r.kind)!;
    expect(link).toMatchObject({ url: null, link: expect.stringMatching(/^https:\/\//) });
    const sessions = result.body.data!.courseRecordedSessions;
    expect(sessions).toHaveLength(6);
    for (const s of sessions) expect(s.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('is the signed-in learner\u2019s only: a visitor is UNAUTHENTICATED, a course the learner does not follow NOT_FOUND', async () => {
    const visitor = await references(new CookieJar());
    expect(visitor.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const second = (await signIn(gateway, DEMO.second.email, DEMO.second.password)).jar;
    expect((await references(second)).body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('signed media URLs on our own origin (spec part 2, section 9: one hour)', () => {
  let video: string;
  let size: number;
  beforeAll(async () => {
    now = Date.now();
    video = (await references()).body.data!.courseReferences.find((r) => r.kind === 'VIDEO')!.url!;
  });

  it('serves the file with its type, and a byte range so a video can seek', async () => {
    const whole = await request(gateway.app)
      .get(video)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toContain('private');
    size = (whole.body as Buffer).length;
    expect(size).toBeGreaterThan(10_000);
    const part = await request(gateway.app).get(video).set('Range', 'bytes=1000-1999');
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${size}`);
    expect(part.headers['content-length']).toBe('1000');
    expect(
      (
        await request(gateway.app)
          .get(video)
          .set('Range', `bytes=${size + 5}-`)
      ).status,
    ).toBe(416);
  });

  it('still opens just before the hour is up, and is refused after it', async () => {
    const signedAt = now;
    now = signedAt + 59 * 60 * 1000;
    expect((await request(gateway.app).head(video)).status).toBe(200);
    now = signedAt + 60 * 60 * 1000 + 1000;
    const expired = await request(gateway.app).get(video);
    expect(expired.status).toBe(403);
    expect(expired.body.error.code).toBe('URL_EXPIRED');
    now = Date.now();
  });

  it('refuses a changed signature, another file under a file\u2019s signature, and an unsigned path', async () => {
    const [, grant, ...key] = video.slice(1).split('/');
    const tampered = `/media/${grant.replace(/.$/, (c) => (c === '0' ? '1' : '0'))}/${key.join('/')}`;
    expect((await request(gateway.app).get(tampered)).status).toBe(403);
    expect((await request(gateway.app).get(`/media/${grant}/course/media-lab/reading.pdf`)).status).toBe(403);
    expect((await request(gateway.app).get(`/media/course/media-lab/lecture.webm`)).status).toBe(403);
  });
});

describe('podcasts (spec part 2, section 2)', () => {
  it('groups them by unit with minutes; a disabled one has no audio', async () => {
    const result = await gql<{ coursePodcasts: { title: string; durationMinutes: number; podcasts: { enabled: boolean; audioUrl: string | null }[] }[] }>(
      gateway,
      PODCASTS,
      { courseId: MEDIA_COURSE },
      { jar: learner },
    );
    const units = result.body.data!.coursePodcasts;
    expect(units.map((u) => [u.title, u.durationMinutes])).toEqual([
      ['Media lab', 40],
      ['Listening', 20],
    ]);
    expect(units[1].podcasts.map((p) => [p.enabled, p.audioUrl === null])).toEqual([
      [true, false],
      [false, true],
    ]);
  });
});

describe('SCORM runtime data (issue 8)', () => {
  type Runtime = { objectId: string; version: string; launchUrl: string; data: string | null; sequence: number; completed: boolean };
  const runtime = async (jar = learner) => gql<{ scormRuntime: Runtime }>(gateway, SCORM, { courseId: MEDIA_COURSE, objectId: SCORM_2004 }, { jar });
  const commit = (sequence: number, completion: string, version = 'SCORM_2004') =>
    gql<{ scormCommit: { stored: boolean; completed: boolean; userErrors: unknown[] } }>(
      gateway,
      COMMIT,
      { input: { courseId: MEDIA_COURSE, objectId: SCORM_2004, version, data: JSON.stringify({ completion_status: completion, location: '2' }), sequence } },
      { jar: learner },
    );

  it('opens the package under a signed folder on the content origin, where its relative files are served too', async () => {
    now = Date.now();
    const { launchUrl, version } = (await runtime()).body.data!.scormRuntime;
    expect(version).toBe('SCORM_2004');
    expect(launchUrl).toMatch(/^http:\/\/127\.0\.0\.1:4001\/media\/\d+\.d2\.[0-9a-f]{64}\/course\/scorm2004-demo\/index\.html$/);
    const path = new URL(launchUrl).pathname;
    const page = await request(gateway.contentApp).get(path);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const script = await request(gateway.contentApp).get(path.replace(/index\.html$/, 'lesson.js'));
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    // The folder's signature opens nothing outside the folder.
    expect((await request(gateway.contentApp).get(path.replace('scorm2004-demo/index.html', 'media-lab/lecture.webm'))).status).toBe(403);
  });

  it('stores a commit, restores it on the next visit, and a repeated or late commit is harmless', async () => {
    expect((await commit(10, 'incomplete')).body.data!.scormCommit).toEqual({ stored: true, completed: false, userErrors: [] });
    const first = await commit(11, 'completed');
    expect(first.body.data!.scormCommit).toEqual({ stored: true, completed: true, userErrors: [] });
    // The same commit again (a retried request, or the page's final beacon).
    expect((await commit(11, 'completed')).body.data!.scormCommit).toEqual({ stored: true, completed: true, userErrors: [] });
    // An older one arriving late changes nothing, and the unit stays done.
    expect((await commit(10, 'incomplete')).body.data!.scormCommit).toEqual({ stored: false, completed: true, userErrors: [] });
    const restored = (await runtime()).body.data!.scormRuntime;
    expect(restored).toMatchObject({ sequence: 11, completed: true });
    expect(JSON.parse(restored.data!)).toEqual({ completion_status: 'completed', location: '2' });
  });

  it('a 1.2 package completes its unit through the course\u2019s own rules: failed does not, passed does, with the time the package reports', async () => {
    const SCORM_12 = 'obj-301058-4';
    const commit12 = (sequence: number, cmi: object) =>
      gql<{ scormCommit: { stored: boolean; completed: boolean; userErrors: unknown[] } }>(
        gateway,
        COMMIT,
        { input: { courseId: MEDIA_COURSE, objectId: SCORM_12, version: 'SCORM_12', data: JSON.stringify(cmi), sequence } },
        { jar: learner },
      );
    const state = async () => {
      const result = await gql<{ viewer: { course: { units: { objects: { id: string; state: string; secondsSpent: number }[] }[] } } }>(
        gateway,
        'query($id: ID!) { viewer { course(id: $id) { units { objects { id state secondsSpent } } } } }',
        { id: MEDIA_COURSE },
        { jar: learner },
      );
      return result.body.data!.viewer.course.units.flatMap((u) => u.objects).find((o) => o.id === SCORM_12)!;
    };
    expect((await commit12(1, { core: { lesson_status: 'failed', session_time: '00:00:40' } })).body.data!.scormCommit).toEqual({ stored: true, completed: false, userErrors: [] });
    expect((await state()).state).not.toBe('COMPLETED');
    expect((await commit12(2, { core: { lesson_status: 'passed', session_time: '00:01:05' } })).body.data!.scormCommit).toEqual({ stored: true, completed: true, userErrors: [] });
    expect(await state()).toMatchObject({ state: 'COMPLETED', secondsSpent: 65 });
    // Twice is harmless: the time is counted once.
    expect((await commit12(2, { core: { lesson_status: 'passed', session_time: '00:01:05' } })).body.data!.scormCommit).toEqual({ stored: true, completed: true, userErrors: [] });
    expect(await state()).toMatchObject({ state: 'COMPLETED', secondsSpent: 65 });
  });

  it('takes the learner from the session alone: another learner cannot reach this course\u2019s package', async () => {
    const second = (await signIn(gateway, DEMO.second.email, DEMO.second.password)).jar;
    expect((await runtime(second)).body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses data that is not a JSON object, and the wrong version', async () => {
    const bad = await gql<{ scormCommit: { userErrors: { field: string }[] } }>(
      gateway,
      COMMIT,
      { input: { courseId: MEDIA_COURSE, objectId: SCORM_2004, version: 'SCORM_2004', data: '[1,2]', sequence: 12 } },
      { jar: learner },
    );
    expect(bad.body.data!.scormCommit.userErrors[0].field).toBe('data');
    expect((await commit(13, 'completed', 'SCORM_12')).body.data!.scormCommit.userErrors[0]).toMatchObject({ field: 'version' });
  });
});
