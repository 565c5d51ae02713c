import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { failureKind, failureMessage, LOAD_FAILURE_COPY, SEND_FAILURE_COPY } from './failure';

const graphQLError = (...codes: string[]) => new CombinedGraphQLErrors({ errors: codes.map((code) => ({ message: 'x', extensions: { code } })) });

describe('why a request failed', () => {
  it('is the connection only when no answer came back', () => {
    expect(failureKind(new TypeError('Failed to fetch'))).toBe('offline');
    expect(failureMessage(new TypeError('Failed to fetch'), LOAD_FAILURE_COPY)).toBe('Please check your connection and try again.');
  });

  it('is a failed server for any GraphQL error code and any HTTP answer', () => {
    for (const code of ['UPSTREAM_UNAVAILABLE', 'INTERNAL_SERVER_ERROR', 'NOT_FOUND']) expect(failureKind(graphQLError(code)), code).toBe('server');
    expect(failureKind(new ServerError('bad gateway', { response: new Response('', { status: 502 }), bodyText: '' }))).toBe('server');
    expect(failureMessage(graphQLError('UPSTREAM_UNAVAILABLE'), LOAD_FAILURE_COPY)).not.toMatch(/connection/);
  });

  it('is slow only when every error is a time-out', () => {
    expect(failureKind(graphQLError('UPSTREAM_TIMEOUT'))).toBe('slow');
    expect(failureKind(graphQLError('UPSTREAM_TIMEOUT', 'UPSTREAM_UNAVAILABLE'))).toBe('server');
  });

  it('is an unreadable answer on UPSTREAM_INVALID, with its own words in every context', () => {
    expect(failureKind(graphQLError('UPSTREAM_UNAVAILABLE', 'UPSTREAM_INVALID'))).toBe('invalid');
    for (const copy of [LOAD_FAILURE_COPY, SEND_FAILURE_COPY]) {
      expect(failureMessage(graphQLError('UPSTREAM_INVALID'), copy)).toMatch(/the university's system answered with something we could not read/);
      expect(copy.invalid).not.toBe(copy.server);
    }
  });
});
