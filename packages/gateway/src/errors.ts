import { GraphQLError } from 'graphql';

/**
 * The stable `extensions.code` values of GraphQL errors (docs/architecture.md,
 * "Errors"). Anything else that escapes a resolver is reported as
 * INTERNAL_SERVER_ERROR with a generic message.
 */
export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'UPSTREAM_UNAVAILABLE' | 'UPSTREAM_TIMEOUT' | 'UPSTREAM_INVALID' | 'INTERNAL_SERVER_ERROR';

/**
 * A GraphQL error with one of the stable codes and a message safe to show;
 * `refusalCode`, when given, says which rule refused and goes out as
 * `extensions.reason` (a FORBIDDEN content lock carries the user error code,
 * e.g. OBJECT_LOCKED: docs/decisions/173). Not the upstream errors' `reason`,
 * which is for logs only.
 */
export class PortalError extends GraphQLError {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly refusalCode?: string,
  ) {
    super(message, { extensions: refusalCode ? { code, reason: refusalCode } : { code } });
    this.name = 'PortalError';
  }
}

export const unauthenticated = () => new PortalError('UNAUTHENTICATED', 'You are not signed in, or your session has ended.');

/**
 * The error class of one way a cloud or identity call can fail on the way: it says the
 * code's message, carries the operation and a `reason` for logs only (the reason never
 * reaches a response), and is named after the class that extends it.
 */
function upstreamFailure(code: 'UPSTREAM_UNAVAILABLE' | 'UPSTREAM_TIMEOUT' | 'UPSTREAM_INVALID') {
  return class extends PortalError {
    constructor(
      readonly operation: string,
      readonly reason: string,
    ) {
      super(code, REFUSAL_MESSAGES[code]);
      this.name = new.target.name;
    }
  };
}

/**
 * A cloud or identity call that could not be completed: refused connection,
 * time-out, 5xx, unreadable answer or an open circuit. `reason` is for logs only
 * and never reaches a response (it may name the upstream).
 */
export class UpstreamUnavailableError extends upstreamFailure('UPSTREAM_UNAVAILABLE') {}

/**
 * The request's deadline (REQUEST_DEADLINE_MS) passed before a cloud call was
 * done: the fields that needed it are null, the rest of the response still
 * arrives. `reason` is for logs only.
 */
export class UpstreamTimeoutError extends upstreamFailure('UPSTREAM_TIMEOUT') {}

/**
 * The cloud API answered, but not in the shape its contract promises
 * (@portal/contract): the fields that needed the answer are null with this
 * code, rather than a crash or a screen built from a wrong reading
 * (docs/decisions/088). `reason` (where the answer is wrong, never its
 * values) is for logs only.
 */
export class UpstreamInvalidError extends upstreamFailure('UPSTREAM_INVALID') {}

/** The cloud API refused the call (4xx): mapped to a stable code. */
export class UpstreamRefusedError extends PortalError {
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly upstreamCode: string | undefined,
  ) {
    const code: ErrorCode = status === 404 ? 'NOT_FOUND' : status === 403 ? 'FORBIDDEN' : status === 400 || status === 409 ? 'BAD_USER_INPUT' : 'INTERNAL_SERVER_ERROR';
    super(code, REFUSAL_MESSAGES[code]);
    this.name = 'UpstreamRefusedError';
  }
}

const REFUSAL_MESSAGES: Record<ErrorCode, string> = {
  UNAUTHENTICATED: 'You are not signed in, or your session has ended.',
  FORBIDDEN: 'This is not allowed.',
  NOT_FOUND: 'Not found.',
  BAD_USER_INPUT: 'The request could not be processed as sent.',
  UPSTREAM_UNAVAILABLE: 'A service the portal depends on is not answering. Please try again in a moment.',
  UPSTREAM_TIMEOUT: 'A service the portal depends on did not answer in time. Please try again in a moment.',
  UPSTREAM_INVALID: 'A service the portal depends on gave an answer the portal cannot read. Please try again later.',
  INTERNAL_SERVER_ERROR: 'Something went wrong on our side.',
};
