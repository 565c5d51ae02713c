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

/** @param {string} root the repository's root @returns {string[]} the gateway image's command line without `node` */
export function gatewayImageArgs(root) {
  return imageArgs(root, 'gateway');
}
