import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';

const MODULES = 'packages/gateway/src/modules';

/**
 * The gateway's mappers, gathered from the modules (docs/decisions/350): a schema type `X` whose
 * resolvers start from a model of their own, not from X's generated type, has `XModel` exported
 * by its module's mappers.ts (or the shared modules/mappers.ts). No list to edit for a new area.
 */
function modelMappers(): Record<string, string> {
  const areas = readdirSync(MODULES, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const parts = [`${MODULES}/shared.graphql`, ...areas.map((area) => `${MODULES}/${area.name}/${area.name}.graphql`)].filter((path) => existsSync(path));
  const types = new Set(parts.flatMap((path) => [...readFileSync(path, 'utf8').matchAll(/^(?:type|input|enum|interface|union|scalar) (\w+)/gm)].map((match) => match[1])));
  const mappers: Record<string, string> = {};
  for (const file of ['mappers.ts', ...areas.map((area) => `${area.name}/mappers.ts`)].filter((path) => existsSync(`${MODULES}/${path}`))) {
    for (const [, type] of readFileSync(`${MODULES}/${file}`, 'utf8').matchAll(/^export (?:type|interface) (\w+)Model\b/gm)) {
      if (!types.has(type)) continue;
      if (mappers[type]) throw new Error(`${type}Model is exported by two mappers files`);
      mappers[type] = `../modules/${file.replace(/\.ts$/, '.js')}#${type}Model`;
    }
  }
  return mappers;
}

// One config: the gateway's resolver types and the web's typed documents, both generated from
// the areas' parts of the schema (docs/decisions/350); codegen sorts the schema, so the parts'
// order does not matter here. Run `npm run codegen`, which prints the root schema.graphql first.
const config: CodegenConfig = {
  schema: 'packages/gateway/src/modules/**/*.graphql',
  emitLegacyCommonJSImports: false,
  generates: {
    'packages/gateway/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.js#Context',
        useIndexSignature: true,
        enumsAsTypes: true,
        // Resolvers hand back ISO strings; the scalars (modules/scalars.ts) check and format them.
        scalars: { DateTime: { input: 'Date', output: 'string' }, Date: 'string' },
        mappers: modelMappers(),
      },
    },
    'packages/web/src/gql/': {
      documents: ['packages/web/src/**/*.{ts,tsx}', '!packages/web/src/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      // `@unmask` spreads a fragment's fields into the operation's own type (the payloads' shared
      // UserErrorFields); Apollo Client removes the directive before the request leaves.
      config: { enumsAsTypes: true, scalars: { DateTime: 'string', Date: 'string' }, useTypeImports: true, customDirectives: { apolloUnmask: true } },
    },
  },
};

export default config;
