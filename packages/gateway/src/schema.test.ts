import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildASTSchema, buildSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { modules } from './modules/index.js';
import { schemaDocument } from './schema.js';

const modulesDir = new URL('./modules/', import.meta.url);

describe('the schema in parts (docs/decisions/350)', () => {
  it('serves every part beside a module, each listed once in modules/index.ts', () => {
    const parts = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.graphql'))
      .map((path) => fileURLToPath(new URL(path, modulesDir)))
      .sort();
    const listed = modules.map((m) => fileURLToPath(m.schema));
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(parts);
  });

  it('prints to the root schema.graphql the schema the server builds', () => {
    const root = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));
    const served = buildASTSchema(schemaDocument());
    expect(printSchema(root)).toBe(printSchema(served));
    expect(printSchema(lexicographicSortSchema(root))).toBe(printSchema(lexicographicSortSchema(served)));
  });
});
