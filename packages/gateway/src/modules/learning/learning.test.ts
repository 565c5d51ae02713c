import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../auth/cookies.js';
import { DEMO, finishUnitQuiz, gql, signIn, signedUpLearner, startGateway, type TestGateway } from '../../../test/support.js';

// The gateway is the authority on progress (spec part 2, section 4; docs/decisions/107),
// tested against the real embedded cloud API. Each test that changes progress uses a
// learner of its own, enrolled in the Data Analytics certificate (batch 1012).

const SQL = '101202'; // html, interactivity, youtube; not started
const PYTHON = '101203'; // free navigation
const DASHBOARDS = '101204'; // its second unit is disabled
const DISABLED_COURSE = '301210'; // learner@'s MBA: disabled from Admin
const PROJECT = '301208';

const COURSE = /* GraphQL */ `
  query Course($id: ID!) {
    viewer {
      course(id: $id) {
        id
        title
        type
        enabled
        freeNavigation
        showsUnitImages
        progressPercent
        status
        resumeUnitId
        units {
          id
          label
          title
          enabled
          imageUrl
          objects {
            id
            title
            kind
            state
            enabled
            secondsSpent
            contentUrl
            captions {
              src
            }
          }
        }
      }
    }
  }
`;
const PAYLOAD = `course { id status progressPercent resumeUnitId units { enabled objects { id state secondsSpent contentUrl } } } program { id progressPercent courses { id progressPercent status } } userErrors { field code message }`;
const START = `mutation($input: CourseStartInput!) { courseStart(input: $input) { ${PAYLOAD} } }`;
const OPEN = `mutation($input: LearningObjectOpenInput!) { learningObjectOpen(input: $input) { ${PAYLOAD} } }`;
const COMPLETE = `mutation($input: LearningObjectCompleteInput!) { learningObjectComplete(input: $input) { ${PAYLOAD} } }`;

type LearningObject = { id: string; kind: string; state: string; enabled: boolean; secondsSpent: number; contentUrl: string | null; captions: { src: string }[] };
type Course = {
  id: string;
  title: string;
  type: string;
  enabled: boolean;
  freeNavigation: boolean;
  showsUnitImages: boolean;
  progressPercent: number;
  status: string;
  resumeUnitId: string | null;
  units: { id: string; enabled: boolean; imageUrl: string | null; objects: LearningObject[] }[];
};
type Payload = {
  course: Course | null;
  program: { id: string; progressPercent: number; courses: { id: string; progressPercent: number; status: string }[] } | null;
  userErrors: { field: string; code: string; message: string }[];
};

let gateway: TestGateway;
let demoToken = '';
let secondToken = '';

beforeAll(async () => {
  gateway = await startGateway();
  demoToken = (await signIn(gateway, DEMO.learner.email, DEMO.learner.password)).jar.cookies.get(COOKIE.id)!;
  secondToken = (await signIn(gateway, DEMO.second.email, DEMO.second.password)).jar.cookies.get(COOKIE.id)!;
});
afterAll(async () => {
  await gateway?.close();
});

/** A new learner, signed up and confirmed, enrolled in batch 1012 (the program takes learners without application). */
const freshLearner = async (label: string) => (await signedUpLearner(gateway, label)).token;

async function course(token: string, id: string): Promise<Course | null> {
  const result = await gql<{ viewer: { course: Course | null } }>(gateway, COURSE, { id }, { bearer: token });
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.viewer.course;
}

async function step(token: string, mutation: string, input: Record<string, unknown>): Promise<Payload> {
  const result = await gql<Record<string, Payload>>(gateway, mutation, { input }, { bearer: token });
  expect(result.body.errors).toBeUndefined();
  return Object.values(result.body.data!)[0];
}

const objects = (c: Course) => c.units.flatMap((u) => u.objects);

/**
 * Mark Complete completes a quiz only once it is passed or submitted (docs/decisions/136):
 * the course's quizzes are taken through their flows first, with right answers.
 */
async function finishQuizzes(token: string, courseId: string, c: Course): Promise<void> {
  for (const o of objects(c).filter((x) => x.kind === 'QUIZ')) for (const errors of await finishUnitQuiz(gateway, token, courseId, o.id)) expect(errors).toEqual([]);
}

describe('the course screen', () => {
  it('shows a course not started: Start, the first object open, the rest locked with no content handed out', async () => {
    const token = await freshLearner('course-read');
    const c = (await course(token, SQL))!;
    expect(c).toMatchObject({ id: SQL, title: 'SQL Fundamentals', type: 'NORMAL', enabled: true, freeNavigation: false, status: 'NOT_STARTED', progressPercent: 0 });
    const all = objects(c);
    expect(all.map((o) => o.kind)).toEqual(['HTML', 'INTERACTIVITY', 'YOUTUBE', 'HTML', 'INTERACTIVITY', 'HTML']);
    expect(all.map((o) => o.state)).toEqual(['NOT_STARTED', 'LOCKED', 'LOCKED', 'LOCKED', 'LOCKED', 'LOCKED']);
    expect(c.resumeUnitId).toBe(all[0].id);
    expect(all[0].contentUrl).toMatch(/^http:\/\/127\.0\.0\.1:4001\/media\/\d+\.f\.[0-9a-f]{64}\/course\/lessons\/lesson-computing\.html$/);
    expect(all.slice(1).map((o) => o.contentUrl)).toEqual([null, null, null, null, null]);
  });

  it('shows the special program\u2019s unit pictures through signed addresses, and no other program\u2019s (spec part 2, section 6)', async () => {
    const special = (await course(demoToken, '101201'))!;
    expect(special.showsUnitImages).toBe(true);
    const pictures = special.units.map((u) => u.imageUrl).filter((url) => url !== null);
    expect(pictures.length).toBeGreaterThan(0);
    for (const url of pictures) expect(url).toMatch(/^\/media\/\d+\.f\.[0-9a-f]{64}\/course\/unit-images\/\d+\.svg$/);
    const other = (await course(demoToken, PROJECT))!;
    expect(other.showsUnitImages).toBe(false);
  });

  it('knows a project course, and a course disabled from Admin', async () => {
    expect((await course(demoToken, PROJECT))!.type).toBe('PROJECT');
    expect((await course(demoToken, DISABLED_COURSE))!.enabled).toBe(false);
  });

  it('gives another learner\u2019s course id nothing, and changes nothing for them', async () => {
    expect(await course(secondToken, SQL)).toBeNull();
    expect(await course(secondToken, 'x1')).toBeNull();
    const refused = await step(secondToken, START, { courseId: '101201' });
    expect(refused).toMatchObject({ course: null, userErrors: [{ code: 'NOT_FOUND' }] });
    const mine = (await course(demoToken, '101201'))!;
    expect(mine.status).toBe('IN_PROGRESS');
  });
});

describe('progress, decided by the gateway (spec part 2, section 4)', () => {
  it('Start marks the course started and the first object done; a locked object is refused; Mark Complete walks to the end and completes the topic', async () => {
    const token = await freshLearner('course-walk');
    const ids = objects((await course(token, SQL))!).map((o) => o.id);

    const locked = await step(token, COMPLETE, { courseId: SQL, objectId: ids[2], secondsSpent: 9 });
    expect(locked.userErrors).toEqual([{ field: 'objectId', code: 'OBJECT_LOCKED', message: 'Please Mark Complete previously viewed object.' }]);
    expect(locked.course!.status).toBe('NOT_STARTED');

    const started = await step(token, START, { courseId: SQL });
    expect(started.userErrors).toEqual([]);
    expect(started.course!.status).toBe('IN_PROGRESS');
    expect(objects(started.course!).map((o) => o.state)).toEqual(['COMPLETED', 'IN_PROGRESS', 'LOCKED', 'LOCKED', 'LOCKED', 'LOCKED']);
    expect(started.program!.courses.find((c) => c.id === SQL)).toMatchObject({ progressPercent: 17, status: 'IN_PROGRESS' });

    // Opening the current object is allowed; a locked one is refused with the spec's words.
    expect((await step(token, OPEN, { courseId: SQL, objectId: ids[1] })).userErrors).toEqual([]);
    expect((await step(token, OPEN, { courseId: SQL, objectId: ids[3] })).userErrors[0].message).toBe('Please Mark Complete previously viewed object.');

    let last: Payload | undefined;
    for (const id of ids.slice(1)) {
      last = await step(token, COMPLETE, { courseId: SQL, objectId: id, secondsSpent: 12 });
      expect(last.userErrors).toEqual([]);
    }
    expect(last!.course).toMatchObject({ status: 'COMPLETED', progressPercent: 100 });
    expect(objects(last!.course!).every((o) => o.state === 'COMPLETED')).toBe(true);
    expect(objects(last!.course!)[1].secondsSpent).toBe(12);
    // The dashboard and My Programs read the enrolment the payload carries.
    expect(last!.program!.courses.find((c) => c.id === SQL)).toMatchObject({ progressPercent: 100, status: 'COMPLETED' });
    expect(last!.program!.progressPercent).toBe(25);

    // Completing again changes nothing, and the time is not counted twice.
    const again = await step(token, COMPLETE, { courseId: SQL, objectId: ids[1], secondsSpent: 99 });
    expect(objects(again.course!)[1].secondsSpent).toBe(12);
  });

  it('hands out the youtube object as a privacy-enhanced embed once it may be opened', async () => {
    const token = await freshLearner('course-embed');
    const ids = objects((await course(token, SQL))!).map((o) => o.id);
    await step(token, START, { courseId: SQL });
    const after = await step(token, COMPLETE, { courseId: SQL, objectId: ids[1], secondsSpent: 6 });
    expect(objects(after.course!)[2]).toMatchObject({ state: 'IN_PROGRESS', contentUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ' });
  });

  it('with free navigation opens any object, and completing the last completes the topic', async () => {
    const token = await freshLearner('course-free');
    const c = (await course(token, PYTHON))!;
    expect(c.freeNavigation).toBe(true);
    expect(objects(c).some((o) => o.state === 'LOCKED')).toBe(false);
    expect(objects(c).find((o) => o.kind === 'VIMEO')?.contentUrl).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    const ids = objects(c).map((o) => o.id);
    await finishQuizzes(token, PYTHON, c);
    const done = await step(token, COMPLETE, { courseId: PYTHON, objectId: ids[ids.length - 1], secondsSpent: 5 });
    expect(done.userErrors).toEqual([]);
    expect(done.course).toMatchObject({ status: 'COMPLETED' });
    expect(done.course!.progressPercent).toBeLessThan(100);
  });

  it('refuses an object of a disabled unit, and everything in a disabled course', async () => {
    const token = await freshLearner('course-disabled');
    const c = (await course(token, DASHBOARDS))!;
    expect(c.units.map((u) => u.enabled)).toEqual([true, false, true]);
    const disabled = c.units[1].objects[0];
    expect(disabled).toMatchObject({ enabled: false, contentUrl: null });
    const refused = await step(token, COMPLETE, { courseId: DASHBOARDS, objectId: disabled.id, secondsSpent: 5 });
    expect(refused.userErrors).toEqual([{ field: 'objectId', code: 'UNIT_DISABLED', message: 'This Unit is disabled from Admin' }]);

    const off = (await course(demoToken, DISABLED_COURSE))!;
    const first = objects(off)[0];
    expect(first.contentUrl).toBeNull();
    expect((await step(demoToken, COMPLETE, { courseId: DISABLED_COURSE, objectId: first.id, secondsSpent: 5 })).userErrors).toEqual([
      { field: 'objectId', code: 'COURSE_DISABLED', message: 'The Course Is Disabled From Admin.' },
    ]);
    expect((await step(demoToken, START, { courseId: DISABLED_COURSE })).userErrors[0].message).toBe('The Course Is Disabled From Admin.');
  });

  it('two tabs completing objects at once lose nothing, and the topic completes when the last lands', async () => {
    const token = await freshLearner('course-tabs');
    const before = (await course(token, PYTHON))!;
    const ids = objects(before).map((o) => o.id);
    await finishQuizzes(token, PYTHON, before);
    const answers = await Promise.all(ids.map((objectId) => step(token, COMPLETE, { courseId: PYTHON, objectId, secondsSpent: 7 })));
    expect(answers.flatMap((a) => a.userErrors)).toEqual([]);
    const after = (await course(token, PYTHON))!;
    expect(objects(after).map((o) => o.state)).toEqual(ids.map(() => 'COMPLETED'));
    expect(objects(after).map((o) => o.secondsSpent)).toEqual(ids.map(() => 7));
    expect(after).toMatchObject({ status: 'COMPLETED', progressPercent: 100 });
  });
});

describe('continue where you left off (issue 17, section 4; docs/decisions/177)', () => {
  const CONTINUE = /* GraphQL */ `
    query {
      viewer {
        continueLearning {
          program {
            id
          }
          course {
            id
            lastActivityAt
          }
          upNext {
            id
            title
            kind
            durationMinutes
            unit {
              label
              durationMinutes
            }
          }
        }
      }
    }
  `;
  type Continue = {
    program: { id: string };
    course: { id: string; lastActivityAt: string | null };
    upNext: { id: string; title: string; kind: string; durationMinutes: number | null; unit: { label: string } } | null;
  } | null;
  const resume = async (token: string) => {
    const result = await gql<{ viewer: { continueLearning: Continue } }>(gateway, CONTINUE, {}, { bearer: token });
    expect(result.body.errors).toBeUndefined();
    return result.body.data!.viewer.continueLearning;
  };

  it('follows the course last worked in, whatever the order of the courses, and names the object the course resumes at', async () => {
    const token = await freshLearner('continue-across');
    expect(await resume(token)).toBeNull();
    // Work in the later course first, then in the earlier one: the earlier is where the learner left off.
    await step(token, START, { courseId: PYTHON });
    expect((await resume(token))?.course.id).toBe(PYTHON);
    const before = Date.now();
    await step(token, START, { courseId: SQL });
    const there = await resume(token);
    expect(there).toMatchObject({ program: { id: '1012' }, course: { id: SQL } });
    // The moment of that step (the whole second, as it may be stored).
    expect(Date.parse(there!.course.lastActivityAt!)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(Date.parse(there!.course.lastActivityAt!)).toBeLessThanOrEqual(Date.now());
    const sql = (await course(token, SQL))!;
    // SQL Fundamentals' second object: the interactivity 'Try a query', of 8 minutes.
    expect(there!.upNext).toMatchObject({ id: sql.resumeUnitId, title: 'Try a query', kind: 'INTERACTIVITY', durationMinutes: 8, unit: { label: 'Unit 1' } });
    // Back to the other course: Continue follows.
    const python = (await course(token, PYTHON))!;
    await step(token, COMPLETE, { courseId: PYTHON, objectId: python.resumeUnitId, secondsSpent: 6 });
    expect((await resume(token))?.course.id).toBe(PYTHON);
  });
});

describe('content addresses (spec part 2, section 9)', () => {
  it('are signed by the gateway for one hour, served on the content origin to be framed by the portal\u2019s pages in an origin of their own, and refused when altered', async () => {
    const token = await freshLearner('course-content');
    const before = Math.floor(Date.now() / 1000);
    const absolute = objects((await course(token, SQL))!)[0].contentUrl!;
    const after = Math.ceil(Date.now() / 1000);
    // Pages run script: they come from course content's own origin (docs/decisions/170).
    expect(absolute.startsWith('http://127.0.0.1:4001/media/')).toBe(true);
    const url = new URL(absolute).pathname;
    const expires = Number(/^\/media\/(\d+)\.f\./.exec(url)![1]);
    // An hour from the moment the course was read, which lies between these two readings of the clock.
    expect(expires).toBeGreaterThanOrEqual(before + 3600);
    expect(expires).toBeLessThanOrEqual(after + 3600);

    const ok = await request(gateway.contentApp).get(url);
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/html/);
    expect(ok.text).toContain('<html');
    const policy = String(ok.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors http://localhost:4000 'self'");
    // A lesson may carry inline scripts, so it always runs sandboxed, in an origin of its own.
    expect(policy).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(policy).toMatch(/(^|; )sandbox allow-scripts allow-forms allow-popups(;|$)/);
    expect(policy).toContain("connect-src 'none'");
    // The portal's origin does not serve it.
    expect((await request(gateway.app).get(url)).status).toBe(403);

    const altered = url.replace(/^\/media\/(\d+)\./, (_m, e: string) => `/media/${Number(e) + 1}.`);
    expect((await request(gateway.contentApp).get(altered)).status).toBe(403);
    expect((await request(gateway.contentApp).get(url.replace('lesson-computing.html', 'interactive-computing.html'))).status).toBe(403);
    expect((await request(gateway.contentApp).get(url.replace('course/lessons/lesson-computing.html', 'course/readings/reading-computing.pdf'))).status).toBe(403);
    // The same address outside /media is no content: at most the app's page (decision 176).
    const elsewhere = await request(gateway.app).get(url.replace(/^\/media\//, '/content/'));
    expect(elsewhere.text).not.toBe(ok.text);
    expect(String(elsewhere.headers['content-security-policy'])).not.toContain('sandbox');
  });

  it('signs a video with its caption tracks, and a SCORM package under its whole folder (the media course, free navigation)', async () => {
    const all = objects((await course(demoToken, '301205'))!);
    const video = all.find((o) => o.kind === 'VIDEO')!;
    expect(video.contentUrl).toMatch(/^\/media\/\d+\.f\.[0-9a-f]{64}\/course\/media-lab\/lecture\.webm$/);
    expect(video.captions).toEqual([{ src: expect.stringMatching(/^\/media\/\d+\.f\.[0-9a-f]{64}\/course\/media-lab\/lecture\.en\.vtt$/) }]);
    const track = await request(gateway.app).get(video.captions[0].src);
    expect(track.status).toBe(200);
    expect(track.text).toMatch(/^WEBVTT/);
    const scorm = all.find((o) => o.kind === 'SCORM')!;
    expect(scorm.contentUrl).toMatch(/^http:\/\/127\.0\.0\.1:4001\/media\/\d+\.d2\.[0-9a-f]{64}\/course\/scorm12-demo\/index\.html$/);
    const page = await request(gateway.contentApp).get(new URL(scorm.contentUrl!).pathname);
    expect(page.status).toBe(200);
    // A package finds the runtime in its parent frames (same content origin): no sandbox in its policy.
    expect(page.headers['content-security-policy']).not.toContain('sandbox');
  });
});
