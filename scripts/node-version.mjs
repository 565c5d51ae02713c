#!/usr/bin/env node
/**
 * The Node the portal runs on (docs/decisions/197). One rule: `engines.node` in
 * the root package.json, written `^MAJOR.MINOR` (that major, from that release on). `npm install` brings that
 * Node (the exact `node` devDependency) and npm puts it first on the PATH of
 * every npm script, whatever Node the machine has; a script started with the
 * machine's own older `node` stops here and says what to type instead.
 *
 *   node scripts/node-version.mjs   (a step of `npm test`): fails unless the
 *   running Node, the `node` devDependency, .nvmrc and every image's base
 *   (docker/Dockerfile.*) name the engines' Node.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const engines = manifest.engines.node;

/** `^24.11` -> [24, 11, 0]. */
function lowest(range) {
  const match = /^\^(\d+)\.(\d+)(?:\.(\d+))?$/.exec(range.trim());
  if (!match) throw new Error(`package.json engines.node must read "^MAJOR.MINOR", not "${range}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
}

/** The engines' lowest Node, for esbuild's `target` (scripts/build-server.mjs): `node24.11`. */
export const esbuildTarget = `node${lowest(engines).slice(0, 2).join('.')}`;

/** Whether `version` ("24.21.0", "24.11") is the engines' Node: its major, at least its lowest version. */
export function isSupported(version) {
  const have = version.split('.').map(Number);
  const need = lowest(engines);
  if (have[0] !== need[0]) return false;
  for (let i = 1; i < 3; i++) if ((have[i] ?? 0) !== need[i]) return (have[i] ?? 0) > need[i];
  return true;
}

/** Stops the process, with the fix, on a Node other than the engines'. */
export function requireSupportedNode(command) {
  if (isSupported(process.versions.node)) return;
  console.error(
    `The portal runs on Node ${engines} (package.json engines); this is Node ${process.version}.\n` +
      `Run it through npm: \`npm install\` brings Node ${lowest(engines)[0]} into node_modules, and ` +
      `\`${command}\` runs on it.`,
  );
  process.exit(1);
}

/** What names a Node other than the engines' one: the devDependency, .nvmrc, the images' bases. */
export function mismatches() {
  const found = [];
  const pinned = manifest.devDependencies?.node;
  if (!pinned || !/^\d+\.\d+\.\d+$/.test(pinned) || !isSupported(pinned)) {
    found.push(`package.json devDependencies.node is "${pinned}": an exact version within engines ${engines}`);
  }
  const nvmrc = readFileSync(join(root, '.nvmrc'), 'utf8').trim();
  if (!isSupported(nvmrc.includes('.') ? nvmrc : `${nvmrc}.99`)) found.push(`.nvmrc names ${nvmrc}, not Node ${lowest(engines)[0]}`);
  for (const file of readdirSync(join(root, 'docker')).filter((f) => f.startsWith('Dockerfile.'))) {
    for (const [, tag] of readFileSync(join(root, 'docker', file), 'utf8').matchAll(/^FROM\s+node:(\S+)/gim)) {
      // The image's Node is the one pinned here (node:24.21-...), so both run the same.
      const version = /^\d+(?:\.\d+){0,2}/.exec(tag)?.[0] ?? '';
      if (!pinned || !`${pinned}.`.startsWith(`${version}.`)) found.push(`docker/${file} starts FROM node:${tag}, not the pinned Node ${pinned}`);
    }
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = mismatches();
  if (!isSupported(process.versions.node)) found.unshift(`this is Node ${process.version}, not the engines' ${engines}`);
  if (found.length) {
    console.error(`Node ${engines} is not named everywhere:\n  ${found.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`Node ${process.versions.node} (engines ${engines}; devDependency, .nvmrc and images agree)`);
}
