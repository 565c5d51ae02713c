/**
 * Generated hostile requests for the gateway (issue 6, "Tests and measures"):
 * random token soup, the schema's real operations with mutated variables
 * (wrong types, huge strings, control characters), malformed JSON, wrong
 * content types, GET and POST. Deterministic for a seed (fast-check), so a
 * failure names the request that caused it and runs again the same way.
 * Used by src/fuzz.test.ts (2,000 requests) and tests/bench/fuzz.ts (10,000).
 */
import { createServer, type Server } from 'node:http';
import type { Express } from 'express';
import fc from 'fast-check';
import {
  buildASTSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import request from 'supertest';
import { schemaDocument } from '../src/schema.js';

export type FuzzRequest = {
  kind: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** Raw body of a POST (already serialised, possibly not JSON at all). */
  body?: string;
  /** Query string parameters of a GET. */
  query?: Record<string, string>;
};

type Operation = { name: string; document: string; variables: fc.Arbitrary<Record<string, unknown>> };

/** Characters an attacker likes: NUL and other controls, bidi overrides, lone surrogates, quotes, emoji. */
const NASTY = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u200b',
  '\u202e',
  '\u2028',
  '\ud800',
  '\udfff',
  '"',
  "'",
  '\\',
  '<',
  '>',
  '{',
  '}',
  '$',
  '%00',
  '😀',
  'é',
];

const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.array(fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 4 })), { maxLength: 12 }).map((parts) => parts.join('')) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  // Over every field's limit, mostly under the body limit (bodies over it are generated below).
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('a', 'x', '\u0000', '😀'), fc.integer({ min: 60, max: 12_000 })).map(([c, n]) => c.repeat(n)) },
  { weight: 1, arbitrary: fc.constantFrom('partner1@scholar.example', 'a\u0000b@scholar.example', 'learner@demo.university', '101', '1012', '-1', '1e308', 'null', '__proto__', 'constructor') },
);

/** Any JSON value: what a variable of the wrong type looks like. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e308, 0, -0),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(nastyString, fc.integer(), fc.constant(null)), { maxLength: 4 }),
  fc.dictionary(fc.constantFrom('$ne', '__proto__', 'constructor', 'a', 'kind'), fc.oneof(nastyString, fc.integer()), { maxKeys: 3 }),
);

/**
 * A value for an input type: of the right shape with hostile leaves, and,
 * when `mistyped`, now and then of a wrong type altogether (which GraphQL
 * itself refuses before any resolver runs).
 */
function valueFor(type: GraphQLInputType, mistyped: boolean, depth = 0): fc.Arbitrary<unknown> {
  const nullable = getNullableType(type);
  let right: fc.Arbitrary<unknown>;
  if (isListType(nullable)) right = depth > 4 ? fc.constant([]) : fc.array(valueFor(nullable.ofType, mistyped, depth + 1), { maxLength: 3 });
  else if (isInputObjectType(nullable)) {
    const fields = Object.values(nullable.getFields());
    right =
      depth > 4
        ? fc.constant({})
        : fc.record(Object.fromEntries(fields.map((field) => [field.name, valueFor(field.type, mistyped, depth + 1)])), {
            requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
          });
  } else if (isEnumType(nullable))
    right = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...nullable.getValues().map((value) => value.name)) }, { weight: 1, arbitrary: fc.constantFrom('PASPORT', 'wizard', '') });
  else if (nullable.name === 'Int') right = fc.oneof(fc.integer({ min: 0, max: 10 * 1024 * 1024 }), fc.integer());
  else if (nullable.name === 'Boolean') right = fc.boolean();
  else right = nastyString;
  return mistyped ? fc.oneof({ weight: 12, arbitrary: right }, { weight: 1, arbitrary: anyJson }) : right;
}

/** A selection that is valid for an output type: __typename, scalars one level down, user errors when there are some. */
function selectionFor(field: GraphQLField<unknown, unknown>): string {
  const type = getNamedType(field.type);
  if (isLeafType(type)) return '';
  const fields = Object.values((type as GraphQLObjectType).getFields());
  const scalars = fields.filter((f) => isLeafType(getNamedType(f.type)) && f.args.length === 0).map((f) => f.name);
  const errors = fields.some((f) => f.name === 'userErrors') ? ['userErrors { field code message }'] : [];
  return `{ __typename ${[...scalars.slice(0, 6), ...errors].join(' ')} }`;
}

/** Every root field of the contract as a named operation, with generated variables. */
function schemaOperations(): Operation[] {
  const schema = buildASTSchema(schemaDocument());
  const operations: Operation[] = [];
  for (const [keyword, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      const name = field.name[0].toUpperCase() + field.name.slice(1);
      const definitions = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
      const passing = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const document = `${keyword} ${name}${definitions ? `(${definitions})` : ''} { ${field.name}${passing ? `(${passing})` : ''} ${selectionFor(field)} }`;
      const variables = fc
        .boolean()
        .chain((mistyped) =>
          fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, valueFor(arg.type, mistyped)])), { requiredKeys: mistyped ? [] : field.args.map((arg) => arg.name) }),
        ) as fc.Arbitrary<Record<string, unknown>>;
      operations.push({ name, document, variables });
    }
  }
  // Fields with arguments below the root (viewer.application).
  const viewer = schema.getType('Viewer');
  if (isObjectType(viewer)) {
    operations.push({
      name: 'ViewerApplication',
      document: 'query ViewerApplication($programId: ID!) { viewer { application(programId: $programId) { __typename id status } } }',
      variables: fc.record({ programId: valueFor(viewer.getFields().application.args[0].type, true) }, { requiredKeys: [] }),
    });
  }
  return operations;
}

const TOKENS = [
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
  ':',
  '$',
  '!',
  '...',
  '@',
  '=',
  '|',
  '&',
  ',',
  '"',
  '"""',
  '#',
  'query',
  'mutation',
  'subscription',
  'fragment',
  'on',
  'viewer',
  'programCatalog',
  'program',
  'id',
  '__schema',
  '__type',
  'input',
  'null',
  'true',
  '1',
  '-1.5e10',
  '"x"',
  'x',
];

const tokenSoup = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.constantFrom(...TOKENS), { maxLength: 60 }).map((tokens) => tokens.join(' ')) },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 3000 }).map((n) => `{ ${'viewer '.repeat(n)}}`) },
  { weight: 1, arbitrary: fc.integer({ min: 11, max: 40 }).map((n) => `${'{ viewer '.repeat(n)}${'}'.repeat(n)}`) },
  { weight: 1, arbitrary: fc.constantFrom('{viewer{', '{ viewer { nope } }', 'query { __typename }', '{ __schema { types { name } } }', 'subscription { x }', '', ' ', '\u0000') },
);

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/graphql',
  'application/graphql-response+json',
  'application/json; charset=utf-16',
  'application/xml',
  '',
];

/** Headers that get a request past CSRF prevention, or not. */
const csrfHeaders = fc.oneof(fc.constant({} as Record<string, string>), fc.constant({ 'Apollo-Require-Preflight': 'true' }), fc.constant({ 'X-Apollo-Operation-Name': 'Fuzz' }));

export function fuzzRequests(count: number, seed: number): FuzzRequest[] {
  const operations = schemaOperations();
  const operation = fc.constantFrom(...operations).chain((op) => op.variables.map((variables) => ({ op, variables })));

  const realPost: fc.Arbitrary<FuzzRequest> = fc
    .tuple(operation, fc.oneof({ weight: 8, arbitrary: fc.constant('own') }, { weight: 1, arbitrary: fc.constantFrom('none', 'Wrong', '') }))
    .map(([{ op, variables }, operationName]) => ({
      kind: `operation ${op.name}`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: op.document, variables, ...(operationName === 'none' ? {} : { operationName: operationName === 'own' ? op.name : operationName }) }),
    }));

  const realGet: fc.Arbitrary<FuzzRequest> = fc.tuple(operation, csrfHeaders).map(([{ op, variables }, headers]) => ({
    kind: `GET ${op.name}`,
    method: 'GET',
    headers,
    query: { query: op.document, variables: JSON.stringify(variables).slice(0, 6000), operationName: op.name },
  }));

  const soupPost: fc.Arbitrary<FuzzRequest> = fc.tuple(tokenSoup, fc.option(anyJson, { nil: undefined })).map(([query, variables]) => ({
    kind: 'token soup',
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  }));

  const wrongShapes: fc.Arbitrary<FuzzRequest> = fc
    .oneof(
      fc.record({ query: anyJson, variables: anyJson, operationName: anyJson, extensions: anyJson }, { requiredKeys: [] }),
      fc.constant({ query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } }),
      anyJson.map((sha256Hash) => ({ extensions: { persistedQuery: { version: 1, sha256Hash } } })),
      fc.array(fc.constant({ query: '{ __typename }' }), { minLength: 1, maxLength: 3 }),
      anyJson,
    )
    .map((value) => ({ kind: 'wrong shape', method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(value) ?? 'undefined' }));

  const malformed: fc.Arbitrary<FuzzRequest> = fc
    .tuple(
      fc.oneof(
        fc.constantFrom(
          '{"query": ',
          '{"query": "{ viewer { id } }", "variables": {',
          '{"query": "\\u0000"}',
          '{"query":"{__typename}"}}',
          '[',
          'null',
          '',
          'undefined',
          '{"query": "{ __typename }", "variables": "{"}',
        ),
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.integer({ min: 90_000, max: 160_000 }).map((n) => `{"query":"{ __typename }","variables":{"x":"${'x'.repeat(n)}"}}`),
      ),
      fc.constantFrom(...CONTENT_TYPES),
      csrfHeaders,
    )
    .map(([body, contentType, headers]) => ({ kind: 'malformed body', method: 'POST', headers: contentType ? { ...headers, 'Content-Type': contentType } : headers, body }));

  const wrongContentType: fc.Arbitrary<FuzzRequest> = fc.tuple(operation, fc.constantFrom(...CONTENT_TYPES), csrfHeaders).map(([{ op, variables }, contentType, headers]) => ({
    kind: 'wrong content type',
    method: 'POST',
    headers: contentType ? { ...headers, 'Content-Type': contentType } : headers,
    body: JSON.stringify({ query: op.document, variables }),
  }));

  const getSoup: fc.Arbitrary<FuzzRequest> = fc
    .tuple(fc.dictionary(fc.constantFrom('query', 'variables', 'operationName', 'extensions', 'x'), fc.oneof(tokenSoup, nastyString), { maxKeys: 4 }), csrfHeaders)
    .map(([query, headers]) => ({ kind: 'GET soup', method: 'GET', headers, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, v.slice(0, 6000)])) }));

  const any = fc.oneof(
    { weight: 8, arbitrary: realPost },
    { weight: 2, arbitrary: realGet },
    { weight: 3, arbitrary: soupPost },
    { weight: 2, arbitrary: wrongShapes },
    { weight: 2, arbitrary: malformed },
    { weight: 2, arbitrary: wrongContentType },
    { weight: 1, arbitrary: getSoup },
  );
  return fc.sample(any, { seed, numRuns: count });
}

export type FuzzOutcome = { request: FuzzRequest; status: number; text: string };

/**
 * Sends the requests to the app over one local server, a few at a time, and
 * answers every outcome. `cookie` makes the requests a signed-in learner's.
 */
export async function sendFuzz(app: Express, requests: FuzzRequest[], options: { concurrency?: number; cookie?: (index: number) => string | undefined } = {}): Promise<FuzzOutcome[]> {
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const outcomes: FuzzOutcome[] = new Array(requests.length);
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      const fuzz = requests[index];
      let call =
        fuzz.method === 'GET'
          ? request(server)
              .get('/graphql')
              .query(fuzz.query ?? {})
          : request(server).post('/graphql');
      for (const [name, value] of Object.entries(fuzz.headers)) call = call.set(name, value);
      const cookie = options.cookie?.(index);
      if (cookie) call = call.set('Cookie', cookie);
      // Raw bodies as they are: supertest would serialise an object itself.
      const response = await (fuzz.body !== undefined ? call.send(fuzz.body) : call).ok(() => true);
      outcomes[index] = { request: fuzz, status: response.status, text: response.text };
    }
  };
  try {
    await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return outcomes;
}

/** Counts by HTTP status, lowest first. */
export function countByStatus(outcomes: FuzzOutcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const status of outcomes.map((outcome) => outcome.status).sort((a, b) => a - b)) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** Counts by kind of request and HTTP status, e.g. { "operation 400": 12 }. */
export function countByKind(outcomes: FuzzOutcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { request, status } of outcomes) {
    const kind = request.kind.startsWith('operation ') ? 'operation' : request.kind.startsWith('GET ') && request.kind !== 'GET soup' ? 'GET operation' : request.kind;
    counts[`${kind} ${status}`] = (counts[`${kind} ${status}`] ?? 0) + 1;
  }
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}
