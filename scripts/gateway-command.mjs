/**
 * A server's command as its image runs it (docker/Dockerfile.<server>'s CMD, without `node`):
 * its V8 flags, then the compiled script. `npm start` runs the gateway and the cloud API with
 * it and the memory benches measure it, so they never drift apart (docs/decisions/084, 203, 209).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @param {string} root the repository's root
 * @param {'gateway' | 'cloud-api'} server whose image (docker/Dockerfile.<server>)
 * @returns {string[]} e.g. ['--max-old-space-size=256', ..., 'packages/gateway/dist/main.js']
 */
export function imageArgs(root, server) {
  const dockerfile = readFileSync(join(root, `docker/Dockerfile.${server}`), 'utf8');
  const cmd = /^CMD\s+(\[.*\])\s*$/m.exec(dockerfile);
  if (!cmd) throw new Error(`docker/Dockerfile.${server} has no CMD ["node", ...]`);
  const [node, ...args] = JSON.parse(cmd[1]);
  if (node !== 'node') throw new Error(`the ${server} image runs ${node}, not node`);
  return args;
}

/**
 * The image's allocator settings (its `ENV MALLOC_…` line), which `npm start` (and so
 * `npm run bench:soak`) gives the server too: with worker threads (the gateway's page
 * drawing), glibc's default of one malloc arena per thread keeps memory the thread has
 * freed (decision 254).
 * @param {string} root the repository's root
 * @param {'gateway' | 'cloud-api'} server whose image (docker/Dockerfile.<server>)
 * @returns {Record<string, string>} e.g. { MALLOC_ARENA_MAX: '2' }
 */
export function imageAllocatorEnv(root, server) {
  const dockerfile = readFileSync(join(root, `docker/Dockerfile.${server}`), 'utf8');
  const pairs = [...dockerfile.matchAll(/^ENV\s+(.*)$/gm)].flatMap((line) => line[1].trim().split(/\s+/));
  return Object.fromEntries(pairs.map((pair) => pair.split('=')).filter(([key, value]) => key.startsWith('MALLOC_') && value !== undefined));
}

/** @param {string} root the repository's root @returns {string[]} the gateway image's command line without `node` */
export function gatewayImageArgs(root) {
  return imageArgs(root, 'gateway');
}
