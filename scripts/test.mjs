#!/usr/bin/env node
/**
 * `npm test`: every check, in order, stopping at the first that fails:
 * codegen freshness, types, lint, the compose file, unit and integration
 * tests (vitest), the web build, the production build (compiled servers
 * in the images' layout, with production dependencies only), and the browser journeys (Playwright with
 * Debian's Chromium against the stack `npm start` runs).
 *
 * PostgreSQL and Redis tests run when TEST_DATABASE_URL / TEST_REDIS_URL are
 * set (.ci/run sets them when the services answer); otherwise they are
 * skipped and reported as skipped.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(join(tmpdir(), 'portal-test-'));
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');
const results = [];

function step(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: r.status === 0, seconds });
  if (r.status !== 0) finish(1);
}

function counts() {
  let passed = 0, failed = 0, skipped = 0;
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
  process.exit(code);
}

step('codegen is fresh', 'node', ['scripts/codegen-check.mjs']);
for (const p of ['domain', 'contract', 'cloud-api', 'gateway', 'web']) step(`types (${p})`, 'npx', ['tsc', '-p', `packages/${p}`]);
step('types (tests and scripts)', 'npx', ['tsc', '-p', '.']);
step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
step('schema format', 'npx', ['prettier', '--check', 'schema.graphql']);
step('compose file', 'node', ['scripts/check-compose.mjs']);
step('unit and integration tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
step('web build', 'npm', ['run', 'build', '-w', '@portal/web']);
// The images' runtime layout, replayed from the Dockerfiles and run with plain node (docs/decisions/083).
step('production build', 'node', ['scripts/check-production-build.mjs']);
step('browser journeys', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport });
finish(0);
