import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCloudApi } from '@portal/cloud-api';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URLs of the real cloud APIs the gateway tests talk to: one per test worker. */
    cloudUrls: string[];
  }
}

/**
 * Starts one real cloud API (embedded PGlite, seeded demo university) per test
 * worker, each on a free port and a fresh data directory. A worker runs one file
 * at a time, so a file that injects faults or changes the demo learner's data
 * owns its cloud API while it runs, as it did when the files ran one by one
 * (docs/decisions/164). No HTTP is mocked between the gateway and it.
 */
export default async function setup(project: TestProject) {
  const count = Math.max(1, Number(project.config.maxWorkers ?? project.vitest.config.maxWorkers) || 1);
  const dataDirs = await Promise.all(Array.from({ length: count }, () => mkdtemp(path.join(tmpdir(), 'gateway-tests-'))));
  const clouds = await Promise.all(dataDirs.map((dataDir) => startCloudApi({ port: 0, host: '127.0.0.1', dataDir, faultAdmin: true, logLevel: process.env.CLOUD_API_LOG_LEVEL ?? 'warn' })));
  project.provide(
    'cloudUrls',
    clouds.map((cloud) => cloud.url),
  );
  return async () => {
    await Promise.all(clouds.map((cloud) => cloud.close()));
    await Promise.all(dataDirs.map((dataDir) => rm(dataDir, { recursive: true, force: true })));
  };
}
