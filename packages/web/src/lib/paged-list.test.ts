import { describe, expect, it } from 'vitest';
import { mergePages, type Paged } from './paged-list';

type Node = { id: string };
const page = (ids: string[], hasNextPage: boolean, totalCount = 99): Paged<Node> => ({ nodes: ids.map((id) => ({ id })), pageInfo: { hasNextPage, endCursor: ids.at(-1) ?? null }, totalCount });
const idOf = (n: Node) => n.id;
const ids = (p: Paged<Node>) => p.nodes.map((n) => n.id);

describe('a connection\u2019s pages in the cache', () => {
  it('appends the page asked after the last cursor, without listing a node twice', () => {
    const merged = mergePages(page(['9', '8'], true), page(['8', '7', '6'], true, 100), '8', idOf);
    expect(ids(merged)).toEqual(['9', '8', '7', '6']);
    expect(merged.pageInfo.endCursor).toBe('6');
    expect(merged.totalCount).toBe(100);
  });

  it('drops a page asked after a cursor the list no longer ends with, so there is no gap', () => {
    const merged = mergePages(page(['12', '11'], true), page(['5', '4'], true), '6', idOf);
    expect(ids(merged)).toEqual(['12', '11']);
  });

  it('puts a new first page (a poll or a pushed item) on top and keeps the older pages already loaded', () => {
    const loaded = page(['9', '8', '7', '6'], true);
    loaded.pageInfo.endCursor = '6';
    const merged = mergePages(loaded, page(['10', '9'], true), null, idOf);
    expect(ids(merged)).toEqual(['10', '9', '8', '7', '6']);
    expect(merged.pageInfo.endCursor).toBe('6');
  });

  it('drops from the top what the new first page no longer holds (deleted), and everything when it holds it all', () => {
    expect(ids(mergePages(page(['9', '8', '7', '6'], true), page(['10', '8'], true), null, idOf))).toEqual(['10', '8', '7', '6']);
    expect(ids(mergePages(page(['9', '8', '7', '6'], false), page(['10', '9', '7'], false), null, idOf))).toEqual(['10', '9', '7']);
  });

  it('starts again from the new first page when it shares nothing with the list (more new items than a page)', () => {
    const merged = mergePages(page(['5', '4', '3'], true), page(['9', '8'], true), null, idOf);
    expect(ids(merged)).toEqual(['9', '8']);
    expect(merged.pageInfo.endCursor).toBe('8');
  });
});
