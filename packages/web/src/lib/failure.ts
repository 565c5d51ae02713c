import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/**
 * Why a request failed, as the learner needs to know it (docs/decisions/085, 097):
 * - `offline`: no answer at all (a network error, or the browser says it is offline):
 *   the learner's connection is the place to look;
 * - `invalid`: the portal answered, but the university's system behind it answered
 *   something the gateway could not read (UPSTREAM_INVALID);
 * - `slow`: the university's system took too long (every error is UPSTREAM_TIMEOUT);
 * - `server`: the portal answered that it, or a system behind it, failed (any other
 *   GraphQL error: UPSTREAM_UNAVAILABLE, INTERNAL_SERVER_ERROR ...; or an HTTP error).
 */
export type FailureKind = 'offline' | 'invalid' | 'slow' | 'server';

const codes = (error: CombinedGraphQLErrors) => error.errors.map((e) => e.extensions?.code);

export function failureKind(error: unknown): FailureKind {
  if (CombinedGraphQLErrors.is(error)) {
    const all = codes(error);
    if (all.includes('UPSTREAM_INVALID')) return 'invalid';
    if (all.length > 0 && all.every((code) => code === 'UPSTREAM_TIMEOUT')) return 'slow';
    return 'server';
  }
  if (ServerError.is(error) || ServerParseError.is(error)) return 'server';
  return 'offline';
}

/** The first GraphQL error code of a failure, if the portal gave one. */
export function failureCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** What to say for each kind of failure, in one context (a screen that loads, a save, a form sent). */
export type FailureCopy = Record<FailureKind, string>;

/** Said when the request never reached the portal. */
export const CONNECTION_LOST_MESSAGE = 'Please check your connection and try again.';

/** A screen's query that failed (the error panel with "Try again"). */
export const LOAD_FAILURE_COPY: FailureCopy = {
  offline: CONNECTION_LOST_MESSAGE,
  server: 'The portal is reachable, but it could not get this information just now. Please try again in a moment.',
  slow: 'The portal is reachable, but this took too long to load. Please try again in a moment.',
  invalid: "The portal is reachable, but the university's system answered with something we could not read. Please try again later.",
};

/** A save of a form whose typing stays in the form (the wizard's tabs, the paper form). */
export const SAVE_FAILURE_COPY: FailureCopy = {
  offline: 'Your changes could not be saved: the portal could not be reached. Nothing you typed is lost. Please try again.',
  server: "Your changes could not be saved: the university's system did not answer. Nothing you typed is lost. Please try again.",
  slow: "Your changes could not be saved: the university's system did not answer. Nothing you typed is lost. Please try again.",
  invalid: "Your changes could not be saved: the university's system answered with something we could not read. Nothing you typed is lost. Please try again.",
};

/** A form sent once (sign-in, sign-up, password reset, a query, an e-mail check). */
export const SEND_FAILURE_COPY: FailureCopy = {
  offline: 'The portal could not be reached. Please check your connection and try again.',
  server: 'The portal is reachable, but it could not do this just now. Please try again in a moment.',
  slow: 'The portal is reachable, but this took too long. Please try again in a moment.',
  invalid: "The portal is reachable, but the university's system answered with something we could not read. Please try again later.",
};

/** The words for a failure in a context. */
export function failureMessage(error: unknown, copy: FailureCopy): string {
  return copy[failureKind(error)];
}
