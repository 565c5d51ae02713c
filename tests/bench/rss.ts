/**
 * Benchmark, not a test: how much memory one gateway replica holds under a
 * steady load, compiled as the image runs it (docker/Dockerfile.gateway's CMD,
 * V8 flags included), compiled without those flags, and through tsx as
 * `npm start` runs it, on this machine.
 *
 * Starts the compiled embedded cloud API, then each gateway in turn, and
 * drives it with BENCH_CONNECTIONS connections (20 by default) for
 * BENCH_SECONDS (15) after a short warm-up, two rounds per variant. Every
 * connection alternates the web's own public catalogue query (OnlinePrograms,
 * anonymous) and its dashboard query (Dashboard, signed in with the session
 * cookies that sessionSignIn set). The gateway's RSS is read from /proc every
 * 200 ms. Prints RSS when ready, peak and steady (median of the second half)
 * RSS under load, req/s, p99 and the gateway's CPU time per request.
 * Target (issue 6, item 10): compiled, at most 150 MB.
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
import { gatewayImageArgs, imageAllocatorEnv } from '../../scripts/gateway-command.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const gatewayPort = Number(process.env.BENCH_PORT ?? 4220);
const cloudPort = gatewayPort + 1;
const cloudUrl = `http://127.0.0.1:${cloudPort}`;
const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
const TARGET_MB = 150;
const SAMPLE_MS = 200;
const children: ChildProcess[] = [];

type Measure = { readyMb: number; peakMb: number; steadyMb: number; hwmMb: number; rps: number; p99: number; cpuMsPerRequest: number; non2xx: number; errors: number };

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

/** CPU time the process has used (user + system), in ms, from /proc/<pid>/stat (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  // The command name in parentheses may hold spaces: count fields after it.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
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

async function measure(label: string, args: string[], allocatorEnv: Record<string, string>): Promise<Measure> {
  // The content listener (docs/decisions/170) past the cloud API's port.
  const contentPort = gatewayPort + 2;
  const gateway = start(args, {
    PORT: String(gatewayPort),
    CONTENT_PORT: String(contentPort),
    CONTENT_URL: `http://127.0.0.1:${contentPort}`,
    CLOUD_API_URL: cloudUrl,
    COOKIE_SECURE: 'false',
    PREREG_SECRET: 'bench-only-pre-registration-secret-0123456789',
    ...allocatorEnv,
  });
  await waitFor(`${gatewayUrl}/readyz`);
  const pid = gateway.pid!;
  const readyMb = memory(pid).rss;

  const cookie = await signIn();
  const catalogue = JSON.stringify({ query: print(OnlineProgramsDocument) });
  const dashboard = JSON.stringify({ query: print(DashboardDocument) });
  // Both answer data, not errors, before they are measured.
  const checks: [string, Record<string, string>, string][] = [
    [catalogue, {}, 'programCatalog'],
    [dashboard, { cookie }, 'viewer'],
  ];
  for (const [body, headers, field] of checks) {
    const json = (await (await post(JSON.parse(body), headers)).json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (json.errors?.length || !json.data?.[field]) throw new Error(`${label}: ${JSON.stringify(json).slice(0, 300)}`);
  }
  const requests: autocannon.Options['requests'] = [
    { method: 'POST' as const, path: '/graphql', headers: { 'content-type': 'application/json' }, body: catalogue },
    { method: 'POST' as const, path: '/graphql', headers: { 'content-type': 'application/json', cookie }, body: dashboard },
  ];

  await autocannon({ url: gatewayUrl, connections, duration: 3, requests }); // warm-up: JIT, pools, caches

  const samples: { at: number; rss: number }[] = [];
  const cpuBefore = cpuMs(pid);
  const started = Date.now();
  const sampler = setInterval(() => samples.push({ at: Date.now() - started, rss: memory(pid).rss }), SAMPLE_MS);
  const result = await autocannon({ url: gatewayUrl, connections, duration: seconds, requests, title: label });
  clearInterval(sampler);
  const { hwm } = memory(pid);
  const cpuUsed = cpuMs(pid) - cpuBefore;
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
    cpuMsPerRequest: cpuUsed / Math.max(result.requests.total ?? 0, 1),
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

  const command = gatewayImageArgs(root);
  const script = command.at(-1)!;
  // The image's variant runs with its malloc settings too (its ENV line, decisions 254 and 255); the others without.
  const variants: { name: string; args: string[]; env: Record<string, string> }[] = [
    { name: 'compiled, image flags', args: command, env: imageAllocatorEnv(root, 'gateway') },
    { name: 'compiled, no V8 flags', args: [script], env: {} },
    { name: 'tsx (as npm start)', args: ['--import', 'tsx', 'packages/gateway/src/main.ts'], env: {} },
  ];
  // Two rounds in mirrored order (A B C, then C B A), so that the cloud API
  // warming up over the run favours none of them.
  const runs = new Map<string, Measure[]>(variants.map((v) => [v.name, []]));
  for (const order of [variants, [...variants].reverse()]) {
    for (const v of order) runs.get(v.name)!.push(await measure(v.name, v.args, v.env));
  }
  await stop(cloud);

  const mean = (ms: Measure[], pick: (m: Measure) => number) => ms.reduce((sum, m) => sum + pick(m), 0) / ms.length;
  const mb = (v: number) => `${v.toFixed(0).padStart(4)} MB`;
  const row = (name: string, ms: Measure[]) =>
    `${name.padEnd(24)} ready ${mb(mean(ms, (m) => m.readyMb))}   peak ${mb(Math.max(...ms.map((m) => m.peakMb)))}   steady ${mb(mean(ms, (m) => m.steadyMb))}` +
    `   ${mean(ms, (m) => m.rps)
      .toFixed(0)
      .padStart(5)} req/s   p99 ${mean(ms, (m) => m.p99)
      .toFixed(0)
      .padStart(4)} ms   CPU ${mean(ms, (m) => m.cpuMsPerRequest).toFixed(1)} ms/request` +
    (ms.some((m) => m.non2xx || m.errors) ? `   (${ms.reduce((n, m) => n + m.non2xx, 0)} non-2xx, ${ms.reduce((n, m) => n + m.errors, 0)} errors)` : '');
  console.log(`\nGateway RSS: ${connections} connections, 2 rounds of ${seconds} s per variant, catalogue and dashboard alternating, on ${process.platform}/${process.arch}, node ${process.version}`);
  console.log(`image flags: node ${command.join(' ')} (docker/Dockerfile.gateway)`);
  for (const v of variants) console.log(row(v.name, runs.get(v.name)!));
  const image = runs.get(variants[0].name)!;
  const peak = Math.max(...image.map((m) => m.peakMb));
  const hwm = Math.max(...image.map((m) => m.hwmMb));
  console.log(`compiled with the image's flags: peak under load ${peak.toFixed(0)} MB, kernel high-water mark (start included) ${hwm.toFixed(0)} MB; target at most ${TARGET_MB} MB`);
}

main().catch(async (err) => {
  console.error(err);
  await Promise.all(children.map(stop));
  process.exit(1);
});
