/**
 * Benchmark, not a test: what learners see while one upstream path is flaky
 * or slow (issue 6, items 2 and 3). Starts the embedded cloud API (fault
 * admin on) and one gateway (createApp) in this process, on 127.0.0.1 only,
 * and prints:
 *
 *   A. 30% of /getAllProgramList calls answer 503, 10 clients: the share of
 *      programCatalog reads that fail, and of signed-in dashboard reads
 *      (viewer.programs, another path) that fail.
 *   B. 30% of /updateUserApplication calls answer 503, 10 applicants saving
 *      their General Information over and over: saves answered, saves
 *      failed, and lost writes (a save that answered success whose value is
 *      not what is stored afterwards, nor overwritten by a later attempt).
 *   C. 30% of /getUserTotalProgress calls take 4 s: latency of dashboard
 *      reads (p50, p99, max) and how they ended.
 *
 * Bounded: each phase runs FAULT_BENCH_SECONDS (default 6) and stops its
 * clients; the whole run takes about 30 s on a reopened data directory.
 *
 *   npm run bench:faults
 */
import { createServer, type Server } from 'node:http';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { CognitoIdentityProviderClient, SignUpCommand, AdminConfirmSignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { startCloudApi } from '../../packages/cloud-api/src/index.js';
import { createApp } from '../../packages/gateway/src/app.js';
import { loadConfig } from '../../packages/gateway/src/config.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const seconds = Number(process.env.FAULT_BENCH_SECONDS ?? 6);
const clients = 10;
const gatewayPort = Number(process.env.FAULT_BENCH_GATEWAY_PORT ?? 4300);
const cloudPort = Number(process.env.FAULT_BENCH_CLOUD_PORT ?? 4301);
const gatewayUrl = `http://127.0.0.1:${gatewayPort}/graphql`;
const PASSWORD = 'Bench#Fault2026';
const PROGRAM_ID = '303';

const CATALOG = '{ programCatalog { levels { label programs { id } } } }';
const DASHBOARD = '{ viewer { name programs { id title } } }';
const SIGN_IN = 'mutation ($input: SessionSignInInput!) { sessionSignIn(input: $input) { viewer { id } userErrors { message } } }';
const SAVE_GENERAL =
  'mutation ($input: ApplicationSaveGeneralInfoInput!) { applicationSaveGeneralInfo(input: $input) { application { generalInfo { fatherName } } userErrors { field code message } } }';
const READ_BACK = 'query ($programId: ID!) { viewer { application(programId: $programId) { generalInfo { fatherName } } } }';

const GENERAL_INFO = {
  firstName: 'Imani',
  middleName: '',
  lastName: 'Okoro',
  countryCode: '234',
  phone: '8012345678',
  gender: 'FEMALE',
  dateOfBirth: '1998-07-21',
  fatherName: 'Chidi Okoro',
  motherName: 'Ngozi Okoro',
  internationalStudent: true,
  passportNumber: '',
  nationalId: 'NG-55120987',
  permanentAddress1: '12 Marina Road',
  permanentAddress2: '',
  permanentAddress3: '',
  permanentState: 'Lagos',
  permanentCity: 'Lagos',
  permanentPin: '101001',
  permanentCountry: 'Nigeria',
  presentSameAsPermanent: true,
  presentAddress1: '12 Marina Road',
  presentAddress2: '',
  presentAddress3: '',
  presentState: 'Lagos',
  presentCity: 'Lagos',
  presentPin: '101001',
  countryOfResidence: 'Ghana',
};

type GqlAnswer = { status: number; ms: number; body: { data?: Record<string, unknown> | null; errors?: { path?: unknown[]; extensions?: { code?: string } }[] } | null };

async function gql(query: string, variables: Record<string, unknown> = {}, cookie?: string): Promise<GqlAnswer & { setCookie: string[] }> {
  const started = performance.now();
  const response = await fetch(gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  let body: GqlAnswer['body'] = null;
  try {
    body = JSON.parse(text) as GqlAnswer['body'];
  } catch {
    // not JSON: counted as a failure by the caller
  }
  return { status: response.status, ms: performance.now() - started, body, setCookie: response.headers.getSetCookie() };
}

/** Signs in through the gateway and answers the Cookie header a browser would send back. */
async function signIn(email: string, password: string): Promise<string> {
  const answer = await gql(SIGN_IN, { input: { username: email, password } });
  const cookies = answer.setCookie.map((line) => line.split(';')[0]).filter((pair) => !pair.endsWith('='));
  if (!cookies.length) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(answer.body)}`);
  return cookies.join('; ');
}

async function setFaults(cloudUrl: string, rules: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${cloudUrl}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rules) });
  if (!response.ok) throw new Error(`fault admin refused: ${response.status}`);
}

/** Runs `task` in a loop on `clients` concurrent clients until the phase's time is up. */
async function forSeconds(task: (client: number) => Promise<void>): Promise<void> {
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < until) await task(client);
    }),
  );
}

const fieldFailed = (answer: GqlAnswer, field: string) =>
  answer.status !== 200 || !answer.body || (answer.body.errors ?? []).some((error) => Array.isArray(error.path) && error.path.includes(field)) || !answer.body.data;

const share = (failed: number, total: number) => `${failed}/${total} = ${total ? ((100 * failed) / total).toFixed(1) : '0.0'}%`;

function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function createApplicants(cloudUrl: string, count: number): Promise<{ email: string; cookie: string }[]> {
  const client = new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: cloudUrl, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const run = `${Date.now()}`;
  try {
    const applicants = [];
    for (let i = 0; i < count; i++) {
      const email = `fault-bench-${run}-${i}@example.org`;
      await client.send(
        new SignUpCommand({
          ClientId: 'portal-web',
          Username: email,
          Password: PASSWORD,
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'name', Value: 'Imani Okoro' },
          ],
        }),
      );
      await client.send(new AdminConfirmSignUpCommand({ UserPoolId: 'local_portal', Username: email }));
      applicants.push({ email, cookie: await signIn(email, PASSWORD) });
    }
    return applicants;
  } finally {
    client.destroy();
  }
}

async function main() {
  const cloud = await startCloudApi({
    port: cloudPort,
    host: '127.0.0.1',
    dataDir: join(root, '.data', 'bench-faults'),
    faultAdmin: true,
    logLevel: 'silent',
    env: {},
  });
  const logCounts = new Map<string, number>();
  const logDestination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) {
        const msg = /"msg":"(circuit [a-z-]+)/.exec(line)?.[1];
        const operation = /"operation":"([^"]+)"/.exec(line)?.[1];
        if (msg) logCounts.set(`${msg}${operation ? ` ${operation}` : ''}`, (logCounts.get(msg) ?? 0) + 1);
        if (process.env.FAULT_BENCH_DEBUG && line.includes('updateUserApplication')) console.error(line.slice(0, 300));
      }
      done();
    },
  });
  const config = loadConfig({
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    CLOUD_API_URL: cloud.url,
    COOKIE_SECURE: 'false',
    LOG_LEVEL: process.env.FAULT_BENCH_LOG_LEVEL ?? 'warn',
    // Short limits keep phase C bounded; the same on every run, before and after.
    CLOUD_TIMEOUT_MS: '2000',
    REQUEST_DEADLINE_MS: '3000',
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000',
    RATE_LIMIT_SIGN_UP_PER_MINUTE: '100000',
  });
  const gateway = await createApp(config, { logDestination });
  const server: Server = createServer(gateway.app);
  await new Promise<void>((resolve) => server.listen(gatewayPort, '127.0.0.1', resolve));

  try {
    const learner = await signIn('learner@demo.university', 'Learner@2026');
    const applicants = await createApplicants(cloud.url, clients);
    // Warm-up without faults: JIT, pools, signing keys. Each applicant saves
    // once, one after the other, so the applications exist before phase B
    // (new application ids are taken from the clock's second; ten created in
    // the same second would measure docs/decisions/034, not the faults).
    for (let i = 0; i < 5; i++) await Promise.all([gql(CATALOG), gql(DASHBOARD, {}, learner)]);
    for (const applicant of applicants) {
      // A new id is the clock's second: applicants created in one second take turns (docs/decisions/034).
      for (let tries = 1; ; tries++) {
        const first = await gql(SAVE_GENERAL, { input: { programId: PROGRAM_ID, generalInfo: GENERAL_INFO } }, applicant.cookie);
        if (!first.body?.errors?.length) break;
        if (tries === 10) throw new Error(`first save failed: ${JSON.stringify(first.body.errors)}`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }

    console.log(`\nFault benchmark: ${clients} concurrent clients, ${seconds} s per phase, node ${process.version}`);

    // ---- A: a flaky catalogue path ----
    await setFaults(cloud.url, { '/getAllProgramList': { mode: 'error', status: 503, rate: 0.3 } });
    const a = { catalog: 0, catalogFailed: 0, dashboard: 0, dashboardFailed: 0 };
    const catalogFailures = new Map<string, number>();
    await forSeconds(async () => {
      const [catalog, dashboard] = await Promise.all([gql(CATALOG), gql(DASHBOARD, {}, learner)]);
      a.catalog += 1;
      if (fieldFailed(catalog, 'programCatalog')) {
        a.catalogFailed += 1;
        const why = catalog.body?.errors?.[0]?.extensions?.code ?? `HTTP ${catalog.status}`;
        catalogFailures.set(why, (catalogFailures.get(why) ?? 0) + 1);
      }
      a.dashboard += 1;
      if (fieldFailed(dashboard, 'viewer')) a.dashboardFailed += 1;
    });
    console.log('\nA. 30% of /getAllProgramList answer 503');
    console.log(`   programCatalog reads failed:             ${share(a.catalogFailed, a.catalog)}   (target <= 5%)`);
    if (catalogFailures.size) console.log(`   why catalogue reads failed: ${[...catalogFailures].map(([why, n]) => `${why} ${n}`).join(', ')}`);
    console.log(`   dashboard reads (other paths) failed:    ${share(a.dashboardFailed, a.dashboard)}   (target ~0)`);
    console.log(`   circuit log lines so far: ${[...logCounts].map(([msg, n]) => `${msg} ${n}`).join(', ') || 'none'}`);

    // ---- B: a flaky save path ----
    await setFaults(cloud.url, { '/updateUserApplication': { mode: 'error', status: 503, rate: 0.3 } });
    const saves = applicants.map(() => ({ attempted: 0, lastAttempted: -1, lastAcknowledged: -1, failed: 0 }));
    const failures = new Map<string, number>();
    await forSeconds(async (client) => {
      const state = saves[client];
      const seq = state.attempted++;
      state.lastAttempted = seq;
      const answer = await gql(SAVE_GENERAL, { input: { programId: PROGRAM_ID, generalInfo: { ...GENERAL_INFO, fatherName: `Bench Father ${seq}` } } }, applicants[client].cookie);
      const payload = answer.body?.data?.applicationSaveGeneralInfo as { application: unknown; userErrors: unknown[] } | null | undefined;
      if (answer.status === 200 && !answer.body?.errors?.length && payload?.application && payload.userErrors.length === 0) state.lastAcknowledged = seq;
      else {
        state.failed += 1;
        const why = answer.body?.errors?.[0]?.extensions?.code ?? (payload?.userErrors?.length ? `userError ${JSON.stringify(payload.userErrors[0])}` : `HTTP ${answer.status}`);
        failures.set(why, (failures.get(why) ?? 0) + 1);
      }
    });
    await setFaults(cloud.url, {});
    let lost = 0;
    let landedAfterFailure = 0;
    let unreadable = 0;
    for (const [client, state] of saves.entries()) {
      // Read back once the faults are gone; an open circuit may still need its half-open pause.
      let stored: number | null = null;
      for (let tries = 0; stored === null && tries < 40; tries++) {
        const answer = await gql(READ_BACK, { programId: PROGRAM_ID }, applicants[client].cookie);
        const viewer = answer.body?.data?.viewer as { application: { generalInfo: { fatherName: string } | null } | null } | undefined;
        if (answer.status === 200 && !answer.body?.errors?.length && viewer) stored = Number(/Bench Father (\d+)/.exec(viewer.application?.generalInfo?.fatherName ?? '')?.[1] ?? -1);
        else await new Promise((resolve) => setTimeout(resolve, 250));
      }
      if (stored === null) unreadable += 1;
      // A later attempt that answered failure may still have landed; only an
      // older value than the last acknowledged one is a lost write.
      else if (stored < state.lastAcknowledged) lost += 1;
      else if (stored > state.lastAcknowledged) landedAfterFailure += 1;
    }
    const attempted = saves.reduce((sum, s) => sum + s.attempted, 0);
    const failed = saves.reduce((sum, s) => sum + s.failed, 0);
    console.log('\nB. 30% of /updateUserApplication answer 503 (the wizard save path)');
    console.log(`   saves failed (shown to the applicant):   ${share(failed, attempted)}`);
    console.log(`   why saves failed: ${[...failures].map(([why, n]) => `${why} ${n}`).join(', ')}`);
    console.log(`   lost writes:                             ${lost} of ${saves.length} applicants' last acknowledged saves   (target 0)`);
    console.log(`   a save that answered failure but landed: ${landedAfterFailure}`);
    if (unreadable) console.log(`   applications that could not be read back: ${unreadable}`);

    // ---- C: a slow progress path ----
    await setFaults(cloud.url, { '/getUserTotalProgress': { mode: 'slow', delayMs: 4000, rate: 0.3 } });
    const latencies: number[] = [];
    const outcomes = new Map<string, number>();
    await forSeconds(async () => {
      const answer = await gql(DASHBOARD, {}, learner);
      latencies.push(answer.ms);
      const code = answer.status !== 200 ? `HTTP ${answer.status}` : (answer.body?.errors?.[0]?.extensions?.code ?? 'ok');
      outcomes.set(code, (outcomes.get(code) ?? 0) + 1);
    });
    await setFaults(cloud.url, {});
    console.log('\nC. 30% of /getUserTotalProgress take 4 s (CLOUD_TIMEOUT_MS=2000, REQUEST_DEADLINE_MS=3000)');
    console.log(
      `   dashboard latency: p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms over ${latencies.length} reads`,
    );
    console.log(`   outcomes: ${[...outcomes].map(([code, n]) => `${code} ${n}`).join(', ')}`);
    console.log(`\ncircuit log lines: ${[...logCounts].map(([msg, n]) => `${msg} ${n}`).join(', ') || 'none'}`);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await gateway.close();
    await cloud.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
