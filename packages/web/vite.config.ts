import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { graphqlDocuments } from './vite-graphql-documents';
import { pdfjsAssets } from './vite-pdfjs-assets';

/** A path test for the chunk groups below, separator-agnostic. */
const paths = (...patterns: string[]) => new RegExp(patterns.map((p) => p.replaceAll('/', String.raw`[\\/]`)).join('|'));

/**
 * Chakra's layout and text primitives and Apollo's React hooks: nearly every screen
 * uses a handful of them, and left to itself the bundler gives each its own tiny
 * shared chunk (issue 7, section 5: 58 JavaScript requests on a cold landing).
 */
const KIT = paths(
  '@chakra-ui/react/dist/esm/components/(absolute-center|aspect-ratio|badge|box|button|card|center|container|flex|float|grid|group|heading|icon|image|link|separator|simple-grid|skeleton|skip-nav|spacer|span|spinner|stack|text|visually-hidden|wrap)/',
  '@apollo/client/react/',
  'react-icons/lib/',
);
/** Form state and validation (sign-in modals, admissions, queries). */
const FORMS = paths('node_modules/(zod|react-hook-form|@hookform)/');
/** The form controls' components and state machines. */
const CONTROLS = paths(
  '@zag-js/(select|combobox|checkbox|radio-group|file-upload|tabs|number-input|pin-input|date-picker)/',
  '@ark-ui/react/dist/components/(select|combobox|checkbox|radio-group|file-upload|tabs|field|fieldset|number-input|pin-input|date-picker)/',
  '@chakra-ui/react/dist/esm/components/(select|combobox|checkbox|radio-group|file-upload|tabs|field|fieldset|input|input-group|input-addon|textarea|native-select|number-input|pin-input|date-picker)/',
);
/** Overlays: menus, dialogs, drawers, portals, avatars and toasts, with their machines (the learner shell's header, the sign-in modals). */
const OVERLAYS = paths('node_modules/(@zag-js|@ark-ui|@floating-ui)/', '@chakra-ui/react/dist/esm/components/(menu|dialog|drawer|avatar|close-button|portal|presence|popover|tooltip|toast)/');
/** What the learner's screens share besides the shell: cover images, progress bars, dates and icons. */
const LEARNER = paths(
  'packages/web/src/components/(cover-image|progress-bar)',
  'packages/web/src/lib/current-program',
  'packages/domain/src/dates',
  'node_modules/dayjs/',
  'react-icons/fi/',
  '@chakra-ui/react/dist/esm/hooks/use-breakpoint',
);

// One file for the dev server, the production build and the 'web' test project
// (the root vitest.config.ts lists this file as a project).
export default defineConfig({
  plugins: [graphqlDocuments({ generatedFile: `${import.meta.dirname}/src/gql/graphql.ts` }), react(), pdfjsAssets()],
  server: {
    // The gateway serves /graphql on 4000; in development Vite proxies to it so the
    // session cookies stay same-origin (ARCHITECTURE.md: tokens never reach JS).
    proxy: { '/graphql': { target: 'http://localhost:4000', changeOrigin: false }, '/media': { target: 'http://localhost:4000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry needs before any route: one chunk, not nine.
            { name: 'boot', tags: ['$initial'], priority: 3 },
            { name: 'kit', test: KIT, priority: 2 },
            { name: 'forms', test: FORMS, priority: 2 },
            // Overlays first: they take the machines' shared core (zag, ark), which the
            // controls' chunk then imports, rather than the other way round.
            { name: 'overlays', test: (id: string) => OVERLAYS.test(id) && !CONTROLS.test(id), priority: 2 },
            { name: 'controls', test: CONTROLS, priority: 1 },
            { name: 'learner', test: LEARNER, priority: 1 },
          ],
        },
      },
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
