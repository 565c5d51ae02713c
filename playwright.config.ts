import { defineConfig } from '@playwright/test';
import { stackFor, webDistCopyFor } from './tests/e2e/support/stack';

// Journeys run against the stack `npm start` runs, on their own ports and a
// fresh data directory, in Debian's Chromium (no browser download). Each worker has
// a stack of its own (docs/decisions/248): E2E_WORKERS of them, two unless told.
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const slots = Array.from({ length: workers }, (_, slot) => stackFor(slot));

export default defineConfig({
  testDir: 'tests/e2e',
  workers,
  fullyParallel: false,
  timeout: 60_000,
  // Patience, not a budget: on a busy machine (two stacks, two Chromiums, load 20) a lazy
  // player's chunk took over 10 s to arrive (docs/decisions/248).
  expect: { timeout: 20_000 },
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: slots.map(({ portalPort, contentPort, cloudPort }) => ({
    // A data directory per port, so runs on other ports never wipe each other's data.
    command: `rm -rf .data/e2e-${portalPort} && node scripts/start.mjs`,
    url: `http://127.0.0.1:${portalPort}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(portalPort),
      CLOUD_API_PORT: String(cloudPort),
      CLOUD_API_DATA_DIR: `.data/e2e-${portalPort}`,
      // Each stack serves its own copy of the build: the deploy journey changes its stack's
      // service worker, and the other worker's pages must not install it.
      WEB_DIST_COPY: webDistCopyFor(portalPort),
      PORTAL_URL: `http://localhost:${portalPort}`,
      CONTENT_PORT: String(contentPort),
      LOG_LEVEL: 'warn',
      // The test-only admin (/__faults, /__assessments): journeys set an assessment's window
      // relative to now, e.g. ending in 40 s (docs/decisions/147). Never on outside tests.
      CLOUD_API_FAULT_ADMIN: 'true',
      // Every journey signs in from this one address, often several times a test, and a run
      // now goes fast enough to pass the production limit of 10 a minute ('Too many attempts.
      // Please wait a minute and try again.'). The limit itself is tested in
      // packages/gateway/src/limits.test.ts.
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '600',
      // A signed-in dashboard is always drawn here, however busy the machine (docs/decisions/168);
      // the page served as built past the budget is tested in packages/gateway/src/page-drawing.test.ts.
      PAGE_DRAW_BUDGET_MS: '10000',
    },
  })),
});
