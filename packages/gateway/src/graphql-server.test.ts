import { readFileSync } from 'node:fs';
import { buildASTSchema, buildSchema, GraphQLError, parse, print, validate, type DocumentNode } from 'graphql';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startGateway, type TestGateway } from '../test/support.js';
import { UpstreamRefusedError, UpstreamUnavailableError } from './errors.js';
import { QUERY_LIMITS, formatError, queryProtection } from './graphql-server.js';
import { schemaDocument } from './schema.js';

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

describe('requests that are not valid GraphQL (issue 6, item 4)', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startGateway();
  });
  afterAll(async () => {
    await gateway?.close();
  });

  /** Log lines at error level (pino: 50 and above) and the refusal lines, for one request id. */
  async function sent(body: Record<string, unknown>) {
    const requestId = `request-errors-${process.pid}-${Math.random().toString(36).slice(2)}`;
    const response = await request(gateway.app).post('/graphql').set('Content-Type', 'application/json').set('X-Request-Id', requestId).send(body);
    await expect.poll(() => gateway.logs().some((line) => line.requestId === requestId && line.msg === 'request completed')).toBe(true);
    const lines = gateway.logs().filter((line) => line.requestId === requestId);
    return { response, errors: lines.filter((line) => Number(line.level) >= 50), refused: lines.filter((line) => line.msg === 'graphql request refused') };
  }

  it('an unparsable query is 400 GRAPHQL_PARSE_FAILED, logged at debug, never as an error', async () => {
    const { response, errors, refused } = await sent({ query: '{viewer{' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([expect.objectContaining({ message: expect.stringMatching(/^Syntax Error/), extensions: { code: 'GRAPHQL_PARSE_FAILED' } })]);
    expect(errors).toEqual([]);
    expect(refused.map((line) => line.level)).toEqual([20]);
  });

  it('a query over the token limit is refused as a parse failure too', async () => {
    const { response, errors } = await sent({ query: `{ ${'__typename '.repeat(QUERY_LIMITS.maxTokens + 1)}}` });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/more tha[nt] 2000 tokens/), extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
    expect(errors).toEqual([]);
  });

  it('a query naming no such field is 400 GRAPHQL_VALIDATION_FAILED, logged at debug', async () => {
    const { response, errors, refused } = await sent({ query: '{ viewer { nope } }' });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0].extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
    expect(errors).toEqual([]);
    expect(refused.map((line) => line.level)).toEqual([20]);
  });

  it('a subscription, which /graphql does not serve (the event stream does), is refused while validating, not as an internal error', async () => {
    const { response, errors } = await sent({ query: 'subscription { notificationsChanged { unreadCount } }' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([expect.objectContaining({ message: 'Subscriptions are served as an event stream at /graphql/stream.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })]);
    expect(errors).toEqual([]);
  });

  it('a persisted query whose hash does not match its text is 400, with no stack in the log', async () => {
    const { response, errors } = await sent({ query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ message: 'provided sha does not match query', extensions: { code: 'BAD_REQUEST' } }]);
    expect(errors).toEqual([]);
  });

  it('a persisted query hash that is not even a string, with the query, is 400 as well', async () => {
    const { response, errors } = await sent({ query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: { $ne: 1 } } } });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0].extensions).toEqual({ code: 'BAD_REQUEST' });
    expect(errors).toEqual([]);
  });

  it('an unknown hash without its query is PERSISTED_QUERY_NOT_FOUND, as the persisted-query protocol says, so the client sends the text', async () => {
    const { response, errors } = await sent({ extensions: { persistedQuery: { version: 1, sha256Hash: { $ne: 1 } } } });
    expect(response.status).toBe(200);
    expect(response.body.errors?.[0].extensions).toEqual({ code: 'PERSISTED_QUERY_NOT_FOUND' });
    expect(errors).toEqual([]);
  });

  it('does not suggest enum values to a prober', async () => {
    const { response } = await sent({
      query: 'mutation($input: UploadCreateInput!) { uploadCreate(input: $input) { userErrors { message } } }',
      variables: { input: { kind: 'PASPORT', fileName: 'a.png', contentType: 'image/png', size: 10 } },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0].message).toMatch(/does not exist in "UploadKind" enum\.$/);
    expect(JSON.stringify(response.body)).not.toMatch(/did you mean|PASSPORT/i);
  });

  it('more invalid variable items than graphql-js counts (51) are BAD_USER_INPUT, each of them, never an internal error', async () => {
    const { response, errors, refused } = await sent({
      query: 'mutation($input: UnitQuizSubmitInput!) { unitQuizSubmit(input: $input) { userErrors { message } } }',
      variables: { input: { courseId: '1', objectId: '1', answers: Array.from({ length: 51 }, () => ({ options: ['not a number'] })) } },
    });
    expect(response.status).toBe(400);
    // graphql-js stops after 50 and adds a 51st error without a variable of its own: "Too many errors processing variables".
    expect(response.body.errors).toHaveLength(51);
    expect(new Set(response.body.errors?.map((error: { extensions?: { code?: string } }) => error.extensions?.code))).toEqual(new Set(['BAD_USER_INPUT']));
    expect(response.body.errors?.at(-1).message).toMatch(/^Too many errors processing variables/);
    expect(errors).toEqual([]);
    expect(refused.length).toBe(51);
  });

  it('does not suggest input field names either', async () => {
    const { response } = await sent({
      query: 'mutation($input: QueryPostInput!) { queryPost(input: $input) { posted } }',
      variables: { input: { name: 'A', email: 'a@example.org', descriptio: 'x' } },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).not.toMatch(/did you mean/i);
  });
});

describe('the request\u2019s own logger (issue 7, section 5)', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startGateway({ LOG_LEVEL: 'info' });
  });
  afterAll(async () => {
    await gateway?.close();
  });

  async function childLoggersOf(body: Record<string, unknown>, requestId: string) {
    const child = vi.spyOn(gateway.services.logger, 'child');
    try {
      const response = await request(gateway.app).post('/graphql').set('Content-Type', 'application/json').set('X-Request-Id', requestId).send(body);
      await expect.poll(() => gateway.logs().some((line) => line.requestId === requestId && line.msg === 'request completed')).toBe(true);
      return { response, made: child.mock.calls.length };
    } finally {
      child.mockRestore();
    }
  }

  it('is not made for a request that logs nothing but its access line (Apollo copies the context)', async () => {
    const { response, made } = await childLoggersOf({ query: '{ programCatalog { levels { label } } }' }, `quiet-${process.pid}`);
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
    expect(made).toBe(0);
  });

  it('is made once a resolver logs, and its lines carry the request id', async () => {
    const requestId = `refused-${process.pid}`;
    const mutation = 'mutation($input: QueryPostInput!) { queryPost(input: $input) { posted } }';
    const input = { name: 'Ama\u0000', email: 'ama@example.com', description: 'ok' };
    const { response, made } = await childLoggersOf({ query: mutation, variables: { input } }, requestId);
    expect(response.body.data).toEqual({ queryPost: { posted: false } });
    expect(made).toBe(1);
    expect(
      gateway
        .logs()
        .filter((line) => line.requestId === requestId)
        .map((line) => line.msg),
    ).toContain('text input refused');
  });
});

describe('the query limits and the web', () => {
  const schema = buildASTSchema(schemaDocument());
  const rules = queryProtection().protect().validationRules;
  const check = (document: DocumentNode) => validate(schema, document, rules).map((e) => e.message);

  it('let every operation the web sends through: a fragment per component is not a level of depth', () => {
    // The client preset writes each operation out with its fragments (packages/web/src/gql/graphql.ts).
    const generated = readFileSync(new URL('../../web/src/gql/graphql.ts', import.meta.url), 'utf8');
    const operations = [...generated.matchAll(/export const (\w+)Document = (\{"kind":"Document".*?\}) as unknown as DocumentNode/g)]
      .map(([, name, json]) => ({ name, document: JSON.parse(json) as DocumentNode }))
      .filter(({ document }) => document.definitions.some((d) => d.kind === 'OperationDefinition'));
    expect(operations.map((o) => o.name)).toContain('CoursePage');
    for (const { name, document } of operations) {
      expect({ name, errors: check(document) }).toEqual({ name, errors: [] });
      expect(() => parse(print(document), { maxTokens: QUERY_LIMITS.maxTokens }), name).not.toThrow();
    }
  });

  it('still refuse fields nested deeper than the limit, through fragments too', () => {
    // A type that nests itself, so any depth can be asked.
    const nesting = buildSchema('type Query { node: Node } type Node { id: ID child: Node }');
    // Only the depth rule's word counts here (a deep query also costs a lot: that is the cost rule's).
    const nestedCheck = (query: string) =>
      validate(nesting, parse(query), rules)
        .map((e) => e.message)
        .filter((m) => /depth/.test(m));
    const fields = (n: number): string => (n === 0 ? 'id' : `child { ${fields(n - 1)} }`);
    // node and 9 children: 10 fields deep is allowed, 11 is not.
    expect(nestedCheck(`{ node { ${fields(8)} } }`)).toEqual([]);
    expect(nestedCheck(`{ node { ${fields(9)} } }`)).toEqual([expect.stringMatching(/depth limit of 10 exceeded/)]);
    // The same 11 levels through fragments are refused too; 11 spreads around 2 fields are not.
    expect(nestedCheck(`fragment A on Node { child { ${fields(5)} } } fragment B on Node { child { ...A } } { node { child { child { ...B } } } }`)).toEqual([
      expect.stringMatching(/depth limit of 10 exceeded/),
    ]);
    const spreads = Array.from({ length: 11 }, (_, i) => `fragment F${i} on Node { ${i < 10 ? `...F${i + 1}` : 'id'} }`).join(' ');
    expect(nestedCheck(`${spreads} { node { ...F0 } }`)).toEqual([]);
  });
});
