/**
 * The gateway's command as its image runs it (docker/Dockerfile.gateway's CMD, without
 * `node`): its V8 flags, then the compiled script. `npm start` runs the gateway with it and
 * the memory benches measure it, so the three never drift apart (docs/decisions/084, 203).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** @param {string} root the repository's root @returns {string[]} e.g. ['--max-old-space-size=256', ..., 'packages/gateway/dist/main.js'] */
export function gatewayImageArgs(root) {
  const dockerfile = readFileSync(join(root, 'docker/Dockerfile.gateway'), 'utf8');
  const cmd = /^CMD\s+(\[.*\])\s*$/m.exec(dockerfile);
  if (!cmd) throw new Error('docker/Dockerfile.gateway has no CMD ["node", ...]');
  const [node, ...args] = JSON.parse(cmd[1]);
  if (node !== 'node') throw new Error(`the gateway image runs ${node}, not node`);
  return args;
}
