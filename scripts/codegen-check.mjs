#!/usr/bin/env node
/**
 * Fails when the committed generated code differs from what the sources generate now: the
 * lists no area edits by hand (scripts/area-lists.mjs, docs/decisions/397: the contract's areas, the
 * domain's index, the cloud API's migration journal), the printed
 * root schema.graphql from the schema's parts (packages/gateway/src/modules/<area>/<area>.graphql,
 * scripts/print-schema.ts, docs/decisions/350) and codegen's output from them and the web's
 * documents. Leaves the fresh output in place, so running it is also the fix.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outputs = [
  'schema.graphql',
  'packages/contract/src/__generated__',
  'packages/domain/src/index.ts',
  'packages/cloud-api/drizzle/meta/_journal.json',
  'packages/gateway/src/__generated__',
  'packages/web/src/gql',
].map((p) => join(root, p));

function snapshot() {
  const files = new Map();
  const walk = (p) => {
    if (!existsSync(p)) return;
    if (statSync(p).isDirectory()) readdirSync(p).forEach((e) => walk(join(p, e)));
    else files.set(relative(root, p), readFileSync(p, 'utf8'));
  };
  outputs.forEach(walk);
  return files;
}

const before = snapshot();
const gathered = spawnSync('node', ['scripts/area-lists.mjs'], { cwd: root, stdio: 'inherit' });
if (gathered.status !== 0) process.exit(gathered.status ?? 1);
const printed = spawnSync('node', ['--import', 'tsx', 'scripts/print-schema.ts'], { cwd: root, stdio: 'inherit' });
if (printed.status !== 0) process.exit(printed.status ?? 1);
const r = spawnSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], { cwd: root, stdio: 'inherit' });
if (r.status !== 0) process.exit(r.status ?? 1);
const after = snapshot();

const changed = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
if (changed.length) {
  console.error(`Generated code was stale; run \`npm run codegen\` and commit:\n  ${changed.join('\n  ')}`);
  process.exit(1);
}
console.log(`codegen: schema.graphql and ${after.size - 1} generated files are fresh`);
