/**
 * A connection as the gateway answers it (docs/decisions/310), for the fakes of tests: `nodes` in
 * the list's order (newest first), a page of `first` after the cursor, where a node's cursor is its id.
 */
export function connectionOf<Node extends { id: string }>(typename: string, all: readonly Node[], page: { first?: unknown; after?: unknown } = {}) {
  const from = typeof page.after === 'string' ? all.findIndex((n) => n.id === page.after) + 1 : 0;
  const first = typeof page.first === 'number' ? page.first : 20;
  const nodes = all.slice(from, from + first);
  return {
    __typename: typename,
    nodes,
    pageInfo: { __typename: 'PageInfo', hasNextPage: from + nodes.length < all.length, endCursor: nodes.at(-1)?.id ?? null },
    totalCount: all.length,
  };
}
