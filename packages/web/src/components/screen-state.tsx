import type { ReactNode } from 'react';
import { CONNECTION_LOST_MESSAGE, failureMessage, LOAD_FAILURE_COPY } from '../lib/failure';
import { ErrorView } from './states';

export { CONNECTION_LOST_MESSAGE };
/** Said when the portal answered that a system behind it failed: the learner's connection is fine. */
export const SERVER_FAILED_MESSAGE = LOAD_FAILURE_COPY.server;
/** Said when a system behind the portal took too long (UPSTREAM_TIMEOUT). */
export const SERVER_SLOW_MESSAGE = LOAD_FAILURE_COPY.slow;
/** Said when the university's system answered something the gateway could not read (UPSTREAM_INVALID). */
export const SERVER_INVALID_MESSAGE = LOAD_FAILURE_COPY.invalid;

/**
 * Why a screen's query failed, in the learner's words. Any GraphQL error (UPSTREAM_UNAVAILABLE,
 * UPSTREAM_TIMEOUT, UPSTREAM_INVALID, INTERNAL_SERVER_ERROR ...; docs/decisions/011) and any HTTP
 * answer the portal gave means the request arrived, so "check your connection" would send the
 * learner looking in the wrong place; only a request that got no answer at all is a lost connection.
 */
export function loadFailureMessage(error: unknown): string {
  return failureMessage(error, LOAD_FAILURE_COPY);
}

export type ScreenStateProps<T> = {
  /** what the screen's useQuery returned */
  query: { error?: unknown; loading: boolean; refetch: () => unknown };
  /**
   * What the screen shows, picked from the query's data; null or undefined while there is
   * nothing usable. With errorPolicy 'all' a failed upstream nulls only its field, so
   * picking that field (or null when every part failed) shows one error panel, not one per part.
   */
  value: T | null | undefined;
  /** the skeleton shown while the first answer is on its way (and while trying again) */
  loading: ReactNode;
  /** the error panel's title: "We could not load your programs" */
  errorTitle: string;
  /** whether `value` counts as empty (default: an empty array) */
  isEmpty?: (value: T) => boolean;
  /** shown for an empty value */
  empty?: ReactNode;
  /** shown when the query answered without the thing (a program that is not open) */
  missing?: ReactNode;
  /** the content; without it, the wrapper shows only the states and the page renders its content itself */
  children?: (value: T) => ReactNode;
};

const emptyArray = (value: unknown) => Array.isArray(value) && value.length === 0;

/**
 * The one sequence of every screen that loads: content (or its empty state) once there
 * is a value, else the skeleton while loading, else the error with "Try again", else
 * what to say when the answer has no such thing (docs/style.md habit 10).
 */
export function ScreenState<T>({ query, value, loading, errorTitle, isEmpty = emptyArray, empty, missing, children }: ScreenStateProps<T>) {
  if (value !== null && value !== undefined) return <>{isEmpty(value) && empty !== undefined ? empty : (children?.(value) ?? null)}</>;
  if (query.loading) return <>{loading}</>;
  if (query.error) return <ErrorView title={errorTitle} message={loadFailureMessage(query.error)} onRetry={() => void query.refetch()} />;
  return <>{missing ?? null}</>;
}
