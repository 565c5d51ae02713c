#!/usr/bin/env node
/**
 * Proves the production images without a Docker engine: reads
 * docker/Dockerfile.cloud-api and docker/Dockerfile.gateway and reproduces
 * their runtime layout in a temporary directory outside the repository, so
 * nothing can be found by accident in the repo's own node_modules:
 *
 * - the `build` stage is this checkout (already installed): its RUN lines other
 *   than `npm ci` run here (the bundles, and the web app for the gateway);
 * - every other intermediate stage (`deps`) is replayed for real: its COPY
 *   lines from the build context, then its RUN lines (`npm ci --omit=dev`,
 *   from the npm cache when it can: npm_config_prefer_offline);
 * - the final stage's COPY --from lines assemble the runtime tree; its ENV is
 *   applied (absolute paths moved under the temporary root) and its CMD runs
 *   with the plain `node` running this script.
 *
 * Then: no development tooling (the root's devDependencies) is in either
 * runtime node_modules, the cloud API starts on a fresh data directory, the
 * gateway starts against it, and /readyz, the catalogue and a program image,
 * a sign-in with the viewer query, the web app's index page and the drawn
 * dashboard answer as they should.
 *
 *   node scripts/check-production-build.mjs   (CHECK_PORT=4230: gateway; +1: cloud API; +2: content listener)
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const gatewayPort = Number(process.env.CHECK_PORT ?? 4230);
const cloudPort = gatewayPort + 1;
// The gateway's content listener (docs/decisions/170), past the cloud API's port.
const contentPort = gatewayPort + 2;
const work = mkdtempSync(join(tmpdir(), 'portal-production-'));
const started = Date.now();
const children = [];
const timings = [];

function fail(message) {
  console.error(`check-production-build: ${message} (${timings.join(', ')})`);
  cleanUp();
  process.exit(1);
}

function cleanUp() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  // Removing two node_modules trees and a PGlite directory takes half a minute
  // on a busy machine; nothing waits for it, so it happens in the background.
  spawn('rm', ['-rf', work], { detached: true, stdio: 'ignore' }).unref();
}

function timed(label, fn) {
  const t0 = Date.now();
  const result = fn();
  timings.push(`${label} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return result;
}

/** Dockerfile instructions, per stage: line continuations joined, comments dropped. */
function parseDockerfile(path) {
  const lines = readFileSync(path, 'utf8')
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/);
  const stages = [];
  for (const line of lines.map((l) => l.trim())) {
    if (!line || line.startsWith('#')) continue;
    const [, op, rest] = /^(\S+)\s*(.*)$/.exec(line);
    const instruction = { op: op.toUpperCase(), args: rest };
    if (instruction.op === 'FROM') {
      const name = /\bAS\s+(\S+)\s*$/i.exec(rest)?.[1] ?? String(stages.length);
      stages.push({ name, instructions: [] });
    } else {
      stages.at(-1).instructions.push(instruction);
    }
  }
  return stages;
}

/** `--from=deps a b dest` -> { from: 'deps', sources: ['a', 'b'], dest }. */
function parseCopy(args) {
  const words = args.split(/\s+/);
  const flags = Object.fromEntries(words.filter((w) => w.startsWith('--')).map((w) => w.slice(2).split('=')));
  const paths = words.filter((w) => !w.startsWith('--'));
  return { from: flags.from, sources: paths.slice(0, -1), dest: paths.at(-1) };
}

/** Docker COPY: a directory's contents go into dest; a file goes into dest/ when dest ends with / or is a directory. */
function copy(source, dest) {
  if (!existsSync(source)) fail(`COPY source ${source} does not exist`);
  if (statSync(source).isDirectory() && source.startsWith(work)) {
    // Between stages (node_modules): hard links, as fast as a rename and as good as a copy here.
    mkdirSync(dest, { recursive: true });
    const r = spawnSync('cp', ['-al', `${source}/.`, dest], { stdio: 'inherit' });
    if (r.status !== 0) fail(`cannot copy ${source} to ${dest}`);
  } else if (statSync(source).isDirectory()) {
    cpSync(source, dest, { recursive: true, verbatimSymlinks: true });
  } else {
    const target = dest.endsWith('/') || (existsSync(dest) && statSync(dest).isDirectory()) ? join(dest, posix.basename(source)) : dest;
    mkdirSync(dirname(target), { recursive: true });
    cpSync(source, target);
  }
}

function parseEnv(args) {
  return Object.fromEntries([...args.matchAll(/(\w+)=("[^"]*"|\S+)/g)].map(([, k, v]) => [k, v.replace(/^"|"$/g, '')]));
}

/**
 * Replays one Dockerfile. Returns the runtime stage's root, working directory,
 * environment and command.
 */
function replay(dockerfile) {
  const name = posix.basename(dockerfile).replace(/^Dockerfile\./, '');
  const stages = parseDockerfile(join(root, dockerfile));
  const fsRoot = {}; // stage name -> directory standing for its "/"
  const workdirs = {}; // stage name -> its WORKDIR, absolute in the stage
  for (const [index, stage] of stages.entries()) {
    const final = index === stages.length - 1;
    let workdir = '/';
    if (stage.name === 'build') {
      // This checkout stands for the build stage's /app (after its `npm ci`).
      for (const { op, args } of stage.instructions) {
        if (op === 'WORKDIR') workdir = args;
        if (op === 'RUN' && !/^npm ci\b/.test(args)) {
          timed(`${name}: ${args}`, () => {
            const r = spawnSync('sh', ['-c', args], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
            if (r.status !== 0) fail(`${dockerfile}: RUN ${args} failed`);
          });
        }
      }
      workdirs.build = workdir;
      continue;
    }
    const dir = join(work, `${name}-${stage.name}`);
    mkdirSync(dir, { recursive: true });
    fsRoot[stage.name] = dir;
    const env = {};
    let cmd;
    const inStage = (path) => join(dir, posix.resolve(workdir, path));
    for (const { op, args } of stage.instructions) {
      if (op === 'WORKDIR') {
        workdir = posix.resolve(workdir, args);
        mkdirSync(join(dir, workdir), { recursive: true });
      } else if (op === 'ENV') {
        Object.assign(env, parseEnv(args));
      } else if (op === 'COPY') {
        const { from, sources, dest } = parseCopy(args);
        const target = inStage(dest) + (dest.endsWith('/') ? '/' : '');
        for (const source of sources) {
          if (from === undefined) copy(join(root, source), target);
          else if (from === 'build') copy(join(root, posix.relative(workdirs.build, source)), target);
          else if (fsRoot[from]) copy(join(fsRoot[from], source), target);
          else fail(`${dockerfile}: COPY --from=${from} names no earlier stage`);
        }
      } else if (op === 'RUN' && !final) {
        timed(`${name}: ${args}`, () => {
          const r = spawnSync('sh', ['-c', args], {
            cwd: join(dir, workdir),
            stdio: ['ignore', 'ignore', 'inherit'],
            env: { ...process.env, npm_config_prefer_offline: 'true', npm_config_loglevel: 'error', npm_config_update_notifier: 'false' },
          });
          if (r.status !== 0) fail(`${dockerfile}: RUN ${args} failed`);
        });
      } else if (op === 'CMD') {
        cmd = JSON.parse(args);
      }
      // RUN in the final stage (ownership of volumes), USER, EXPOSE, VOLUME: nothing to reproduce here.
    }
    workdirs[stage.name] = workdir;
    if (final) {
      // Absolute paths in ENV (data directories) live under the stage's root here.
      const mapped = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v.startsWith('/') ? join(dir, v) : v]));
      for (const v of Object.values(mapped)) if (v.startsWith(dir)) mkdirSync(v, { recursive: true });
      return { name, dir, cwd: join(dir, workdir), env: mapped, cmd };
    }
  }
  fail(`${dockerfile}: no final stage`);
}

/**
 * Development tooling must not be in an image: the root's devDependencies.
 * Type packages (@types/*) are left out of the check: some libraries list
 * them as dependencies of their own, and they hold no code.
 */
function checkNoTooling(runtime) {
  const tooling = Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).devDependencies ?? {}).filter((pkg) => !pkg.startsWith('@types/'));
  const present = tooling.filter((pkg) => existsSync(join(runtime.cwd, 'node_modules', pkg)));
  if (present.length) fail(`${runtime.name} image holds development tooling: ${present.join(', ')}`);
}

function run(runtime, extraEnv) {
  const [command, ...args] = runtime.cmd;
  if (command !== 'node') fail(`${runtime.name}: CMD runs ${command}, not node`);
  const child = spawn(process.execPath, args, {
    cwd: runtime.cwd,
    // A clean environment, as in a container: only what the image sets, and the test's ports.
    env: { PATH: process.env.PATH, HOME: runtime.dir, ...runtime.env, LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.on('exit', (code) => {
    if (!stopping) fail(`${runtime.name} exited (${code}):\n${stderr}`);
  });
  children.push(child);
  return child;
}

/**
 * The image's server build of the web app against the page-drawing contract (docs/decisions/200),
 * the module the gateway and the web both import: where the gateway looks for it, every export
 * the contract names, and each drawn page's boot requests in the shape the gateway runs.
 */
async function checkServerBuild(runtime) {
  const contract = await tsImport('../packages/contract/src/page-drawing.ts', import.meta.url);
  const file = join(runtime.cwd, 'packages/web', contract.SERVER_BUILD.dir, contract.SERVER_BUILD.entry);
  if (!existsSync(file)) fail(`the gateway image has no server build at ${relative(work, file)}`);
  const entry = await import(pathToFileURL(file).href);
  const problems = contract.serverEntryProblems(entry);
  if (problems.length) fail(`the image's server build breaks the page-drawing contract: ${problems.join('; ')}`);
  for (const url of ['/dashboard', '/course?course=101203&unit=obj-101031-1', '/myProg/101/0']) {
    if (!contract.drawnPage(new URL(url, 'http://x').pathname)) fail(`${url} is not a drawn page of the contract`);
    const bodies = await entry.askTask({ url });
    if (!contract.isBootRequests(bodies) || !('Session' in bodies) || Object.keys(bodies).length < 2)
      fail(`the image's server build asks ${JSON.stringify(Object.keys(bodies ?? {}))} for ${url}, not the session and the screen's query`);
  }
}

/**
 * The gateway gives back a stopped drawing thread's memory with glibc's malloc_trim, through
 * koffi (packages/gateway/src/idle-memory.ts, docs/decisions/256): koffi and its Linux binary
 * must be in the image's node_modules, where the compiled gateway looks for them.
 */
function checkMallocTrim(runtime) {
  const probe = "require('koffi').load('libc.so.6').func('int malloc_trim(size_t pad)')(0)";
  const r = spawnSync(process.execPath, ['-e', probe], { cwd: join(runtime.cwd, 'packages/gateway/dist'), encoding: 'utf8' });
  if (r.status !== 0) fail(`the gateway image cannot call malloc_trim through koffi: ${r.stderr.trim().split('\n')[0]}`);
}

async function waitFor(url, what) {
  for (let i = 0; i < 1200; i++) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  fail(`${what} never answered ${url}`);
}

async function graphql(query, variables, headers = {}) {
  const response = await fetch(`http://127.0.0.1:${gatewayPort}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (response.status !== 200 || body.errors) fail(`${query.slice(0, 60)}... answered ${response.status} ${JSON.stringify(body).slice(0, 400)}`);
  return { body, response };
}

let stopping = false;
const cloud = timed('cloud-api layout', () => replay('docker/Dockerfile.cloud-api'));
const gateway = timed('gateway layout', () => replay('docker/Dockerfile.gateway'));
for (const runtime of [cloud, gateway]) checkNoTooling(runtime);
if (existsSync(join(gateway.cwd, 'node_modules/@electric-sql/pglite'))) fail("the gateway image holds the cloud API's PGlite");
if (relative(root, work).split('/')[0] !== '..') fail(`${work} lies inside the repository`);
await checkServerBuild(gateway);
checkMallocTrim(gateway);

const t0 = Date.now();
run(cloud, { CLOUD_API_PORT: String(cloudPort), CLOUD_API_HOST: '127.0.0.1', PORTAL_URL: `http://127.0.0.1:${gatewayPort}` });
run(gateway, {
  PORT: String(gatewayPort),
  HOST: '127.0.0.1',
  CONTENT_PORT: String(contentPort),
  CONTENT_URL: `http://127.0.0.1:${contentPort}`,
  CLOUD_API_URL: `http://127.0.0.1:${cloudPort}`,
  COOKIE_SECURE: 'false',
  PREREG_SECRET: 'check-only-pre-registration-secret-0123456789',
  // The dashboard below is always drawn here, however busy the machine (docs/decisions/168).
  PAGE_DRAW_BUDGET_MS: '10000',
});
await waitFor(`http://127.0.0.1:${cloudPort}/healthz`, 'the cloud API');
const ready = await (await waitFor(`http://127.0.0.1:${gatewayPort}/readyz`, 'the gateway')).json();
if (ready.status !== 'ready') fail(`/readyz said ${JSON.stringify(ready)}`);
timings.push(`both started ${((Date.now() - t0) / 1000).toFixed(1)} s`);

const t1 = Date.now();
const catalogue = await graphql('{ programCatalog { levels { label programs { name imageUrl } } } }');
const listed = catalogue.body.data.programCatalog.levels.flatMap((l) => l.programs);
const programs = listed.length;
if (!programs) fail('the catalogue is empty');
// The seed's images are files the cloud API image must carry (src/seed/assets).
const image = await fetch(listed[0].imageUrl);
if (image.status !== 200) fail(`${listed[0].imageUrl} answered ${image.status}: the seed assets are missing`);
const signIn = await graphql('mutation ($input: SessionSignInInput!) { sessionSignIn(input: $input) { viewer { email } userErrors { message } } }', {
  input: { username: 'learner@demo.university', password: 'Learner@2026' },
});
const cookie = signIn.response.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const viewer = await graphql('{ viewer { email programs { title } } }', {}, { cookie });
if (viewer.body.data.viewer?.email !== 'learner@demo.university') fail(`viewer: ${JSON.stringify(viewer.body)}`);
const page = await fetch(`http://127.0.0.1:${gatewayPort}/`, { headers: { accept: 'text/html' } });
const html = await page.text();
// The landing's static shell (decision 096) fills the root; either way the app's script is there.
if (page.status !== 200 || !/<div id="root"[\s>]/.test(html) || !/<script type="module"[^>]* src="\/assets\//.test(html)) fail(`/ answered ${page.status}, not the web app`);
// The signed-in dashboard, drawn by the gateway with the web app's server build in its worker thread.
const dashboard = await (await fetch(`http://127.0.0.1:${gatewayPort}/dashboard`, { headers: { accept: 'text/html', cookie } })).text();
if (!dashboard.includes('data-shell="drawn"') || !dashboard.includes('<article')) fail('/dashboard was not drawn: the server build (packages/web/dist-server) is missing or fails in the image');
// The course screen, drawn the same way with its unit list (decision 181): Python for Data Analysis, on its first object.
const course = await (await fetch(`http://127.0.0.1:${gatewayPort}/course?course=101203&unit=obj-101031-1`, { headers: { accept: 'text/html', cookie } })).text();
if (!course.includes('data-shell="drawn"') || !course.includes('aria-label="Units of the course"'))
  fail('/course was not drawn with its unit list: the server build fails on the course screen in the image');
// The page-wide styles (reset, globals, theme tokens) are built once into every page's head, once (decision 169).
for (const [path, text] of [
  ['/', html],
  ['/dashboard', dashboard],
]) {
  const sheets = text.match(/<style data-chakra-global>/g)?.length ?? 0;
  if (sheets !== 1 || !text.includes('--chakra-colors-brand-600:')) fail(`${path} carries ${sheets} page-wide style sheets (or lacks the theme's tokens), not one`);
}

// The SCORM runtime frame (the web's content build) is in the image and served on the content origin (decision 170).
const runtime = await fetch(`http://127.0.0.1:${contentPort}/scorm/runtime.html`);
const runtimeHtml = await runtime.text();
if (runtime.status !== 200 || !runtimeHtml.includes(`content="http://localhost:${gatewayPort}"`))
  fail(`the content listener's /scorm/runtime.html answered ${runtime.status}: packages/web/dist-content is missing from the image`);

timings.push(`queries ${((Date.now() - t1) / 1000).toFixed(1)} s`);
stopping = true;
cleanUp();
console.log(
  `production build: compiled cloud API and gateway run with plain node and production dependencies only; ` +
    `readyz ready, ${programs} programs with their images, signed-in viewer, web app served, dashboard and course screen drawn (${((Date.now() - started) / 1000).toFixed(1)} s: ${timings.join(', ')})`,
);
process.exit(0);
