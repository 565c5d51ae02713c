import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { Observable, tap } from 'rxjs';
import { fetchWithEarlyAnswers } from './early-graphql';
import { pagedList } from './paged-list';
import { streamLink } from './live/stream-link';

export type CreateApolloClientOptions = {
  /** Called whenever a response shows the session is gone (the session handler decides what to do once). */
  onSessionLost: () => void;
  /** The terminating link; tests pass a fake, the app talks HTTP to the gateway. */
  link?: ApolloLink;
  /** The gateway's render of a page (app/entry-server.tsx): answers come from the cache, never the network. */
  ssrMode?: boolean;
  /** The HttpLink's fetch (the gateway's drawing records what the app would send). */
  fetch?: typeof fetch;
};

/**
 * Offline (issue 34), a request that could not leave the browser is answered from what the
 * learner saved for offline, if anything (src/offline/saved-answers.ts, loaded only then;
 * docs/decisions/331). An aborted request is not one the network could not take.
 *
 * When the browser already knows it has no connection, the request is answered from the device
 * at once: a read the learner saved, or a change queued. The network's refusal took 0.1 to 0.2 s
 * a request on the phone profile, twice on the way to a saved course's screen (docs/decisions/399),
 * and every step before a change is queued is a moment in which leaving the page loses it (a
 * package's last commit, sent as the learner finishes and leaves; decision 400).
 */
export const withSavedAnswers =
  (send: typeof fetch): typeof fetch =>
  async (input, init) => {
    const savedAnswer = async () => (await import('../offline/saved-answers')).answerOffline(init?.body);
    // Asked already (the browser said it was offline) and nothing there: the device is not asked twice.
    const askedTheDevice = typeof navigator !== 'undefined' && navigator.onLine === false;
    if (askedTheDevice) {
      const saved = await savedAnswer();
      if (saved) return saved;
    }
    return send(input, init).catch(async (error: unknown) => {
      if (init?.signal?.aborted || askedTheDevice) throw error;
      return (await savedAnswer()) ?? Promise.reject(error);
    });
  };

const isSubscription = (operation: ApolloLink.Operation) => operation.operationType === 'subscription';
/** A stream that never says anything: the screen's first-event wait runs out and it polls, as before the stream. */
const noStream = new ApolloLink(() => new Observable<ApolloLink.Result>(() => undefined));

/** The operation that asks whether there is a session at all; its null viewer only means "signed out". */
const SESSION_OPERATION = 'Session';

/**
 * Apollo Client for the portal. The gateway keeps the session in HttpOnly cookies, so
 * the browser only sends same-origin credentials and never sees a token
 * (docs/architecture.md, invariant 3). The preflight header satisfies the gateway's CSRF
 * prevention, which stays on.
 */
export function createApolloClient({ onSessionLost, link, ssrMode = false, fetch = withSavedAnswers(fetchWithEarlyAnswers) }: CreateApolloClientOptions): ApolloClient {
  const http =
    link ??
    new HttpLink({
      uri: '/graphql',
      credentials: 'same-origin',
      headers: { 'apollo-require-preflight': 'true' },
      // The boot's queries may already have been sent, or answered, by the route's HTML (docs/decisions/161, 168).
      fetch,
    });

  // Any UNAUTHENTICATED error, or an HTTP 401, means the cookies no longer make a session
  // (docs/architecture.md, Errors: "the client shows Session Time Out").
  const unauthenticated = new ErrorLink(({ error }) => {
    if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
      onSessionLost();
    } else if (ServerError.is(error) && error.statusCode === 401) {
      onSessionLost();
    }
  });

  // Every signed-in screen's query asks for `viewer { id }` with a network fetch: a null
  // viewer there is how the session check on every route change shows up
  // (spec part 1, section 4). The Session query itself is exempt: null there is just "signed out".
  const viewerGone = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap((result) => {
        if (operation.operationType !== 'query' || operation.operationName === SESSION_OPERATION) return;
        const data = 'data' in result ? (result.data as Record<string, unknown> | null | undefined) : undefined;
        if (data && 'viewer' in data && data.viewer === null) onSessionLost();
      }),
    ),
  );

  return new ApolloClient({
    ssrMode,
    // Subscriptions go over the event stream beside /graphql (docs/decisions/302). A given link (tests, the
    // server's drawing) answers queries and mutations only: there no stream ever opens, and screens poll.
    link: ApolloLink.from([unauthenticated, viewerGone, ApolloLink.split(isSubscription, link ? noStream : streamLink, http)]),
    cache: new InMemoryCache({
      typePolicies: {
        // A unit and its objects are the same in every batch of a course, but the learner's
        // state in them is not: they live inside their Course (keyed by the batch course), never shared.
        CourseUnit: { keyFields: false },
        LearningObject: { keyFields: false },
        // An option's id is only unique within its question ('a', 'b' …), and a question's within its
        // assessment (a copied paper keeps its items' ids): both live inside what holds them.
        AssessmentQuestion: { keyFields: false },
        AssessmentOption: { keyFields: false },
        // Project objectives (issue 19): a unit and an objective are the same in every batch of a course, the
        // learner's state in them is not; a reply's id is only unique within its message.
        ProjectUnit: { keyFields: false },
        ProjectObjective: { keyFields: false },
        ProjectReply: { keyFields: false },
        // An application is the viewer's one application to a program: keyed by the program,
        // since its own id is null until first saved (schema.graphql). Every save's payload
        // then lands on the object the screen's query reads, so no screen copies it into
        // React state (docs/decisions/097). A selection without programId is not normalised.
        Application: {
          keyFields: (object) => (typeof object.programId === 'string' && object.programId ? `Application:${object.programId}` : undefined),
        },
        // The learner's one profile has no id: the app's time-zone question and the profile
        // screen read parts of it, which merge instead of replacing each other (lib/time-zone.tsx).
        Profile: { merge: true },
        // The lists that grow come a page at a time (docs/decisions/311): "Load more" appends, the first
        // page again (a poll, a change's answer) refreshes the top, and no node is listed twice.
        CourseDiscussion: { fields: { questionsConnection: pagedList() } },
        Query: { fields: { notificationsConnection: pagedList() } },
        Viewer: { fields: { complaintsConnection: pagedList() } },
        EnrolledProgram: { fields: { announcementsConnection: pagedList() } },
      },
    }),
  });
}
