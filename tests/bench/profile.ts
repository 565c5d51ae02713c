/**
 * Benchmark, not a test: where the gateway's CPU goes per catalogue request (issue 18, section 7;
 * docs/decisions/208). Runs the compiled gateway as `npm run bench` does (NODE_ENV=production,
 * LOG_LEVEL=info) under `node --cpu-prof`, warms it up with BENCH_WARMUP (400) requests, sends
 * BENCH_REQUESTS (3000) catalogue requests one at a time (uncompressed, as
 * `npm run bench:instructions`), stops it, and prints the busy time of the counted requests by
 * where it was spent: each npm package, Node's own modules, the gateway's code, garbage
 * collection and V8's native code, with the functions that took the most. The profile samples
 * wall time, so on a busy machine a sample can land while the process waits for a core; the
 * shares hold, the milliseconds do not (`npm run bench:instructions` gives those).
 *
 *   npm run bench:profile
 *
 * Ports: the gateway on BENCH_PORT (4200), the cloud API on BENCH_CLOUD_PORT (+10), its data in
 * BENCH_DATA_DIR. BENCH_PROFILE_DIR keeps the .cpuprofile there (Chrome's DevTools open it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarizeProfile, type CpuProfile } from './support/cpu-profile.js';
import { waitFor } from './support/portal.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const gatewayPort = Number(process.env.BENCH_PORT ?? 4200);
const cloudPort = Number(process.env.BENCH_CLOUD_PORT ?? gatewayPort + 10);
const dataDir = process.env.BENCH_DATA_DIR ?? `.data/bench-${gatewayPort}`;
const warmup = Number(process.env.BENCH_WARMUP ?? 400);
const requests = Number(process.env.BENCH_REQUESTS ?? 3000);
const cloudUrl = `http://127.0.0.1:${cloudPort}`;
const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
const body = JSON.stringify({ query: '{ programCatalog { levels { level label programs { id batchId name imageUrl duration } } } }' });
const keep = process.env.BENCH_PROFILE_DIR;
const work = keep ?? mkdtempSync(join(tmpdir(), 'bench-profile-'));
const children: ChildProcess[] = [];

function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

async function send(count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' }, body });
    const text = await response.text();
    if (!response.ok || !text.includes('programCatalog')) throw new Error(`${response.status} ${text.slice(0, 200)}`);
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise<void>((r) => (child.exitCode !== null || child.signalCode !== null ? r() : (child.on('exit', () => r()), child.kill('SIGTERM'))));
}

/** CLOCK_MONOTONIC in µs, the clock of V8's profile timestamps on Linux. */
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

async function main() {
  if (spawnSync(process.execPath, ['scripts/build-server.mjs', 'packages/gateway'], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error('the gateway did not build');
  const cloud = start(['--import', 'tsx', 'packages/cloud-api/src/main.ts'], { CLOUD_API_PORT: String(cloudPort), CLOUD_API_DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  await waitFor(`${cloudUrl}/healthz`);
  const gateway = start(['--cpu-prof', `--cpu-prof-dir=${work}`, '--cpu-prof-interval=250', 'packages/gateway/dist/main.js'], {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    PORT: String(gatewayPort),
    CONTENT_PORT: '0',
    CONTENT_URL: 'http://127.0.0.1:9',
    CLOUD_API_URL: cloudUrl,
    COOKIE_SECURE: 'false',
    PREREG_SECRET: 'bench-only-pre-registration-secret-0123456789',
  });
  try {
    await waitFor(`${gatewayUrl}/readyz`);
    await send(warmup);
    const from = monotonicMicros();
    await send(requests);
    const to = monotonicMicros();
    await stop(gateway);
    const file = readdirSync(work).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error(`no .cpuprofile in ${work}`);
    const profile = JSON.parse(readFileSync(join(work, file), 'utf8')) as CpuProfile;
    console.log(
      `\nWhere the gateway's CPU goes per catalogue request (node --cpu-prof, ${requests} requests one at a time after ${warmup}; node ${process.version}, compiled, NODE_ENV=production, LOG_LEVEL=info):`,
    );
    console.log(summarizeProfile(profile, { from, to, requests }));
    if (keep) console.log(`profile: ${join(work, file)}`);
  } finally {
    await Promise.all(children.map(stop));
    if (!keep) rmSync(work, { recursive: true, force: true });
    void cloud;
  }
}

main().catch(async (err) => {
  console.error(err);
  await Promise.all(children.map(stop));
  process.exit(1);
});
