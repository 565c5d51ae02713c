import ICAL from 'ical.js';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../auth/cookies.js';
import { DEV_EXAM_PROVIDER_SECRET } from '../../config.js';
import { DEMO, cloudUrl, gql, signIn, startGateway, type TestGateway } from '../../../test/support.js';

const PROGRAM = /* GraphQL */ `
  query ProgramCourses($id: ID!) {
    viewer {
      enrolledProgram(id: $id) {
        id
        title
        showsSemesterHeadings
        showsUnitImages
        courses {
          id
          semester
          elective
        }
        announcements {
          id
          kind
          title
          descriptionHtml
          postedAt
          linkText
          linkUrl
        }
        events {
          id
          title
          date
        }
        examScheduling {
          actionUrl
          expiresAt
          fields {
            name
            value
          }
        }
        program {
          overviewHtml
          curriculum {
            id
            title
          }
        }
      }
      calendarFeedUrl
      events {
        id
        title
        date
      }
    }
  }
`;

type Program = {
  id: string;
  title: string;
  showsSemesterHeadings: boolean;
  showsUnitImages: boolean;
  courses: { id: string; semester: number; elective: boolean }[];
  announcements: { id: string; title: string; postedAt: string; linkUrl: string | null }[];
  events: { id: string; title: string; date: string }[];
  examScheduling: { actionUrl: string; expiresAt: string; fields: { name: string; value: string }[] } | null;
};
type Answer = { viewer: { enrolledProgram: Program | null; calendarFeedUrl: string; events: { id: string; title: string; date: string }[] } };

let gateway: TestGateway;
let learner: string;
let second: string;
const PUBLIC_URL = 'https://learn.university.example';
beforeAll(async () => {
  gateway = await startGateway({ PUBLIC_URL });
  learner = (await signIn(gateway, DEMO.learner.email, DEMO.learner.password)).jar.cookies.get(COOKIE.id)!;
  second = (await signIn(gateway, DEMO.second.email, DEMO.second.password)).jar.cookies.get(COOKIE.id)!;
});
afterAll(async () => {
  await gateway?.close();
});

const ask = (id: string, bearer = learner) => gql<Answer>(gateway, PROGRAM, { id }, { bearer });

function parseFeed(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { summary: event.summary, day: event.startDate.toString(), allDay: event.startDate.isDate };
  });
}

describe('program courses (spec part 2, sections 2 and 6)', () => {
  it('shows semester headings for a normal program', async () => {
    const { body } = await ask('3012');
    expect(body.errors).toBeUndefined();
    const mba = body.data!.viewer.enrolledProgram!;
    expect(mba).toMatchObject({ id: '3012', title: 'Master of Business Administration', showsSemesterHeadings: true, showsUnitImages: false });
    expect(new Set(mba.courses.map((c) => c.semester)).size).toBeGreaterThan(1);
  });

  it('hides semester headings and shows unit images for the configured special program', async () => {
    const program = (await ask('1012')).body.data!.viewer.enrolledProgram!;
    expect(program).toMatchObject({ showsSemesterHeadings: false, showsUnitImages: true });
  });

  it('is null for a batch the learner is not enrolled in, even another learner\u2019s', async () => {
    const { body } = await ask('2011');
    expect(body.errors).toBeUndefined();
    expect(body.data!.viewer.enrolledProgram).toBeNull();
  });

  it('lists the batch\u2019s announcements, newest first, and its academic schedule', async () => {
    const mba = (await ask('3012')).body.data!.viewer.enrolledProgram!;
    expect(mba.announcements.map((a) => a.title)).toEqual(['Semester 2 timetable published', 'Library access for online learners']);
    expect(mba.announcements[1].linkUrl).toBe('https://library.demo.university');
    const titles = mba.events.map((e) => e.title);
    expect(titles).toContain('MBA live case discussion: Strategy at Scale');
    expect(titles).toContain('Semester End Exam slot booking opens');
    expect(titles).not.toContain('BCA lab clinic: Pointers in C');
  });
});

describe('exam scheduling (spec part 1, sections 6 and 7)', () => {
  it('hands over a form the local provider accepts, with the learner\u2019s candidate number', async () => {
    const exam = (await ask('3012')).body.data!.viewer.enrolledProgram!.examScheduling!;
    expect(exam.actionUrl).toBe(`${cloudUrl()}/exam-provider/schedule`);
    const fields = Object.fromEntries(exam.fields.map((f) => [f.name, f.value]));
    expect(fields.CLIENT_CANDIDATE_ID).toBe('DOU25MBA0042');
    expect(Number(fields.EXTERNAL_SESSION_TIMEOUT) - Number(fields.TIMESTAMP)).toBe(14_400);
    const posted = await fetch(exam.actionUrl, { method: 'POST', body: new URLSearchParams(fields) });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain('DOU25MBA0042');
  });

  it('never puts the secret in a GraphQL answer or a page', async () => {
    const { text } = await ask('3012');
    expect(text).toContain('AUTH_HASH');
    expect(text).not.toContain(DEV_EXAM_PROVIDER_SECRET);
    const page = await request(gateway.app).get('/MyPrograms/programs?program=3012');
    expect(page.text).not.toContain(DEV_EXAM_PROVIDER_SECRET);
  });

  it('is null when exam scheduling is not configured (production without a secret)', async () => {
    const production = await startGateway({ NODE_ENV: 'production', PREREG_SECRET: 'p'.repeat(40), CONTENT_URL: 'https://content.example', GRAPHQL_INTROSPECTION: 'true' });
    try {
      const token = (await signIn(production, DEMO.learner.email, DEMO.learner.password)).jar.cookies.get(COOKIE.id)!;
      const { body } = await gql<Answer>(production, PROGRAM, { id: '3012' }, { bearer: token });
      expect(body.data!.viewer.enrolledProgram!.examScheduling).toBeNull();
    } finally {
      await production.close();
    }
  });
});

describe('the calendar feed (docs/decisions/124 and 175)', () => {
  const feedToken = (address: string) => new URL(address).pathname.slice('/calendar-feed/'.length, -'.ics'.length);

  it('serves the learner\u2019s events as text/calendar, each on its day, without a session', async () => {
    const { body } = await ask('3012');
    const { calendarFeedUrl, events } = body.data!.viewer;
    const url = new URL(calendarFeedUrl);
    expect(url.pathname).toMatch(/^\/calendar-feed\/[A-Za-z0-9_-]{80,}\.ics$/);
    const feed = await request(gateway.app).get(url.pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const parsed = parseFeed(feed.text);
    expect(parsed.map((e) => [e.summary, e.day, e.allDay])).toEqual(events.map((e) => [e.title, e.date, true]));
    // The address is the credential: the access log keeps the route, not the token.
    const token = url.pathname.slice('/calendar-feed/'.length, -'.ics'.length);
    await expect.poll(() => gateway.logs().some((line) => line.msg === 'request completed' && (line.req as { url?: string }).url === '/calendar-feed/…')).toBe(true);
    expect(gateway.logText()).not.toContain(token);
  });

  it('is built from PUBLIC_URL, never from the Host header the request brought', async () => {
    const forged = await gql<Answer>(gateway, PROGRAM, { id: '3012' }, { bearer: learner, headers: { Host: 'attacker.example', 'X-Forwarded-Host': 'attacker.example' } });
    const { calendarFeedUrl, enrolledProgram } = forged.body.data!.viewer;
    expect(new URL(calendarFeedUrl).origin).toBe(PUBLIC_URL);
    // The exam provider's way back too.
    const returnUrl = enrolledProgram!.examScheduling!.fields.find((field) => field.name === 'EXTERNAL_RETURN_URL')?.value;
    expect(new URL(returnUrl!).origin).toBe(PUBLIC_URL);
    expect(JSON.stringify(forged.body)).not.toContain('attacker.example');
  });

  it('does not show the learner\u2019s e-mail address in the address', async () => {
    const address = (await ask('3012')).body.data!.viewer.calendarFeedUrl;
    const token = feedToken(address);
    for (const form of [DEMO.learner.email, Buffer.from(DEMO.learner.email).toString('base64url'), encodeURIComponent(DEMO.learner.email)]) expect(address).not.toContain(form);
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toMatch(/learner|demo\.university/);
  });

  it('takes the eid from the token alone: another learner\u2019s address shows only their events', async () => {
    const url = new URL((await ask('2011', second)).body.data!.viewer.calendarFeedUrl);
    const titles = parseFeed((await request(gateway.app).get(url.pathname)).text).map((e) => e.summary);
    expect(titles).toContain('Guest lecture: Digital Health Records');
    expect(titles).not.toContain('MBA live case discussion: Strategy at Scale');
  });

  it('refuses an edited address and one spliced from two learners\u2019 addresses', async () => {
    const mine = Buffer.from(feedToken((await ask('3012')).body.data!.viewer.calendarFeedUrl), 'base64url');
    const theirs = Buffer.from(feedToken((await ask('2011', second)).body.data!.viewer.calendarFeedUrl), 'base64url');
    const edited = Buffer.from(mine);
    edited[20] ^= 1;
    const spliced = Buffer.concat([mine.subarray(0, mine.length - 16), theirs.subarray(theirs.length - 16)]);
    for (const path of [`/calendar-feed/${edited.toString('base64url')}.ics`, `/calendar-feed/${spliced.toString('base64url')}.ics`, `/calendar-feed/${mine.toString('base64url')}`]) {
      const answer = await request(gateway.app).get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.text).not.toContain('BEGIN:VCALENDAR');
    }
  });

  it('answers an address of the first form (the e-mail in it) 410 Gone, whether or not it was real', async () => {
    const answer = await request(gateway.app).get(`/calendar-feed/${Buffer.from(DEMO.learner.email).toString('base64url')}.${'A'.repeat(43)}.ics`);
    expect(answer.status).toBe(410);
    expect(answer.text).not.toContain('BEGIN:VCALENDAR');
  });

  it('a gateway with another key refuses the address (rotation revokes it)', async () => {
    const mine = new URL((await ask('3012')).body.data!.viewer.calendarFeedUrl).pathname;
    const rotated = await startGateway({ CALENDAR_FEED_SECRET: 'r'.repeat(40) });
    try {
      expect((await request(rotated.app).get(mine)).status).toBe(404);
    } finally {
      await rotated.close();
    }
  });

  it('limits guesses per IP address: past the limit even a real address waits, with Retry-After; other addresses are served', async () => {
    const mine = new URL((await ask('3012')).body.data!.viewer.calendarFeedUrl).pathname;
    const limited = await startGateway({ TRUST_PROXY: 'true', RATE_LIMIT_CALENDAR_FEED_MISSES_PER_IP_PER_10_MINUTES: '3', RATE_LIMIT_CALENDAR_FEEDS_PER_IP_PER_10_MINUTES: '6' });
    try {
      const from = (ip: string, path: string) => request(limited.app).get(path).set('X-Forwarded-For', ip);
      // The address was sealed by the other gateway with the same key: it opens here too.
      expect((await from('203.0.113.7', mine)).status).toBe(200);
      for (let guess = 0; guess < 3; guess += 1) expect((await from('203.0.113.7', `/calendar-feed/${'A'.repeat(80 + guess * 4)}.ics`)).status).toBe(404);
      const refused = await from('203.0.113.7', mine);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.text).not.toContain('BEGIN:VCALENDAR');
      // Another address is not held up by this one.
      expect((await from('203.0.113.8', mine)).status).toBe(200);
      // Addresses of the first form are not guesses: a calendar server still polling old subscriptions is not locked out.
      const retired = `/calendar-feed/${Buffer.from(DEMO.learner.email).toString('base64url')}.${'A'.repeat(43)}.ics`;
      for (let poll = 0; poll < 4; poll += 1) expect((await from('203.0.113.10', retired)).status).toBe(410);
      expect((await from('203.0.113.10', mine)).status).toBe(200);

      // Every request counts too, found or not: the seventh from one address waits.
      for (let fetch = 0; fetch < 6; fetch += 1) expect((await from('203.0.113.9', mine)).status).toBe(200);
      expect((await from('203.0.113.9', mine)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
