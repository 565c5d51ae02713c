/**
 * Prints the whole schema to the root schema.graphql, from the areas' parts (docs/decisions/350):
 * each type whole, in the order the server builds it (packages/gateway/src/schema.ts), formatted
 * as prettier formats the parts. Integrators, the README and the explorer's readers see this file;
 * nobody edits it. `npm run schema` writes it, `npm run codegen` first of all;
 * scripts/codegen-check.mjs (the first step of `npm test`) fails when it is not current.
 *
 *   node --import tsx scripts/print-schema.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { printSchemaDocument, schemaDocument } from '../packages/gateway/src/schema.js';

const target = fileURLToPath(new URL('../schema.graphql', import.meta.url));
const HEAD = [
  "# The learner portal's GraphQL schema, whole. Generated from the areas' parts",
  '# (packages/gateway/src/modules/**/*.graphql, in the order of modules/index.ts) by',
  '# scripts/print-schema.ts: edit the parts, then run `npm run codegen` (docs/decisions/350).',
].join('\n');

const options = (await resolveConfig(target)) ?? {};
writeFileSync(target, await format(`${HEAD}\n\n${printSchemaDocument(schemaDocument())}`, { ...options, filepath: target }));
