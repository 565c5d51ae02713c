#!/usr/bin/env node
/**
 * Fails when the committed generated code differs from what schema.graphql and
 * the web's documents generate now. Leaves the fresh output in place, so
 * running it is also the fix.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['packages/gateway/src/__generated__', 'packages/web/src/gql'].map((p) => join(root, p));

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
const r = spawnSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], { cwd: root, stdio: 'inherit' });
if (r.status !== 0) process.exit(r.status ?? 1);
const after = snapshot();

const changed = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
if (changed.length) {
  console.error(`Generated code was stale; run \`npm run codegen\` and commit:\n  ${changed.join('\n  ')}`);
  process.exit(1);
}
console.log(`codegen: ${after.size} generated files are fresh`);
