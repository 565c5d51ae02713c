import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { failureKind, failureMessage, LOAD_FAILURE_COPY } from './failure';
import type { ApolloClient } from '@apollo/client';
import { MESSAGES } from '@portal/domain';
import { graphql } from '../gql';
import type { SessionQuery } from '../gql/graphql';
import { toaster } from './toaster';

/**
 * What the session knows of the signed-in viewer: the session question asks it, and a sign-in
 * (the forced new password too) reads it back, which `signedIn` takes as the session's viewer.
 * @public a fragment that codegen reads and the operations spread; no code imports it.
 */
export const SessionViewerFields = graphql(`
  fragment SessionViewerFields on Viewer {
    id
    name
    email
    username
  }
`);

/** Asked once at start: a viewer selects the learner routes, null the public ones (spec part 3, section 2.1). */
const SessionDocument = graphql(`
  query Session {
    viewer {
      ...SessionViewerFields @unmask
    }
  }
`);

/**
 * The session question itself. main.tsx asks it before React's first render, so it
 * leaves with the entry chunk's first moments rather than after the first commit.
 */
export function askSession(client: ApolloClient) {
  return client.query({ query: SessionDocument, fetchPolicy: 'network-only' });
}

export type SessionViewer = NonNullable<SessionQuery['viewer']>;

export type SessionState =
  | { status: 'loading' }
  /** `offline`: the request never reached the portal (the app shell opened offline, issue 34). */
  | { status: 'unavailable'; message: string; offline?: boolean }
  /** `byLearner`: the learner chose Sign out (so the page they were on is not one to return to after Login). */
  | { status: 'signedOut'; byLearner?: boolean }
  | { status: 'signedIn'; viewer: SessionViewer };

type SessionContextValue = {
  state: SessionState;
  /** After a sign-in mutation returned the viewer. */
  signedIn: (viewer: SessionViewer) => void;
  /** After sign-out: forget everything cached for the learner. */
  signedOut: () => Promise<void>;
  /** Ask the gateway again (the retry of the "unavailable" state). */
  reload: () => void;
  /**
   * While a screen must not be left (a timed attempt, issue 9: "the learner signs in again
   * in place without leaving the attempt"), a lost session calls `onLost` instead of signing
   * out and forgetting the cache. Returns the release; the newest hold gets the call.
   */
  holdOnSessionLost: (onLost: () => void) => () => void;
};

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * A tiny hand-off between the Apollo links (created before React renders) and the
 * session provider: the links report "session lost", the provider acts on it.
 */
export function createSessionLostSignal() {
  let listener: (() => void) | null = null;
  return {
    notify: () => listener?.(),
    listen: (fn: () => void) => {
      listener = fn;
      return () => {
        if (listener === fn) listener = null;
      };
    },
  };
}
export type SessionLostSignal = ReturnType<typeof createSessionLostSignal>;

export function SessionProvider({
  client,
  sessionLost,
  pending,
  known,
  children,
}: {
  client: ApolloClient;
  sessionLost: SessionLostSignal;
  /** The first answer, if the question was already asked (askSession at boot). */
  pending?: ReturnType<typeof askSession>;
  /** The state to draw first, when the answer is already known (the gateway's render of a page). */
  known?: SessionState;
  children: ReactNode;
}) {
  const firstAsk = useRef(pending);
  const [state, setStateOnly] = useState<SessionState>(known ?? { status: 'loading' });
  // The links report a lost session outside React's render; they need the state as it is now.
  const stateRef = useRef(state);
  const setState = useCallback((next: SessionState) => {
    stateRef.current = next;
    setStateOnly(next);
  }, []);

  const load = useCallback(() => {
    setState({ status: 'loading' });
    // The boot's question answers the first load only; a retry asks again.
    const asked = firstAsk.current ?? askSession(client);
    firstAsk.current = undefined;
    asked
      .then(({ data }) => {
        const viewer = data?.viewer;
        setState(viewer ? { status: 'signedIn', viewer } : { status: 'signedOut' });
      })
      .catch((error: unknown) => {
        // An UNAUTHENTICATED answer here is simply "not signed in"; anything else means
        // the portal cannot tell, which the app shows with a retry.
        if (isUnauthenticated(error)) setState({ status: 'signedOut' });
        // A lost connection is said as such; a failed server is not the learner's connection (docs/decisions/097).
        else setState({ status: 'unavailable', message: failureMessage(error, LOAD_FAILURE_COPY), offline: failureKind(error) === 'offline' });
      });
  }, [client, setState]);

  // A known session (a page drawn with it, hydrated in the browser) is not asked again on mount.
  const askOnMount = useRef(known === undefined);
  useEffect(() => {
    if (askOnMount.current) load();
  }, [load]);

  // Session lost while signed in: sign out, forget the learner's data and say
  // 'Session Time Out' exactly once (spec part 1, section 4: "if the timeout flag is not yet set").
  const holds = useRef<(() => void)[]>([]);
  const holdOnSessionLost = useCallback((onLost: () => void) => {
    holds.current = [...holds.current, onLost];
    return () => {
      holds.current = holds.current.filter((h) => h !== onLost);
    };
  }, []);

  useEffect(
    () =>
      sessionLost.listen(() => {
        if (stateRef.current.status !== 'signedIn') return;
        const hold = holds.current.at(-1);
        if (hold) return hold();
        setState({ status: 'signedOut' });
        toaster.create({ id: 'session-time-out', title: MESSAGES.sessionTimeOut, type: 'warning', closable: true });
        void client.clearStore();
      }),
    [client, sessionLost, setState],
  );

  const signedIn = useCallback(
    (viewer: SessionViewer) => {
      setState({ status: 'signedIn', viewer });
    },
    [setState],
  );

  const signedOut = useCallback(async () => {
    setState({ status: 'signedOut', byLearner: true });
    await client.clearStore();
  }, [client, setState]);

  // What is saved for offline belongs to one learner: a sign-in as anyone else wipes it first
  // (issue 34; docs/decisions/333). After the commit, in a chunk of its own.
  const viewerId = state.status === 'signedIn' ? state.viewer.id : null;
  useEffect(() => {
    if (viewerId) void import('../offline/account').then((offline) => offline.claimOfflineData(viewerId)).catch(() => undefined);
  }, [viewerId]);

  const value = useMemo(() => ({ state, signedIn, signedOut, reload: load, holdOnSessionLost }), [state, signedIn, signedOut, load, holdOnSessionLost]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** The signed-in learner; only for screens of the learner route set. */
export function useViewer(): SessionViewer {
  const { state } = useSession();
  if (state.status !== 'signedIn') throw new Error('useViewer is only for the learner routes');
  return state.viewer;
}

function isUnauthenticated(error: unknown): boolean {
  const errors = (error as { errors?: { extensions?: { code?: unknown } }[] } | null)?.errors;
  return Array.isArray(errors) && errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}
