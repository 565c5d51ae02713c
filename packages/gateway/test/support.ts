/**
 * Helpers for the gateway's integration tests: a gateway built with createApp
 * against the one real cloud API of global-setup.ts, a cookie jar that keeps
 * what the gateway sets, and the cloud API's mailbox and fault admin.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import request from 'supertest';
import { inject } from 'vitest';
import { createApp, type GatewayApp } from '../src/app.js';
import { COOKIE } from '../src/auth/cookies.js';
import { loadConfig } from '../src/config.js';

/** This worker's own cloud API (test/global-setup.ts starts one per worker; VITEST_POOL_ID counts from 1). */
export const cloudUrl = () => {
  const urls = inject('cloudUrls');
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length];
};

export const DEMO = {
  learner: { email: 'learner@demo.university', password: 'Learner@2026', name: 'Asha Raman' },
  second: { email: 'second@demo.university', password: 'Second@2026', name: 'Kofi Mensah' },
  newLearner: { email: 'newlearner@demo.university', password: 'Welcome@2026', name: 'Neha Learner' },
} as const;

export type TestGateway = GatewayApp & { logs: () => Record<string, unknown>[]; logText: () => string };

/**
 * A gateway against the test cloud API. Rate limits are high unless a test
 * sets them, so the files' many sign-ins do not trip them. Two gateways
 * given the same `keyPrefix` and REDIS_URL act as replicas of one deployment.
 */
export async function startGateway(env: Record<string, string> = {}, options: { keyPrefix?: string; clock?: () => number } = {}): Promise<TestGateway> {
  const lines: string[] = [];
  const logDestination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const config = loadConfig({
    CLOUD_API_URL: cloudUrl(),
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'debug',
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
    RATE_LIMIT_SIGN_UP_PER_MINUTE: '1000',
    RATE_LIMIT_QUERY_UPLOADS_PER_10_MINUTES: '1000',
    RATE_LIMIT_QUERY_POSTS_PER_10_MINUTES: '1000',
    RATE_LIMIT_SCHOLARSHIP_CHECKS_PER_IP_PER_10_MINUTES: '1000',
    RATE_LIMIT_SCHOLARSHIP_CHECKS_PER_EMAIL_PER_10_MINUTES: '1000',
    RATE_LIMIT_SCHOLARSHIP_CODES_PER_IP_PER_15_MINUTES: '1000',
    RATE_LIMIT_SCHOLARSHIP_CODES_PER_EMAIL_PER_15_MINUTES: '1000',
    // The development pre-registration key of this test run, not of the checkout's .data/.
    PREREG_KEY_FILE: path.join(tmpdir(), `portal-gateway-test-${process.pid}`, 'prereg.key'),
    RATE_LIMIT_PASSWORD_RESET_REQUESTS_PER_IP_PER_10_MINUTES: '1000',
    RATE_LIMIT_PASSWORD_RESET_REQUESTS_PER_ADDRESS_PER_10_MINUTES: '1000',
    RATE_LIMIT_PASSWORD_RESET_CONFIRMS_PER_IP_PER_10_MINUTES: '1000',
    RATE_LIMIT_PASSWORD_RESET_CONFIRMS_PER_ADDRESS_PER_10_MINUTES: '1000',
    RATE_LIMIT_SIGN_UP_CONFIRMS_PER_IP_PER_10_MINUTES: '1000',
    RATE_LIMIT_SIGN_UP_CONFIRMS_PER_ADDRESS_PER_10_MINUTES: '1000',
    RATE_LIMIT_NEW_PASSWORDS_PER_IP_PER_10_MINUTES: '1000',
    RATE_LIMIT_NEW_PASSWORDS_PER_ADDRESS_PER_10_MINUTES: '1000',
    RATE_LIMIT_COMPLAINTS_PER_LEARNER_PER_HOUR: '1000',
    // Never the checkout's own server build (there once `npm start` or `npm run build` has run):
    // pages are drawn only where a test gives its stand-in build (page-drawing.test.ts).
    WEB_SERVER_DIR: path.join(tmpdir(), `portal-gateway-test-${process.pid}`, 'no-server-build'),
    ...env,
  });
  // Replicas of one deployment share the prefix of their Redis keys; test gateways have their own unless told.
  const keyPrefix = options.keyPrefix ?? `test-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const gateway = await createApp(config, { logDestination, rateLimitKeyPrefix: keyPrefix, clock: options.clock });
  return { ...gateway, logs: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>), logText: () => lines.join('\n') };
}

export type SetCookie = { name: string; value: string; attributes: Record<string, string | true>; raw: string };

function parseSetCookies(header: string | string[] | undefined): SetCookie[] {
  const list = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return list.map((raw) => {
    const [pair, ...rest] = raw.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const part of rest) {
      const i = part.indexOf('=');
      if (i === -1) attributes[part.toLowerCase()] = true;
      else attributes[part.slice(0, i).toLowerCase()] = part.slice(i + 1);
    }
    return { name: pair.slice(0, eq), value: decodeURIComponent(pair.slice(eq + 1)), attributes, raw };
  });
}

/** Keeps cookies as a browser would (by name; an expired one is removed). */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  absorb(response: { headers: Record<string, unknown> }): SetCookie[] {
    const set = parseSetCookies(response.headers['set-cookie'] as string[] | undefined);
    for (const cookie of set) {
      const expired = cookie.attributes['max-age'] === '0' || (typeof cookie.attributes.expires === 'string' && Date.parse(cookie.attributes.expires) <= Date.now()) || cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return set;
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }
}

export type GraphQLResult<T = Record<string, unknown>> = {
  status: number;
  body: { data?: T | null; errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[] };
  text: string;
  headers: Record<string, unknown>;
  setCookies: SetCookie[];
};

/** POSTs one operation as a browser or an integrator would (JSON, so CSRF prevention lets it through). */
export async function gql<T = Record<string, unknown>>(
  gateway: GatewayApp,
  query: string,
  variables: Record<string, unknown> = {},
  options: { jar?: CookieJar; bearer?: string; headers?: Record<string, string> } = {},
): Promise<GraphQLResult<T>> {
  let req = request(gateway.app).post('/graphql').set('Content-Type', 'application/json');
  if (options.jar && options.jar.cookies.size > 0) req = req.set('Cookie', options.jar.header());
  if (options.bearer) req = req.set('Authorization', `Bearer ${options.bearer}`);
  for (const [name, value] of Object.entries(options.headers ?? {})) req = req.set(name, value);
  const response = await req.send({ query, variables });
  const setCookies = options.jar ? options.jar.absorb(response) : parseSetCookies(response.headers['set-cookie']);
  return { status: response.status, body: response.body, text: response.text, headers: response.headers, setCookies };
}

export const SIGN_IN = /* GraphQL */ `
  mutation SignIn($input: SessionSignInInput!) {
    sessionSignIn(input: $input) {
      viewer {
        id
        username
        name
        email
      }
      newPasswordRequired
      userErrors {
        field
        code
        message
      }
    }
  }
`;

/** Signs in through the gateway and returns the jar holding the session cookies. */
export async function signIn(gateway: GatewayApp, username: string, password: string): Promise<{ jar: CookieJar; result: GraphQLResult }> {
  const jar = new CookieJar();
  const result = await gql(gateway, SIGN_IN, { input: { username, password } }, { jar });
  return { jar, result };
}

/** The newest mail to an address in the cloud API's mailbox. */
export async function latestMail(to: string): Promise<{ code: string | null; link: string | null; subject: string; text: string }> {
  const response = await fetch(`${cloudUrl()}/mailbox/messages?to=${encodeURIComponent(to)}`);
  const messages = (await response.json()) as { code: string | null; link: string | null; subject: string; text: string }[];
  if (!messages.length) throw new Error(`no mail for ${to}`);
  return messages[0];
}

/** Sets fault rules on the cloud API (global to it: tests run one file at a time). */
export async function setFaults(rules: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${cloudUrl()}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rules) });
  if (!response.ok) throw new Error(`fault admin refused: ${response.status} ${await response.text()}`);
}

/** The paths of the calls a "hold" fault rule keeps waiting on the cloud API right now. */
export async function heldCalls(): Promise<string[]> {
  const response = await fetch(`${cloudUrl()}/__faults/held`);
  return ((await response.json()) as { held: string[] }).held.sort();
}

/** Lets every call held by a "hold" rule through. */
export async function releaseHeldCalls(): Promise<void> {
  await fetch(`${cloudUrl()}/__faults/release`, { method: 'POST' });
}

export async function clearFaults(): Promise<void> {
  await fetch(`${cloudUrl()}/__faults`, { method: 'DELETE' });
}

/** Calls the cloud API directly, to compare what the gateway says with the source. */
export async function cloudCall<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${cloudUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ oid: 'demo-university', ...body }) });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

let counter = 0;
/** A fresh, unused e-mail address for sign-up tests. */
export function freshEmail(label: string): string {
  counter += 1;
  return `${label}-${process.pid}-${Date.now()}-${counter}@example.org`;
}

/**
 * A fresh application id for a batch, in the wire's digits-dash-digits form. The
 * university's own ids are the batch and the second (spec part 3, 4.2), which two
 * test files running in one second would share (409 APPLICATION_ID_TAKEN).
 */
export function freshApplicationId(batchId: number | string): string {
  counter += 1;
  return `${batchId}-${Date.now()}${String(counter).padStart(4, '0')}`;
}

/**
 * An account an administrator created with a temporary password, so its
 * first sign-in requires a new password (FORCE_CHANGE_PASSWORD). Arranged
 * through the identity endpoint's AdminCreateUser, with the real AWS SDK.
 */
export async function createForcedUser(label: string): Promise<{ email: string; password: string }> {
  const { CognitoIdentityProviderClient, AdminCreateUserCommand } = await import('@aws-sdk/client-cognito-identity-provider');
  const client = new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: cloudUrl(), credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const email = freshEmail(label);
  const password = 'Temp#pass1';
  try {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: 'local_portal',
        Username: email,
        TemporaryPassword: password,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'name', Value: 'Forced Change' },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  } finally {
    client.destroy();
  }
  return { email, password };
}

/**
 * A new confirmed learner enrolled in any batch (the test-only /__assessments/learners
 * admin: an application-only program's batch too), signed in through the gateway;
 * returns the ID token for `Authorization: Bearer` and the eid.
 */
export async function enrolledLearner(gateway: GatewayApp, label: string, bpid: number): Promise<{ token: string; eid: string }> {
  counter += 1;
  const prefix = `${label}-${process.pid}-${Date.now().toString(36)}-${counter}`.toLowerCase();
  const password = 'Learn#ing2026';
  const { emails } = await cloudAdmin<{ emails: string[] }>('/__assessments/learners', { prefix, count: 1, bpid, password });
  const jar = new CookieJar();
  await gql(gateway, SIGN_IN, { input: { username: emails[0], password } }, { jar });
  return { token: jar.cookies.get(COOKIE.id)!, eid: emails[0] };
}

/** A test-only admin call of the cloud API (CLOUD_API_FAULT_ADMIN: /__assessments, /__learning). */
export async function cloudAdmin<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${cloudUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

type CountedCall = { operation: string; requestId: string | null };
export type CountingCloud = {
  url: string;
  /** The operations called since the last reset, in arrival order. */
  calls: () => CountedCall[];
  reset: () => void;
  /** Keeps calls of `operation` waiting until `count` of them have arrived, then lets them all through (once). */
  holdUntil: (operation: string, count: number) => void;
  close: () => Promise<void>;
};

/**
 * A pass-through in front of this worker's cloud API that writes down every
 * call the gateway makes (its path and the gateway's request id), so a test
 * can say how many upstream calls a mutation costs and fail when it grows.
 */
export async function countingCloud(): Promise<CountingCloud> {
  const { createServer } = await import('node:http');
  let calls: CountedCall[] = [];
  let hold: { operation: string; count: number; waiting: (() => void)[] } | null = null;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const operation = (req.url ?? '/').split('?')[0];
      const requestId = req.headers['x-request-id'];
      calls.push({ operation, requestId: typeof requestId === 'string' ? requestId : null });
      if (hold && hold.operation === operation) {
        const held = hold;
        await new Promise<void>((resolve) => {
          held.waiting.push(resolve);
          if (held.waiting.length >= held.count) {
            hold = null;
            for (const go of held.waiting) go();
          }
        });
      }
      try {
        const upstream = await fetch(`${cloudUrl()}${req.url}`, {
          method: req.method,
          headers: { 'content-type': req.headers['content-type'] ?? 'application/json', ...(typeof requestId === 'string' ? { 'x-request-id': requestId } : {}) },
          body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
        });
        res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
        res.end(Buffer.from(await upstream.arrayBuffer()));
      } catch (error) {
        res.writeHead(502).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    calls: () => [...calls],
    reset: () => {
      calls = [];
    },
    holdUntil: (operation, count) => {
      hold = { operation, count, waiting: [] };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A new learner, signed up and confirmed through the gateway, enrolled in batch `bpid` (1012 takes learners without application): the ID token and the eid. */
export async function signedUpLearner(gateway: GatewayApp, label: string, bpid = 1012): Promise<{ token: string; eid: string }> {
  const email = freshEmail(label);
  const password = 'Learn#ing2026';
  await gql(gateway, 'mutation($i: AccountSignUpInput!) { accountSignUp(input: $i) { registered } }', { i: { name: 'Course Tester', email, password, confirmPassword: password } });
  const code = (await latestMail(email)).code!;
  await gql(gateway, 'mutation($i: AccountConfirmSignUpInput!) { accountConfirmSignUp(input: $i) { confirmed } }', { i: { username: email, code } });
  const jar = new CookieJar();
  await gql(gateway, SIGN_IN, { input: { username: email, password } }, { jar });
  await cloudCall('/syncUserProgramProgress', { eid: email.toLowerCase(), bpid });
  return { token: jar.cookies.get(COOKIE.id)!, eid: email.toLowerCase() };
}

type WireQuiz = { qtype: number | string; qitems: { iid: string; iopts?: { correct: boolean }[] }[] };

/**
 * Takes a unit quiz through its flow with right answers (a written answer where
 * there are no options), so Mark Complete may complete it (docs/decisions/136).
 * Returns each step's user errors.
 */
export async function finishUnitQuiz(gateway: GatewayApp, token: string, courseId: string, objectId: string): Promise<unknown[][]> {
  const quiz = await cloudCall<WireQuiz>('/getQuiz', { quizid: objectId });
  const answers = quiz.qitems.map((i) => (i.iopts?.length ? { itemId: i.iid, options: i.iopts.flatMap((x, n) => (x.correct ? [n] : [])) } : { itemId: i.iid, text: 'My answer' }));
  const type = Number(quiz.qtype);
  const [mutation, inputs] =
    type === 0
      ? ['mutation($input: UnitQuizItemCheckInput!) { unitQuizItemCheck(input: $input) { userErrors { message } } }', answers.map((answer) => ({ courseId, objectId, answer }))]
      : type === 3
        ? ['mutation($input: UnitAssignmentSubmitInput!) { unitAssignmentSubmit(input: $input) { userErrors { message } } }', [{ courseId, objectId, answers }]]
        : ['mutation($input: UnitQuizSubmitInput!) { unitQuizSubmit(input: $input) { userErrors { message } } }', [{ courseId, objectId, answers }]];
  const errors: unknown[][] = [];
  for (const input of inputs) {
    const result = await gql<Record<string, { userErrors: unknown[] }>>(gateway, mutation, { input }, { bearer: token });
    errors.push(Object.values(result.body.data!)[0].userErrors);
  }
  return errors;
}
