#!/usr/bin/env node
/**
 * Checks docker/compose.yaml. With a docker client that has the compose
 * plugin, `docker compose config` checks the file's syntax first. Then (and
 * always, since this machine has no engine and no plugin) the file is parsed
 * and its references checked: every build context, Dockerfile and mounted
 * file exists, every gateway replica sits behind the load balancer, each
 * service's settings are ones the code reads, and the portal is served over
 * TLS with Secure cookies (docs/decisions/082-compose-tls-at-the-load-balancer.md).
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
  const r = spawnSync('docker', ['compose', '-f', file, 'config', '--quiet'], { stdio: 'inherit', env: { PREREG_SECRET: 'x'.repeat(32), EXAM_PROVIDER_SECRET: 'y'.repeat(16), ...process.env } });
  if (r.status !== 0) process.exit(1);
  console.log('compose: docker compose config passed');
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

// Bind mounts ("./x:/y[:ro]") name files that must exist next to compose.yaml.
for (const [name, svc] of Object.entries(services)) {
  for (const volume of svc.volumes ?? []) {
    const source = typeof volume === 'string' ? volume.split(':')[0] : volume.source;
    if (typeof source === 'string' && source.startsWith('.') && !existsSync(resolve(dirname(file), source))) problems.push(`${name}: mounts ${source}, which does not exist`);
  }
}

// TLS at the load balancer, Secure cookies behind it.
if (String(gatewayEnv.COOKIE_SECURE) !== 'true') problems.push('gateway: COOKIE_SECURE must be "true" (TLS ends at the load balancer)');
if (!gatewayEnv.TRUST_PROXY || String(gatewayEnv.TRUST_PROXY) === 'false') problems.push('gateway: TRUST_PROXY must trust the load balancer');
const publicUrl = String(cloudEnv.CLOUD_API_PUBLIC_URL ?? '');
if (!publicUrl.startsWith('https://')) problems.push('cloud-api: CLOUD_API_PUBLIC_URL must be an https URL the browser reaches');
if (!String(cloudEnv.PORTAL_URL ?? '').startsWith('https://')) problems.push('cloud-api: PORTAL_URL must be the https address of the portal');
// The gateway's issuer (JWT_ISSUER, else derived from CLOUD_API_URL as config.ts does) must be the one the tokens name.
const issuer = gatewayEnv.JWT_ISSUER ?? `${gatewayEnv.CLOUD_API_URL}/local_portal`;
if (issuer !== `${publicUrl}/local_portal`) problems.push(`gateway: its token issuer ${issuer} is not the one the cloud API signs (${publicUrl}/local_portal); set JWT_ISSUER`);
if (
  publicUrl &&
  !String(gatewayEnv.FILE_STORE_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .includes(new URL(publicUrl).origin)
) {
  problems.push('gateway: FILE_STORE_ORIGINS must include the origin of CLOUD_API_PUBLIC_URL, or the CSP blocks uploads');
}
// The exam-scheduling form posts from the browser: the provider must be one it reaches over https (docs/decisions/125).
if (gatewayEnv.EXAM_PROVIDER_URL && !String(gatewayEnv.EXAM_PROVIDER_URL).startsWith('https://')) problems.push('gateway: EXAM_PROVIDER_URL must be an https URL the browser reaches');
if (gatewayEnv.EXAM_PROVIDER_SECRET !== cloudEnv.EXAM_PROVIDER_SECRET)
  problems.push('gateway and cloud-api: EXAM_PROVIDER_SECRET must be the same on both (the stand-in provider checks the hash with it)');
const ports = (services['load-balancer']?.ports ?? []).map(String);
if (!ports.some((p) => p.endsWith(':8443'))) problems.push('load-balancer: must publish 8443 (https)');
const nginx = readFileSync(join(root, 'docker/nginx.conf'), 'utf8');
if (!/listen\s+8443\s+ssl/.test(nginx)) problems.push('nginx.conf: no `listen 8443 ssl` server');
if (!/return\s+301\s+https:\/\//.test(nginx)) problems.push('nginx.conf: plain http must redirect to https');
if (!/X-Forwarded-Proto\s+https/.test(nginx)) problems.push('nginx.conf: must tell the gateway the request came over https');
if (publicUrl) {
  const prefix = new URL(publicUrl).pathname.replace(/\/$/, '');
  for (const path of ['files', 'assets']) {
    if (!nginx.includes(`location ${prefix}/${path}/`)) problems.push(`nginx.conf: no location ${prefix}/${path}/ for the cloud API's public ${path}`);
  }
  // Only those two paths: the contract and the identity endpoint stay internal.
  if (prefix && new RegExp(`location\\s+${prefix}/\\s`).test(nginx)) problems.push(`nginx.conf: ${prefix}/ as a whole must not reach the cloud API`);
}

if (problems.length) {
  console.error(`compose: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`compose: ${Object.keys(services).length} services checked${probe.status === 0 ? '' : ' (docker compose plugin not available here, so `docker compose config` was skipped)'}`);
