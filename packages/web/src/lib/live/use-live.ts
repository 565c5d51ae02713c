import { startTransition, useEffect, useRef, useState } from 'react';
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { LIVE_FIRST_EVENT_TIMEOUT_MS, LIVE_HIDDEN_DROP_MS, LIVE_RETRY_AFTER_MS } from '@portal/domain';
import { pageHidden } from '../page-visibility';

/**
 * connecting: subscribed, the first event (the current state) not in yet; live: it came;
 * waiting: the stream was lost or never held, the page polls until the next try.
 */
type Phase = 'connecting' | 'live' | 'waiting';

export type LiveOptions<TData, TVariables extends OperationVariables> = {
  variables?: TVariables;
  /** False: no stream (the screen is not there yet). */
  enabled?: boolean;
  /** Each event, the first (the current state, after every reconnection) included. */
  onData?: (data: TData, client: ApolloClient, first: boolean) => void;
};

/**
 * One subscription over the event stream (docs/decisions/302). `live` is true while it holds,
 * and the screen then polls nothing; otherwise the screen polls as before. The stream is given
 * up for polling when its first event does not come within LIVE_FIRST_EVENT_TIMEOUT_MS (a proxy
 * that buffers it) or it fails, and tried again after LIVE_RETRY_AFTER_MS, one step longer each
 * time. A page hidden for LIVE_HIDDEN_DROP_MS lets its stream go; shown again, it subscribes
 * afresh, and the first event brings what it missed. Never on the server's drawing of a page.
 */
export function useLive<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  { variables, enabled = true, onData }: LiveOptions<TData, TVariables> = {},
): { live: boolean } {
  // The screen that holds the stream redraws when its phase moves (it polls or not): each move
  // is a transition, drawn in the background, never one long task while the page comes alive
  // (issue 31, section 6).
  const [phase, setPhase] = useState<Phase>('connecting');
  const failures = useRef(0);
  const gotFirst = useRef(false);
  const restart = useRef<() => void>(() => undefined);
  const onDataRef = useRef(onData);
  onDataRef.current = onData;
  const hidden = useHiddenForAWhile();
  const subscribed = enabled && !hidden && phase !== 'waiting' && typeof window !== 'undefined';

  const failed = useRef(false);
  const lost = () => {
    failed.current = true;
    failures.current += 1;
    gotFirst.current = false;
    startTransition(() => setPhase('waiting'));
  };

  const subscription = useSubscription<TData, TVariables>(document, {
    variables: variables as TVariables,
    skip: !subscribed,
    ignoreResults: true,
    onData: ({ data, client }) => {
      if (!data.data) return;
      const first = !gotFirst.current;
      gotFirst.current = true;
      failures.current = 0;
      startTransition(() => setPhase('live'));
      onDataRef.current?.(data.data, client, first);
    },
    onError: lost,
    // The gateway ends a stream after a while (its session is checked again): subscribe afresh at once.
    // Not after a failure (Apollo completes it too): that waits its turn.
    onComplete: () => {
      if (failed.current) return;
      gotFirst.current = false;
      startTransition(() => setPhase('connecting'));
      restart.current();
    },
  } as useSubscription.Options<TData, TVariables> as never);
  restart.current = subscription.restart;

  // No first event in time: the stream cannot be held here; poll instead.
  useEffect(() => {
    if (!subscribed || phase !== 'connecting') return;
    const timer = setTimeout(lost, LIVE_FIRST_EVENT_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [subscribed, phase]);

  // Waiting: try the stream again later, one step longer each time it is lost.
  useEffect(() => {
    if (phase !== 'waiting') return;
    const delay = LIVE_RETRY_AFTER_MS[Math.min(failures.current, LIVE_RETRY_AFTER_MS.length) - 1] ?? LIVE_RETRY_AFTER_MS[0];
    const timer = setTimeout(() => {
      failed.current = false;
      startTransition(() => setPhase('connecting'));
    }, delay);
    return () => clearTimeout(timer);
  }, [phase]);

  // A stream let go while hidden starts again from its first event.
  useEffect(() => {
    if (hidden) {
      gotFirst.current = false;
      startTransition(() => setPhase((now) => (now === 'live' ? 'connecting' : now)));
    }
  }, [hidden]);

  return { live: subscribed && phase === 'live' };
}

/** True once the page has been hidden for LIVE_HIDDEN_DROP_MS; false the moment it shows. */
function useHiddenForAWhile(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const changed = () => {
      clearTimeout(timer);
      if (pageHidden()) timer = setTimeout(() => setHidden(true), LIVE_HIDDEN_DROP_MS);
      else setHidden(false);
    };
    document.addEventListener('visibilitychange', changed);
    changed();
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', changed);
    };
  }, []);
  return hidden;
}
