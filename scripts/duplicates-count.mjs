#!/usr/bin/env node
/**
 * Decision 250's count of duplicates (issue 33, point 10; docs/decisions/250): the files git
 * tracks under packages/, minus tests, test support, generated code, migrations, seeds and test
 * fixtures, copied as they are in the working tree to a temporary folder, where `duplicates`
 * (the machine's tool, not a dependency) pairs them.
 *
 *   node scripts/duplicates-count.mjs            the pairs, most shared first (up to 200 rows)
 *   node scripts/duplicates-count.mjs --keep     and keeps the copy, to look again with other options
 *
 * It exits with the tool's status; a machine without `duplicates` says so and exits 1.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What decision 250 leaves out: test code and its support, and what a generator or the data writes. */
const LEFT_OUT = ['.test.', '.spec.', '/test/', 'test-support', '__generated__/', 'web/src/gql/', '/drizzle/', '/seed/', 'test-fixtures'];

/** The production files of packages/ that the count reads, from `git ls-files packages`. */
export function countedFiles(tracked) {
  return tracked.filter((file) => file !== '' && !LEFT_OUT.some((part) => file.includes(part)));
}

function main() {
  const tracked = execFileSync('git', ['ls-files', 'packages'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
  const files = countedFiles(tracked).filter((file) => existsSync(path.join(ROOT, file)));
  const copy = mkdtempSync(path.join(tmpdir(), 'portal-duplicates-'));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    copyFileSync(path.join(ROOT, file), path.join(copy, file));
  }
  const run = spawnSync('duplicates', ['--repo', copy, '--most', '200', '--seconds', '300'], { stdio: 'inherit' });
  if (process.argv.includes('--keep')) console.log(`the copy: ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
  if (run.error) {
    console.error(`duplicates did not run (${run.error.message}): it is the machine's tool, not a dependency of the repository`);
    process.exit(1);
  }
  process.exit(run.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
