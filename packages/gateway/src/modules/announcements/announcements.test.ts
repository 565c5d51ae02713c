import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../auth/cookies.js';
import { clearFaults, cloudCall, DEMO, gql, setFaults, signedUpLearner, signIn, startGateway, type TestGateway } from '../../../test/support.js';

const FIELDS = 'id kind title descriptionHtml postedAt linkText linkUrl contentUrl fileName';
const SCREEN = /* GraphQL */ `
  query {
    viewer {
      announcements {
        enrolledProgram { id title }
        announcements { ${FIELDS} }
      }
    }
  }
`;
const TAB = /* GraphQL */ `
  query ($id: ID!) {
    viewer {
      enrolledProgram(id: $id) {
        id
        announcements { ${FIELDS} }
      }
    }
  }
`;

type Announcement = {
  id: string;
  kind: string;
  title: string;
  descriptionHtml: string;
  postedAt: string;
  linkText: string | null;
  linkUrl: string | null;
  contentUrl: string | null;
  fileName: string | null;
};
type Screen = {
  viewer: {
    announcements:
      | {
          enrolledProgram: { id: string; title: string };
          announcements: Announcement[];
        }[]
      | null;
  };
};
type Tab = {
  viewer: {
    enrolledProgram: {
      id: string;
      announcements: Announcement[] | null;
    } | null;
  };
};

const PUBLIC_URL = 'https://learn.university.example';
const CONTENT_URL = 'https://content.university-media.example';
let gateway: TestGateway;
let learner: string;
let second: string;
beforeAll(async () => {
  gateway = await startGateway({ PUBLIC_URL, CONTENT_URL });
  learner = (await signIn(gateway, DEMO.learner.email, DEMO.learner.password)).jar.cookies.get(COOKIE.id)!;
  second = (await signIn(gateway, DEMO.second.email, DEMO.second.password)).jar.cookies.get(COOKIE.id)!;
});
afterAll(async () => {
  await gateway?.close();
});

const screen = async (bearer: string) => {
  const result = await gql<Screen>(gateway, SCREEN, {}, { bearer });
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.viewer.announcements!;
};
const byKind = (list: Announcement[]) => new Map(list.map((a) => [a.kind, a]));

describe('the Announcements screen (spec part 3, sections 2.11, 3.8 and 7.5)', () => {
  it('lists every program of the learner, in the order of My Programs, each with its announcements newest first', async () => {
    const groups = await screen(learner);
    const programs = await gql<{ viewer: { programs: { id: string }[] } }>(gateway, '{ viewer { programs { id } } }', {}, { bearer: learner });
    expect(groups.map((g) => g.enrolledProgram.id)).toEqual(programs.body.data!.viewer.programs.map((p) => p.id));
    // The demo's three programs at least: other tests sharing this cloud API may enrol the learner in more.
    expect(groups.map((g) => g.enrolledProgram.id)).toEqual(expect.arrayContaining(['1012', '3012', '5021']));
    const [mba] = groups.filter((g) => g.enrolledProgram.id === '3012');
    expect(mba.enrolledProgram.title).toBe('Master of Business Administration');
    expect(mba.announcements.map((a) => a.title)).toEqual(['Semester 2 timetable published', 'Library access for online learners']);
    // The Data Analytics batch has none: an empty list, not a missing program.
    expect(groups.find((g) => g.enrolledProgram.id === '1012')!.announcements).toEqual([]);
    for (const g of groups) {
      const times = g.announcements.map((a) => Date.parse(a.postedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
  });

  it('maps each kind the spec lists to what its player opens', async () => {
    const bca = (await screen(learner)).find((g) => g.enrolledProgram.id === '5021')!.announcements;
    const kinds = byKind(bca);
    expect([...kinds.keys()].sort()).toEqual(['AUDIO', 'FILE', 'HTML', 'IMAGE', 'INTERACTIVITY', 'PDF', 'TEXT', 'VIDEO', 'VIMEO', 'YOUTUBE']);
    // Files that cannot run script: one-hour signed addresses on the portal's own origin.
    for (const kind of ['FILE', 'VIDEO', 'AUDIO', 'IMAGE', 'PDF']) expect(kinds.get(kind)!.contentUrl, kind).toMatch(/^\/media\/\d+\.f\.[0-9a-f]{64}\/course\//);
    // Pages: on course content's own origin, never the portal's (docs/decisions/170).
    for (const kind of ['HTML', 'INTERACTIVITY']) expect(kinds.get(kind)!.contentUrl, kind).toMatch(new RegExp(`^${CONTENT_URL}/media/\\d+\\.f\\.[0-9a-f]{64}/course/lessons/.+\\.html$`));
    // Video sites: their privacy-enhanced players, from the link and from the embed code.
    expect(kinds.get('YOUTUBE')!.contentUrl).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(kinds.get('VIMEO')!.contentUrl).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(kinds.get('TEXT')!.contentUrl).toBeNull();
    // The link the YouTube video was given by is the video itself: not offered again as a link.
    expect(kinds.get('YOUTUBE')!.linkUrl).toBeNull();
    expect(kinds.get('FILE')!.fileName).toBe('reading-commerce.pdf');
    expect(kinds.get('PDF')!.fileName).toBeNull();
    expect(kinds.get('VIDEO')!.descriptionHtml).toBe('<p>A short welcome to the new semester.</p>');
  });

  it('maps the web kind to its link, and dates every announcement from its epoch seconds', async () => {
    const web = byKind((await screen(learner)).find((g) => g.enrolledProgram.id === '3012')!.announcements).get('WEB')!;
    expect(web).toMatchObject({
      title: 'Library access for online learners',
      linkText: 'Open the e-library',
      linkUrl: 'https://library.demo.university',
      contentUrl: null,
    });
    const wire = await cloudCall<{
      Response: { json: { title: string; sdate: number }[] }[];
    }>('/getAnnouncements', { rtype: 'get', bpid: 3012 });
    const sdate = wire.Response[0].json.find((e) => e.title === web.title)!.sdate;
    expect(web.postedAt).toBe(new Date(sdate * 1000).toISOString());
  });

  it('serves the files the addresses name: the video from the portal, the page from the content origin', async () => {
    const kinds = byKind((await screen(learner)).find((g) => g.enrolledProgram.id === '5021')!.announcements);
    const video = await request(gateway.app).get(kinds.get('VIDEO')!.contentUrl!).set('Range', 'bytes=0-15');
    expect(video.status).toBe(206);
    expect(video.headers['content-type']).toBe('video/webm');
    const page = await request(gateway.contentApp).get(kinds.get('HTML')!.contentUrl!.slice(CONTENT_URL.length));
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain('sandbox allow-scripts');
    // A page is never served on the portal's origin.
    expect((await request(gateway.app).get(kinds.get('HTML')!.contentUrl!.slice(CONTENT_URL.length))).status).not.toBe(200);
  });

  it('gives the program-info tab the same announcements as the screen', async () => {
    const strip = (list: Announcement[]) =>
      list.map(({ contentUrl, ...rest }) => ({
        ...rest,
        path: contentUrl?.replace(/\/media\/[^/]+\//, '/media/…/') ?? null,
      }));
    const fromScreen = (await screen(learner)).find((g) => g.enrolledProgram.id === '5021')!.announcements;
    const tab = await gql<Tab>(gateway, TAB, { id: '5021' }, { bearer: learner });
    expect(tab.body.errors).toBeUndefined();
    expect(strip(tab.body.data!.viewer.enrolledProgram!.announcements!)).toEqual(strip(fromScreen));
  });
});

describe('whose announcements (docs/architecture.md invariant 1)', () => {
  it('shows a learner only their own programs\u2019 announcements', async () => {
    const groups = await screen(second);
    expect(groups.map((g) => g.enrolledProgram.id)).toEqual(['2011']);
    expect(groups[0].announcements.map((a) => a.title)).toEqual(['Guest lecture recording available']);
  });

  it('answers nothing for another learner\u2019s batch asked for by id, either way round', async () => {
    for (const [bearer, id] of [
      [second, '5021'],
      [second, '3012'],
      [learner, '2011'],
    ] as const) {
      const result = await gql<Tab>(gateway, TAB, { id }, { bearer });
      expect(result.body.errors).toBeUndefined();
      expect(result.body.data!.viewer.enrolledProgram).toBeNull();
    }
  });

  it('says No Announcements material (an empty list) to a learner whose programs have none, and none to a visitor', async () => {
    const fresh = await signedUpLearner(gateway, 'announcements-empty', 1012);
    const groups = await screen(fresh.token);
    expect(groups.map((g) => [g.enrolledProgram.id, g.announcements.length])).toEqual([['1012', 0]]);
    const visitor = await gql<Screen>(gateway, SCREEN);
    // A visitor has no viewer, so no announcements.
    expect(visitor.body.data?.viewer ?? null).toBeNull();
  });
});

describe('when the cloud API fails (docs/architecture.md invariant 6)', () => {
  let fragile: TestGateway;
  let token: string;
  beforeAll(async () => {
    // Its own breaker, so these failures do not make the other tests fail fast.
    fragile = await startGateway({ CLOUD_BREAKER_MIN_CALLS: '1000' });
    token = (await signIn(fragile, DEMO.learner.email, DEMO.learner.password)).jar.cookies.get(COOKIE.id)!;
  });
  afterEach(async () => {
    await clearFaults();
  });
  afterAll(async () => {
    await fragile?.close();
  });

  it('nulls only the announcements, with UPSTREAM_UNAVAILABLE at their path', async () => {
    await setFaults({ '/getAnnouncements': { mode: 'error', status: 503 } });
    const result = await gql<{
      viewer: { id: string; announcements: unknown };
    }>(fragile, '{ viewer { id announcements { announcements { id } } } }', {}, { bearer: token });
    expect(result.body.data!.viewer.id).toBeTruthy();
    expect(result.body.data!.viewer.announcements).toBeNull();
    expect(result.body.errors).toEqual([
      expect.objectContaining({
        path: ['viewer', 'announcements'],
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      }),
    ]);
  });
});
