#!/usr/bin/env node
/**
 * `npm start`: the whole portal on embedded defaults, on one machine.
 * Builds the web app when its sources changed, compiles the gateway and the
 * cloud API (run as their images run them: docs/decisions/203, 209), starts the
 * embedded cloud API (PGlite in .data/) and the gateway, waits until both answer, and prints
 * where everything is. Ctrl-C stops both.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { imageAllocatorEnv, imageArgs } from './gateway-command.mjs';
import { requireSupportedNode } from './node-version.mjs';

requireSupportedNode('npm start');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const env = { ...process.env };
const gatewayPort = env.PORT ?? '4000';
const cloudPort = env.CLOUD_API_PORT ?? '4010';
const portalUrl = env.PORTAL_URL ?? `http://localhost:${gatewayPort}`;
const cloudUrl = env.CLOUD_API_URL ?? `http://127.0.0.1:${cloudPort}`;
// Course content on an origin of its own (docs/decisions/170): another port, and another host
// than the portal's (cookies ignore ports), as the gateway's default says.
const contentPort = env.CONTENT_PORT ?? String(Number(gatewayPort) + 1);
const contentUrl = env.CONTENT_URL ?? `http://${new URL(portalUrl).hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1'}:${contentPort}`;

function newestMtime(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function webBuildIsFresh() {
  const built = join(root, 'packages/web/dist/index.html');
  if (!existsSync(built) || !existsSync(join(root, 'packages/web/dist-content/scorm/runtime.html'))) return false;
  const sources = [
    'packages/web/src',
    'packages/web/index.html',
    'packages/web/scorm',
    'packages/web/vite.config.ts',
    'packages/web/vite.content.config.ts',
    'packages/web/vite.server.config.ts',
    'packages/web/public',
    'packages/domain/src',
    'packages/contract/src/page-drawing.ts',
  ]
    .map((p) => join(root, p))
    .filter(existsSync);
  return Math.max(...sources.map(newestMtime)) <= statSync(built).mtimeMs;
}

if (env.SKIP_WEB_BUILD !== '1' && !webBuildIsFresh()) {
  console.log('Building the web app (only when its sources changed)...');
  const r = spawnSync('npm', ['run', 'build', '-w', '@portal/web'], { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// WEB_DIST_COPY: this start serves a copy of the build of its own. The journeys give each of
// their stacks one (playwright.config.ts), so that the journey that deploys a new service worker
// changes only what its own stack serves, never the build another stack's pages read.
if (env.WEB_DIST_COPY) {
  env.WEB_DIST_DIR = resolve(root, env.WEB_DIST_COPY);
  rmSync(env.WEB_DIST_DIR, { recursive: true, force: true });
  cpSync(join(root, 'packages/web/dist'), env.WEB_DIST_DIR, { recursive: true });
}

// Both servers run compiled, not through tsx (docs/decisions/203, 209): tsx kept TypeScript's
// transforms and a second module graph in the heap (about 100 MB more in the gateway after a
// soak). esbuild compiles each in a second or two, so every start builds them afresh.
for (const pkg of ['packages/gateway', 'packages/cloud-api']) {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs', pkg], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env });
  if (built.status !== 0) {
    console.error(`${pkg} did not compile (node scripts/build-server.mjs ${pkg}).`);
    process.exit(built.status ?? 1);
  }
}

const children = [];
/** Runs a server as its image does: `args` is its CMD without `node` (V8 flags, then the compiled script). */
function run(name, args, extraEnv) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping the portal.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 8000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r))))).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, what, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  console.error(`${what} did not become ready at ${url}`);
  stop(1);
}

run('cloud-api', imageArgs(root, 'cloud-api'), { CLOUD_API_PORT: cloudPort, PORTAL_URL: portalUrl });
// The gateway waits for the identity endpoint's keys itself (hydrate at start), so both start at once.
// As its image runs it: the compiled script with the image's V8 flags (a bounded heap, small semi-spaces)
// and its allocator setting (few malloc arenas).
run('gateway', imageArgs(root, 'gateway'), {
  ...imageAllocatorEnv(root, 'gateway'),
  PORT: gatewayPort,
  PUBLIC_URL: env.PUBLIC_URL ?? portalUrl,
  CONTENT_PORT: contentPort,
  CONTENT_URL: contentUrl,
  CLOUD_API_URL: cloudUrl,
  // Plain http on localhost: browsers other than Chromium refuse Secure cookies there.
  COOKIE_SECURE: env.COOKIE_SECURE ?? 'false',
});

await waitFor(`${cloudUrl}/healthz`, 'The cloud API');
await waitFor(`http://127.0.0.1:${gatewayPort}/readyz`, 'The gateway');
await waitFor(`http://127.0.0.1:${contentPort}/healthz`, 'The content listener');

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`
  Learner portal ready in ${seconds} s, on Node ${process.versions.node}

  Portal            ${portalUrl}
  GraphQL explorer  ${portalUrl}/explorer
  Course content    ${contentUrl}   (SCORM packages and HTML lessons, on an origin of their own)
  Local mailbox     ${cloudUrl}/mailbox   (sign-up codes and Verify Email links)
  Cloud API         ${cloudUrl}

  Demo accounts
    learner@demo.university     Learner@2026   enrolled in programs, with progress and applications
    second@demo.university      Second@2026    another learner, in a different program
    newlearner@demo.university  Welcome@2026   first sign-in asks for a new password

  Ctrl-C stops the portal. Data lives in .data/ (delete it to start afresh).
`);
