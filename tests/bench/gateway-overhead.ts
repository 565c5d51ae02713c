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
const ROUNDS = 2;

/** Rounds taken together: mean throughput, and the mean of each round's percentiles. */
function combine(runs: autocannon.Result[]): autocannon.Result {
  const mean = (pick: (r: autocannon.Result) => number) => runs.reduce((sum, r) => sum + pick(r), 0) / runs.length;
  return {
    requests: { average: mean((r) => r.requests.average), p50: mean((r) => r.requests.p50), p99: mean((r) => r.requests.p99) },
    latency: { average: mean((r) => r.latency.average), p50: mean((r) => r.latency.p50), p99: mean((r) => r.latency.p99) },
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}

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

  // Alternate the two, twice, so that neither profits from the other's warm-up
  // (JIT, caches, connection pools); report both rounds together.
  const directBody = JSON.stringify({ oid: 'demo-university' });
  const gatewayBody = JSON.stringify({ query: '{ programCatalog { levels { level label programs { id batchId name imageUrl duration } } } }' });
  const directRuns: autocannon.Result[] = [];
  const gatewayRuns: autocannon.Result[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    directRuns.push(await load('direct /getAllProgramList', `${cloudUrl}/getAllProgramList`, directBody));
    gatewayRuns.push(await load('gateway programCatalog', `${gatewayUrl}/graphql`, gatewayBody));
  }
  const direct = combine(directRuns);
  const viaGateway = combine(gatewayRuns);

  const row = (name: string, r: autocannon.Result) =>
    `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p50 ${r.latency.p50.toFixed(0).padStart(4)} ms   p99 ${r.latency.p99.toFixed(0).padStart(4)} ms`;
  console.log(`\nGateway overhead: ${connections} connections, ${ROUNDS} alternating rounds of ${seconds} s each, on ${process.platform}/${process.arch}, node ${process.version}`);
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
