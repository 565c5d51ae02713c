/**
 * Benchmark, not a test: live threads, polling against push (issue 19, "Live";
 * docs/decisions/222). Against the real stack (embedded cloud API + two gateway
 * replicas, under tsx as `startPortal` runs them), it compares
 *   (a) polling: each viewer asks the gateway a thread-like query every 5 s
 *       (Apollo's pollInterval, decision 190), and
 *   (b) push: a prototype GraphQL subscription over SSE (graphql-sse), two
 *       replicas (support/live-relay.ts) fanned out through Redis pub/sub when
 *       Redis answers at BENCH_REDIS_URL (redis://127.0.0.1:6379), learning of
 *       posts from their own mutation at once and of posts from outside by
 *       asking the gateway once per thread per interval for all their viewers.
 * The discussion query is not on main yet: the "thread" is the cheap
 * authenticated `viewer { course(id) { id enabled } }`, and a "post" flips the
 * course's enabled flag, either from outside the gateway (the cloud API's admin
 * switch, like an instructor console) or through the push replicas' mutation.
 * Every upstream (cloud API) call goes through a counting proxy in this process.
 *
 * It prints: gateway requests per minute per idle viewer; upstream calls per
 * minute for N viewers of one thread (N = 1, 10, 100); delay from post to
 * screen (median / p95 / max, by design and by where the post came from);
 * memory per open SSE connection; and, when nginx is installed, behaviour
 * behind docker/nginx.conf's proxy (as written, and with an SSE location):
 * whether events are held back, whether idle streams outlive
 * proxy_read_timeout, and how streams come back across a replica restart.
 *
 *   npm run bench:live
 *
 * Env: BENCH_PORT (4400: nginx; +1 nginx with the SSE location, +4 the same with
 * a 10 s proxy_read_timeout; +2/+3 the gateways; +6/+7 the push replicas;
 * +10 the cloud API, +11 the counting proxy), BENCH_DATA_DIR (.data/live),
 * BENCH_WINDOW_S (60: each counting window), BENCH_POLL_MS (5000: the pollers' interval), BENCH_POLL_ALT_MS (4000: a second group of pollers in the delay run), BENCH_POSTS (24), BENCH_MEMORY_STREAMS
 * (500), BENCH_IDLE_S (75: the idle stretch behind nginx), BENCH_REDIS_URL
 * ('' to run the replicas without Redis), BENCH_PARTS (idle,delay,memory,nginx: which to run).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { mkdirSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { createClient, type Client } from 'graphql-sse';
import { Agent, fetch as undiciFetch } from 'undici';
import { Redis } from 'ioredis';
import { root } from './support/portal.js';

const base = Number(process.env.BENCH_PORT ?? 4400);
const ports = { nginx: base, nginxSse: base + 1, gwA: base + 2, gwB: base + 3, nginxShort: base + 4, relayA: base + 6, relayB: base + 7, cloud: base + 10, proxy: base + 11 };
const dataDir = process.env.BENCH_DATA_DIR ?? '.data/live';
const windowS = Number(process.env.BENCH_WINDOW_S ?? 60);
const postCount = Number(process.env.BENCH_POSTS ?? 24);
const memoryStreams = Number(process.env.BENCH_MEMORY_STREAMS ?? 500);
const idleS = Number(process.env.BENCH_IDLE_S ?? 75);
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Whether Redis answered, so the push replicas fan out through it. */
let withRedis = false;
const parts = new Set((process.env.BENCH_PARTS ?? 'idle,delay,memory,nginx').split(','));
/** The push replicas' interval for asking upstream on behalf of their viewers. */
const POLL_MS = 5000;
/** The pollers' interval (Apollo's pollInterval on the thread screens). */
const pollIntervalMs = Number(process.env.BENCH_POLL_MS ?? 5000);
/** A shorter interval beside it in the delay run, for a bound under 5 s. */
const pollAltMs = Number(process.env.BENCH_POLL_ALT_MS ?? 4000);
const THREAD_ID = '301202';
const THREAD = `query Thread($id: ID!) { viewer { course(id: $id) { id enabled } } }`;
const SUBSCRIBE = `subscription Live($id: ID!) { threadChanged(threadId: $id) { threadId enabled version origin } }`;
const cloudUrl = `http://127.0.0.1:${ports.cloud}`;
const gateways = [`http://127.0.0.1:${ports.gwA}/graphql`, `http://127.0.0.1:${ports.gwB}/graphql`];
const relays = [`http://127.0.0.1:${ports.relayA}`, `http://127.0.0.1:${ports.relayB}`];
const children = new Map<string, ChildProcess>();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
function startGateway(name: string, port: number) {
  start(name, ['--import', 'tsx', 'packages/gateway/src/main.ts'], {
    PORT: String(port),
    CONTENT_PORT: '0',
    CONTENT_URL: 'http://127.0.0.1:9',
    CLOUD_API_URL: `http://127.0.0.1:${ports.proxy}`,
    // Tokens name the cloud API itself as issuer; the gateway reaches it through the counting proxy.
    JWT_ISSUER: `${cloudUrl}/local_portal`,
    COOKIE_SECURE: 'false',
    PORTAL_URL: `http://localhost:${port}`,
  });
}
function startRelay(name: string, port: number, gateway: string, withRedis: boolean) {
  start(name, ['--expose-gc', '--import', 'tsx', 'tests/bench/support/live-relay.ts'], {
    RELAY_PORT: String(port),
    RELAY_GATEWAY_URL: gateway,
    RELAY_CLOUD_URL: cloudUrl,
    RELAY_POLL_MS: String(POLL_MS),
    RELAY_ID: name,
    REDIS_URL: withRedis ? redisUrl : '',
  });
}

/** Every upstream call, counted by path, on its way to the cloud API. */
const upstream = { calls: 0, byPath: new Map<string, number>() };
function countingProxy(): Server {
  const server = createServer((req, res) => {
    upstream.calls++;
    upstream.byPath.set(req.url ?? '', (upstream.byPath.get(req.url ?? '') ?? 0) + 1);
    const out = httpRequest({ host: '127.0.0.1', port: ports.cloud, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on('error', () => res.writeHead(502).end());
    req.pipe(out);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(ports.proxy, '127.0.0.1');
  return server;
}

// ---------------------------------------------------------------- clients

type Post = { at: number; enabled: boolean; origin: 'outside' | 'mutation' };
const posts: Post[] = [];
/** How long each poll's answer took. */
const pollAnswers: number[] = [];
type Viewer = { kind: string; delays: Map<number, number>; requests: number; connects: number; stop: () => Promise<void>; state?: boolean };

/** Marks the current post seen by this viewer when the state it saw is that post's. */
function saw(viewer: Viewer, enabled: boolean, at = performance.now()) {
  viewer.state = enabled;
  const i = posts.length - 1;
  if (i >= 0 && posts[i].enabled === enabled && !viewer.delays.has(i)) viewer.delays.set(i, at - posts[i].at);
}

function poller(kind: string, gateway: string, token: string, pollMs = pollIntervalMs): Viewer {
  let stopped = false;
  // Stopping waits for the ask in flight: a saturated gateway's backlog must not count in the next window.
  const viewer: Viewer = { kind, delays: new Map(), requests: 0, connects: 0, stop: () => ((stopped = true), loop) };
  const loop = (async () => {
    // Viewers opened the thread at different moments.
    await sleep(Math.random() * pollMs);
    while (!stopped) {
      viewer.requests++;
      const sent = performance.now();
      try {
        const res = await fetch(gateway, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: THREAD, variables: { id: THREAD_ID } }),
        });
        const json = (await res.json()) as { data?: { viewer?: { course?: { enabled: boolean } } } };
        const enabled = json.data?.viewer?.course?.enabled;
        if (typeof enabled === 'boolean') saw(viewer, enabled);
        pollAnswers.push(performance.now() - sent);
      } catch {
        // counted as a request; the next one may answer
      }
      // Apollo's pollInterval (ObservableQuery.updatePolling): the next ask one interval after
      // the last answer, so a cycle is the interval plus the answer's time.
      await sleep(pollMs);
    }
  })();
  return viewer;
}

const insecure = new Agent({ connect: { rejectUnauthorized: false }, connections: 2000 });
function subscriber(kind: string, url: string, token: string): Viewer {
  const viewer: Viewer = { kind, delays: new Map(), requests: 0, connects: 0, stop: () => Promise.resolve() };
  const client: Client = createClient({
    url,
    headers: { authorization: `Bearer ${token}` },
    fetchFn: (input: string, init: RequestInit) => {
      viewer.requests++;
      return url.startsWith('https:') ? undiciFetch(input, { ...(init as object), dispatcher: insecure }) : fetch(input, init);
    },
    retryAttempts: 1000,
    // A quick, slightly random reconnect: what a browser client would do after a replica goes.
    retry: async () => void (await sleep(300 + Math.random() * 700)),
    on: { connected: () => viewer.connects++ },
  });
  const dispose = client.subscribe<{ threadChanged: { enabled: boolean } }>(
    { query: SUBSCRIBE, variables: { id: THREAD_ID } },
    { next: ({ data }) => data && saw(viewer, data.threadChanged.enabled), error: () => undefined, complete: () => undefined },
  );
  viewer.stop = () => {
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
function delays(viewers: Viewer[], origin?: Post['origin'], from = 0) {
  const all: number[] = [];
  let missed = 0;
  for (const v of viewers)
    for (let i = from; i < posts.length; i++) {
      if (origin && posts[i].origin !== origin) continue;
      const d = v.delays.get(i);
      if (d === undefined) missed++;
      else all.push(d);
    }
  return { n: all.length, missed, p50: pct(all, 50), p95: pct(all, 95), max: all.length ? Math.max(...all) : NaN, within5: all.filter((d) => d <= 5000).length };
}
const describe = (d: ReturnType<typeof delays>) => `median ${sec(d.p50)}, p95 ${sec(d.p95)}, max ${sec(d.max)}; ${d.within5}/${d.n + d.missed} within 5 s${d.missed ? `, ${d.missed} never seen` : ''}`;
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

async function post(origin: Post['origin'], enabled: boolean, relay = relays[0]) {
  const p: Post = { at: performance.now(), enabled, origin };
  posts.push(p);
  const res =
    origin === 'outside'
      ? await fetch(`${cloudUrl}/__learning/switches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ bcid: Number(THREAD_ID), courseEnabled: enabled }) })
      : await fetch(`${relay}/thread-post`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ threadId: THREAD_ID, enabled }) });
  if (!res.ok) throw new Error(`post ${origin}: ${res.status}`);
}
/** Waits until every viewer has seen the last post, or `ms` passed. */
async function settle(viewers: Viewer[], ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until && viewers.some((v) => !v.delays.has(posts.length - 1))) await sleep(50);
}

/** Counts gateway requests and upstream calls over one window. */
async function window(viewers: Viewer[], relayAsks: () => Promise<number>) {
  const req0 = viewers.reduce((n, v) => n + v.requests, 0);
  const up0 = upstream.calls;
  const ask0 = await relayAsks();
  const t0 = performance.now();
  await sleep(windowS * 1000);
  const minutes = (performance.now() - t0) / 60_000;
  const requests = viewers.reduce((n, v) => n + v.requests, 0) - req0;
  return { requestsPerViewer: requests / viewers.length / minutes, upstreamPerMinute: (upstream.calls - up0) / minutes, relayAsksPerMinute: ((await relayAsks()) - ask0) / minutes };
}
const relayHealth = async (url: string) => (await (await fetch(`${url}/healthz`)).json()) as { viewers: number; upstreamAsks: number; rss: number; heap: number };
const relayAsks = async () =>
  (
    await Promise.all(
      relays.map((r) =>
        relayHealth(r).then(
          (h) => h.upstreamAsks,
          () => 0,
        ),
      ),
    )
  ).reduce((a, b) => a + b, 0);

// ---------------------------------------------------------------- nginx

const nginxDir = `/tmp/bench-live-nginx-${base}`;
/** docker/nginx.conf with local ports: as written on `nginx`, with an SSE location on the other two. */
function nginxConfig(): string {
  const proxied = `      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header X-Request-Id $request_id;`;
  const sse = (readTimeout: string) => `
    location /graphql/stream {
      proxy_pass http://gateway;
${proxied}
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout ${readTimeout};
    }`;
  const server = (port: number, extra: string) => `
  server {
    listen ${port} ssl http2;
    ssl_certificate ${nginxDir}/cert.pem;
    ssl_certificate_key ${nginxDir}/key.pem;
    ssl_protocols TLSv1.2 TLSv1.3;
    client_max_body_size 1m;
    location / {
      proxy_pass http://gateway;
${proxied}
    }${extra}
  }`;
  return `pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/error.log warn;
worker_processes 1;
events {}
http {
  access_log off;
  client_body_temp_path ${nginxDir}/body;
  proxy_temp_path ${nginxDir}/proxy;
  fastcgi_temp_path ${nginxDir}/fastcgi;
  uwsgi_temp_path ${nginxDir}/uwsgi;
  scgi_temp_path ${nginxDir}/scgi;
  # The two push replicas stand where the compose file's gateway replicas are.
  upstream gateway {
    server 127.0.0.1:${ports.relayA};
    server 127.0.0.1:${ports.relayB};
  }${server(ports.nginx, '')}${server(ports.nginxSse, sse('1h'))}${server(ports.nginxShort, sse('10s'))}
}
`;
}
function startNginx(): boolean {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (!nginx) return false;
  mkdirSync(nginxDir, { recursive: true });
  if (!existsSync(`${nginxDir}/cert.pem`))
    spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-keyout', `${nginxDir}/key.pem`, '-out', `${nginxDir}/cert.pem`], {
      stdio: 'ignore',
    });
  writeFileSync(`${nginxDir}/nginx.conf`, nginxConfig());
  const ran = spawnSync(nginx, ['-p', nginxDir, '-c', `${nginxDir}/nginx.conf`], { encoding: 'utf8' });
  if (ran.status !== 0) throw new Error(`nginx: ${ran.stderr}`);
  return true;
}
function stopNginx() {
  if (!existsSync(`${nginxDir}/nginx.pid`)) return;
  const pid = Number(readFileSync(`${nginxDir}/nginx.pid`, 'utf8'));
  try {
    process.kill(pid, 'SIGQUIT');
  } catch {
    // already gone
  }
}

// ---------------------------------------------------------------- the run

async function main() {
  console.log(`load average at start: ${load()}`);
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
  startGateway('gatewayA', ports.gwA);
  startGateway('gatewayB', ports.gwB);
  try {
    await waitFor(`${cloudUrl}/healthz`);
    await Promise.all([waitFor(`http://127.0.0.1:${ports.gwA}/readyz`), waitFor(`http://127.0.0.1:${ports.gwB}/readyz`)]);
    startRelay('relayA', ports.relayA, gateways[0], withRedis);
    startRelay('relayB', ports.relayB, gateways[1], withRedis);
    await Promise.all(relays.map((r) => waitFor(`${r}/healthz`)));
    console.log(`stack ready (push replicas ${withRedis ? 'fanned out through Redis' : 'in memory, no Redis'}); load ${load()}`);

    const auth = await fetch(`${cloudUrl}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: JSON.stringify({ ClientId: 'portal-web', AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'learner@demo.university', PASSWORD: 'Learner@2026' } }),
    });
    const token = ((await auth.json()) as { AuthenticationResult: { IdToken: string } }).AuthenticationResult.IdToken;
    await post('outside', true);

    // One thread query: what it costs upstream.
    const before = upstream.calls;
    const paths = new Map(upstream.byPath);
    await fetch(gateways[0], {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: THREAD, variables: { id: THREAD_ID } }),
    });
    const asked = [...upstream.byPath].filter(([path, n]) => n !== paths.get(path)).map(([path]) => path);
    console.log(`one thread query = ${upstream.calls - before} upstream call(s): ${asked.join(', ')}`);

    if (parts.has('idle')) await idleViewers(token);
    if (parts.has('delay')) await delayToScreen(token);
    if (parts.has('memory')) await memoryPerStream(token);
    if (parts.has('nginx')) await behindNginx(token);
    console.log(`\nupstream calls by path: ${JSON.stringify(Object.fromEntries(upstream.byPath))}; load average at the end: ${load()}`);
  } finally {
    stopNginx();
    await Promise.all([...children.keys()].map(stopChild));
    proxy.closeAllConnections();
    proxy.close();
    await insecure.close().catch(() => undefined);
  }
}

/** 1. Requests and upstream calls for N idle viewers of one thread. */
async function idleViewers(token: string) {
  console.log(`\n## Idle viewers of one thread (${windowS} s windows, per minute)`);
  console.log('| N | polling: gateway requests/min per viewer | polling: upstream calls/min | push: gateway requests/min per viewer | push: upstream calls/min (replica asks/min) |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const n of [1, 10, 100]) {
    const pollers = Array.from({ length: n }, (_, i) => poller('poll', gateways[i % 2], token));
    await sleep(POLL_MS);
    const polled = await window(pollers, relayAsks);
    await Promise.all(pollers.map((v) => v.stop()));
    const subs = Array.from({ length: n }, (_, i) => subscriber('push', `${relays[i % 2]}/graphql/stream`, token));
    await sleep(POLL_MS);
    const pushed = await window(subs, relayAsks);
    await Promise.all(subs.map((v) => v.stop()));
    await sleep(500);
    console.log(
      `| ${n} | ${polled.requestsPerViewer.toFixed(1)} | ${polled.upstreamPerMinute.toFixed(1)} | ${pushed.requestsPerViewer.toFixed(2)} | ${pushed.upstreamPerMinute.toFixed(1)} (${pushed.relayAsksPerMinute.toFixed(1)}) |`,
    );
  }
}

/** 2. Delay from post to screen: the same posts seen by pollers and by subscribers on both replicas. */
async function delayToScreen(token: string) {
  console.log(`\n## Delay from post to screen (${postCount} posts, alternately from outside and through the push mutation; load ${load()})`);
  const pollers = Array.from({ length: 10 }, (_, i) => poller('poll', gateways[i % 2], token));
  const shorter = Array.from({ length: 10 }, (_, i) => poller('poll-alt', gateways[i % 2], token, pollAltMs));
  const subs = Array.from({ length: 10 }, (_, i) => subscriber('push', `${relays[i % 2]}/graphql/stream`, token));
  const viewers = [...pollers, ...shorter, ...subs];
  await sleep(POLL_MS + 1000);
  const first = posts.length;
  pollAnswers.length = 0;
  for (let i = 0; i < postCount; i++) {
    await post(i % 2 ? 'mutation' : 'outside', !posts[posts.length - 1].enabled);
    // Far enough apart that a poller sees each flip (a real thread keeps every post).
    await settle(viewers, 12_000);
    await sleep(800 + Math.random() * 1500);
  }
  await Promise.all(viewers.map((v) => v.stop()));
  console.log(
    `- polling every ${pollIntervalMs / 1000} s, any post: ${describe(delays(pollers, undefined, first))} (a poll's answer: median ${sec(pct(pollAnswers, 50))}, p95 ${sec(pct(pollAnswers, 95))})`,
  );
  console.log(`- polling every ${pollAltMs / 1000} s, any post: ${describe(delays(shorter, undefined, first))}`);
  console.log(`- push, post through the gateway's mutation: ${describe(delays(subs, 'mutation', first))}`);
  console.log(`- push, post from outside (replica asks once per ${POLL_MS / 1000} s): ${describe(delays(subs, 'outside', first))}`);
}

/** 3. Memory per open SSE connection (one replica, after a full collection). */
async function memoryPerStream(token: string) {
  await sleep(1000);
  const relayB = children.get('relayB')!.pid!;
  const gc = async () => (await (await fetch(`${relays[1]}/gc`, { method: 'POST' })).json()) as { rss: number; heap: number };
  const m0 = await gc();
  const rss0 = rssOf(relayB);
  const many = Array.from({ length: memoryStreams }, () => subscriber('memory', `${relays[1]}/graphql/stream`, token));
  for (let i = 0; i < 600 && (await relayHealth(relays[1])).viewers < memoryStreams; i++) await sleep(100);
  const open = (await relayHealth(relays[1])).viewers;
  const m1 = await gc();
  const rss1 = rssOf(relayB);
  console.log(
    `\n## Memory: ${open} open SSE streams on one replica: RSS ${rss0.toFixed(1)} -> ${rss1.toFixed(1)} MB (${(((rss1 - rss0) * 1024) / open).toFixed(1)} KB each), heap ${(m0.heap / 1048576).toFixed(1)} -> ${(m1.heap / 1048576).toFixed(1)} MB (${((m1.heap - m0.heap) / 1024 / open).toFixed(1)} KB each)`,
  );
  await Promise.all(many.map((v) => v.stop()));
}

/** 4. Behind docker/nginx.conf's proxy. */
async function behindNginx(token: string) {
  if (!startNginx()) console.log('\n## nginx: not installed, skipped');
  else {
    await sleep(1000);
    console.log(`\n## Behind nginx (docker/nginx.conf, TLS + HTTP/2 as in compose; two push replicas upstream)`);
    const at = (port: number) => `https://localhost:${port}/graphql/stream`;
    const groups = { 'as written': ports.nginx, 'SSE location, proxy_read_timeout 1h': ports.nginxSse, 'SSE location, proxy_read_timeout 10s': ports.nginxShort };
    const behind = Object.entries(groups).map(([name, port]) => ({ name, viewers: Array.from({ length: 4 }, () => subscriber(name, at(port), token)) }));
    const everyone = behind.flatMap((g) => g.viewers);
    await sleep(3000);
    const from = posts.length;
    for (let i = 0; i < 6; i++) {
      await post('mutation', !posts[posts.length - 1].enabled, relays[i % 2]);
      await settle(everyone, 8000);
      await sleep(500);
    }
    for (const g of behind)
      console.log(
        `- ${g.name}: mutation posts ${describe(delays(g.viewers, undefined, from))}; (re)connections so far ${g.viewers.reduce((n, v) => n + v.connects, 0)} for ${g.viewers.length} streams`,
      );
    const connects0 = behind.map((g) => g.viewers.reduce((n, v) => n + v.connects, 0));
    await sleep(idleS * 1000);
    behind.forEach((g, i) =>
      console.log(
        `- ${g.name}: after ${idleS} s idle: ${g.viewers.reduce((n, v) => n + v.connects, 0) - connects0[i]} reconnections of ${g.viewers.length} streams; posts seen by then: ${describe(delays(g.viewers, undefined, from))}`,
      ),
    );

    // A replica restart: the streams on it come back through nginx to the other one.
    const restart = behind[1].viewers;
    const onA = (await relayHealth(relays[0])).viewers;
    const stopAt = performance.now();
    await stopChild('relayA');
    await post('mutation', !posts[posts.length - 1].enabled, relays[1]);
    await settle(restart, 15_000);
    const after = delays(restart, undefined, posts.length - 1);
    console.log(
      `- replica A stopped (${onA} streams on it): the next post reached ${after.n} of ${restart.length} streams of the SSE location, slowest after ${sec(after.max)} (post sent ${sec(posts[posts.length - 1].at - stopAt)} after the stop)`,
    );
    startRelay('relayA', ports.relayA, gateways[0], withRedis);
    await waitFor(`${relays[0]}/healthz`);
    // nginx leaves a failed server out for fail_timeout (10 s by default).
    await sleep(11_000);
    const late = Array.from({ length: 4 }, () => subscriber('late', at(ports.nginxSse), token));
    await sleep(3000);
    await post('mutation', !posts[posts.length - 1].enabled, relays[1]);
    await settle([...restart, ...late], 15_000);
    const back = delays([...restart, ...late], undefined, posts.length - 1);
    console.log(`- replica A back: it holds ${(await relayHealth(relays[0])).viewers} new streams; the next post reached ${back.n} of ${restart.length + late.length} (${describe(back)})`);
    await Promise.all([...everyone, ...late].map((v) => v.stop()));
  }
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    console.error(error);
    stopNginx();
    await Promise.all([...children.keys()].map(stopChild));
    process.exit(1);
  },
);
