import { ApolloLink } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import { Observable } from 'rxjs';
import type { Client } from 'graphql-sse';

/** The stream's address beside /graphql (docs/decisions/300). */
const LIVE_STREAM_URL = '/graphql/stream';

let client: Promise<Client> | undefined;

/**
 * graphql-sse's client, loaded with the first subscription: pages without one (the landing,
 * sign-in, the public site) never load it. Same origin, the session's cookies; one POST per
 * subscription ("distinct connections", which HTTP/2 carries on one connection), no retries of
 * its own: the page decides when to try again or to poll instead (use-live.ts).
 */
function streamClient(): Promise<Client> {
  client ??= import('graphql-sse').then(({ createClient }) => createClient({ url: LIVE_STREAM_URL, credentials: 'same-origin', retryAttempts: 0, headers: { 'apollo-require-preflight': 'true' } }));
  return client;
}

/** The link that carries subscriptions over the event stream; queries and mutations stay on HTTP. */
export const streamLink = new ApolloLink(
  (operation) =>
    new Observable<ApolloLink.Result>((observer) => {
      let dispose: (() => void) | undefined;
      let closed = false;
      streamClient().then(
        (sse) => {
          if (closed) return;
          dispose = sse.subscribe<Record<string, unknown>>(
            { query: print(operation.query), variables: operation.variables, operationName: operation.operationName },
            {
              next: (value) => observer.next(value as ApolloLink.Result),
              error: (error) => observer.error(error instanceof Error ? error : new Error(errorText(error))),
              complete: () => observer.complete(),
            },
          );
        },
        (error: unknown) => observer.error(error instanceof Error ? error : new Error('The live updates could not be loaded.')),
      );
      return () => {
        closed = true;
        dispose?.();
      };
    }),
);

function errorText(error: unknown): string {
  if (Array.isArray(error)) return (error as { message?: string }[]).map((e) => e.message ?? '').join('; ');
  return (error as { message?: string } | null)?.message ?? 'The live updates stopped.';
}
