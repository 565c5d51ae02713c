#!/usr/bin/env node
/**
 * `npm test`: every check, in order, stopping at the first that fails:
 * codegen freshness; types, lint and the formats (side by side, one per core);
 * unit and integration tests (vitest); the production build (the web build and
 * the compiled servers in the images' layout, with production dependencies
 * only); and the browser journeys (Playwright with Debian's Chromium against
 * the stack `npm start` runs).
 *
 * PostgreSQL and Redis tests run when TEST_DATABASE_URL / TEST_REDIS_URL are
 * set (.ci/run sets them when the services answer); otherwise they are
 * skipped and reported as skipped.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { requireSupportedNode } from './node-version.mjs';

requireSupportedNode('npm test');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(join(tmpdir(), 'portal-test-'));
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');
const results = [];
console.log(`npm test on Node ${process.versions.node}`);

function step(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: r.status === 0, seconds });
  if (r.status !== 0) finish(1);
}

/**
 * Checks that do not depend on each other (types per package, lint, formats), run
 * side by side, as many at a time as the machine has cores: each is one
 * single-threaded process. Each one's output is printed whole when it ends, so
 * the log reads as if they had run in turn; the run stops after the group if any failed.
 */
async function group(steps) {
  const pending = [...steps];
  const width = Math.max(1, Math.min(Number(process.env.TEST_CHECKS_PARALLEL ?? availableParallelism()), steps.length));
  const runOne = async () => {
    for (let next = pending.shift(); next; next = pending.shift()) {
      const [name, command, args] = next;
      const started = Date.now();
      const output = [];
      const code = await new Promise((resolve) => {
        const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('error', (error) => {
          output.push(Buffer.from(String(error)));
          resolve(1);
        });
        child.on('close', (status) => resolve(status ?? 1));
      });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      results.push({ name, ok: code === 0, seconds });
    }
  };
  await Promise.all(Array.from({ length: width }, runOne));
  if (results.some((r) => !r.ok)) finish(1);
}

function counts() {
  let passed = 0,
    failed = 0,
    skipped = 0;
  if (existsSync(vitestReport)) {
    const v = JSON.parse(readFileSync(vitestReport, 'utf8'));
    passed += v.numPassedTests ?? 0;
    failed += v.numFailedTests ?? 0;
    skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  }
  if (existsSync(playwrightReport)) {
    const s = JSON.parse(readFileSync(playwrightReport, 'utf8')).stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += s.unexpected ?? 0;
    skipped += s.skipped ?? 0;
  }
  return { passed, failed, skipped };
}

function finish(code) {
  console.log('\nSummary');
  for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
  const skippedServices = [];
  if (!process.env.TEST_DATABASE_URL) skippedServices.push('PostgreSQL mode of cloud-api (TEST_DATABASE_URL not set)');
  if (!process.env.TEST_REDIS_URL) skippedServices.push('Redis store of the rate limits (TEST_REDIS_URL not set)');
  for (const s of skippedServices) console.log(`  skipped: ${s}`);
  const c = counts();
  console.log(`\ntests: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
  // Last, so that the tail of a CI log (often all one sees of it) names what failed.
  for (const { name, why: lines } of failedTests()) {
    console.log(`  failed: ${name}`);
    for (const line of lines) console.log(`    ${line}`);
  }
  process.exit(code);
}

/**
 * Why a test failed, in a few lines: the error's message without its colours, and where it was
 * thrown. The tail of a CI log is often all one sees of it, and a name alone says too little.
 */
function why(message = '', location) {
  const lines = stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trimEnd())
    // Not the code frame nor the stack: the location below names the line.
    .filter((line) => line && !/^\s*(>\s*)?(\d+\s*)?\|/.test(line) && !/^\s+at /.test(line))
    .slice(0, 4);
  if (location) lines.push(`at ${relative(root, location.file)}:${location.line}`);
  return lines.map((line) => (line.length > 200 ? `${line.slice(0, 199)}…` : line));
}

/** The failed tests of both reports, each as its file and its full name, and why. */
function failedTests() {
  const failed = [];
  if (existsSync(vitestReport)) {
    for (const file of JSON.parse(readFileSync(vitestReport, 'utf8')).testResults ?? [])
      for (const test of file.assertionResults ?? []) if (test.status === 'failed') failed.push({ name: `${relative(root, file.name)} › ${test.fullName}`, why: why(test.failureMessages?.[0]) });
  }
  if (existsSync(playwrightReport)) {
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? []) {
          if (test.status !== 'unexpected') continue;
          // A timeout comes with the step it stopped in: both are told.
          const result = test.results?.find((r) => r.errors?.length || r.error);
          const errors = result?.errors?.length ? result.errors : result?.error ? [result.error] : [];
          failed.push({ name: `${spec.file} › ${[...titles, spec.title].join(' › ')}`, why: errors.slice(0, 2).flatMap((error) => why(error.message, error.location)) });
        }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of JSON.parse(readFileSync(playwrightReport, 'utf8')).suites ?? []) walk(suite, []);
  }
  return failed;
}

step('codegen is fresh', 'node', ['scripts/codegen-check.mjs']);
await group([
  ...['domain', 'contract', 'cloud-api', 'gateway', 'web'].map((p) => [`types (${p})`, 'npx', ['tsc', '-p', `packages/${p}`]]),
  ['types (tests and scripts)', 'npx', ['tsc', '-p', '.']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['one format (prettier)', 'npx', ['prettier', '--check', '.']],
  // No unused file, export or dependency (docs/decisions/342).
  ['no dead code', 'npx', ['knip', '--no-progress']],
  // No import cycles anywhere (docs/decisions/341).
  ['no import cycles', 'npm', ['run', '--silent', 'cycles']],
  ['compose file', 'node', ['scripts/check-compose.mjs']],
  ['one Node everywhere', 'node', ['scripts/node-version.mjs']],
]);
step('unit and integration tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
// The images' runtime layout, replayed from the Dockerfiles and run with plain node
// (docs/decisions/083). Its build stage builds the web app into packages/web/dist,
// which the journeys then serve: the web is built once.
step('production build (with the web build)', 'node', ['scripts/check-production-build.mjs']);
step('browser journeys', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport });
finish(0);
