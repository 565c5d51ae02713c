import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCloudApi } from '@portal/cloud-api';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the one real cloud API the gateway tests talk to. */
    cloudUrl: string;
  }
}

/**
 * Starts ONE real cloud API (embedded PGlite, seeded demo university) on a
 * free port and a fresh data directory, shared by every gateway test file.
 * No HTTP is mocked between the gateway and it.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gateway-tests-'));
  const cloud = await startCloudApi({ port: 0, host: '127.0.0.1', dataDir, faultAdmin: true, logLevel: process.env.CLOUD_API_LOG_LEVEL ?? 'warn' });
  project.provide('cloudUrl', cloud.url);
  return async () => {
    await cloud.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
