import { LIST_PAGE_MAX, LIST_PAGE_SIZE, firstOutOfBoundsMessage, malformedCursorMessage } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { PortalError } from '../errors.js';
import { compareKeys, connectionOf, decodeCursor, encodeCursor, type Connection, type ListOrder } from './connection.js';

type Item = { id: number; at: number };
const ORDER: ListOrder<Item> = { name: 'things', shape: ['number', 'number'], keyOf: (i) => [i.at, i.id] };
const items = (n: number): Item[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, at: 1000 + Math.floor(i / 2) }));
const ids = (list: Item[]) => list.map((i) => i.id);
const refusedWith = (message: string) => (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PortalError);
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message });
    return;
  }
  throw new Error('not refused');
};

describe('a connection cut from a whole list', () => {
  it('puts the list in its order, greatest key first, and the first page holds LIST_PAGE_SIZE when `first` is left out', () => {
    const page = connectionOf(ORDER, items(45), {});
    expect(page.nodes).toHaveLength(LIST_PAGE_SIZE);
    expect(ids(page.nodes).slice(0, 4)).toEqual([45, 44, 43, 42]);
    expect(page.totalCount).toBe(45);
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
  });

  it('walks every item exactly once, in pages of `first`, to a last page without a next one', () => {
    const list = items(7);
    const seen: number[] = [];
    const sizes: number[] = [];
    let after: string | null = null;
    for (;;) {
      const page: Connection<Item> = connectionOf(ORDER, list, { first: 3, after });
      seen.push(...ids(page.nodes));
      sizes.push(page.nodes.length);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(sizes).toEqual([3, 3, 1]);
  });

  it('holds its place when items arrive at the top or the cursor\u2019s own item goes', () => {
    const list = items(6);
    const first = connectionOf(ORDER, list, { first: 2 });
    const later = [...list.filter((i) => i.id !== 5), { id: 7, at: 2000 }, { id: 8, at: 2000 }];
    expect(ids(connectionOf(ORDER, later, { first: 2, after: first.pageInfo.endCursor }).nodes)).toEqual([4, 3]);
  });

  it('answers an empty page with null cursors after the last item, and for an empty list', () => {
    const last = connectionOf(ORDER, items(2), { first: 2 }).pageInfo.endCursor;
    expect(connectionOf(ORDER, items(2), { after: last })).toMatchObject({
      nodes: [],
      edges: [],
      totalCount: 2,
      pageInfo: { hasNextPage: false, hasPreviousPage: true, startCursor: null, endCursor: null },
    });
    expect(connectionOf(ORDER, [], {})).toMatchObject({ nodes: [], totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null } });
  });

  it('refuses a `first` outside 1..LIST_PAGE_MAX', () => {
    for (const first of [0, -3, LIST_PAGE_MAX + 1, 2.5]) refusedWith(firstOutOfBoundsMessage)(() => connectionOf(ORDER, items(3), { first }));
    expect(connectionOf(ORDER, items(3), { first: LIST_PAGE_MAX }).nodes).toHaveLength(3);
  });

  it('refuses a cursor that is not this list\u2019s, whatever it holds', () => {
    const bad = [
      'not base64!',
      Buffer.from('not json').toString('base64url'),
      Buffer.from('{}').toString('base64url'),
      encodeCursor('other', [1, 1]),
      encodeCursor('things', [1]),
      Buffer.from(JSON.stringify(['things', '1', 1])).toString('base64url'),
      Buffer.from(JSON.stringify(['things', null, 1])).toString('base64url'),
    ];
    for (const after of bad) refusedWith(malformedCursorMessage)(() => decodeCursor(ORDER, after));
    expect(decodeCursor(ORDER, encodeCursor('things', [5, 2]))).toEqual([5, 2]);
  });

  it('compares keys part by part, strings and numbers alike', () => {
    expect(compareKeys([2, 1], [1, 9])).toBeLessThan(0);
    expect(compareKeys([1, 'b'], [1, 'a'])).toBeLessThan(0);
    expect(compareKeys([1, 1], [1, 1])).toBe(0);
  });
});
