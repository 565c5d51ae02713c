import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { UpstreamRefusedError, UpstreamUnavailableError } from './errors.js';
import { formatError } from './graphql-server.js';

const located = (original: Error) => new GraphQLError(original.message, { path: ['viewer', 'programs'], originalError: original });

describe('errors in responses', () => {
  it('an unavailable upstream keeps its code and path but not its reason, which may name the upstream', () => {
    const error = located(new UpstreamUnavailableError('/getUserTotalProgress', 'request failed: connect ECONNREFUSED 10.0.0.5:4010'));
    const formatted = formatError({ message: error.message, path: error.path, extensions: { code: 'UPSTREAM_UNAVAILABLE' } }, error);
    expect(formatted).toEqual({
      message: expect.any(String),
      path: ['viewer', 'programs'],
      locations: undefined,
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
    expect(JSON.stringify(formatted)).not.toMatch(/ECONNREFUSED|10\.0\.0\.5|getUserTotalProgress/);
  });

  it('a refusal of the cloud API is mapped to a stable code', () => {
    expect(new UpstreamRefusedError('/getProgram', 404, 'NOT_FOUND').code).toBe('NOT_FOUND');
    expect(new UpstreamRefusedError('/getProgram', 403, 'INVALID_OID').code).toBe('FORBIDDEN');
    expect(new UpstreamRefusedError('/getProgram', 400, 'BAD_REQUEST').code).toBe('BAD_USER_INPUT');
    expect(new UpstreamRefusedError('/getProgram', 418, undefined).code).toBe('INTERNAL_SERVER_ERROR');
  });

  it('an unexpected exception becomes INTERNAL_SERVER_ERROR with a generic message and no stack', () => {
    const error = located(new TypeError("Cannot read properties of undefined (reading 'bpdata') at /srv/app/x.ts:10"));
    const formatted = formatError({ message: error.message, path: error.path, extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['x'] } }, error);
    expect(formatted.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    expect(formatted.message).not.toContain('bpdata');
  });

  it('a validation failure keeps its message so the sender can fix the query', () => {
    const error = new GraphQLError('Syntax Error: Aliases limit of 5 exceeded, found 6.', { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(formatError({ message: error.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }, error)).toMatchObject({
      message: 'Syntax Error: Aliases limit of 5 exceeded, found 6.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });
});
