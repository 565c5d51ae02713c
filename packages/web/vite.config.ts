import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { graphqlDocuments } from './vite-graphql-documents';

// One file for the dev server, the production build and the 'web' test project
// (the root vitest.config.ts lists this file as a project).
export default defineConfig({
  plugins: [graphqlDocuments({ generatedFile: `${import.meta.dirname}/src/gql/graphql.ts` }), react()],
  server: {
    // The gateway serves /graphql on 4000; in development Vite proxies to it so the
    // session cookies stay same-origin (ARCHITECTURE.md: tokens never reach JS).
    proxy: { '/graphql': { target: 'http://localhost:4000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // @portal/domain builds its zod schemas at module level, which a bundler must keep
        // unless told the package is pure; it is (ARCHITECTURE.md: "pure rules ... any I/O"
        // is forbidden). Without this the landing page would carry zod and every schema
        // (docs/decisions/021-web-structure.md).
        moduleSideEffects: (id) => (/[\\/]packages[\\/]domain[\\/]src[\\/]/.test(id) ? false : undefined),
      },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Vitest's default of 5 s per test is too tight when both cores are busy
    // (issue 6, item 9); awaiting assertions keep quiet runs fast.
    testTimeout: 30_000,
  },
});
