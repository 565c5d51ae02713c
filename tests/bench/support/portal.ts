/**
 * The whole portal (embedded cloud API + gateway serving the built web app) on
 * ports of the benchmark's choosing, for benchmarks that drive a real browser.
 * The web app must be built first (the npm scripts do it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

export type Portal = { url: string; cloudUrl: string; stop: () => Promise<void> };

/** Waits until `url` answers 2xx (3 minutes at most). */
export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 1800; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never became ready`);
}

export async function startPortal({ port, cloudPort, extraCloudEnv = {} }: { port: number; cloudPort: number; extraCloudEnv?: Record<string, string> }): Promise<Portal> {
  const url = `http://localhost:${port}`;
  const cloudUrl = `http://127.0.0.1:${cloudPort}`;
  const children: ChildProcess[] = [];
  const run = (script: string, env: Record<string, string>) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
  };
  run('packages/cloud-api/src/main.ts', { CLOUD_API_PORT: String(cloudPort), CLOUD_API_DATA_DIR: `.data/bench-${port}`, PORTAL_URL: url, ...extraCloudEnv });
  // The content listener (docs/decisions/170) on a port of its own, past the cloud API's.
  run('packages/gateway/src/main.ts', { PORT: String(port), CONTENT_PORT: String(Math.max(port, cloudPort) + 1), CLOUD_API_URL: cloudUrl, COOKIE_SECURE: 'false', PORTAL_URL: url });
  const stop = () => Promise.all(children.map((c) => new Promise<void>((r) => (c.exitCode !== null ? r() : (c.on('exit', () => r()), c.kill('SIGTERM')))))).then(() => undefined);
  try {
    await waitFor(`${cloudUrl}/healthz`);
    await waitFor(`http://127.0.0.1:${port}/readyz`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, cloudUrl, stop };
}

/** Debian's Chromium with the journeys' flags (playwright.config.ts). */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export const DEMO_LEARNER = { username: 'learner@demo.university', password: 'Learner@2026' };

export const SIGN_IN = `mutation SignIn($input: SessionSignInInput!) { sessionSignIn(input: $input) { viewer { id } userErrors { message } } }`;
