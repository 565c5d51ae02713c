/**
 * The one schema, gathered from the areas' parts (docs/decisions/350): each module declares its
 * types, and the fields it adds to shared ones, in a `.graphql` file beside it, and
 * modules/index.ts lists the modules in order. The server builds from this document;
 * scripts/print-schema.ts prints it whole to the root schema.graphql, which integrators read.
 */
import { readFileSync } from 'node:fs';
import { Kind, parse, print, type DefinitionNode, type DocumentNode } from 'graphql';
import { modules } from './modules/index.js';

/**
 * Every area's part in the registry's order, as one document: the same as the single file it was
 * (`extend type` and all). Parsed without the tokens' locations: the schema's syntax tree lives
 * as long as the gateway, and its 15,000 tokens and locations were 2 MB of it (decision 255).
 */
export function schemaDocument(): DocumentNode {
  return { kind: Kind.DOCUMENT, definitions: modules.flatMap((m) => parse(readFileSync(m.schema, 'utf8'), { noLocation: true }).definitions) };
}

type Extendable = DefinitionNode & { name: { value: string }; fields?: readonly unknown[]; values?: readonly unknown[] };
const EXTENDED: Partial<Record<Kind, Kind>> = {
  [Kind.OBJECT_TYPE_EXTENSION]: Kind.OBJECT_TYPE_DEFINITION,
  [Kind.ENUM_TYPE_EXTENSION]: Kind.ENUM_TYPE_DEFINITION,
  [Kind.INPUT_OBJECT_TYPE_EXTENSION]: Kind.INPUT_OBJECT_TYPE_DEFINITION,
};

/**
 * The schema as one SDL text, each type whole: an extension's fields (or values) join its type's,
 * in the order the server has them, so the text reads as the explorer shows the schema.
 */
export function printSchemaDocument(document: DocumentNode): string {
  const types = new Map<string, Extendable>();
  const definitions: Extendable[] = [];
  for (const node of document.definitions as readonly Extendable[]) {
    const base = EXTENDED[node.kind] ? types.get(node.name.value) : undefined;
    if (EXTENDED[node.kind] && !base) throw new Error(`${node.name.value} is extended before it is defined: list its module earlier`);
    if (!base) {
      const copy = { ...node };
      if ('name' in node && node.name) types.set(node.name.value, copy);
      definitions.push(copy);
      continue;
    }
    const key = node.kind === Kind.ENUM_TYPE_EXTENSION ? 'values' : 'fields';
    Object.assign(base, { [key]: [...(base[key] ?? []), ...(node[key] ?? [])] });
  }
  return print({ kind: Kind.DOCUMENT, definitions }) + '\n';
}
