import { TEST_NOT_FOUND_MESSAGE, TEST_START_MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudAdmin, cloudUrl, DEMO, gql, signedUpLearner, signIn, startGateway, type CookieJar, type TestGateway } from '../../../test/support.js';

// Semester End Exam (spec part 3, sections 2.13, 2.14, 3.10, 4.4 and 7.6; issue 20), through the
// gateway against the real embedded cloud API and its local test provider.
// Demo tests of learner@: 7001 open, 7002 upcoming, 7003 past with a result, 7004 Deactivated;
// of second@: 7005 open. The demo learners are only read here; every change is a fresh learner's.

const TESTS = /* GraphQL */ `
  query Tests {
    indiaTime
    assignedTests {
      id
      name
      startsAt
      endsAt
      durationMinutes
      status
      canStart
      result {
        score
        total
        finishedAt
      }
    }
  }
`;
const TEST = /* GraphQL */ `
  query Test($id: ID!) {
    assignedTest(id: $id) {
      id
      name
      status
      canStart
      result {
        score
        total
      }
    }
  }
`;
const START = /* GraphQL */ `
  mutation Start($input: TestStartInput!) {
    testStart(input: $input) {
      providerUrl
      userErrors {
        field
        code
        message
      }
    }
  }
`;

type Test = {
  id: string;
  name: string;
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  status: string;
  canStart: boolean;
  result: { score: number; total: number; finishedAt?: string } | null;
};
type StartPayload = { testStart: { providerUrl: string | null; userErrors: { field: string | null; code: string; message: string }[] } };
type Who = { jar?: CookieJar; bearer?: string };

let gateway: TestGateway;
let learner: Who;
let second: Who;

beforeAll(async () => {
  gateway = await startGateway();
  learner = { jar: (await signIn(gateway, DEMO.learner.email, DEMO.learner.password)).jar };
  second = { jar: (await signIn(gateway, DEMO.second.email, DEMO.second.password)).jar };
});
afterAll(async () => {
  await gateway?.close();
});

const tests = async (who: Who) => {
  const result = await gql<{ indiaTime: string; assignedTests: Test[] }>(gateway, TESTS, {}, who);
  expect(result.body.errors).toBeUndefined();
  return result.body.data!;
};
const test = async (who: Who, id: string) => (await gql<{ assignedTest: Test | null }>(gateway, TEST, { id }, who)).body.data!.assignedTest;
const start = async (who: Who, testId: string) => (await gql<StartPayload>(gateway, START, { input: { testId } }, who)).body.data!.testStart;
const assign = async (loginId: string, startsInSeconds: number, endsInSeconds: number, extra: Record<string, unknown> = {}) =>
  String((await cloudAdmin<{ testId: number }>('/__tests/assign', { loginId, startsInSeconds, endsInSeconds, ...extra })).testId);

/** A fresh learner (signed up and confirmed), as a bearer token, with their e-mail. */
async function freshLearner(label: string): Promise<Who & { email: string }> {
  const { token, eid } = await signedUpLearner(gateway, label);
  return { bearer: token, email: eid };
}

/** Takes the test at the provider's address as a browser would: open it, answer, finish. */
async function takeTest(providerUrl: string, answers: Record<string, string>): Promise<{ status: number; html: string }> {
  const page = await fetch(providerUrl);
  const html = await page.text();
  expect(page.status, html).toBe(200);
  const cookie = page.headers.get('set-cookie')!.split(';')[0];
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)![1];
  const done = await fetch(new URL('finish', providerUrl), { method: 'POST', headers: { cookie }, body: new URLSearchParams({ csrf, ...answers }) });
  return { status: done.status, html: await done.text() };
}

describe('the Semester End Exam screen (spec part 3, 2.13 and 3.10)', () => {
  it('lists the learner’s tests, earliest start first, with name, times, length and status', async () => {
    const { assignedTests, indiaTime } = await tests(learner);
    expect(assignedTests.map((t) => t.id)).toEqual(['7003', '7001', '7004', '7002']);
    expect(assignedTests.find((t) => t.id === '7001')).toMatchObject({ name: 'Marketing Management: Semester End Test', durationMinutes: 90, status: 'ACTIVE', result: null });
    expect(assignedTests.find((t) => t.id === '7004')).toMatchObject({ status: 'DEACTIVATED', canStart: false });
    // Instants, in the schema's UTC form; the screen writes them in India time.
    for (const t of assignedTests) expect(t.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(Date.parse(indiaTime) - Date.now())).toBeLessThan(60_000);
  });

  it('shows the result of a test taken, and offers Start only for the open test without one (spec part 3, 4.4)', async () => {
    const list = (await tests(learner)).assignedTests;
    expect(list.find((t) => t.id === '7003')!.result).toMatchObject({ score: 2, total: 3 });
    expect(list.map((t) => [t.id, t.canStart])).toEqual([
      ['7003', false],
      ['7001', true],
      ['7004', false],
      ['7002', false],
    ]);
  });

  it('needs a signed-in learner', async () => {
    const result = await gql(gateway, TESTS);
    expect(result.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('Start (spec part 3, 4.4 and 7.6)', () => {
  it('is refused, with the reason, for a Deactivated test, one not started, one taken and one ended', async () => {
    const refusal = async (who: Who, id: string) => (await start(who, id)).userErrors;
    expect(await refusal(learner, '7004')).toEqual([{ field: 'testId', code: 'TEST_DEACTIVATED', message: TEST_START_MESSAGES.TEST_DEACTIVATED }]);
    expect(await refusal(learner, '7002')).toEqual([{ field: 'testId', code: 'TEST_NOT_STARTED', message: 'This test has not started yet.' }]);
    expect(await refusal(learner, '7003')).toEqual([{ field: 'testId', code: 'TEST_TAKEN', message: 'You have already taken this test.' }]);
    const fresh = await freshLearner('tests-ended');
    const ended = await assign(fresh.email, -7200, -5);
    expect(await refusal(fresh, ended)).toEqual([{ field: 'testId', code: 'TEST_ENDED', message: 'This test has ended.' }]);
  });

  it('is refused for an id that names no test of the learner’s', async () => {
    for (const id of ['7005', '999999', 'abc', '', '7001 OR 1=1']) {
      const payload = await start(learner, id);
      expect(payload).toEqual({ providerUrl: null, userErrors: [{ field: 'testId', code: 'NOT_FOUND', message: TEST_NOT_FOUND_MESSAGE }] });
    }
  });

  it('opens the test provider with a token; the learner finishes, the result shows and Start is gone', async () => {
    const fresh = await freshLearner('tests-loop');
    const id = await assign(fresh.email, -60, 3600, { name: 'Loop test' });
    expect(await test(fresh, id)).toMatchObject({ canStart: true, result: null });

    const payload = await start(fresh, id);
    expect(payload.userErrors).toEqual([]);
    expect(payload.providerUrl).toMatch(new RegExp(`^${cloudUrl()}/test-provider/start\\?token=[A-Za-z0-9_-]{43}$`));
    const done = await takeTest(payload.providerUrl!, { q0: '0', q1: '1', q2: '2' });
    expect(done.status).toBe(200);

    expect(await test(fresh, id)).toMatchObject({ canStart: false, result: { score: 2, total: 3 } });
    expect((await start(fresh, id)).userErrors.map((e) => e.code)).toEqual(['TEST_TAKEN']);
  });

  it('gives a token that opens the test once', async () => {
    const fresh = await freshLearner('tests-once');
    const id = await assign(fresh.email, -60, 3600);
    const { providerUrl } = await start(fresh, id);
    expect((await fetch(providerUrl!)).status).toBe(200);
    expect((await fetch(providerUrl!)).status).toBe(403);
  });
});

describe('isolation: no learner reads another’s tests or results (invariant 1)', () => {
  it('takes the learner from the token: no argument names one', async () => {
    const result = await gql(gateway, 'query { assignedTests(loginId: "second@demo.university") { id } }', {}, learner);
    expect(result.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await tests(second)).assignedTests.map((t) => t.id)).toEqual(['7005']);
    expect(await test(learner, '7005')).toBeNull();
    expect(await test(second, '7003')).toBeNull();
  });

  it('records a result for the learner whose token it was, never another', async () => {
    const a = await freshLearner('tests-iso-a');
    const b = await freshLearner('tests-iso-b');
    const aTest = await assign(a.email, -60, 3600);
    const bTest = await assign(b.email, -60, 3600);
    // B cannot start A's test, nor see it.
    expect((await start(b, aTest)).userErrors.map((e) => e.code)).toEqual(['NOT_FOUND']);
    expect(await test(b, aTest)).toBeNull();
    // A's token, whatever the form adds, records A's result only.
    const { providerUrl } = await start(a, aTest);
    expect((await takeTest(providerUrl!, { q0: '0', loginId: b.email, emailid: b.email })).status).toBe(200);
    expect(await test(a, aTest)).toMatchObject({ result: { score: 1, total: 3 } });
    expect(await test(b, bTest)).toMatchObject({ result: null, canStart: true });
    expect((await tests(b)).assignedTests.map((t) => t.id)).toEqual([bTest]);
  });
});
