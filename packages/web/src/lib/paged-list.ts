/**
 * How Apollo's cache keeps a connection the web pages through with "Load more" (issue 32,
 * section 3; docs/decisions/311): one list per parent object (keyArgs false: `first` and
 * `after` do not make another list), its nodes deduplicated by id. Knows nothing of React.
 *
 * - A page asked `after` the list's last cursor goes at the end; one asked after any other
 *   cursor (a page that was on its way when the first page changed) is dropped, so there is
 *   never a gap.
 * - The first page again (a poll, a mutation's answer, a pushed refetch) replaces what the
 *   list held down to the last item it shares with the new first page; the older pages already
 *   loaded stay after it. When the two share nothing (more new items than a page), the list
 *   starts again from the new first page: shorter, never with a gap.
 *
 * The web reads `nodes` (references, so a node evicted from the cache drops out of the list);
 * `edges` and the other fields are the newest page's.
 */
import type { FieldPolicy, Reference, StoreObject } from '@apollo/client';

type PageInfo = { hasNextPage: boolean; endCursor?: string | null };
export type Paged<Node> = { nodes: readonly Node[]; pageInfo: PageInfo; totalCount?: number; [field: string]: unknown };

/** The list after `incoming` arrived for `after` (null for the first page); `idOf` names a node. */
export function mergePages<Node>(existing: Paged<Node> | undefined, incoming: Paged<Node>, after: string | null, idOf: (node: Node) => string | undefined): Paged<Node> {
  if (!existing) return incoming;
  const ids = (nodes: readonly Node[]) => new Set(nodes.map(idOf));
  if (after !== null) {
    if (existing.pageInfo.endCursor !== after) return { ...existing, totalCount: incoming.totalCount ?? existing.totalCount };
    const seen = ids(existing.nodes);
    return { ...incoming, nodes: [...existing.nodes, ...incoming.nodes.filter((n) => !seen.has(idOf(n)))] };
  }
  if (!incoming.pageInfo.hasNextPage) return incoming;
  const fresh = ids(incoming.nodes);
  const anchor = existing.nodes.findLastIndex((n) => fresh.has(idOf(n)));
  const older = anchor === -1 ? [] : existing.nodes.slice(anchor + 1).filter((n) => !fresh.has(idOf(n)));
  if (older.length === 0) return incoming;
  return { ...incoming, nodes: [...incoming.nodes, ...older], pageInfo: existing.pageInfo };
}

/** The field policy of a connection field: `Viewer: { fields: { complaintsConnection: pagedList() } }`. */
export function pagedList(): FieldPolicy<Paged<Reference | StoreObject>> {
  return {
    keyArgs: false,
    merge(existing, incoming, { args, readField }) {
      const after = typeof args?.after === 'string' ? args.after : null;
      return mergePages(existing, incoming, after, (node) => readField<string>('id', node));
    },
  };
}
