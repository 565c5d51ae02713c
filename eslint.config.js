import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';

/**
 * Chakra components whose recipes the web adds late, in components/later-components.ts
 * (docs/decisions/398): the list beside that module, which its test holds to the module's exports.
 */
const LATER_COMPONENTS = JSON.parse(readFileSync(new URL('./packages/web/src/components/later-components.json', import.meta.url), 'utf8'));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-content/**',
      '**/__generated__/**',
      'packages/web/src/gql/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
      'packages/cloud-api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Short functions (issue 33, point 7; docs/decisions/360): none of the production code over
    // 150 lines, blank lines and comments not counted; a longer one is split into named pieces
    // (hooks, sections, helpers, one handler per route). Tests and generated code are left out.
    files: ['packages/*/src/**/*.{ts,tsx}', 'packages/*/*.ts', 'packages/*/scripts/**/*.mjs', 'scripts/*.mjs', '*.{ts,js}'],
    ignores: ['**/*.test.{ts,tsx,mjs}', 'packages/*/test/**', 'packages/web/src/test/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    // The schema is the contract integrators read in the explorer: every type, field,
    // argument, input field, enum value and directive says what it is (issue 7, section 3).
    files: ['**/*.graphql'],
    languageOptions: { parser: graphqlPlugin.parser },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      '@graphql-eslint/require-description': ['error', { types: true, DirectiveDefinition: true, FieldDefinition: true, InputValueDefinition: true, EnumValueDefinition: true }],
    },
  },
  {
    // The gateway and the web app meet in one module (docs/decisions/200): the web imports
    // only the page-drawing contract of @portal/contract (the rest is the cloud API's, with
    // zod), and neither side imports the other.
    files: ['packages/web/src/**/*.{ts,tsx}', 'packages/web/*.ts'],
    // components/later-components.ts is the one module that imports these from Chakra.
    ignores: ['packages/web/src/components/later-components.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@portal/contract', message: 'The web app imports only @portal/contract/page-drawing (docs/decisions/200).' },
            {
              // Their recipes are not in the theme: they are added when one of these components' modules arrives (docs/decisions/398).
              name: '@chakra-ui/react',
              importNames: [...LATER_COMPONENTS],
              message: 'Import this component from components/later-components.ts, which adds its recipe (docs/decisions/398).',
            },
          ],
          patterns: [
            { group: ['@portal/gateway', '@portal/gateway/*', '**/gateway/src/**'], message: 'The web app meets the gateway only through @portal/contract/page-drawing (docs/decisions/200).' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/gateway/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/web', '@portal/web/*', '**/web/src/**', '**/dist-server/**'],
              message: 'The gateway meets the web app only through @portal/contract/page-drawing and the server build it runs (docs/decisions/200).',
            },
          ],
        },
      ],
    },
  },
  {
    // The request context is built below every module: it imports none (issue 18, docs/decisions/182).
    // A later block replaces a rule's options, so the gateway's web boundary is repeated here.
    files: ['packages/gateway/src/context.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['./modules/*', './modules/**'], message: 'context.ts imports no gateway module: move what it needs out of modules/.' },
            {
              group: ['@portal/web', '@portal/web/*', '**/web/src/**', '**/dist-server/**'],
              message: 'The gateway meets the web app only through @portal/contract/page-drawing and the server build it runs (docs/decisions/200).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests that hold on a busy machine (issue 18, section 4; docs/decisions/195): no test
    // sleeps a fixed time or compares an elapsed time. Time is a fake clock (vi.useFakeTimers,
    // page.clock, an injected clock) or awaited (findBy…, waitFor, expect.poll, a held call).
    files: ['packages/*/src/**/*.test.{ts,tsx}', 'packages/*/test/**/*.{ts,tsx}', 'packages/web/src/test/**/*.{ts,tsx}', 'tests/e2e/**/*.ts'],
    // The allow-list: polling helpers whose pause is between two looks at what they wait for.
    ignores: ['tests/e2e/support/stack.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'A journey never waits a fixed time: wait for what it asserts (expect(...).toBeVisible(), expect.poll) or move page.clock.',
        },
        {
          selector:
            "CallExpression:matches([callee.name='setTimeout'], [callee.object.name=/^(window|globalThis)$/][callee.property.name='setTimeout'])[arguments.length>1]:not([arguments.1.value=0])",
          message: 'A test never sleeps a fixed time: await what it waits for (findBy…, waitFor, expect.poll) or use a fake clock (vi.useFakeTimers, page.clock).',
        },
        {
          selector: 'ImportDeclaration[source.value=/timers\\/promises$/]',
          message: 'A test never sleeps a fixed time: await what it waits for (findBy…, waitFor, expect.poll) or use a fake clock (vi.useFakeTimers, page.clock).',
        },
        {
          selector:
            "BinaryExpression[operator='-'][left.type='CallExpression'][left.callee.property.name='now'][right.type=/^(Identifier|MemberExpression|CallExpression)$/]:not([right.name=/^[A-Z0-9_]+$/])",
          message: 'A test never measures an elapsed time (a busy machine stretches it): count calls or steps, hold the call, or use a fake clock.',
        },
      ],
    },
  },
  {
    // Boundaries (docs/style.md habits 1 and 11): a web feature never imports another feature
    // (shared pieces live in components/ or lib/, which import no feature), and a gateway
    // module uses another module only through that module's index.ts.
    files: ['packages/web/src/**/*.{ts,tsx}', 'packages/gateway/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      // Resolves the gateway's `./x.js` imports to their `.ts` files, as TypeScript does.
      'import/resolver': { typescript: { project: ['packages/web/tsconfig.json', 'packages/gateway/tsconfig.json'] } },
      'boundaries/elements': [
        { type: 'web-feature', pattern: 'packages/web/src/features/*', capture: ['feature'] },
        { type: 'web-shared', pattern: 'packages/web/src/{components,lib}' },
        { type: 'gateway-module', pattern: 'packages/gateway/src/modules/*', capture: ['module'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          // The last policy that matches decides.
          policies: [
            { from: { element: { type: 'web-feature' } }, disallow: { to: { element: { type: 'web-feature' } } } },
            { from: { element: { type: 'web-shared' } }, disallow: { to: { element: { type: 'web-feature' } } } },
            { from: { element: { type: 'gateway-module' } }, disallow: { to: { element: { type: 'gateway-module' } } } },
            { from: { element: { type: 'gateway-module' } }, allow: { to: { element: { type: 'gateway-module', fileInternalPath: 'index.ts' } } } },
            // Within one feature or one module, anything goes.
            { from: { element: { types: ['web-feature', 'gateway-module'] } }, allow: { dependency: { relationship: { from: 'internal' } } } },
          ],
        },
      ],
    },
  },
);
