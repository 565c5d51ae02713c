/**
 * Benchmark, not a test: how much memory one gateway replica holds under a
 * steady load, compiled (`node packages/gateway/dist/main.js`, as the image
 * runs it) and through tsx (as `npm start` runs it), on this machine.
 *
 * Starts the compiled embedded cloud API, then each gateway in turn, and
 * drives it with BENCH_CONNECTIONS connections (20 by default) for
 * BENCH_SECONDS (20) after a short warm-up. Every connection alternates the
 * web's own public catalogue query (OnlinePrograms, anonymous) and its
 * dashboard query (Dashboard, signed in with the session cookies that
 * sessionSignIn set). The gateway's RSS is read from /proc every 200 ms.
 * Prints RSS when ready, peak and steady (median of the second half) RSS under
 * load, req/s and p99 for each. Target (issue 6, item 10): compiled, at most
 * 150 MB.
 *
 *   npm run bench:rss
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { print } from 'graphql';
import { DashboardDocument, OnlineProgramsDocument, SessionSignInDocument } from '../../packages/web/src/gql/graphql.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const gatewayPort = Number(process.env.BENCH_PORT ?? 4220);
const cloudPort = gatewayPort + 1;
const cloudUrl = `http://127.0.0.1:${cloudPort}`;
const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
const TARGET_MB = 150;
const SAMPLE_MS = 200;
const children: ChildProcess[] = [];

type Measure = { readyMb: number; peakMb: number; steadyMb: number; hwmMb: number; rps: number; p99: number; non2xx: number; errors: number };

function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((r) => {
    child.on('exit', () => r());
    child.kill('SIGTERM');
  });
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never became ready`);
}

/** Resident set size and its high-water mark, in MB, from the kernel (Linux). */
function memory(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function post(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/** Signs the demo learner in through the gateway, as the web does, and returns the Cookie header. */
async function signIn(): Promise<string> {
  const response = await post({ query: print(SessionSignInDocument), variables: { input: { username: 'learner@demo.university', password: 'Learner@2026' } } });
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (!response.ok || !cookies.length) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookies.join('; ');
}

async function measure(label: string, args: string[]): Promise<Measure> {
  const gateway = start(args, { PORT: String(gatewayPort), CLOUD_API_URL: cloudUrl, COOKIE_SECURE: 'false', PREREG_SECRET: 'bench-only-pre-registration-secret-0123456789' });
  await waitFor(`${gatewayUrl}/readyz`);
  const pid = gateway.pid!;
  const readyMb = memory(pid).rss;

  const cookie = await signIn();
  const catalogue = JSON.stringify({ query: print(OnlineProgramsDocument) });
  const dashboard = JSON.stringify({ query: print(DashboardDocument) });
  // Both answer data, not errors, before they are measured.
  const checks: [string, Record<string, string>][] = [[catalogue, {}], [dashboard, { cookie }]];
  for (const [body, headers] of checks) {
    const json = (await (await post(JSON.parse(body), headers)).json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (json.errors?.length || !json.data || Object.values(json.data).some((v) => v === null)) throw new Error(`${label}: ${JSON.stringify(json).slice(0, 300)}`);
  }
  const requests: autocannon.Options['requests'] = [
    { method: 'POST' as const, path: '/graphql', headers: { 'content-type': 'application/json' }, body: catalogue },
    { method: 'POST' as const, path: '/graphql', headers: { 'content-type': 'application/json', cookie }, body: dashboard },
  ];

  await autocannon({ url: gatewayUrl, connections, duration: 3, requests }); // warm-up: JIT, pools, caches

  const samples: { at: number; rss: number }[] = [];
  const started = Date.now();
  const sampler = setInterval(() => samples.push({ at: Date.now() - started, rss: memory(pid).rss }), SAMPLE_MS);
  const result = await autocannon({ url: gatewayUrl, connections, duration: seconds, requests, title: label });
  clearInterval(sampler);
  const { hwm } = memory(pid);
  await stop(gateway);

  const rss = samples.map((s) => s.rss);
  const secondHalf = samples.filter((s) => s.at >= (seconds * 1000) / 2).map((s) => s.rss);
  return {
    readyMb,
    peakMb: Math.max(...rss),
    steadyMb: median(secondHalf),
    hwmMb: hwm,
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main() {
  // The compiled servers, exactly as the image builds them.
  for (const pkg of ['@portal/cloud-api', '@portal/gateway']) {
    const built = spawnSync('npm', ['run', 'build', '-w', pkg], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0) throw new Error(`npm run build -w ${pkg} failed`);
  }
  const cloud = start(['packages/cloud-api/dist/main.js'], { CLOUD_API_PORT: String(cloudPort), CLOUD_API_DATA_DIR: '.data/bench-rss', PORTAL_URL: gatewayUrl });
  await waitFor(`${cloudUrl}/healthz`);

  const compiled = await measure('compiled (node dist/main.js)', ['packages/gateway/dist/main.js']);
  const viaTsx = await measure('tsx (node --import tsx src/main.ts)', ['--import', 'tsx', 'packages/gateway/src/main.ts']);
  await stop(cloud);

  const mb = (v: number) => `${v.toFixed(0).padStart(4)} MB`;
  const row = (name: string, m: Measure) =>
    `${name.padEnd(38)} ready ${mb(m.readyMb)}   peak ${mb(m.peakMb)}   steady ${mb(m.steadyMb)}   ${m.rps.toFixed(0).padStart(5)} req/s   p99 ${m.p99.toFixed(0).padStart(4)} ms` +
    (m.non2xx || m.errors ? `   (${m.non2xx} non-2xx, ${m.errors} errors)` : '');
  console.log(`\nGateway RSS: ${connections} connections for ${seconds} s, catalogue and dashboard alternating, on ${process.platform}/${process.arch}, node ${process.version}`);
  console.log(row('compiled (node dist/main.js)', compiled));
  console.log(row('tsx (node --import tsx src/main.ts)', viaTsx));
  console.log(`compiled peak ${compiled.peakMb.toFixed(0)} MB (kernel high-water mark ${compiled.hwmMb.toFixed(0)} MB) against a target of at most ${TARGET_MB} MB`);
}

main().catch(async (err) => {
  console.error(err);
  await Promise.all(children.map(stop));
  process.exit(1);
});
