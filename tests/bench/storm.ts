/**
 * Benchmark, not a test: the exam-start storm (issue 32, section 2; docs/decisions/315).
 *
 * The scale-out stack, as docker/compose.yaml runs it: the cloud API on PostgreSQL
 * (DATABASE_URL), two gateway replicas (compiled, the image's command line) sharing Redis
 * (REDIS_URL). STORM_LEARNERS (1000) learners, made by the cloud API's test admin and
 * signed in at the identity endpoint as integrators do (a bearer token each), start the
 * same timed assessment within STORM_START_SECONDS (60) and autosave an answer every
 * STORM_SAVE_SECONDS (30) for STORM_MINUTES (10), each save waiting for the previous one,
 * as the web's answer queue does; STORM_BROWSERS (200) others ask the dashboard's and the
 * course screen's GraphQL queries (the web's own documents) every STORM_BROWSE_SECONDS (20)
 * or so. Learners are spread over the two replicas as a load balancer would. At
 * STORM_STOP_AT (0.5) of the run, replica A is killed (STORM_STOP_SIGNAL, SIGKILL: a crash,
 * the harder case): from then on the balancer sends everything to B, and a request that
 * was in flight on A fails and is sent again to B, as the web's answer queue would.
 *
 * At the end every acknowledged save is read back through the gateway (the stored
 * sequence of its question at least the acknowledged one, the value the acknowledged one
 * when equal). Then, unless STORM_PROBE=0, one replica's capacity: saves at rising rates
 * (STORM_PROBE_RATES, saves per second, STORM_PROBE_SECONDS each) against replica B alone;
 * the highest rate whose p99 stays within 1 s is what one replica carries here.
 *
 * It prints one table (starts and saves per second, p50 / p99 / max, failures by kind,
 * saves late, lost answers, one replica's capacity, CPU seconds per save by process: the
 * gateways, the cloud API, PostgreSQL's backends), the load average beside each figure,
 * and replica B's CPU profile (node --cpu-prof) summed up by where its time went, over
 * the half it carried alone.
 *
 *   npm run bench:storm
 *   STORM_LEARNERS=100 STORM_BROWSERS=20 STORM_MINUTES=2 npm run bench:storm   (a small run)
 *
 * Services: PostgreSQL at STORM_DATABASE_URL (postgres://postgres@127.0.0.1:5432/storm; the
 * database is made when missing, and made afresh with STORM_FRESH=1; learners and
 * enrolments are kept between runs, each run copies a new assessment) and Redis at
 * STORM_REDIS_URL (redis://127.0.0.1:6379). Ports: STORM_PORT (5400) and STORM_PORT+1 the
 * replicas, +10 the cloud API. STORM_PROFILE=0 runs replica B without the profiler;
 * STORM_PROFILE_CLOUD=1 profiles the cloud API too (in one process). STORM_CLOUD_PROCESSES (2) runs the cloud
 * API stand-in as that many processes on its one port (support/cloud-cluster.ts), the
 * upstream scaled beside the replicas.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { print } from 'graphql';
import pg from 'pg';
import { CoursePageDocument, DashboardDocument } from '../../packages/web/src/gql/graphql.js';
import { gatewayImageArgs, imageAllocatorEnv } from '../../scripts/gateway-command.mjs';
import { answerFor, valueOf } from './support/answers.js';
import { summarizeProfile, type CpuProfile } from './support/cpu-profile.js';
import { root, waitFor } from './support/portal.js';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const learners = env('STORM_LEARNERS', 1000);
const browsers = env('STORM_BROWSERS', 200);
const minutes = env('STORM_MINUTES', 10);
const startSeconds = env('STORM_START_SECONDS', 60);
const saveSeconds = env('STORM_SAVE_SECONDS', 30);
const browseSeconds = env('STORM_BROWSE_SECONDS', 20);
const stopAt = env('STORM_STOP_AT', 0.5);
const stopSignal = (process.env.STORM_STOP_SIGNAL ?? 'SIGKILL') as NodeJS.Signals;
const probe = process.env.STORM_PROBE !== '0';
const probeRates = (process.env.STORM_PROBE_RATES ?? '20,40,80,120,160,240').split(',').map(Number);
const probeSeconds = env('STORM_PROBE_SECONDS', 20);
const profileB = process.env.STORM_PROFILE !== '0';
const profileCloud = process.env.STORM_PROFILE_CLOUD === '1';
/** Processes of the cloud API stand-in on its one port (support/cloud-cluster.ts); its profile only with one. */
const cloudProcesses = env('STORM_CLOUD_PROCESSES', 2);
/** Tokens kept between runs (ID tokens live an hour), so small runs skip the identity stand-in's hashes; STORM_TOKENS=0 signs everyone in afresh. */
const tokenFile = join(root, '.data', 'storm-tokens.json');
const reuseTokens = process.env.STORM_TOKENS !== '0';
const base = env('STORM_PORT', 5400);
const databaseUrl = process.env.STORM_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/storm';
const redisUrl = process.env.STORM_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ports = { a: base, b: base + 1, cloud: base + 10 };
const cloudUrl = `http://127.0.0.1:${ports.cloud}`;
const replicaUrl = { A: `http://127.0.0.1:${ports.a}/graphql`, B: `http://127.0.0.1:${ports.b}/graphql` };
const PASSWORD = 'Bench#Storm2026';
const COURSE = '101201';
const BATCH = 1012;
/** A request that has no answer by then has failed (the web gives up on a save far sooner). */
const REQUEST_TIMEOUT_MS = 30_000;

const SAVE = `mutation Save($input: AssessmentAnswerSaveInput!) { assessmentAnswerSave(input: $input) { savedSequence status userErrors { code message } } }`;
const START = `mutation Start($input: AssessmentRefInput!) { assessmentStart(input: $input) { assessment { attemptStatus } userErrors { code message } } }`;
const READ = `query Read($course: ID!, $id: ID!) { viewer { course(id: $course) { assessment(kind: ASSESSMENT, id: $id) { attempt { answers { questionId optionIds matches text sequence } } } } } }`;
const DASHBOARD = print(DashboardDocument);
const COURSE_PAGE = print(CoursePageDocument);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : NaN);
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const ms = (v: number) => (Number.isNaN(v) ? '-' : v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`);

// ---------------------------------------------------------------- processes

const children = new Map<string, ChildProcess>();
function start(name: string, args: string[], childEnv: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn', ...childEnv }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.set(name, child);
  return child;
}
function stopChild(name: string, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const c = children.get(name);
  children.delete(name);
  if (!c || c.exitCode !== null || c.signalCode !== null) return Promise.resolve();
  return new Promise((r) => (c.on('exit', () => r()), c.kill(signal)));
}
function startGateway(name: 'A' | 'B', port: number, profileDir?: string) {
  const flags = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval=1000'] : [];
  // As the image runs it: its V8 flags (a 256 MB old space, decision 084) and allocator settings.
  return start(name, [...flags, ...gatewayImageArgs(root)], {
    ...imageAllocatorEnv(root, 'gateway'),
    NODE_ENV: 'production',
    PORT: String(port),
    CONTENT_PORT: '0',
    CONTENT_URL: 'http://127.0.0.1:9',
    CLOUD_API_URL: cloudUrl,
    REDIS_URL: redisUrl,
    COOKIE_SECURE: 'false',
    PUBLIC_URL: `http://localhost:${port}`,
    PREREG_SECRET: 'bench-only-pre-registration-secret-0123456789',
  });
}

/** A process and its children (the cloud API's cluster workers). */
function withChildren(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return [pid, ...children.flatMap(withChildren)];
  } catch {
    return [pid];
  }
}
/** utime + stime of a process and its children, in seconds (clock ticks of 1/100 s). */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  let total = 0;
  for (const p of withChildren(pid)) {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}
const rssMb = (pid: number | undefined) => {
  if (!pid) return 0;
  let total = 0;
  for (const p of withChildren(pid)) {
    try {
      total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    } catch {
      // gone meanwhile
    }
  }
  return total;
};

/** CPU seconds so far of the gateways, the cloud API and PostgreSQL's backends of the bench's database (those alive now; ended backends are counted when last seen). */
class CpuMeter {
  private readonly seen = new Map<string, number>();
  constructor(private readonly pool: pg.Pool) {}
  async sample(): Promise<Record<'A' | 'B' | 'cloud' | 'postgres', number>> {
    for (const name of ['A', 'B', 'cloud']) {
      const pid = children.get(name)?.pid;
      if (pid) this.seen.set(`${name}`, Math.max(this.seen.get(name) ?? 0, cpuSeconds(pid)));
    }
    const db = new URL(databaseUrl).pathname.slice(1);
    const { rows } = await this.pool.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [db]);
    for (const { pid } of rows) this.seen.set(`pg:${pid}`, Math.max(this.seen.get(`pg:${pid}`) ?? 0, cpuSeconds(pid)));
    let postgres = 0;
    for (const [key, v] of this.seen) if (key.startsWith('pg:')) postgres += v;
    return { A: this.seen.get('A') ?? 0, B: this.seen.get('B') ?? 0, cloud: this.seen.get('cloud') ?? 0, postgres };
  }
}

// ---------------------------------------------------------------- clients

type Kind = 'start' | 'save' | 'browse' | 'probe';
type Outcome = { kind: Kind; at: number; ms: number; ok: boolean };
const outcomes: Outcome[] = [];
const failures = new Map<string, number>();
const fail = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);
let aDown = false;

class RequestFailed extends Error {
  constructor(
    readonly kind: string,
    message: string,
  ) {
    super(message);
  }
}

/** One GraphQL request to a replica; throws RequestFailed naming what went wrong. */
async function post<T>(url: string, token: string, query: string, variables: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const name = (error as Error).name;
    throw new RequestFailed(name === 'TimeoutError' ? 'no answer in 30 s' : 'connection failed', String((error as Error).cause ?? error));
  }
  let json: { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  try {
    json = (await res.json()) as typeof json;
  } catch (error) {
    throw new RequestFailed(res.ok ? 'answer cut off' : `HTTP ${res.status}`, String(error));
  }
  if (!res.ok) throw new RequestFailed(`HTTP ${res.status}`, JSON.stringify(json).slice(0, 200));
  if (json.errors?.length) throw new RequestFailed(`GraphQL error ${json.errors[0].extensions?.code ?? ''}`.trim(), json.errors[0].message);
  if (!json.data) throw new RequestFailed('no data', JSON.stringify(json).slice(0, 200));
  return json.data;
}

/**
 * A request as the balancer and the web's queue see it: to the learner's replica while it
 * is up, else to B; a request that fails on A because A went away is sent again to B
 * (counted under its own kind). The time is the learner's: from the first send to the answer.
 */
async function send<T>(home: 'A' | 'B', token: string, query: string, variables: unknown): Promise<T> {
  const replica = home === 'A' && !aDown ? 'A' : 'B';
  try {
    return await post<T>(replicaUrl[replica], token, query, variables);
  } catch (error) {
    if (replica === 'A' && aDown && error instanceof RequestFailed && error.kind !== 'no answer in 30 s') {
      fail(`in flight on the stopped replica (${error.kind}), sent again to B`);
      return post<T>(replicaUrl.B, token, query, variables);
    }
    throw error;
  }
}

async function timed<T>(kind: Kind, run: () => Promise<T>): Promise<T | undefined> {
  const t0 = performance.now();
  try {
    const value = await run();
    outcomes.push({ kind, at: t0, ms: performance.now() - t0, ok: true });
    return value;
  } catch (error) {
    outcomes.push({ kind, at: t0, ms: performance.now() - t0, ok: false });
    fail(`${kind}: ${error instanceof RequestFailed ? error.kind : String(error).slice(0, 80)}`);
    return undefined;
  }
}

type SaveAnswer = { assessmentAnswerSave: { savedSequence: number; status: string; userErrors: { code: string; message: string }[] } };

// ---------------------------------------------------------------- setup

async function admin<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${cloudUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function makeLearners(prefix: string, count: number): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 0; i < count; i += 1000) {
    const made = await admin<{ emails: string[] }>('/__assessments/learners', { prefix: `${prefix}${i ? `-${i / 1000}` : ''}`, count: Math.min(1000, count - i), bpid: BATCH, password: PASSWORD });
    emails.push(...made.emails);
  }
  return emails;
}

async function signIn(email: string): Promise<string> {
  const res = await fetch(`${cloudUrl}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ ClientId: 'portal-web', AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD } }),
  });
  const json = (await res.json()) as { AuthenticationResult?: { IdToken: string } };
  if (!json.AuthenticationResult) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(json).slice(0, 200)}`);
  return json.AuthenticationResult.IdToken;
}

async function inBatches<T, R>(items: T[], size: number, run: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await run(items[i], i);
      }
    }),
  );
  return out;
}

async function ensureDatabase(): Promise<void> {
  const target = new URL(databaseUrl);
  const name = target.pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`STORM_DATABASE_URL names a database the bench will not make: ${name}`);
  const server = new URL(databaseUrl);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    if (process.env.STORM_FRESH === '1') await client.query(`drop database if exists ${name} with (force)`);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------- the run

async function main() {
  console.log(`storm: ${learners} learners, ${browsers} browsing, ${minutes} min, saves every ${saveSeconds} s, starts within ${startSeconds} s; load ${load()}`);
  if (spawnSync(process.execPath, ['scripts/build-server.mjs', 'packages/gateway'], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error('the gateway did not build');
  await ensureDatabase();
  const profileDir = mkdtempSync(join(tmpdir(), 'bench-storm-'));
  const cloudFlags = profileCloud ? ['--cpu-prof', `--cpu-prof-dir=${join(profileDir, 'cloud')}`, '--cpu-prof-interval=1000'] : [];
  const cloudScript = cloudProcesses > 1 ? 'tests/bench/support/cloud-cluster.ts' : 'packages/cloud-api/src/main.ts';
  start('cloud', [...(cloudProcesses > 1 ? [] : cloudFlags), '--import', 'tsx', cloudScript], {
    CLOUD_PROCESSES: String(cloudProcesses),
    CLOUD_API_PORT: String(ports.cloud),
    DATABASE_URL: databaseUrl,
    CLOUD_API_FAULT_ADMIN: 'true',
    PORTAL_URL: `http://localhost:${ports.a}`,
  });
  const monitor = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await waitFor(`${cloudUrl}/healthz`);
    startGateway('A', ports.a);
    startGateway('B', ports.b, profileB ? profileDir : undefined);
    await Promise.all([waitFor(`http://127.0.0.1:${ports.a}/readyz`), waitFor(`http://127.0.0.1:${ports.b}/readyz`)]);

    let t = Date.now();
    const emails = await makeLearners('storm', learners);
    const browserEmails = await makeLearners('storm-browse', browsers);
    const { assessid } = await admin<{ assessid: number }>('/__assessments/copy', {
      from: 9101,
      title: 'Storm bench',
      startsInSeconds: -60,
      endsInSeconds: minutes * 60 + 3600,
      answersInSeconds: null,
    });
    const ref = { courseId: COURSE, kind: 'ASSESSMENT', assessmentId: String(assessid) };
    console.log(`${emails.length + browserEmails.length} learners made (or found) in ${((Date.now() - t) / 1000).toFixed(1)} s; load ${load()}`);
    t = Date.now();
    // Sign-ins before the storm, four at a time (the identity stand-in hashes on a pool of four threads);
    // a token kept from an earlier run is used while it outlives this run by five minutes.
    const kept: Record<string, { token: string; exp: number }> = reuseTokens && existsSync(tokenFile) ? JSON.parse(readFileSync(tokenFile, 'utf8')) : {};
    const needed = Date.now() / 1000 + minutes * 60 + 600;
    let signedIn = 0;
    const tokenOf = async (email: string) => {
      if (kept[email] && kept[email].exp > needed) return kept[email].token;
      const token = await signIn(email);
      signedIn += 1;
      kept[email] = { token, exp: JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).exp };
      return token;
    };
    const tokens = await inBatches(emails, 4, tokenOf);
    const browserTokens = await inBatches(browserEmails, 4, tokenOf);
    const signInS = (Date.now() - t) / 1000;
    mkdirSync(dirname(tokenFile), { recursive: true });
    writeFileSync(tokenFile, JSON.stringify(kept));
    const signInFigure = signedIn
      ? `${signedIn} in ${signInS.toFixed(0)} s (${(signedIn / signInS).toFixed(1)}/s)${signedIn < tokens.length + browserTokens.length ? `; ${tokens.length + browserTokens.length - signedIn} tokens kept from an earlier run` : ''}`
      : 'none: every token kept from an earlier run';
    console.log(`sign-ins at the identity endpoint: ${signInFigure}; load ${load()}`);

    const meter = new CpuMeter(monitor);
    const acked = tokens.map(() => new Map<string, { sequence: number; value: string }>());
    const sequences = tokens.map(() => 0);
    let late = 0;
    let startRetries = 0;
    let dueNotSent = 0;
    const loads: string[] = [];
    const rss = { A: 0, B: 0, cloud: 0 };
    const runMs = minutes * 60_000;
    const begin = performance.now();
    const end = begin + runMs;
    const stopTime = begin + runMs * stopAt;
    let stoppedAt = NaN;
    const cpu0 = await meter.sample();
    let cpuAtStop = cpu0;
    let profileFrom = 0;

    const watcher = (async () => {
      while (performance.now() < end) {
        await sleep(Math.min(10_000, Math.max(0, end - performance.now())));
        for (const name of ['A', 'B', 'cloud'] as const) rss[name] = Math.max(rss[name], rssMb(children.get(name)?.pid));
        loads.push(load());
        await meter.sample();
      }
    })();
    const stopper = (async () => {
      await sleep(stopTime - performance.now());
      cpuAtStop = await meter.sample();
      profileFrom = Number(process.hrtime.bigint() / 1000n);
      aDown = true;
      stoppedAt = performance.now();
      await stopChild('A', stopSignal);
      console.log(`replica A stopped (${stopSignal}) at ${((stoppedAt - begin) / 1000).toFixed(0)} s; load ${load()}`);
    })();

    const learnerLoop = async (token: string, l: number) => {
      const home = l % 2 ? 'B' : 'A';
      // Arrivals spread over the start window, as a batch opening the exam at 10:00.
      const arrival = begin + (l / tokens.length) * startSeconds * 1000 + Math.random() * 1000;
      await sleep(arrival - performance.now());
      // A start that failed is pressed again a few seconds later, as a learner would (each try counted).
      for (let tries = 1; ; tries++) {
        const started = await timed('start', () => send<{ assessmentStart: { userErrors: { code: string }[] } }>(home, token, START, { input: ref }));
        if (started?.assessmentStart.userErrors.length) fail(`start refused: ${started.assessmentStart.userErrors[0].code}`);
        if ((started && !started.assessmentStart.userErrors.length) || tries === 5 || performance.now() >= end) break;
        startRetries += 1;
        await sleep(2000 + Math.random() * 3000);
      }
      // The first answer some seconds in, then one every interval.
      const first = performance.now() + 5000 + Math.random() * (saveSeconds * 1000 - 5000);
      for (let n = 0; ; n++) {
        const due = first + n * saveSeconds * 1000;
        if (due >= end) break;
        if (performance.now() >= end) {
          dueNotSent += 1;
          continue;
        }
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        const answer = answerFor(l, n);
        const sequence = ++sequences[l];
        const saved = await timed('save', () => send<SaveAnswer>(home, token, SAVE, { input: { ...ref, answer: { ...answer, sequence } } }));
        if (performance.now() - due > saveSeconds * 1000) late += 1;
        if (!saved) continue;
        const { userErrors } = saved.assessmentAnswerSave;
        if (userErrors.length) fail(`save refused: ${userErrors[0].code}`);
        else acked[l].set(answer.questionId, { sequence, value: valueOf(answer) });
      }
    };
    const browserLoop = async (token: string, b: number) => {
      const home = b % 2 ? 'B' : 'A';
      await sleep(Math.random() * browseSeconds * 1000);
      for (let n = 0; performance.now() < end; n++) {
        if (n % 2 === 0) await timed('browse', () => send(home, token, DASHBOARD, {}));
        else await timed('browse', () => send(home, token, COURSE_PAGE, { id: COURSE }));
        await sleep(browseSeconds * 1000 * (0.5 + Math.random()));
      }
    };
    console.log(`storm begins; load ${load()}`);
    await Promise.all([...tokens.map(learnerLoop), ...browserTokens.map(browserLoop), stopper, watcher]);
    const elapsedS = runMs / 1000;
    const cpuEnd = await meter.sample();
    const profileTo = Number(process.hrtime.bigint() / 1000n);
    const loadAfterRun = load();

    // One replica's capacity: saves at rising rates against B alone.
    const probeRows: { rate: number; sent: number; p50: number; p99: number; failed: number; skipped: number; load: string }[] = [];
    if (probe) {
      for (const rate of probeRates) {
        const from = outcomes.length;
        const busy = new Set<number>();
        let skipped = 0;
        const stepStart = performance.now();
        const stepEnd = stepStart + probeSeconds * 1000;
        const inFlight: Promise<unknown>[] = [];
        for (let k = 0; performance.now() < stepEnd; k++) {
          const l = k % tokens.length;
          if (busy.has(l)) skipped += 1;
          else {
            busy.add(l);
            const n = sequences[l]++;
            const answer = answerFor(l, n);
            inFlight.push(
              timed('probe', () => post<SaveAnswer>(replicaUrl.B, tokens[l], SAVE, { input: { ...ref, answer: { ...answer, sequence: n + 1 } } })).then((saved) => {
                busy.delete(l);
                if (saved && !saved.assessmentAnswerSave.userErrors.length) acked[l].set(answer.questionId, { sequence: n + 1, value: valueOf(answer) });
              }),
            );
          }
          await sleep(stepStart + ((k + 1) * 1000) / rate - performance.now());
        }
        await Promise.all(inFlight);
        const step = outcomes.slice(from).filter((o) => o.kind === 'probe');
        const sorted = step.map((o) => o.ms).sort((a, b) => a - b);
        probeRows.push({ rate, sent: step.length, p50: pct(sorted, 50), p99: pct(sorted, 99), failed: step.filter((o) => !o.ok).length, skipped, load: load() });
        if (pct(sorted, 99) > 3000) break;
      }
    }
    // Every acknowledged save (the probe's too) read back through the replica still up.
    let lost = 0;
    let checked = 0;
    type ReadBack = { viewer: { course: { assessment: { attempt: { answers: { questionId: string; optionIds: string[]; matches: string[]; text: string | null; sequence: number }[] } | null } } } };
    const readBack = (token: string) => post<ReadBack>(replicaUrl.B, token, READ, { course: COURSE, id: String(assessid) });
    let unread = 0;
    await inBatches(tokens, 20, async (token, l) => {
      const read = async (tries: number): Promise<ReadBack> => {
        try {
          return await readBack(token);
        } catch (error) {
          if (tries >= 5) throw error;
          await sleep(1000);
          return read(tries + 1);
        }
      };
      const data = await read(1).catch(() => null);
      if (!data) {
        unread += 1;
        lost += acked[l].size;
        checked += acked[l].size;
        return;
      }
      const stored = new Map((data.viewer.course.assessment.attempt?.answers ?? []).map((a) => [a.questionId, a]));
      for (const [questionId, expected] of acked[l]) {
        checked += 1;
        const got = stored.get(questionId);
        // A newer save of the question may be stored though its answer never came back: the learner's newer answer, not a loss.
        if (!got || got.sequence < expected.sequence || (got.sequence === expected.sequence && valueOf(got) !== expected.value)) lost += 1;
      }
    });

    const carried = probeRows.filter((r) => r.p99 <= 1000 && r.failed === 0).reduce((best, r) => Math.max(best, r.sent / probeSeconds), 0);

    // ---------------------------------------------------------------- the table
    const of = (kind: Kind, from = 0, to = Infinity) => outcomes.filter((o) => o.kind === kind && o.at >= from && o.at < to);
    const row = (label: string, list: Outcome[], seconds: number) => {
      const sorted = list
        .filter((o) => o.ok)
        .map((o) => o.ms)
        .sort((a, b) => a - b);
      return `| ${label} | ${sorted.length} | ${(sorted.length / seconds).toFixed(1)} | ${ms(pct(sorted, 50))} | ${ms(pct(sorted, 99))} | ${ms(sorted[sorted.length - 1] ?? NaN)} | ${list.length - sorted.length} |`;
    };
    const starts = of('start');
    const startSpan = starts.length ? (Math.max(...starts.map((o) => o.at + o.ms)) - Math.min(...starts.map((o) => o.at))) / 1000 : 1;
    const saves = of('save');
    const savesBefore = of('save', begin, stoppedAt);
    const savesAfter = of('save', stoppedAt);
    const cpuPerSave = (from: typeof cpu0, to: typeof cpu0, count: number) => {
      const d = (k: keyof typeof cpu0) => ((to[k] - from[k]) * 1000) / Math.max(1, count);
      return `gateways ${(d('A') + d('B')).toFixed(1)} ms (A ${d('A').toFixed(1)}, B ${d('B').toFixed(1)}), cloud API ${d('cloud').toFixed(1)} ms, PostgreSQL ${d('postgres').toFixed(1)} ms`;
    };
    const requestsBefore = outcomes.filter((o) => o.kind !== 'probe' && o.at < stoppedAt).length;
    const requestsAfter = outcomes.filter((o) => o.kind !== 'probe' && o.at >= stoppedAt && o.at < end).length;
    const lines = [
      '',
      `## Exam-start storm: ${learners} learners + ${browsers} browsing, ${minutes} min, two replicas (A stopped at ${((stoppedAt - begin) / 1000).toFixed(0)} s), PostgreSQL + Redis, the cloud API stand-in in ${cloudProcesses} process${cloudProcesses > 1 ? 'es' : ''}; node ${process.version}, ${readFileSync('/proc/cpuinfo', 'utf8').match(/^processor/gm)?.length ?? '?'} cores`,
      '',
      '| requests | answered | per second | p50 | p99 | max | failed |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      row(`starts (within ${startSpan.toFixed(0)} s)`, starts, startSpan),
      row('saves, whole run', saves, elapsedS),
      row('saves, both replicas up', savesBefore, (stoppedAt - begin) / 1000),
      row('saves, B alone', savesAfter, (end - stoppedAt) / 1000),
      row('dashboard and course screen', of('browse'), elapsedS),
      '',
      '| figure | value |',
      '| --- | --- |',
      `| sign-ins before the storm (identity stand-in, four at a time) | ${signInFigure} |`,
      `| failures by kind | ${failures.size ? [...failures].map(([k, n]) => `${k}: ${n}`).join('; ') : 'none'} |`,
      `| starts pressed again after a failure (up to 5 tries) | ${startRetries} |`,
      `| saves late (acknowledged more than ${saveSeconds} s after due) | ${late}${dueNotSent ? `; ${dueNotSent} due but not sent by the end` : ''} |`,
      `| lost answers (acknowledged, read back at the end) | ${lost} of ${checked} checked${unread ? ` (${unread} learners could not be read back in 5 tries: all their answers counted lost)` : ''} |`,
      `| one replica carries (saves/s at p99 ≤ 1 s, no failure) | ${probe ? `${carried.toFixed(0)} saves/s (steps: ${probeRows.map((r) => `${(r.sent / probeSeconds).toFixed(0)}/s p50 ${ms(r.p50)} p99 ${ms(r.p99)}${r.failed ? ` ${r.failed} failed` : ''}${r.skipped ? ` ${r.skipped} skipped` : ''} [load ${r.load}]`).join('; ')})` : 'not probed'} |`,
      `| CPU per request, both replicas up (${requestsBefore} requests) | ${cpuPerSave(cpu0, cpuAtStop, requestsBefore)} |`,
      `| CPU per request, B alone (${requestsAfter} requests) | ${cpuPerSave(cpuAtStop, cpuEnd, requestsAfter)} |`,
      `| CPU share of the run (of ${elapsedS.toFixed(0)} s wall) | gateway A ${(((cpuAtStop.A - cpu0.A) / ((stoppedAt - begin) / 1000)) * 100).toFixed(0)} % of a core while up, B ${(((cpuEnd.B - cpu0.B) / elapsedS) * 100).toFixed(0)} %, cloud API ${(((cpuEnd.cloud - cpu0.cloud) / elapsedS) * 100).toFixed(0)} %, PostgreSQL ${(((cpuEnd.postgres - cpu0.postgres) / elapsedS) * 100).toFixed(0)} % |`,
      `| peak RSS | gateway A ${rss.A.toFixed(0)} MB, gateway B ${rss.B.toFixed(0)} MB, cloud API ${rss.cloud.toFixed(0)} MB |`,
      `| load average (1, 5, 15 min) | every 10 s: ${[...new Set(loads.map((x) => x.split(' ')[0]))].join(', ')}; after the run ${loadAfterRun}; at the end ${load()} |`,
    ];
    console.log(lines.join('\n'));

    await stopChild('B');
    if (profileCloud && cloudProcesses === 1) {
      await stopChild('cloud');
      const file = readdirSync(join(profileDir, 'cloud')).find((f) => f.endsWith('.cpuprofile'));
      if (file) {
        const profile = JSON.parse(readFileSync(join(profileDir, 'cloud', file), 'utf8')) as CpuProfile;
        console.log(`\nWhere the cloud API's CPU went while B carried everyone alone (node --cpu-prof):`);
        console.log(summarizeProfile(profile, { from: profileFrom, to: profileTo, requests: requestsAfter, top: 25 }));
      }
    }
    if (profileB) {
      const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
      if (file) {
        const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile;
        console.log(`\nWhere replica B's CPU went while it carried everyone alone (node --cpu-prof, ${requestsAfter} requests):`);
        console.log(summarizeProfile(profile, { from: profileFrom, to: profileTo, requests: requestsAfter, top: 20 }));
      }
    }
    if (lost > 0) process.exitCode = 1;
  } finally {
    await Promise.all([...children.keys()].map((name) => stopChild(name)));
    await monitor.end();
    rmSync(profileDir, { recursive: true, force: true });
  }
}

main().catch(async (error: unknown) => {
  console.error(error);
  await Promise.all([...children.keys()].map((name) => stopChild(name)));
  process.exit(1);
});
