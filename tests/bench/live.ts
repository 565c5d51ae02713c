/**
 * Benchmark, not a test: live updates by push against polling (issue 32 §1; docs/decisions/303,
 * after 222). Against the real stack: the embedded cloud API behind a counting proxy, and two
 * gateway replicas (tsx, as `startPortal` runs them) sharing Redis (BENCH_REDIS_URL, DB 1 by
 * default; '' runs them in memory, where replica B hears nothing of A). The thread is a real
 * course discussion (Organisational Behaviour, MBA batch 3012) watched by the demo learner:
 *   (a) polling: a viewer asks `courseDiscussion` every THREAD_POLL_MS (4 s, Apollo's timing:
 *       the next ask one interval after the last answer), as the web does without the stream;
 *   (b) push: a viewer holds `courseDiscussionChanged` (or the bell's `notificationsChanged`)
 *       over /graphql/stream, on replica A or B in turn.
 * Posts are made through the gateway (`discussionPostQuestion`, on replica B) or from outside
 * (straight into the cloud API, as an instructor console or the university's systems would);
 * the bell is told from outside by an answer to the learner's question written into the cloud API.
 *
 * It prints one table with the issue's figures: post through the gateway → on screen and
 * post/notification from outside → thread/bell (median / p95), gateway requests per idle viewer
 * per minute, upstream calls per minute for one thread with 1, 10, 100 and 1,000 viewers (polling
 * rows for 1, 10, 100 beside them), and memory per open stream on one replica (2,000 streams).
 *
 *   npm run bench:live
 *
 * Env: BENCH_PORT (5140: gateway A, +1 gateway B, +10 the cloud API, +11 the counting proxy),
 * BENCH_DATA_DIR (.data/live), BENCH_REDIS_URL (redis://127.0.0.1:6379/1), BENCH_WINDOW_S (60: each
 * counting window), BENCH_POSTS (20 of each kind), BENCH_MEMORY_STREAMS (2000), BENCH_VIEWERS
 * (1,10,100,1000), BENCH_POLL_VIEWERS (1,10,100), LIVE_POLL_MS (4000, the replicas' poll of a topic),
 * BENCH_PARTS (delay,idle,memory; bells, not by default: which to run), BENCH_BELL_LEARNERS (1,10,40).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { createClient, type Client } from 'graphql-sse';
import { Agent } from 'undici';
import { Redis } from 'ioredis';
import { root } from './support/portal.js';

const base = Number(process.env.BENCH_PORT ?? 5140);
const ports = { gwA: base, gwB: base + 1, cloud: base + 10, proxy: base + 11 };
const dataDir = process.env.BENCH_DATA_DIR ?? '.data/live';
const windowS = Number(process.env.BENCH_WINDOW_S ?? 60);
const postCount = Number(process.env.BENCH_POSTS ?? 20);
const memoryStreams = Number(process.env.BENCH_MEMORY_STREAMS ?? 2000);
const pushCounts = (process.env.BENCH_VIEWERS ?? '1,10,100,1000').split(',').map(Number);
const pollCounts = (process.env.BENCH_POLL_VIEWERS ?? '1,10,100').split(',').map(Number);
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/1';
const livePollMs = Number(process.env.LIVE_POLL_MS ?? 4000);
const parts = new Set((process.env.BENCH_PARTS ?? 'delay,idle,memory').split(','));
/** THREAD_POLL_MS: the web's poll of an open thread without the stream. */
const THREAD_POLL_MS = 4000;
const COURSE = '301205';
const WIRE_COURSE = { bpid: 3012, bcid: Number(COURSE) };
const LEARNER = { email: 'learner@demo.university', password: 'Learner@2026' };
const DISCUSSION = `query Discussion($courseId: ID!) { courseDiscussion(courseId: $courseId) { id questions { id text mine answerCount } } }`;
const LIVE_DISCUSSION = `subscription Live($courseId: ID!) { courseDiscussionChanged(courseId: $courseId) { id questions { id text mine answerCount } } }`;
const LIVE_BELL = `subscription Bell { notificationsChanged { unreadCount newest { id title message } } }`;
const ASK = `mutation Ask($input: DiscussionPostQuestionInput!) { discussionPostQuestion(input: $input) { userErrors { code message } } }`;
const cloudUrl = `http://127.0.0.1:${ports.cloud}`;
const gateways = [`http://127.0.0.1:${ports.gwA}`, `http://127.0.0.1:${ports.gwB}`];
const children = new Map<string, ChildProcess>();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// One connection per stream, as many as asked (fetch's default pool would queue them).
const streams = new Agent({ connections: null, pipelining: 0, keepAliveTimeout: 120_000 });

// ---------------------------------------------------------------- processes

function start(name: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.set(name, child);
  return child;
}
async function waitFor(url: string, tries = 1800) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} never became ready`);
}
function stopChild(name: string): Promise<void> {
  const c = children.get(name);
  children.delete(name);
  if (!c || c.exitCode !== null) return Promise.resolve();
  return new Promise((r) => (c.on('exit', () => r()), c.kill('SIGTERM')));
}
function startGateway(name: string, port: number, withRedis: boolean) {
  start(name, ['--import', 'tsx', 'packages/gateway/src/main.ts'], {
    PORT: String(port),
    CONTENT_PORT: '0',
    CONTENT_URL: 'http://127.0.0.1:9',
    CLOUD_API_URL: `http://127.0.0.1:${ports.proxy}`,
    // Tokens name the cloud API itself as issuer; the gateway reaches it through the counting proxy.
    JWT_ISSUER: `${cloudUrl}/local_portal`,
    COOKIE_SECURE: 'false',
    PORTAL_URL: `http://localhost:${port}`,
    REDIS_URL: withRedis ? redisUrl : '',
    LIVE_POLL_MS: String(livePollMs),
    // The bench's many viewers share one learner and one address.
    RATE_LIMIT_DISCUSSION_POSTS_PER_LEARNER_PER_10_MINUTES: '100000',
  });
}

/** Every upstream call, counted by path, on its way to the cloud API, and how long the cloud API took to answer it (ms). */
const upstream = { calls: 0, byPath: new Map<string, number>(), times: new Map<string, number[]>() };
function countingProxy(): Server {
  const server = createServer((req, res) => {
    upstream.calls++;
    const path = req.url ?? '';
    upstream.byPath.set(path, (upstream.byPath.get(path) ?? 0) + 1);
    const at = performance.now();
    const out = httpRequest({ host: '127.0.0.1', port: ports.cloud, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      answer.on('end', () => upstream.times.set(path, [...(upstream.times.get(path) ?? []), performance.now() - at]));
    });
    out.on('error', () => res.writeHead(502).end());
    req.pipe(out);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(ports.proxy, '127.0.0.1');
  return server;
}

// ---------------------------------------------------------------- viewers

type Watch = { what: string; at: number };
/** What viewers wait for: a question's text in the thread, or a notification's title on the bell. */
const awaited: Watch[] = [];
type Viewer = { delays: Map<number, number>; requests: number; connected: number; stop: () => Promise<void> };

function noticed(viewer: Viewer, texts: Iterable<string>, now = performance.now()) {
  const seen = new Set(texts);
  awaited.forEach((w, i) => {
    if (!viewer.delays.has(i) && seen.has(w.what)) viewer.delays.set(i, now - w.at);
  });
}

/** A viewer polling the thread through the gateway every THREAD_POLL_MS (Apollo's timing). */
function poller(gateway: string, token: string): Viewer {
  let stopped = false;
  const viewer: Viewer = { delays: new Map(), requests: 0, connected: 0, stop: () => ((stopped = true), loop) };
  const loop = (async () => {
    await sleep(Math.random() * THREAD_POLL_MS);
    while (!stopped) {
      viewer.requests++;
      try {
        const res = await fetch(`${gateway}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: DISCUSSION, variables: { courseId: COURSE } }),
        });
        const json = (await res.json()) as { data?: { courseDiscussion?: { questions: { text: string }[] } } };
        noticed(
          viewer,
          (json.data?.courseDiscussion?.questions ?? []).map((q) => q.text),
        );
      } catch {
        // counted as a request; the next one may answer
      }
      await sleep(THREAD_POLL_MS);
    }
  })();
  return viewer;
}

/** A viewer holding one subscription over the event stream. */
function subscriber(gateway: string, token: string, what: 'thread' | 'bell'): Viewer {
  const viewer: Viewer = { delays: new Map(), requests: 0, connected: 0, stop: () => Promise.resolve() };
  const client: Client = createClient({
    url: `${gateway}/graphql/stream`,
    headers: { authorization: `Bearer ${token}` },
    fetchFn: (input: string, init: RequestInit) => {
      viewer.requests++;
      return fetch(input, { ...init, dispatcher: streams } as RequestInit);
    },
    retryAttempts: 1000,
    retry: async () => void (await sleep(300 + Math.random() * 700)),
  });
  type Thread = { courseDiscussionChanged: { questions: { text: string }[] } };
  type Bell = { notificationsChanged: { newest: { title: string; message: string }[] } };
  let stopped = false;
  let dispose = () => {};
  // As the web's useLive does: a subscription refused or ended (an access check that timed out on a
  // busy machine) is opened again a little later.
  const open = () => {
    dispose = client.subscribe<Thread | Bell>(what === 'thread' ? { query: LIVE_DISCUSSION, variables: { courseId: COURSE } } : { query: LIVE_BELL }, {
      next: ({ data }) => {
        if (!data) return;
        if (!viewer.connected) viewer.connected = 1;
        if ('courseDiscussionChanged' in data)
          noticed(
            viewer,
            data.courseDiscussionChanged.questions.map((q) => q.text),
          );
        else
          noticed(
            viewer,
            (data as Bell).notificationsChanged.newest.map((n) => n.message),
          );
      },
      error: () => undefined,
      complete: () => {
        if (!stopped) setTimeout(() => !stopped && open(), 1000 + Math.random() * 2000);
      },
    });
  };
  open();
  viewer.stop = () => {
    stopped = true;
    dispose();
    client.dispose();
    return Promise.resolve();
  };
  return viewer;
}

// ---------------------------------------------------------------- figures

const pct = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((s.length * p) / 100))] : NaN;
};
const sec = (ms: number) => (Number.isNaN(ms) ? '-' : `${(ms / 1000).toFixed(2)} s`);
function delays(viewers: Viewer[], from: number, to = awaited.length) {
  const all: number[] = [];
  let missed = 0;
  for (const v of viewers)
    for (let i = from; i < to; i++) {
      const d = v.delays.get(i);
      if (d === undefined) missed++;
      else all.push(d);
    }
  return { n: all.length, missed, p50: pct(all, 50), p95: pct(all, 95), max: all.length ? Math.max(...all) : NaN };
}
const said = (d: ReturnType<typeof delays>) => `${sec(d.p50)} / ${sec(d.p95)} (max ${sec(d.max)}; ${d.n} seen${d.missed ? `, ${d.missed} not` : ''})`;
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const fresh = (what: string) => `${what} ${Math.random().toString(36).slice(2, 10)}`;

async function gql<T>(gateway: string, token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${gateway}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
  return (await res.json()) as T;
}
async function cloud<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${cloudUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ oid: 'demo-university', ...body }) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
/** Waits until every viewer has seen the last awaited item, or `ms` passed. */
async function settle(viewers: Viewer[], ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until && viewers.some((v) => !v.delays.has(awaited.length - 1))) await sleep(20);
}
/** Opens `n` streams 50 at a time, each batch once it is in (learners arriving, not all in one instant). */
async function openStreams(n: number, make: (i: number) => Viewer): Promise<Viewer[]> {
  const all: Viewer[] = [];
  for (let i = 0; i < n; i += 50) {
    const batch = Array.from({ length: Math.min(50, n - i) }, (_, j) => make(i + j));
    all.push(...batch);
    await connected(batch, 60_000);
  }
  return all;
}
async function connected(viewers: Viewer[], ms = 300_000) {
  const until = performance.now() + ms;
  while (performance.now() < until && viewers.some((v) => !v.connected)) await sleep(200);
  return viewers.filter((v) => v.connected).length;
}

/** Gateway requests per viewer and upstream calls over one window, per minute. */
async function window(viewers: Viewer[]) {
  const req0 = viewers.reduce((n, v) => n + v.requests, 0);
  const up0 = upstream.calls;
  const t0 = performance.now();
  await sleep(windowS * 1000);
  const minutes = (performance.now() - t0) / 60_000;
  const requests = viewers.reduce((n, v) => n + v.requests, 0) - req0;
  return { requestsPerViewer: requests / viewers.length / minutes, upstreamPerMinute: (upstream.calls - up0) / minutes };
}

/** A learner's ID token from the identity stand-in, as integrators sign in. */
async function signIn(username: string, password: string): Promise<string> {
  const auth = await fetch(`${cloudUrl}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ ClientId: 'portal-web', AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: username, PASSWORD: password } }),
  });
  return ((await auth.json()) as { AuthenticationResult: { IdToken: string } }).AuthenticationResult.IdToken;
}

/**
 * The bell's upstream reads (issue 32: its topic is per learner): one learner's bell open in many
 * tabs on both replicas, then N learners' bells, one tab each; /getNotifications per minute.
 */
async function bellCost(token: string) {
  const learners = (process.env.BENCH_BELL_LEARNERS ?? '1,10,40').split(',').map(Number);
  console.log(`\n## Bells (${windowS} s windows; LIVE_POLL_MS ${livePollMs}): /getNotifications per minute`);
  const readsPerMinute = async () => {
    await sleep(livePollMs + 1000);
    const n0 = upstream.byPath.get('/getNotifications') ?? 0;
    const t0 = performance.now();
    await sleep(windowS * 1000);
    return ((upstream.byPath.get('/getNotifications') ?? 0) - n0) / ((performance.now() - t0) / 60_000);
  };
  const tabs = Array.from({ length: 10 }, (_, i) => subscriber(gateways[i % 2], token, 'bell'));
  await connected(tabs, 60_000);
  const oneLearner = await readsPerMinute();
  await Promise.all(tabs.map((v) => v.stop()));
  console.log(`- one learner, 10 tabs on both replicas: ${oneLearner.toFixed(1)}`);
  const measured: string[] = [`1 learner in 10 tabs: ${oneLearner.toFixed(0)}`];
  const password = 'Learn#ing2026';
  // The test-only admin (CLOUD_API_FAULT_ADMIN) takes no oid.
  const made = await fetch(`${cloudUrl}/__assessments/learners`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ prefix: `bell-${Date.now().toString(36)}`, count: Math.max(...learners), bpid: 3012, password }),
  });
  const { emails } = (await made.json()) as { emails: string[] };
  const tokens: string[] = [];
  for (const email of emails) tokens.push(await signIn(email, password));
  for (const n of learners) {
    const bells = await openStreams(n, (i) => subscriber(gateways[i % 2], tokens[i], 'bell'));
    const perMinute = await readsPerMinute();
    await Promise.all(bells.map((v) => v.stop()));
    await sleep(2000);
    console.log(`- ${n} learners, one tab each: ${perMinute.toFixed(1)} (${(perMinute / n).toFixed(1)} per learner)`);
    measured.push(`${n} learners: ${perMinute.toFixed(0)}`);
  }
  row('bell reads upstream per minute (/getNotifications)', '—', measured.join('; '));
}

// ---------------------------------------------------------------- the run

const rows: string[][] = [];
const row = (figure: string, goal: string, measured: string) => rows.push([figure, goal, measured]);

async function main() {
  console.log(`load average at start: ${load()}`);
  let withRedis = false;
  if (redisUrl) {
    const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false });
    withRedis = await probe.connect().then(
      () => probe.ping().then(() => true),
      () => false,
    );
    probe.disconnect();
  }
  const proxy = countingProxy();
  start('cloud', ['--import', 'tsx', 'packages/cloud-api/src/main.ts'], {
    CLOUD_API_PORT: String(ports.cloud),
    CLOUD_API_DATA_DIR: dataDir,
    CLOUD_API_FAULT_ADMIN: 'true',
    PORTAL_URL: `http://localhost:${ports.gwA}`,
  });
  startGateway('gatewayA', ports.gwA, withRedis);
  startGateway('gatewayB', ports.gwB, withRedis);
  try {
    await waitFor(`${cloudUrl}/healthz`);
    await Promise.all(gateways.map((g) => waitFor(`${g}/readyz`)));
    console.log(`stack ready: two gateway replicas ${withRedis ? `sharing Redis (${redisUrl})` : 'in memory (no Redis: replica B hears nothing of A)'}, LIVE_POLL_MS ${livePollMs}; load ${load()}`);

    const token = await signIn(LEARNER.email, LEARNER.password);
    const eid = LEARNER.email;

    // What one poll of the thread costs upstream.
    const before = new Map(upstream.byPath);
    const calls0 = upstream.calls;
    await gql(gateways[0], token, DISCUSSION, { courseId: COURSE });
    console.log(
      `one poll of the thread = ${upstream.calls - calls0} upstream calls: ${[...upstream.byPath]
        .filter(([p, n]) => n !== before.get(p))
        .map(([p]) => p)
        .join(', ')}`,
    );

    if (parts.has('delay')) await delayToScreen(token, eid);
    if (parts.has('idle')) await idleViewers(token);
    if (parts.has('memory')) await memoryPerStream(token);
    if (parts.has('bells')) await bellCost(token);

    console.log(`\n## Live updates on two replicas (${withRedis ? 'Redis pub/sub' : 'in memory'}); load average ${load()} at the end`);
    console.log('| figure | goal | measured |');
    console.log('| --- | --- | --- |');
    for (const r of rows) console.log(`| ${r.join(' | ')} |`);
    console.log(`\nupstream calls by path: ${JSON.stringify(Object.fromEntries(upstream.byPath))}`);
  } finally {
    await Promise.all([...children.keys()].map(stopChild));
    proxy.closeAllConnections();
    proxy.close();
    await streams.close().catch(() => undefined);
  }
}

/**
 * The pause before the next change from outside: uniform over one poll interval of the replicas.
 * A change from outside comes at any moment of the hub's poll; a fixed short pause after the last
 * one was seen (which the poll delivered) would land each change at the same phase, about
 * 1 s after a poll, and every delay would be about one interval minus that pause.
 */
const offPhase = () => sleep(300 + Math.random() * livePollMs);

/** Delays: posts through the gateway and from outside, to thread viewers on both replicas; notifications from outside to bells; pollers beside them. */
async function delayToScreen(token: string, eid: string) {
  const subs = Array.from({ length: 10 }, (_, i) => subscriber(gateways[i % 2], token, 'thread'));
  const bells = Array.from({ length: 10 }, (_, i) => subscriber(gateways[i % 2], token, 'bell'));
  const pollers = Array.from({ length: 10 }, (_, i) => poller(gateways[i % 2], token));
  await connected([...subs, ...bells]);
  await sleep(THREAD_POLL_MS + 500);
  console.log(`\n## Delays (${postCount} of each; load ${load()})`);

  const throughGateway = awaited.length;
  /** How long each post through the gateway took to be answered to its poster (its upstream calls). */
  const answers: number[] = [];
  upstream.times.clear();
  for (let i = 0; i < postCount; i++) {
    const text = fresh('Through the gateway');
    const at = performance.now();
    awaited.push({ what: text, at });
    await gql(gateways[1], token, ASK, { input: { courseId: COURSE, text } });
    answers.push(performance.now() - at);
    await settle([...subs, ...pollers], 12_000);
    await sleep(300 + Math.random() * 1200);
  }
  // Where a post's time goes: the cloud API's answer to each of its calls (the access rule's two reads, at once, then the update).
  const postCalls = ['/getCourse', '/getUserTotalProgress', '/updateDiscussion'].map((path) => {
    const times = upstream.times.get(path) ?? [];
    return `${path} ${sec(pct(times, 50))} / ${sec(pct(times, 95))} (${times.length})`;
  });
  console.log(`- the cloud API's answers to the posts' calls, median / p95: ${postCalls.join('; ')}`);
  const outside = awaited.length;
  for (let i = 0; i < postCount; i++) {
    const text = fresh('From outside');
    awaited.push({ what: text, at: performance.now() });
    await cloud('/updateDiscussion', {
      ...WIRE_COURSE,
      qtype: 0,
      jdata: { question: text, emailId: 'classmate@demo.university', username: 'A Classmate' },
      cname: 'Organisational Behaviour',
      pname: 'MBA',
    });
    await settle([...subs, ...pollers], 15_000);
    await offPhase();
  }
  const bellFrom = awaited.length;
  for (let i = 0; i < Math.ceil(postCount / 2); i++) {
    // The learner's question, then an answer by someone else written outside the gateway: the learner is told.
    const question = fresh('Bell');
    const { qid } = await cloud<{ qid: number }>('/updateDiscussion', {
      ...WIRE_COURSE,
      qtype: 0,
      jdata: { question, emailId: eid, username: 'Asha Raman' },
      cname: 'Organisational Behaviour',
      pname: 'MBA',
    });
    awaited.push({ what: question, at: performance.now() });
    await cloud('/updateDiscussion', {
      ...WIRE_COURSE,
      qtype: 1,
      qid,
      jdata: { answer: 'Here is how', emailId: 'tutor@demo.university', username: 'A Tutor' },
      cname: 'Organisational Behaviour',
      pname: 'MBA',
    });
    await settle(bells, 15_000);
    await offPhase();
  }
  await Promise.all([...subs, ...bells, ...pollers].map((v) => v.stop()));
  const a = delays(subs, throughGateway, outside);
  const b = delays(subs, outside, bellFrom);
  const c = delays(bells, bellFrom);
  const p = delays(pollers, throughGateway, bellFrom);
  console.log(`- push, post through the gateway → thread: ${said(a)}; the post's own answer to its poster: ${sec(pct(answers, 50))} / ${sec(pct(answers, 95))}`);
  console.log(`- push, post from outside → thread: ${said(b)}`);
  console.log(`- push, notification from outside → bell: ${said(c)}`);
  console.log(`- polling every ${THREAD_POLL_MS / 1000} s, any post → thread: ${said(p)}`);
  row(
    'post through the gateway → on screen, median / p95',
    '≤ 0.3 s / ≤ 1 s',
    `${said(a)}; the post's own answer ${sec(pct(answers, 50))} / ${sec(pct(answers, 95))} (upstream: ${postCalls.join('; ')}); polling every 4 s: ${sec(p.p50)} / ${sec(p.p95)}`,
  );
  row('post from outside → thread, median / p95', '≤ 3 s / ≤ 6 s', said(b));
  row('notification from outside → bell, median / p95', '≤ 3 s / ≤ 6 s', `${said(c)}; the bell's old poll: every 30 s`);
}

/** Gateway requests and upstream calls for N idle viewers of one thread. */
async function idleViewers(token: string) {
  console.log(`\n## Idle viewers of one thread (${windowS} s windows, per minute)`);
  const push: string[] = [];
  const poll: string[] = [];
  let maxRequests = 0;
  for (const n of pollCounts) {
    const pollers = Array.from({ length: n }, (_, i) => poller(gateways[i % 2], token));
    await sleep(THREAD_POLL_MS);
    const w = await window(pollers);
    await Promise.all(pollers.map((v) => v.stop()));
    poll.push(`${n}: ${w.upstreamPerMinute.toFixed(0)}`);
    console.log(`- polling, ${n} viewers: ${w.requestsPerViewer.toFixed(1)} gateway requests/min each, ${w.upstreamPerMinute.toFixed(1)} upstream calls/min`);
  }
  for (const n of pushCounts) {
    const subs = await openStreams(n, (i) => subscriber(gateways[i % 2], token, 'thread'));
    const open = await connected(subs, 10_000);
    // The subscriptions' own access checks are over; one more beat before counting.
    await sleep(livePollMs + 1000);
    const w = await window(subs);
    await Promise.all(subs.map((v) => v.stop()));
    await sleep(2000);
    maxRequests = Math.max(maxRequests, w.requestsPerViewer);
    push.push(`${n}: ${w.upstreamPerMinute.toFixed(0)}`);
    console.log(`- push, ${n} viewers (${open} streams open): ${w.requestsPerViewer.toFixed(2)} gateway requests/min each, ${w.upstreamPerMinute.toFixed(1)} upstream calls/min`);
  }
  row('gateway requests per idle learner per minute (stream pings aside)', '0', `${maxRequests.toFixed(2)} (polling every 4 s: 15)`);
  row('upstream calls per minute for one thread, by viewers', 'the same for 1, 10, 100, 1,000', `push ${push.join(', ')}; polling ${poll.join(', ')}`);
}

/** RSS per open stream on one replica. */
async function memoryPerStream(token: string) {
  const pid = children.get('gatewayB')!.pid!;
  await sleep(3000);
  const rss0 = rssOf(pid);
  const many = await openStreams(memoryStreams, () => subscriber(gateways[1], token, 'thread'));
  const open = await connected(many, 10_000);
  await sleep(5000);
  const rss1 = rssOf(pid);
  const each = ((rss1 - rss0) * 1024) / open;
  console.log(`\n## Memory: ${open} open streams on replica B: RSS ${rss0.toFixed(1)} → ${rss1.toFixed(1)} MB (${each.toFixed(1)} KB each)`);
  row(`memory per open stream on one replica (${open} streams)`, '≤ 64 KB', `${each.toFixed(1)} KB (RSS ${rss0.toFixed(0)} → ${rss1.toFixed(0)} MB)`);
  await Promise.all(many.map((v) => v.stop()));
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    console.error(error);
    await Promise.all([...children.keys()].map(stopChild));
    process.exit(1);
  },
);
