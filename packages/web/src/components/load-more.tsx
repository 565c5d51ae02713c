import { useEffect, useId, useRef, useState } from 'react';
import { Button, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { loadedMoreMessage } from '@portal/domain';
import { graphql } from '../gql';
import { failureMessage, LOAD_FAILURE_COPY } from '../lib/failure';

/**
 * What "Load more" and the cache's paged list (lib/paged-list.ts) read of a connection's page:
 * whether another follows and the cursor to ask it after. Every paged screen spreads it with
 * `@unmask`, so its connection's type keeps the two fields, as pageOf reads them.
 * @public a fragment that codegen reads and the operations spread; no code imports it.
 */
export const LoadMore_pageInfo = graphql(`
  fragment LoadMore_pageInfo on PageInfo {
    hasNextPage
    endCursor
  }
`);

export type LoadMoreProps = {
  /** What the list shows now, in order: the first new one takes focus once a page arrives. */
  items: readonly { id: string }[];
  /** The list's total, from the connection's totalCount. */
  total: number;
  /** Whether a page follows (pageInfo.hasNextPage). */
  hasMore: boolean;
  /** Asks for the next page (fetchMore with `after: endCursor`); rejects when it failed. */
  loadMore: () => Promise<unknown>;
  /** The items' names, for the button and what is said: { one: 'question', many: 'questions' }. */
  noun: { one: string; many: string };
  /** The element of an item that takes focus (it needs tabIndex -1). */
  domIdOf: (id: string) => string;
};

type Page = {
  nodes: readonly { id: string }[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  totalCount: number;
};

/** LoadMore's list, total and next page from a screen's connection and its query's fetchMore. */
export function pageOf(page: Page | null | undefined, fetchMore: (options: { variables: { after: string | null | undefined } }) => Promise<unknown>) {
  return {
    items: page?.nodes ?? [],
    total: page?.totalCount ?? 0,
    hasMore: page?.pageInfo.hasNextPage ?? false,
    loadMore: () => fetchMore({ variables: { after: page?.pageInfo.endCursor } }),
  };
}

/**
 * "Load more" under a list that comes a page at a time (issue 32, section 3; docs/decisions/311):
 * a real button (Tab, Enter, Space), how many are shown of how many, a polite live region that
 * says how many more came (the discussion's pattern), and focus on the first new item so the
 * learner reads on from there. While a page is on its way the button stays focusable and says
 * so; a failed page says why under it and the button tries again.
 */
export function LoadMore({ items, total, hasMore, loadMore, noun, domIdOf }: LoadMoreProps) {
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  // The list as it was when the learner asked: the first new item is at its length. The page is
  // in once the list the screen hands down is another one (Apollo renders it after fetchMore resolves).
  const asked = useRef<readonly { id: string }[] | null>(null);
  const [arrived, setArrived] = useState(false);
  const failureId = useId();

  useEffect(() => {
    if (!arrived || asked.current === null || asked.current === items) return;
    const before = asked.current.length;
    asked.current = null;
    setArrived(false);
    setSaid(loadedMoreMessage(Math.max(0, items.length - before), noun.one, noun.many));
    const first = items[before];
    const element = first ? document.getElementById(domIdOf(first.id)) : null;
    element?.focus();
  }, [arrived, items, noun, domIdOf]);

  const load = async () => {
    if (loading) return;
    setLoading(true);
    setFailure(null);
    setSaid('');
    asked.current = items;
    try {
      await loadMore();
      setArrived(true);
    } catch (error) {
      asked.current = null;
      const message = `We could not load more ${noun.many}. ${failureMessage(error, LOAD_FAILURE_COPY)}`;
      setFailure(message);
      setSaid(message);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Stack gap="2" align="start">
      {hasMore || items.length < total ? (
        <Text fontSize="sm" color="fg.muted">
          Showing {items.length} of {total} {total === 1 ? noun.one : noun.many}
        </Text>
      ) : null}
      {hasMore ? (
        // Not disabled while loading: a disabled button would drop the keyboard's focus to the page.
        <Button variant="outline" onClick={load} aria-busy={loading || undefined} aria-describedby={failure ? failureId : undefined}>
          {loading ? `Loading more ${noun.many}…` : `Load more ${noun.many}`}
        </Button>
      ) : null}
      {failure ? (
        <Text id={failureId} fontSize="sm" color="fg.error">
          {failure}
        </Text>
      ) : null}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {said}
      </VisuallyHidden>
    </Stack>
  );
}
