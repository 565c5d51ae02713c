import { createServer } from 'node:net';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { COOKIE } from '../auth/cookies.js';
import { UpstreamTimeoutError } from '../errors.js';
import { CloudClient } from './client.js';
import { Deadline } from './deadline.js';
import { DEMO, SIGN_IN, clearFaults, cloudUrl, gql, setFaults, signIn, startGateway, type TestGateway } from '../../test/support.js';

// docs/architecture.md, invariant 6: a failing or slow upstream nulls only the
// fields that needed it, adds an error with its path and a stable code, and
// never takes the gateway down.

type ErrorEntry = { message: string; path?: (string | number)[]; extensions?: { code?: string } };

/**
 * A port that was free a moment ago and now refuses connections. It is chosen below Linux's
 * ephemeral range (32768 and up), where the servers other test files start on port 0 land: a
 * freed ephemeral port was once taken by one of them at once, and "everything down" answered.
 */
async function closedPort(): Promise<number> {
  for (;;) {
    const candidate = 20_000 + Math.floor(Math.random() * 10_000);
    const server = createServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(candidate, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      return candidate;
    }
  }
}

const PROGRAMS = /* GraphQL */ `
  query {
    viewer {
      name
      email
      programs {
        id
        title
        candidateNumber
      }
    }
  }
`;
const CATALOG = /* GraphQL */ `
  query {
    programCatalog {
      levels {
        label
      }
    }
  }
`;

let learnerToken: string;
let healthy: TestGateway;
// Node warns once per signal, so warnings are collected for the whole file.
const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
beforeAll(async () => {
  process.on('warning', onWarning);
  healthy = await startGateway();
  learnerToken = (await signIn(healthy, DEMO.learner.email, DEMO.learner.password)).jar.cookies.get(COOKIE.id)!;
});
afterEach(async () => {
  await clearFaults();
});
afterAll(async () => {
  process.off('warning', onWarning);
  await healthy?.close();
});

const attemptsOf = (gateway: TestGateway, operation: string) =>
  gateway
    .logs()
    .filter((line) => line.operation === operation && typeof line.attempts === 'number')
    .map((line) => line.attempts);

describe('with the cloud API down', () => {
  let down: TestGateway;
  let port: number;
  beforeAll(async () => {
    port = await closedPort();
    // Data calls go to a dead port; identity and keys still answer, so a valid session exists.
    down = await startGateway({
      CLOUD_API_URL: `http://127.0.0.1:${port}`,
      COGNITO_ENDPOINT: cloudUrl(),
      JWT_ISSUER: `${cloudUrl()}/local_portal`,
      CLOUD_BREAKER_HALF_OPEN_MS: '60000',
      CLOUD_BREAKER_MIN_CALLS: '5',
    });
  });
  afterAll(async () => {
    await down?.close();
  });

  it('a field that needs it is null with UPSTREAM_UNAVAILABLE and its path; the rest of the response survives', async () => {
    const result = await gql(down, PROGRAMS, {}, { bearer: learnerToken });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({ viewer: { name: DEMO.learner.name, email: DEMO.learner.email, programs: null } });
    expect(result.body.errors).toEqual([{ message: expect.any(String), locations: expect.any(Array), path: ['viewer', 'programs'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }]);
    // Nothing about the upstream leaks.
    expect(result.text).not.toMatch(new RegExp(`${port}|ECONNREFUSED|127\\.0\\.0\\.1|getUserTotalProgress|stack`, 'i'));
  });

  it('the public catalogue is null with its path, and the gateway keeps serving once the circuit is open', async () => {
    for (let i = 0; i < 4; i += 1) {
      const result = await gql(down, CATALOG);
      expect(result.body.data).toEqual({ programCatalog: null });
      expect(result.body.errors?.map((error: ErrorEntry) => [error.path, error.extensions?.code])).toEqual([[['programCatalog'], 'UPSTREAM_UNAVAILABLE']]);
    }
    // The circuit is open by now: calls fail at once, without calling the dead upstream.
    expect(down.logs().some((line) => line.reason === 'circuit open')).toBe(true);
    const before = down.logs().length;
    const fast = await gql(down, CATALOG);
    expect(fast.body.errors?.[0].extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    const calls = down
      .logs()
      .slice(before)
      .filter((line) => line.operation === '/getAllProgramList' && typeof line.msg === 'string' && line.msg.startsWith('cloud call'));
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((line) => line.reason === 'circuit open')).toBe(true);

    expect((await request(down.app).get('/healthz')).status).toBe(200);
    const ready = await request(down.app).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body.checks).toEqual({ signingKeys: true, cloudApi: false });
  });

  it('with everything down, the gateway still starts, answers health checks, and sign-in reports UPSTREAM_UNAVAILABLE', async () => {
    const dead = `http://127.0.0.1:${port}`;
    const gateway = await startGateway({ CLOUD_API_URL: dead, COGNITO_ENDPOINT: dead, JWT_ISSUER: `${dead}/local_portal`, JWKS_HYDRATE_WAIT_MS: '0' });
    try {
      expect((await request(gateway.app).get('/healthz')).status).toBe(200);
      expect((await request(gateway.app).get('/readyz')).body).toEqual({ status: 'not ready', checks: { signingKeys: false, cloudApi: false } });
      const result = await gql(gateway, SIGN_IN, { input: { username: DEMO.learner.email, password: DEMO.learner.password } });
      expect(result.body.errors).toEqual([expect.objectContaining({ path: ['sessionSignIn'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } })]);
      expect(result.text).not.toContain(String(port));
      // A session cookie cannot be checked without the keys: unavailable, not "signed out".
      const viewer = await gql(gateway, '{ viewer { name } }', {}, { bearer: learnerToken });
      expect(viewer.body.errors?.[0]).toMatchObject({ path: ['viewer'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    } finally {
      await gateway.close();
    }
  });
});

describe('with one cloud API operation failing', () => {
  it('progress failing: viewer.name resolves, programs is null with UPSTREAM_UNAVAILABLE at [viewer, programs], after two retries', async () => {
    await setFaults({ '/getUserTotalProgress': { mode: 'error', status: 503 } });
    const result = await gql(healthy, PROGRAMS, {}, { bearer: learnerToken });
    expect(result.body.data).toEqual({ viewer: { name: DEMO.learner.name, email: DEMO.learner.email, programs: null } });
    expect(result.body.errors?.map((error: ErrorEntry) => [error.path, error.extensions?.code])).toEqual([[['viewer', 'programs'], 'UPSTREAM_UNAVAILABLE']]);
    // A read: retried twice (three attempts), with jitter between them.
    expect(attemptsOf(healthy, '/getUserTotalProgress').at(-1)).toBe(3);
    await clearFaults();
    expect((await request(healthy.app).get('/healthz')).status).toBe(200);
    const recovered = await gql(healthy, PROGRAMS, {}, { bearer: learnerToken });
    expect(recovered.body.errors).toBeUndefined();
  });

  it('candidate numbers failing: the programs are listed, only each candidateNumber is null', async () => {
    await setFaults({ '/getusn': { mode: 'drop' } });
    const before = healthy.logs().length;
    const result = await gql<{ viewer: { programs: { id: string; candidateNumber: string | null }[] } }>(healthy, PROGRAMS, {}, { bearer: learnerToken });
    const programs = result.body.data!.viewer.programs;
    expect(programs.length).toBeGreaterThan(1);
    expect(programs.every((program) => program.candidateNumber === null)).toBe(true);
    expect(result.body.errors?.map((error: ErrorEntry) => error.path)).toEqual(programs.map((_, i) => ['viewer', 'programs', i, 'candidateNumber']));
    expect(result.body.errors?.every((error: ErrorEntry) => error.extensions?.code === 'UPSTREAM_UNAVAILABLE')).toBe(true);
    // One call (with its retries) for all of them: the request's DataLoader shares it.
    const failures = healthy
      .logs()
      .slice(before)
      .filter((line) => line.operation === '/getusn' && line.msg === 'cloud call failed');
    expect(failures).toHaveLength(1);
    expect(failures[0].attempts).toBe(3);
  });

  it('an application\u2019s load (action 1) is retried like a read, on the path whose saves are tried once', async () => {
    await setFaults({ '/updateUserApplication': { mode: 'error', status: 503 } });
    const before = healthy.logs().length;
    const result = await gql(healthy, `query { viewer { application(programId: "303") { id } } }`, {}, { bearer: learnerToken });
    expect(result.body.errors?.[0]).toMatchObject({ extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    const failures = healthy
      .logs()
      .slice(before)
      .filter((line) => line.operation === '/updateUserApplication' && line.msg === 'cloud call failed');
    expect(failures.map((line) => line.attempts)).toEqual([3]);
  });

  it('a write is never retried: the analytics post is tried once', async () => {
    await setFaults({ '/analyticsWebApp': { mode: 'error', status: 503 } });
    const before = healthy.logs().length;
    await signIn(healthy, DEMO.learner.email, DEMO.learner.password);
    await expect
      .poll(() =>
        healthy
          .logs()
          .slice(before)
          .find((line) => line.operation === '/analyticsWebApp' && line.msg === 'cloud call failed'),
      )
      .toBeTruthy();
    expect(
      healthy
        .logs()
        .slice(before)
        .find((line) => line.operation === '/analyticsWebApp' && line.msg === 'cloud call failed')?.attempts,
    ).toBe(1);
  });
});

describe('a slow cloud API', () => {
  it('each attempt has a time limit: a hanging call becomes UPSTREAM_UNAVAILABLE quickly', async () => {
    const gateway = await startGateway({ CLOUD_TIMEOUT_MS: '200' });
    try {
      // Held upstream until released: without its time limit the call would never end (no clock read).
      await setFaults({ '/getAllProgramList': { mode: 'hold' } });
      const result = await gql(gateway, CATALOG);
      expect(result.body.errors?.[0]).toMatchObject({ path: ['programCatalog'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
      expect(gateway.logs().find((line) => line.operation === '/getAllProgramList' && line.msg === 'cloud call failed')?.attempts).toBe(3);
    } finally {
      await gateway.close();
    }
  });
});

describe('one circuit breaker per upstream operation, opening on a failure rate', () => {
  const circuitOpened = (gateway: TestGateway, operation: string) =>
    gateway.logs().some((line) => typeof line.msg === 'string' && line.msg.startsWith('circuit opened') && line.operation === operation);

  it('opens when most calls of its path fail, fails fast, lets one trial call through, and closes again once the path answers', async () => {
    const gateway = await startGateway({ CLOUD_BREAKER_MIN_CALLS: '3', CLOUD_BREAKER_HALF_OPEN_MS: '300' });
    try {
      await setFaults({ '/getAllProgramList': { mode: 'error', status: 500 } });
      await gql(gateway, CATALOG); // three failed attempts: the circuit of /getAllProgramList opens
      expect(circuitOpened(gateway, '/getAllProgramList')).toBe(true);
      // Held from now on: a call that reached the upstream would hang; the open circuit answers without it.
      await setFaults({ '/getAllProgramList': { mode: 'hold' } });
      const open = await gql(gateway, CATALOG);
      expect(open.body.errors?.[0].extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(gateway.logs().some((line) => line.operation === '/getAllProgramList' && line.reason === 'circuit open')).toBe(true);

      await clearFaults();
      // After the half-open pause, one trial call goes through and closes the circuit.
      await expect.poll(async () => (await gql(gateway, CATALOG)).body.errors, { timeout: 5000, interval: 100 }).toBeUndefined();
      expect(gateway.logs().some((line) => typeof line.msg === 'string' && line.msg.startsWith('circuit closed') && line.operation === '/getAllProgramList')).toBe(true);
    } finally {
      await gateway.close();
    }
  });

  it('a path failing every call opens its own breaker only: the catalogue and the learner\u2019s name still answer', async () => {
    const gateway = await startGateway({ CLOUD_BREAKER_MIN_CALLS: '5' });
    try {
      await setFaults({ '/getUserTotalProgress': { mode: 'error', status: 503 } });
      await Promise.all(Array.from({ length: 4 }, () => gql(gateway, PROGRAMS, {}, { bearer: learnerToken })));
      expect(circuitOpened(gateway, '/getUserTotalProgress')).toBe(true);
      const catalog = await gql(gateway, CATALOG);
      expect(catalog.body.errors).toBeUndefined();
      expect(catalog.body.data?.programCatalog).toBeTruthy();
      const programs = await gql(gateway, PROGRAMS, {}, { bearer: learnerToken });
      expect(programs.body.data).toMatchObject({ viewer: { name: DEMO.learner.name, programs: null } });
      expect(circuitOpened(gateway, '/getAllProgramList')).toBe(false);
    } finally {
      await gateway.close();
    }
  });

  it('a run of failures among mostly successful calls does not open the breaker: it counts a rate, not a streak', async () => {
    const gateway = await startGateway({ CLOUD_BREAKER_MIN_CALLS: '10' });
    try {
      for (let i = 0; i < 30; i += 1) expect((await gql(gateway, CATALOG)).body.errors).toBeUndefined();
      await setFaults({ '/getAllProgramList': { mode: 'error', status: 503 } });
      // Two reads, three attempts each: six failures in a row, 6 of 36 calls.
      for (let i = 0; i < 2; i += 1) expect((await gql(gateway, CATALOG)).body.errors?.[0].extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      await clearFaults();
      const after = await gql(gateway, CATALOG);
      expect(after.body.errors).toBeUndefined();
      expect(circuitOpened(gateway, '/getAllProgramList')).toBe(false);
    } finally {
      await gateway.close();
    }
  });

  it('with 30% of catalogue calls failing and 10 concurrent clients, retries keep at least 90% of 200 reads successful', async () => {
    const gateway = await startGateway();
    try {
      // Spread evenly, so that the share is 30% in every stretch of calls: at random, one run
      // in about two hundred drew more than half failures among its first forty or so
      // attempts, and the breaker opened as it should (a CI run failed 180 of 200 so).
      await setFaults({ '/getAllProgramList': { mode: 'error', status: 503, rate: 0.3, spread: 'even' } });
      let done = 0;
      let failed = 0;
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          while (done < 200) {
            done += 1;
            if ((await gql(gateway, CATALOG)).body.errors) failed += 1;
          }
        }),
      );
      // About 0.3^3 = 2.7% is expected (three attempts); far more means the breaker opened.
      // Should it fail, the message says why the calls failed.
      const reasons: Record<string, number> = {};
      for (const line of gateway.logs()) {
        if (line.operation === '/getAllProgramList' && line.msg === 'cloud call failed') reasons[String(line.reason)] = (reasons[String(line.reason)] ?? 0) + 1;
      }
      expect(failed, `why the calls failed: ${JSON.stringify(reasons)}`).toBeLessThanOrEqual(20);
      expect(circuitOpened(gateway, '/getAllProgramList')).toBe(false);
    } finally {
      await gateway.close();
    }
  });

  it('answers caused by the request itself (4xx) are tried once and never open a breaker', async () => {
    const gateway = await startGateway({ CLOUD_BREAKER_MIN_CALLS: '3' });
    const PROGRAM = /* GraphQL */ `
      query ($id: ID!) {
        program(id: $id) {
          id
          name
        }
      }
    `;
    try {
      for (let i = 0; i < 10; i += 1) {
        // No such program: the cloud API answers 404 to /getBatchID.
        const missing = await gql(gateway, PROGRAM, { id: String(990_000 + i) });
        expect(missing.body).toEqual({ data: { program: null } });
      }
      const refused = gateway.logs().filter((line) => line.operation === '/getBatchID' && line.msg === 'cloud call refused');
      expect(refused).toHaveLength(10);
      expect(refused.every((line) => line.status === 404 && line.attempts === 1)).toBe(true);
      expect(gateway.logs().some((line) => typeof line.msg === 'string' && line.msg.startsWith('circuit opened'))).toBe(false);
      const found = await gql(gateway, PROGRAM, { id: '301' });
      expect(found.body).toEqual({ data: { program: { id: '301', name: expect.any(String) } } });
    } finally {
      await gateway.close();
    }
  });
});

describe('one deadline per GraphQL request (REQUEST_DEADLINE_MS)', () => {
  it('a field whose upstream is slower than the deadline is null with UPSTREAM_TIMEOUT at its path; the deadline ended it', async () => {
    const gateway = await startGateway({ REQUEST_DEADLINE_MS: '600' });
    try {
      await setFaults({ '/getUserTotalProgress': { mode: 'hold' } });
      const result = await gql(gateway, PROGRAMS, {}, { bearer: learnerToken });
      expect(result.status).toBe(200);
      expect(result.body.data).toEqual({ viewer: { name: DEMO.learner.name, email: DEMO.learner.email, programs: null } });
      expect(result.body.errors?.map((error: ErrorEntry) => [error.path, error.extensions?.code])).toEqual([[['viewer', 'programs'], 'UPSTREAM_TIMEOUT']]);
      // The deadline ended it, as the call's own log says (the upstream holds the call until
      // released, so nothing else could); read from the log, not a clock a busy machine stretches.
      const failed = gateway.logs().filter((line) => line.operation === '/getUserTotalProgress' && line.msg === 'cloud call failed');
      expect(failed.map((line) => line.reason)).toEqual([expect.stringMatching(/^request deadline reached/)]);
    } finally {
      await gateway.close();
    }
  });

  it('retries and their pauses stop at the deadline: the last attempt gets only the time left', async () => {
    // Straight on the client, with a retry pause of about 1 ms so that only the
    // deadline decides (the gateway's pause is random, up to about 140 ms, and
    // decision 074 keeps a call's own reason when a pause would not fit).
    // Counted in attempts, not on the clock: a busy machine cannot fool it.
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    const client = new CloudClient({ url: cloudUrl(), organisationId: 'demo-university', timeoutMs: 400, retryInitialDelayMs: 1, logger });
    try {
      await setFaults({ '/getAllProgramList': { mode: 'slow', delayMs: 3000 } });
      // A first attempt of 400 ms, then a retry cut to the 200 ms left; without the deadline, three attempts of 400 ms.
      const failure = await client.call('/getAllProgramList', {}, { deadline: new Deadline(600) }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(UpstreamTimeoutError);
      const attempts = lines.filter((line) => line.operation === '/getAllProgramList' && typeof line.attempts === 'number').map((line) => line.attempts as number);
      expect(attempts).toHaveLength(1);
      expect(attempts[0]).toBeLessThanOrEqual(2);
    } finally {
      await client.close();
    }
  });

  it('50 concurrent upstream calls of one request print no MaxListenersExceededWarning', async () => {
    const { CloudSession } = await import('./session.js');
    {
      const session = new CloudSession(healthy.services.cloudClient, {});
      // 50 different bodies: the request's DataLoader sends them all at once.
      const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => session.read('/getBatchID', { pid: 301 + i })));
      expect(results.filter((result) => result.status === 'fulfilled').length).toBeGreaterThan(0);
      // Node emits warnings on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((warning) => warning.includes('MaxListenersExceeded'))).toEqual([]);
    }
  });
});
