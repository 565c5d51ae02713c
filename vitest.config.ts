import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, one project per package. The gateway project is the integration
// suite: it starts a real cloud-api over HTTP on a prepared PGlite database.
// An error nobody handled fails the test that was running (docs/decisions/196).
const failOnErrors = `${import.meta.dirname}/tests/vitest/errors-fail-the-test.ts`;

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node', include: ['src/**/*.test.ts'], setupFiles: [failOnErrors] } },
      {
        test: {
          name: 'cloud-api',
          root: 'packages/cloud-api',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // The seeded template every file copies, built once before any file starts (test/global-setup.ts).
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: [failOnErrors],
          // Each file builds its own app and database; only loading the modules is shared.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'gateway',
          root: 'packages/gateway',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: [failOnErrors],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One cloud API per worker (test/global-setup.ts); each file starts its own gateways.
          // Loading the gateway's modules once per worker saves about a second a file.
          isolate: false,
        },
      },
      'packages/web/vite.config.ts',
      // The web's server entry, apart from the shared module graph of 'web' (see the file).
      'packages/web/vitest.server.config.ts',
      // The repository's own scripts: the decisions' index (docs/decisions/202).
      { test: { name: 'scripts', root: 'scripts', environment: 'node', include: ['*.test.mjs'] } },
    ],
  },
});
