/**
 * Benchmark, not a test: the gateway's CPU per request as machine instructions, which other
 * work on the machine does not change (issue 18, section 7). `npm run bench`'s CPU
 * milliseconds swing by ±0.5 ms on the shared machine; instruction counts repeat.
 *
 * Runs the compiled gateway (NODE_ENV=production, as its image) and the plain Express proxy
 * (support/plain-proxy.ts, compiled too, so that neither pays tsx) each under valgrind's
 * callgrind with instrumentation off, warms each up with BENCH_WARMUP (400) requests,
 * then counts the instructions of BENCH_REQUESTS (300) catalogue requests sent one after
 * another, uncompressed (`callgrind_control -i on`, then a dump). Prints instructions per
 * request for both, on the main thread (JavaScript, I/O, scavenges: the steadiest figure)
 * and on all threads (V8's optimizing compiler and concurrent marking run on helper
 * threads whenever V8 decides, so that figure moves with the warm-up), the gateway's over
 * the proxy's, and the main thread's difference in ms at BENCH_IPS (2e9 instructions per
 * second, a rough figure for one core here) for comparison with `npm run bench`. Slow:
 * valgrind runs Node some 50 times slower.
 *
 *   npm run bench:instructions
 *
 * Ports: the gateway on BENCH_PORT (4200) and its content listener on one the system picks,
 * the proxy on BENCH_PROXY_PORT (+1), the cloud API on BENCH_CLOUD_PORT (+10), its data in
 * BENCH_DATA_DIR. BENCH_PROXY_MAIN and BENCH_PROXY_ALL (instructions per request, from an earlier
 * run) skip the proxy's count, which no change to the gateway moves: half the time when
 * trying a change.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const gatewayPort = Number(process.env.BENCH_PORT ?? 4200);
const proxyPort = Number(process.env.BENCH_PROXY_PORT ?? gatewayPort + 1);
const cloudPort = Number(process.env.BENCH_CLOUD_PORT ?? gatewayPort + 10);
const dataDir = process.env.BENCH_DATA_DIR ?? `.data/bench-${gatewayPort}`;
const warmup = Number(process.env.BENCH_WARMUP ?? 400);
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const instructionsPerSecond = Number(process.env.BENCH_IPS ?? 2e9);
const cloudUrl = `http://127.0.0.1:${cloudPort}`;
const body = JSON.stringify({ query: '{ programCatalog { levels { level label programs { id batchId name imageUrl duration } } } }' });
/** BENCH_CALLGRIND_DIR keeps callgrind's files there (for callgrind_annotate); else a temporary folder, removed. */
const keep = process.env.BENCH_CALLGRIND_DIR;
const work = keep ?? mkdtempSync(join(tmpdir(), 'bench-instructions-'));
const children: ChildProcess[] = [];

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  child.on('exit', (code) => code && !stopping && console.error(`${args.join(' ')} exited ${code}:\n${errors}`));
  children.push(child);
  return child;
}

async function waitFor(url: string, tries = 6000): Promise<void> {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never became ready`);
}

async function send(url: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    // No compression asked for, as autocannon in `npm run bench` (fetch asks for gzip by default).
    const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' }, body });
    const text = await response.text();
    if (!response.ok || !text.includes('programCatalog')) throw new Error(`${url}: ${response.status} ${text.slice(0, 200)}`);
  }
}

const control = (args: string[]) => spawnSync('callgrind_control', args, { encoding: 'utf8' });

type Count = { main: number; all: number };

/**
 * Instructions per request of one server under callgrind, counted over `requests` requests after
 * a warm-up: on its main thread (JavaScript, the event loop, scavenges) and on all threads (V8's
 * optimizing compiler and concurrent marking run on helper threads, whenever V8 decides).
 */
async function count(name: string, script: string, port: number, env: Record<string, string>): Promise<Count> {
  const out = join(work, `${name}.%p.out`);
  const server = start('valgrind', ['--tool=callgrind', '--instr-atstart=no', '--separate-threads=yes', `--callgrind-out-file=${out}`, process.execPath, script], { NODE_ENV: 'production', ...env });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`);
  await send(url, warmup);
  if (control(['-i', 'on', String(server.pid)]).status !== 0) throw new Error('callgrind_control -i on failed');
  await send(url, requests);
  control(['-d', String(server.pid)]);
  await stopChild(server);
  // The dump asked for after the counted requests (`.1`, one file per thread, `-01` the main
  // thread); the one written at exit holds the shutdown.
  const dumps = readdirSync(work).filter((f) => f.startsWith(`${name}.`) && /\.out\.1-\d+$/.test(f));
  const totalOf = (file: string) => Number(/^(?:summary|totals): (\d+)/m.exec(readFileSync(join(work, file), 'utf8'))?.[1] ?? 0);
  const main = dumps.filter((f) => f.endsWith('.out.1-01')).reduce((sum, f) => sum + totalOf(f), 0);
  const all = dumps.reduce((sum, f) => sum + totalOf(f), 0);
  if (!(main > 0)) throw new Error(`${name}: no callgrind dump with a total in ${work}`);
  return { main: main / requests, all: all / requests };
}

let stopping = false;
function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((r) => (child.exitCode !== null || child.signalCode !== null ? r() : (child.on('exit', () => r()), child.kill('SIGTERM'))));
}

async function main() {
  if (spawnSync('valgrind', ['--version']).status !== 0) throw new Error('valgrind is not installed (apt-get install valgrind)');
  if (spawnSync(process.execPath, ['scripts/build-server.mjs', 'packages/gateway'], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error('the gateway did not build');
  // The proxy compiled like the gateway, so that neither runs through tsx.
  const proxyScript = join(work, 'plain-proxy.mjs');
  await build({
    entryPoints: [join(root, 'tests/bench/support/plain-proxy.ts')],
    outfile: proxyScript,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    absWorkingDir: root,
    logLevel: 'warning',
  });
  // An external package resolves from the script's folder: keep the proxy's where node_modules is found.
  const proxyInRoot = join(root, 'tests/bench/support/.plain-proxy.compiled.mjs');
  rmSync(proxyInRoot, { force: true });
  spawnSync('cp', [proxyScript, proxyInRoot]);

  const cloud = start(process.execPath, ['--import', 'tsx', 'packages/cloud-api/src/main.ts'], { CLOUD_API_PORT: String(cloudPort), CLOUD_API_DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  await waitFor(`${cloudUrl}/healthz`);
  try {
    const given = process.env.BENCH_PROXY_MAIN && process.env.BENCH_PROXY_ALL;
    const proxy = given
      ? { main: Number(process.env.BENCH_PROXY_MAIN), all: Number(process.env.BENCH_PROXY_ALL) }
      : await count('proxy', proxyInRoot, proxyPort, { PORT: String(proxyPort), CLOUD_API_URL: cloudUrl });
    const gateway = await count('gateway', 'packages/gateway/dist/main.js', gatewayPort, {
      PORT: String(gatewayPort),
      CONTENT_PORT: '0',
      CONTENT_URL: 'http://127.0.0.1:9',
      CLOUD_API_URL: cloudUrl,
      COOKIE_SECURE: 'false',
      PREREG_SECRET: 'bench-only-pre-registration-secret-0123456789',
    });
    const millions = (n: number) => `${(n / 1e6).toFixed(3)} M`.padStart(9);
    const row = (label: string, pick: (c: Count) => number) =>
      `  ${label.padEnd(42)} ${millions(pick(proxy))} ${millions(pick(gateway))} ${millions(pick(gateway) - pick(proxy))} (${(pick(gateway) / pick(proxy)).toFixed(2)}x)`;
    console.log(`\nInstructions per catalogue request (callgrind, ${requests} requests one at a time after ${warmup} to warm up; node ${process.version}, gateway LOG_LEVEL=info):`);
    if (given) console.log("  (the proxy's figures given by BENCH_PROXY_MAIN and BENCH_PROXY_ALL, not counted now)");
    console.log(`  ${''.padEnd(42)} ${'proxy'.padStart(9)} ${'gateway'.padStart(9)} ${'over'.padStart(9)}`);
    console.log(row('main thread (JavaScript, I/O, scavenges)', (c) => c.main));
    console.log(row('all threads (+ optimizing compiler, marking)', (c) => c.all));
    console.log(
      `  the gateway's main thread over the proxy's: about ${(((gateway.main - proxy.main) / instructionsPerSecond) * 1000).toFixed(3)} ms at ${instructionsPerSecond / 1e9}G instructions/s`,
    );
  } finally {
    stopping = true;
    await stopChild(cloud);
    rmSync(proxyInRoot, { force: true });
    if (!keep) rmSync(work, { recursive: true, force: true });
  }
}

main().catch(async (err) => {
  console.error(err);
  stopping = true;
  await Promise.all(children.map(stopChild));
  process.exit(1);
});
