/**
 * Benchmark, not a test: the same data through the gateway (GraphQL) and
 * straight from the cloud API, under the same load, on this machine.
 * Prints req/s, p50 and p99 for both, and the ratios. Also prints how long
 * the stack takes to become ready on an existing data directory.
 *
 *   npm run bench            (BENCH_SECONDS=10 BENCH_CONNECTIONS=10 by default)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const gatewayPort = 4200;
const cloudPort = 4210;
const cloudUrl = `http://127.0.0.1:${cloudPort}`;
const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
const children: ChildProcess[] = [];

function start(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
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

async function load(title: string, url: string, body: string): Promise<autocannon.Result> {
  const opts = { url, method: 'POST' as const, body, headers: { 'content-type': 'application/json' }, connections };
  await autocannon({ ...opts, duration: 2 }); // warm-up: JIT, pools, caches
  const result = await autocannon({ ...opts, duration: seconds, title });
  if (result.non2xx || result.errors) throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

async function stackReadyMs(): Promise<number> {
  const t0 = Date.now();
  start('packages/cloud-api/src/main.ts', { CLOUD_API_PORT: String(cloudPort), CLOUD_API_DATA_DIR: '.data/bench' });
  start('packages/gateway/src/main.ts', { PORT: String(gatewayPort), CLOUD_API_URL: cloudUrl, COOKIE_SECURE: 'false' });
  await waitFor(`${cloudUrl}/healthz`);
  await waitFor(`${gatewayUrl}/readyz`);
  return Date.now() - t0;
}

function stop(): Promise<void> {
  return Promise.all(
    children.map((c) => new Promise<void>((r) => (c.exitCode !== null ? r() : (c.on('exit', () => r()), c.kill('SIGTERM'))))),
  ).then(() => undefined);
}

async function main() {
  // First start creates and seeds .data/bench; the measured start reopens it, as `npm start` does on a warm install.
  await stackReadyMs();
  await stop();
  children.length = 0;
  const readyMs = await stackReadyMs();

  const direct = await load('direct /getAllProgramList', `${cloudUrl}/getAllProgramList`, JSON.stringify({ oid: 'demo-university' }));
  const viaGateway = await load(
    'gateway programCatalog',
    `${gatewayUrl}/graphql`,
    JSON.stringify({ query: '{ programCatalog { levels { level label programs { id batchId name imageUrl duration } } } }' }),
  );

  const row = (name: string, r: autocannon.Result) =>
    `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms`;
  console.log(`\nGateway overhead: ${connections} connections, ${seconds} s each, on ${process.platform}/${process.arch}, node ${process.version}`);
  console.log(row('direct cloud API call', direct));
  console.log(row('through the gateway', viaGateway));
  console.log(`throughput ratio (direct / gateway): ${(direct.requests.average / viaGateway.requests.average).toFixed(2)}x`);
  console.log(`p50 latency ratio (gateway / direct): ${(Math.max(viaGateway.latency.p50, 1) / Math.max(direct.latency.p50, 1)).toFixed(2)}x`);
  console.log(`p99 latency ratio (gateway / direct): ${(Math.max(viaGateway.latency.p99, 1) / Math.max(direct.latency.p99, 1)).toFixed(2)}x`);
  console.log(`stack ready on an existing data directory: ${(readyMs / 1000).toFixed(1)} s`);
  await stop();
}

main().catch(async (err) => {
  console.error(err);
  await stop();
  process.exit(1);
});
