import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEARNER, OID, SECOND, startTestApi, type TestApi } from '../test-support.js';
import { FINISH_GRACE_MS } from './tests.js';

// Semester End Exam (spec part 3, sections 3.10, 4.4 and 7.6; issue 20): the four calls and the
// local test provider, on a clock the tests move.

let api: TestApi;
let now = Date.now();

beforeAll(async () => {
  api = await startTestApi({ faultAdmin: true }, { clock: () => now });
});
afterAll(() => api?.dispose());

// Answers are checked field by field with expect(); `any` keeps those checks readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: any };

const get = async (path: string, query: Record<string, string | number>): Promise<Answer> => {
  const res = await fetch(`${api.url}${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`);
  return {
    status: res.status,
    body: (await res.json()) as Answer['body'],
  };
};
const assigned = (loginId: string) => get('/getAssignedTests', { oid: OID, loginId });
const token = (loginId: string, testId: number) => get('/getOnlineTestToken', { oid: OID, loginId, testId });
const results = async (emailid: string) => (await api.post('/getTestResult', { oid: OID, emailid })).body as Record<string, { score: number; total: number; finished_at: string }>;

async function assign(loginId: string, startsInSeconds: number, endsInSeconds: number, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await fetch(`${api.url}/__tests/assign`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId, startsInSeconds, endsInSeconds, ...extra }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { testId: number }).testId;
}

/** Opens the provider with a token: the page, and the CSRF cookie it set. */
async function openProvider(value: string) {
  const res = await fetch(`${api.url}/test-provider/start?token=${encodeURIComponent(value)}`);
  const html = await res.text();
  const cookie = res.headers.get('set-cookie')?.split(';')[0] ?? '';
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return { status: res.status, html, cookie, csrf, headers: res.headers };
}

const finish = (fields: Record<string, string>, cookie: string) =>
  fetch(`${api.url}/test-provider/finish`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });

describe('the assigned-tests call (spec part 3, 3.10 and 7.6: GET with loginId)', () => {
  it('answers the learner’s tests, earliest start first, with India times, status and length', async () => {
    const { status, body } = await assigned(LEARNER);
    expect(status).toBe(200);
    const tests = body.assignedTests as {
      test_id: number;
      test_name: string;
      start_time: string;
      end_time: string;
      testStatus: string;
      testTotalTime: number;
    }[];
    expect(tests.map((t) => t.test_id)).toEqual([7003, 7001, 7004, 7002]);
    for (const t of tests) {
      expect(t.start_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
      expect(Date.parse(t.end_time)).toBeGreaterThanOrEqual(Date.parse(t.start_time));
    }
    expect(tests.find((t) => t.test_id === 7004)).toMatchObject({
      testStatus: 'Deactivated',
      testTotalTime: 60,
    });
    expect(tests.find((t) => t.test_id === 7001)).toMatchObject({
      test_name: 'Marketing Management: Semester End Test',
      testStatus: 'Active',
      testTotalTime: 90,
    });
  });

  it('answers only that learner’s tests, whatever the case of the login id', async () => {
    expect(
      (
        (await assigned('SECOND@demo.university')).body.assignedTests as {
          test_id: number;
        }[]
      ).map((t) => t.test_id),
    ).toEqual([7005]);
    expect((await assigned('nobody@example.org')).body).toEqual({
      assignedTests: [],
    });
  });

  it('refuses a login id given twice, or with a control character', async () => {
    const twice = await fetch(`${api.url}/getAssignedTests?oid=${OID}&loginId=${LEARNER}&loginId=${SECOND}`);
    expect(twice.status).toBe(400);
    expect((await assigned('a\u0000b')).status).toBe(400);
  });
});

describe('India time and results', () => {
  it('India time is the server’s clock with the +05:30 offset', async () => {
    const { body } = await api.post('/getIndianTime', { oid: OID });
    expect(body.itime).toMatch(/\+05:30$/);
    expect(Math.abs(Date.parse(body.itime) - now)).toBeLessThan(1000);
  });

  it('results are keyed by test id, and only the learner’s own', async () => {
    expect(await results(LEARNER)).toEqual({
      7003: { score: 2, total: 3, finished_at: expect.any(String) },
    });
    expect(await results(SECOND)).toEqual({});
  });
});

describe('the online-test token (spec part 3, 7.6; docs/decisions/238)', () => {
  it('is refused for a test not assigned to the learner, and for each reason Start is not shown', async () => {
    expect((await token(LEARNER, 7005)).body.error.code).toBe('NOT_FOUND');
    expect((await token(LEARNER, 7004)).body.error.code).toBe('TEST_DEACTIVATED');
    expect((await token(LEARNER, 7002)).body.error.code).toBe('TEST_NOT_STARTED');
    expect((await token(LEARNER, 7003)).body.error.code).toBe('TEST_TAKEN');
    const ended = await assign(LEARNER, -7200, -60);
    const refused = await token(LEARNER, ended);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('TEST_ENDED');
  });

  it('opens the test once, expires, and records the result the token’s learner earned', async () => {
    const testId = await assign(LEARNER, -60, 3600, {
      name: 'Loop <b>test</b>',
    });
    const minted = await token(LEARNER, testId);
    expect(minted.status).toBe(200);
    expect(minted.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const page = await openProvider(minted.body.token);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Loop &lt;b&gt;test&lt;/b&gt;');
    expect(page.html).not.toContain('<b>test</b>');
    expect(page.html).toContain(LEARNER);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.cookie).toMatch(/^test_provider_csrf=/);
    expect(page.headers.get('set-cookie')).toMatch(/SameSite=Strict/i);
    // Single use: a second opening of the same address is refused.
    expect((await openProvider(minted.body.token)).status).toBe(403);

    // CSRF: without the cookie, or with another value, the form is refused.
    expect((await finish({ csrf: page.csrf, q0: '0' }, '')).status).toBe(403);
    expect((await finish({ csrf: page.csrf, q0: '0' }, 'test_provider_csrf=forged-forged-forged-forged')).status).toBe(403);
    expect((await results(LEARNER))[testId]).toBeUndefined();

    const done = await finish({ csrf: page.csrf, q0: '0', q1: '1', q2: '2' }, page.cookie);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('2 of 3');
    expect((await results(LEARNER))[testId]).toMatchObject({
      score: 2,
      total: 3,
    });
    // Recorded once: the attempt is closed, and no new token is given.
    expect((await finish({ csrf: page.csrf, q0: '0', q1: '1', q2: '0' }, page.cookie)).status).toBe(403);
    expect((await results(LEARNER))[testId]).toMatchObject({ score: 2 });
    expect((await token(LEARNER, testId)).body.error.code).toBe('TEST_TAKEN');
  });

  it('is not accepted after five minutes', async () => {
    const testId = await assign(LEARNER, -60, 3600);
    const minted = await token(LEARNER, testId);
    now += 5 * 60_000 + 1000;
    try {
      const page = await openProvider(minted.body.token);
      expect(page.status).toBe(403);
      expect(page.html).toContain('expired');
    } finally {
      now -= 5 * 60_000 + 1000;
    }
  });

  it('refuses a finish after the attempt’s time and its grace, though the test is still open, and records nothing (issue 31)', async () => {
    // The attacker's case: a 1-minute test, finished 3 min 15 s after it opened, in a window of an hour.
    const testId = await assign(LEARNER, -60, 3600, { minutes: 1 });
    const page = await openProvider((await token(LEARNER, testId)).body.token);
    expect(page.status).toBe(200);
    const start = now;
    now += 3 * 60_000 + 15_000;
    try {
      const late = await finish({ csrf: page.csrf, q0: '0', q1: '1', q2: '0' }, page.cookie);
      expect(late.status).toBe(403);
      const html = await late.text();
      expect(html).toContain('<h1>Time is up</h1>');
      expect(html).toMatch(/<p role="alert">Your time for this test ran out at .+ India time, so these answers were not recorded\.<\/p>/);
      expect(html).toContain(`/testresult?test=${testId}`);
      expect((await results(LEARNER))[testId]).toBeUndefined();
      // Closed: the same form is not taken later, even by a clock set back.
      now = start + 30_000;
      expect((await finish({ csrf: page.csrf, q0: '0', q1: '1', q2: '0' }, page.cookie)).status).toBe(403);
      expect((await results(LEARNER))[testId]).toBeUndefined();
    } finally {
      now = start;
    }
    // The page said when to finish by, and its cookie outlived the attempt, for this clear answer.
    expect(Number(/Max-Age=(\d+)/.exec(page.headers.get('set-cookie') ?? '')?.[1])).toBeGreaterThan(3 * 60 + 15);
    expect(page.html).toMatch(/<dt>Finish by<\/dt><dd data-testid="finish-by">\d{4}-\d{2}-\d{2} \d{1,2}:\d{2} [ap]m India time<\/dd>/);
  });

  it('records a finish that arrives within the grace after the attempt’s time', async () => {
    const testId = await assign(LEARNER, -60, 3600, { minutes: 1 });
    const page = await openProvider((await token(LEARNER, testId)).body.token);
    const start = now;
    now += 60_000 + FINISH_GRACE_MS - 1000;
    try {
      expect((await finish({ csrf: page.csrf, q0: '0', q1: '1', q2: '0' }, page.cookie)).status).toBe(200);
      expect((await results(LEARNER))[testId]).toMatchObject({ score: 3, total: 3 });
    } finally {
      now = start;
    }
  });

  it('ends an attempt at the test’s end when that comes before its duration', async () => {
    const testId = await assign(LEARNER, -60, 30, { minutes: 45 });
    const page = await openProvider((await token(LEARNER, testId)).body.token);
    const start = now;
    now += 30_000 + FINISH_GRACE_MS + 1000;
    try {
      expect((await finish({ csrf: page.csrf, q0: '0' }, page.cookie)).status).toBe(403);
      expect((await results(LEARNER))[testId]).toBeUndefined();
    } finally {
      now = start;
    }
  });

  it('refuses a made-up token', async () => {
    expect((await openProvider('A'.repeat(43))).status).toBe(403);
    expect((await openProvider('<script>')).status).toBe(403);
  });

  it('records a learner’s result for that learner only: one learner’s token never writes another’s', async () => {
    const before = await results(LEARNER);
    const minted = await token(SECOND, 7005);
    const page = await openProvider(minted.body.token);
    expect(page.html).toContain(SECOND);
    expect(
      (
        await finish(
          {
            csrf: page.csrf,
            q0: '0',
            q1: '1',
            q2: '0',
            loginId: LEARNER,
            emailid: LEARNER,
          },
          page.cookie,
        )
      ).status,
    ).toBe(200);
    expect(Object.keys(await results(SECOND))).toEqual(['7005']);
    expect(await results(LEARNER)).toEqual(before);
  });
});
