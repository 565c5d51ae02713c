import type { Resolvers } from '../__generated__/resolvers-types.js';

/**
 * What an area adds to the one schema (docs/decisions/350): its part of the schema, a `.graphql`
 * file beside its index.ts that declares its types and the fields it adds to shared ones
 * (`extend type Viewer`), and the resolvers of those fields. modules/index.ts lists every area
 * once; the server, codegen and the printed root schema.graphql all read that list.
 */
export interface GatewayModule {
  /** The area's part of the schema. */
  readonly schema: URL;
  /** The resolvers of the types and fields the part declares. */
  readonly resolvers: Resolvers;
}

/** Every area's resolvers, merged type by type; a field resolved by two areas is a mistake. */
export function mergeResolvers(...parts: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) {
      for (const field of Object.keys(fields as object)) {
        if (merged[type]?.[field]) throw new Error(`${type}.${field} is resolved twice`);
      }
      merged[type] = { ...merged[type], ...(fields as Record<string, unknown>) };
    }
  }
  return merged as Resolvers;
}
