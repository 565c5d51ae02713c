import path from 'node:path';
import { defaultClientConditions, type Rolldown } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { graphqlDocuments } from './vite-graphql-documents';
import { pdfjsAssets } from './vite-pdfjs-assets';
import { iconModules } from './vite-icon-modules';
import { chakraGlobalCss } from './vite-chakra-global-css';
import { offlineApp } from './vite-offline-app';

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
  // The landing's and the dashboard's carousels load Embla on first use with it (docs/decisions/134).
  'packages/web/src/lib/use-embla-on-demand',
  // The logo and name, in the public header and the learner's shell alike (a chunk of its own otherwise).
  'packages/web/src/components/brand',
  // The page title and the university's constants: every first screen names itself, signed in or not.
  'packages/web/src/components/page-title',
  'packages/domain/src/constants',
  // useBreakpointValue: the shell's and the landing's (the overlays' group took it, and the shell then downloaded every overlay).
  '@chakra-ui/react/dist/esm/hooks/use-breakpoint',
);
/**
 * Chakra's components that no first screen draws and their recipes, which the theme leaves out
 * (components/later-components.ts adds them): a group of its own, or the recipes would go to the
 * entry, whose theme module statically imports Chakra's list of every recipe.
 */
const LATER_COMPONENTS = paths('packages/web/src/components/later-components', '@chakra-ui/react/dist/esm/theme/recipes/(accordion|dialog|drawer|field|fieldset|list|menu|table|tabs)\\.js');
/** Form state and validation (sign-in modals, admissions, queries). */
const FORMS = paths('node_modules/(zod|react-hook-form|@hookform)/');
/** The form controls' components and state machines. */
const CONTROLS = paths(
  '@zag-js/(select|combobox|checkbox|radio-group|file-upload|tabs|number-input|pin-input|date-picker)/',
  '@ark-ui/react/dist/components/(select|combobox|checkbox|radio-group|file-upload|tabs|field|fieldset|number-input|pin-input|date-picker)/',
  '@chakra-ui/react/dist/esm/components/(select|combobox|checkbox|radio-group|file-upload|tabs|field|fieldset|input|input-group|input-addon|textarea|native-select|number-input|pin-input|date-picker)/',
);
/** Overlays: menus, dialogs, drawers, portals, avatars and toasts, with their machines (the learner shell's header, the sign-in modals). */
const OVERLAYS = paths(
  'node_modules/(@zag-js|@ark-ui|@floating-ui)/',
  '@chakra-ui/react/dist/esm/components/(menu|dialog|drawer|avatar|close-button|portal|presence|popover|tooltip|toast)/',
  // The portal's one dialog frame goes with Chakra's dialog (a chunk of its own otherwise).
  'packages/web/src/components/dialog-frame',
);
/**
 * What the signed-in first screens (the shell, the dashboard, My Programs, the course screen)
 * share besides the kit: cover images, progress bars, the course card, the screen states and
 * heading, the events list, dates (dayjs), the notifications' and progress rules, the hooks
 * for mutations, and icons. Bundled apart, these were a dozen files of under 1 KiB each, and
 * on a slow phone each file is a round trip (issue 31, section 6: 27 JavaScript requests
 * before the course screen was live; docs/decisions/290).
 */
const LEARNER = paths(
  'packages/web/src/components/(cover-image|progress-bar|up-next|course-card|screen-state|screen-heading|states|upcoming-events|event-link|form/form-alert)',
  'packages/web/src/lib/(current-program|page-visibility|drawn-page|mutation-outcome|use-payload-mutation|use-clock|focus)',
  // The bell's, the dashboard's and the course screen's subscriptions (docs/decisions/302); graphql-sse's own client stays a chunk loaded with the first one.
  'packages/web/src/lib/live/use-live',
  'packages/web/src/features/dashboard/continue-learning',
  // The course screen's query, which the save for offline's chunk reads too (a chunk of its own otherwise).
  'packages/web/src/features/learning/course-page-query',
  'packages/domain/src/(dates|events|notifications|progress|live|learning/(course-view|progress|access)|certificates/eligibility)',
  '\0react-icon:',
);
/**
 * The machines the course screen draws with (its units' accordion and its tabs) and what they
 * sit on (Zag's core, Ark's providers, the DOM helpers): one chunk, taken before the overlays'
 * and the controls' groups. Left to those, the course screen downloaded every menu, dialog,
 * toast and select machine of the portal (62 KiB gzip) for an accordion and tabs.
 */
const MACHINES = paths(
  '@zag-js/(accordion|collapsible|tabs|core|react|utils|dom-query|types|anatomy)/',
  '@ark-ui/react/dist/(components/(accordion|collapsible|tabs)|utils|providers)/',
  '@chakra-ui/react/dist/esm/components/(accordion|collapsible|tabs)/',
);

/**
 * The offline app (docs/decisions/330): the worker's registration, the queue of what waits for
 * the connection and the device's store, which every page loads together once the browser is
 * idle. Nothing here imports a screen's code, so the landing's idle load takes no more than this.
 */
const OFFLINE_APP = paths('packages/web/src/offline/', 'node_modules/(workbox-window|idb)/');
/** Save for offline and Downloads: the course screen's button and its sizes, the save itself, the Downloads screen. */
const SAVE_OFFLINE = paths('packages/web/src/features/learning/offline/');
/**
 * The unit players (HTML, SCORM, media, embed) and their shared props: a course screen opens one,
 * then another. Not the PDF player, which takes PDF.js with it (124 KiB gzip) and stays apart.
 */
const PLAYERS = paths('packages/web/src/components/players/(?!pdf-player)', 'packages/web/src/features/learning/players/(?!pdf-player)');

/**
 * The screens a first visit opens (the landing page signed out, the dashboard and My
 * Programs signed in): the entry, plus these lazy modules. The shared groups that those
 * screens download (`kit`, `learner`) only take modules these screens really import, so
 * a later feature that uses one more Chakra component, icon or Apollo hook does not
 * grow the landing's or the dashboard's first load (docs/decisions/101).
 */
const FIRST_ROUTES = [
  'src/app/main.tsx',
  'src/features/catalog/public-layout.tsx',
  'src/features/catalog/landing-page.tsx',
  'src/components/shell/app-shell.tsx',
  'src/features/dashboard/dashboard-page.tsx',
  'src/app/routes/my-programs-screen.tsx',
  // Drawn per request (docs/decisions/181): its shared parts download with the dashboard's.
  'src/app/routes/course-screen.tsx',
].map((file) => path.join(import.meta.dirname, file));
/** Feature folders whose screens stay one chunk per route (the first routes' folders, and admissions' large forms). */
const SPLIT_BY_ROUTE = new Set(['catalog', 'dashboard', 'programs', 'auth', 'admissions']);
const FEATURE = paths('packages/web/src/features/([^/]+)/');

/** The course screen, a first route that the dashboard and My Programs do not lead to by themselves. */
const COURSE_SCREEN = FIRST_ROUTES.find((file) => file.endsWith('course-screen.tsx'))!;
/** The first routes of a first visit's home (the landing, the dashboard, My Programs): the course screen left out. */
const HOME_ROUTES = FIRST_ROUTES.filter((file) => file !== COURSE_SCREEN);

const reached = new Map<readonly string[], { ctx: Rolldown.ChunkingContext; ids: Set<string> }>();
/** Every module these routes import statically (not what they load later with import()). */
function staticallyFrom(routes: readonly string[], ctx: Rolldown.ChunkingContext): Set<string> {
  const known = reached.get(routes);
  if (known?.ctx === ctx) return known.ids;
  const ids = new Set<string>();
  const pending = [...routes];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (ids.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    ids.add(id);
    pending.push(...info.importedIds);
  }
  if (ids.size < routes.length) throw new Error(`vite.config.ts: a first route is missing from the module graph (${routes.join(', ')})`);
  reached.set(routes, { ctx, ids });
  return ids;
}
const firstRoute = (ctx: Rolldown.ChunkingContext) => staticallyFrom(FIRST_ROUTES, ctx);

/**
 * The learner's shared modules: those the dashboard or My Programs import go in `learner`, which
 * the dashboard downloads; those only the course screen imports (its query, the assessments'
 * rules) in `machines`, which of the first routes only the course screen downloads, rather than
 * into every dashboard's first load (docs/decisions/398).
 */
const learnerGroup = (id: string, ctx: Rolldown.ChunkingContext) => (LEARNER.test(id) && staticallyFrom(HOME_ROUTES, ctx).has(id) ? 'learner' : null);
/** The course screen's machines, with the learner's shared modules that only the course screen imports: one chunk. */
const machinesGroup = (id: string, ctx: Rolldown.ChunkingContext) =>
  firstRoute(ctx).has(id) && (MACHINES.test(id) || (LEARNER.test(id) && !staticallyFrom(HOME_ROUTES, ctx).has(id))) ? 'machines' : null;

/** A later feature's folder (features/<name>/, not one of SPLIT_BY_ROUTE): one chunk for its screens, never part of a first route. */
function featureGroup(id: string, ctx: Rolldown.ChunkingContext): string | null {
  const feature = FEATURE.exec(id)?.[1];
  return feature && !SPLIT_BY_ROUTE.has(feature) && !firstRoute(ctx).has(id) ? `feature-${feature}` : null;
}

/** A group that only takes modules the first routes import statically. */
const onFirstRoute = (name: string, test: RegExp) => (id: string, ctx: Rolldown.ChunkingContext) => (test.test(id) && firstRoute(ctx).has(id) ? name : null);
/** A group that never takes a module a first route imports statically (it stays with that route's files). */
const afterFirstRoute = (name: string, test: RegExp) => (id: string, ctx: Rolldown.ChunkingContext) => (test.test(id) && !firstRoute(ctx).has(id) ? name : null);

// One file for the dev server, the production build and the 'web' test project
// (the root vitest.config.ts lists this file as a project).
export default defineConfig({
  plugins: [
    graphqlDocuments({ generatedFile: `${import.meta.dirname}/src/gql/graphql.ts` }),
    iconModules(),
    react(),
    pdfjsAssets(),
    chakraGlobalCss({ theme: `${import.meta.dirname}/src/app/theme.ts` }),
    // The installable, offline app: the service worker precaches the shell and the first routes (docs/decisions/330).
    offlineApp({ root: import.meta.dirname, firstRoutes: FIRST_ROUTES }),
  ],
  resolve: {
    // rxjs (under Apollo Client) ships ES5 to plain `import`, with tslib's helpers, and
    // ES2015 under the `es2015` condition: the modern build is smaller and needs no tslib.
    conditions: ['es2015', ...defaultClientConditions],
    // dayjs's ES modules, not its CommonJS build: a CommonJS module outside the entry made the
    // bundler put its interop helpers in a file of their own, one more on every first route.
    alias: [
      { find: /^dayjs$/, replacement: 'dayjs/esm/index.js' },
      { find: /^dayjs\/plugin\/(\w+)\.js$/, replacement: 'dayjs/esm/plugin/$1/index.js' },
    ],
  },
  server: {
    // The gateway serves /graphql on 4000; in development Vite proxies to it so the
    // session cookies stay same-origin (docs/architecture.md: tokens never reach JS).
    proxy: { '/graphql': { target: 'http://localhost:4000', changeOrigin: false }, '/media': { target: 'http://localhost:4000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    // WEB_MINIFY=0: readable names, for profiles (never for what is deployed).
    minify: process.env.WEB_MINIFY !== '0',
    manifest: true,
    // Every browser the portal supports has <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry needs before any route: one chunk, not nine.
            { name: 'boot', tags: ['$initial'], priority: 6 },
            // The recipes of the components no first screen draws, with the module that adds them (docs/decisions/398).
            { name: 'later-components', test: LATER_COMPONENTS, priority: 7, includeDependenciesRecursively: false },
            { name: onFirstRoute('kit', KIT), priority: 5 },
            { name: machinesGroup, priority: 4 },
            { name: learnerGroup, priority: 4 },
            { name: 'forms', test: FORMS, priority: 2 },
            // Overlays first: they take the machines' shared core (zag, ark) that no first route
            // needs, which the controls' chunk then imports, rather than the other way round.
            { name: 'overlays', test: (id: string) => OVERLAYS.test(id) && !CONTROLS.test(id), priority: 2 },
            { name: 'controls', test: CONTROLS, priority: 1 },
            // Loaded after the page is live, each as one file rather than three to five (issue 31, section 6:
            // 19 JavaScript requests on a cold course screen; docs/decisions/383).
            { name: afterFirstRoute('offline', OFFLINE_APP), priority: 3 },
            { name: afterFirstRoute('save-offline', SAVE_OFFLINE), priority: 3 },
            { name: afterFirstRoute('players', PLAYERS), priority: 3 },
            // dayjs, for the later screens that write dates with it (the first routes' dates need none: docs/decisions/402).
            { name: 'dayjs', test: paths('node_modules/dayjs/'), priority: 0 },
            // Icons no first screen shows, for the later screens to share (vite-icon-modules.ts).
            { name: 'icons', test: paths('\0react-icon:'), priority: 0 },
            // A feature folder added later (learning, complaints, ...): its screens together in a chunk of their own.
            { name: featureGroup, priority: 1 },
          ],
        },
      },
      treeshake: {
        // Chakra's theme module builds its default config (every recipe of every component)
        // with identity helpers the bundler cannot see through; marked pure, the recipes
        // theme.ts does not register are dropped instead of riding in the entry chunk
        // (44 of 73; docs/decisions/101).
        manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe', 'defineTokens', 'defineSemanticTokens', 'createSystem', 'createAnatomy'],
        // @portal/domain builds its zod schemas at module level, which a bundler must keep
        // unless told the package is pure; it is (docs/architecture.md: "pure rules ... any I/O"
        // is forbidden). Without this the landing page would carry zod and every schema
        // (docs/decisions/021-web-structure.md).
        // The form kit's modules are components only: a screen that imports FormAlert from its
        // index does not take the selects, date and upload fields with it (the course screen did).
        moduleSideEffects: (id) => (/[\\/]packages[\\/](domain[\\/]src|web[\\/]src[\\/]components[\\/]form)[\\/]/.test(id) ? false : undefined),
      },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    // One module graph and one jsdom window for all files (about 100 s instead of 245 s).
    // Safe because src/test/setup.ts puts shared state back after every test: the DOM
    // (cleanup), sessionStorage and localStorage, the toaster's store, and Zag's focus-visible listeners,
    // modality and last pointer position (which made a menu item ignore a later click).
    isolate: false,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The server entry's tests run in a module graph of their own (vitest.server.config.ts).
    exclude: [...configDefaults.exclude, 'src/app/entry-server.test.tsx'],
    // The second: an error nobody handled fails the test that was running (docs/decisions/196).
    setupFiles: ['./src/test/setup.ts', `${import.meta.dirname}/../../tests/vitest/errors-fail-the-test.ts`],
    css: false,
    // Vitest's default of 5 s per test is too tight when both cores are busy
    // (issue 6, item 9); awaiting assertions keep quiet runs fast.
    testTimeout: 30_000,
  },
});
