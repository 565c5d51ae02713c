/**
 * Relay-style connections for the lists that grow without bound (issue 32, section 3;
 * docs/decisions/310): `first`/`after` in, `edges { cursor node }`, `nodes`, `pageInfo` and
 * `totalCount` out. The cloud API answers each of these lists whole, so the page is cut here,
 * after the one upstream read the request already makes.
 *
 * A cursor is the item's place in the list's order, written as its sort key (a stable id, and
 * for lists ordered by time the time first), never an offset: a post that arrives or goes
 * between two pages moves no other item's cursor, so "Load more" brings neither a duplicate
 * nor a gap, and a pushed item (newer than every cursor) only ever lands on the first page.
 * Every list here is ordered by its key, greatest first (newest first).
 */
import { LIST_PAGE_MAX, LIST_PAGE_SIZE, firstOutOfBoundsMessage, malformedCursorMessage } from '@portal/domain';
import { PortalError } from '../errors.js';

/** An item's place in its list: compared part by part, greatest first. */
export type SortKey = readonly (number | string)[];
type KeyPart = 'number' | 'string';

/** A list's order: its name (a cursor of one list is refused by another) and its items' keys. */
export type ListOrder<T> = { name: string; shape: readonly KeyPart[]; keyOf: (item: T) => SortKey };

export type PageArgs = { first?: number | null; after?: string | null };

export type Connection<T> = {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
};

export function encodeCursor(list: string, key: SortKey): string {
  return Buffer.from(JSON.stringify([list, ...key])).toString('base64url');
}

const badCursor = () => new PortalError('BAD_USER_INPUT', malformedCursorMessage);

/** The sort key a cursor of `order` holds; BAD_USER_INPUT (never a 500) for anything else. */
export function decodeCursor(order: Pick<ListOrder<unknown>, 'name' | 'shape'>, cursor: string): SortKey {
  if (cursor.length > 400 || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw badCursor();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed[0] !== order.name || parsed.length !== order.shape.length + 1) throw badCursor();
  const key = parsed.slice(1) as unknown[];
  const fits = key.every((part, i) => (order.shape[i] === 'number' ? typeof part === 'number' && Number.isFinite(part) : typeof part === 'string'));
  if (!fits) throw badCursor();
  return key as SortKey;
}

/** Negative when `a` comes before `b` (its key is greater), positive after, 0 for the same place. */
export function compareKeys(a: SortKey, b: SortKey): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const [x, y] = [a[i], b[i]];
    if (x === y) continue;
    return x > y ? -1 : 1;
  }
  return 0;
}

/** `first` as asked (LIST_PAGE_SIZE when left out), or BAD_USER_INPUT outside 1..LIST_PAGE_MAX. */
function pageSize(first: number | null | undefined): number {
  const size = first ?? LIST_PAGE_SIZE;
  if (!Number.isInteger(size) || size < 1 || size > LIST_PAGE_MAX) throw new PortalError('BAD_USER_INPUT', firstOutOfBoundsMessage);
  return size;
}

/** The arguments checked before any upstream call: a bad `first` or `after` costs nothing upstream. */
export function checkPageArgs<T>(order: ListOrder<T>, args: PageArgs): { size: number; after: SortKey | null } {
  return { size: pageSize(args.first), after: args.after == null ? null : decodeCursor(order, args.after) };
}

/** One page of `items` (in any order: they are put in the list's order here) after the cursor. */
export function connectionOf<T>(order: ListOrder<T>, items: readonly T[], args: PageArgs): Connection<T> {
  const { size, after } = checkPageArgs(order, args);
  const placed = items.map((node) => ({ node, place: order.keyOf(node) })).sort((a, b) => compareKeys(a.place, b.place));
  const rest = after === null ? placed : placed.filter((item) => compareKeys(item.place, after) > 0);
  const page = rest.slice(0, size);
  const edges = page.map(({ node, place }) => ({ cursor: encodeCursor(order.name, place), node }));
  return {
    edges,
    nodes: page.map(({ node }) => node),
    pageInfo: {
      hasNextPage: rest.length > size,
      hasPreviousPage: rest.length < placed.length,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: placed.length,
  };
}
