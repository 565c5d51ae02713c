import { ApolloServer, type ApolloServerPlugin, type GraphQLRequestListener } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { makeExecutableSchema, type IExecutableSchemaDefinition } from '@graphql-tools/schema';
import { buildASTSchema, GraphQLError, type GraphQLFormattedError, type GraphQLSchema, type ValidationRule } from 'graphql';
import type { Context } from './context.js';
import { PortalError } from './errors.js';
import { resolvers } from './modules/index.js';
import { schemaDocument } from './schema.js';
import { guardTextInputs } from './text-inputs.js';

/**
 * Query limits (docs/architecture.md, invariant 5). The deepest real query (viewer
 * → programs → courses → field) is 4 levels; introspection is exempt from depth
 * and cost so the explorer keeps working.
 */
export const QUERY_LIMITS = { maxDepth: 10, maxAliases: 5, maxCost: 5000, maxTokens: 2000 } as const;

/** Apollo's own codes whose messages are about the request and safe to return. */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/**
 * graphql-js stops coercing variables after 50 errors and adds this one, which names no
 * variable; Apollo marks only errors naming one variable as BAD_USER_INPUT, so 51 invalid
 * items used to end in an internal error (issue 17, section 2).
 */
const VARIABLE_ERROR_LIMIT = 'Too many errors processing variables, error limit reached. Execution aborted.';

/**
 * The code of an error about the request itself, or undefined for anything
 * else. Apollo marks some of its refusals with an HTTP 4xx status but no code
 * (a persisted query whose hash does not match its text): those are
 * BAD_REQUEST, not INTERNAL_SERVER_ERROR.
 */
function requestErrorCode(code: unknown, error: unknown): string | undefined {
  if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) return code;
  const located = error as { message?: unknown; path?: unknown } | null;
  if (located?.message === VARIABLE_ERROR_LIMIT && located.path === undefined) return 'BAD_USER_INPUT';
  const status = (error as { extensions?: { http?: { status?: unknown } } } | null)?.extensions?.http?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? 'BAD_REQUEST' : undefined;
}

/**
 * The error a resolver threw, under graphql-js's located wrapper. Walks
 * `originalError` instead of trusting `instanceof GraphQLError`, which fails
 * when graphql is loaded twice (its CJS and ESM builds).
 */
function originalErrorOf(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5; depth += 1) {
    if (current instanceof PortalError) return current;
    const inner = (current as { originalError?: unknown } | null)?.originalError;
    if (!inner) return current;
    current = inner;
  }
  return current;
}

/**
 * Every error leaves with a stable code and nothing else: no stack, no
 * upstream URL, no exception text from a library (docs/architecture.md, "Errors").
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = originalErrorOf(error);
  const base = { locations: formatted.locations, path: formatted.path };
  if (original instanceof PortalError)
    return { message: original.message, ...base, extensions: original.refusalCode ? { code: original.code, reason: original.refusalCode } : { code: original.code } };
  const code = requestErrorCode(formatted.extensions?.code, error);
  if (code) return { message: withoutSuggestions(formatted.message), ...base, extensions: { code } };
  return { message: 'Something went wrong on our side.', ...base, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/**
 * graphql-js suggests names close to a wrong one ("Did you mean the enum value
 * PASSPORT?"), which maps the schema for a prober. graphql-armor hides field
 * suggestions in validation only; enum values and input fields are suggested
 * while variables are coerced, after validation, so every request error is
 * cleaned here.
 */
function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?/g, '');
}

/**
 * graphql-js 16 validates an operation against a schema without its root type and only fails
 * when executing it, which Apollo answers as an internal error; and Apollo Server has no
 * subscriptions of its own. Both are refused while validating: subscriptions are served by
 * the event stream at /graphql/stream (docs/decisions/300), never by /graphql.
 */
const knownOperationTypes: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation === 'subscription') {
      context.reportError(new GraphQLError('Subscriptions are served as an event stream at /graphql/stream.', { nodes: node }));
      return;
    }
    const schema = context.getSchema();
    const root = node.operation === 'query' ? schema.getQueryType() : schema.getMutationType();
    if (!root) context.reportError(new GraphQLError(`This API has no ${node.operation} operations.`, { nodes: node }));
  },
});

/**
 * Logs each failed operation once, with its error codes; unexpected errors with their stack.
 * The listener keeps nothing of its own, so every request shares one (no object and closure
 * made per request: docs/decisions/208).
 */
const errorListener: GraphQLRequestListener<Context> = {
  async didEncounterErrors({ errors, contextValue, operationName }) {
    for (const error of errors) {
      const original = originalErrorOf(error);
      if (original instanceof PortalError) {
        contextValue.log.info({ operationName, path: error.path, errorCode: original.code }, 'graphql error');
      } else if (requestErrorCode(error.extensions?.code, error)) {
        // The sender's mistake, not ours: debug, so a prober cannot flood the logs.
        contextValue.log.debug({ operationName, errorCode: requestErrorCode(error.extensions?.code, error), reason: error.message }, 'graphql request refused');
      } else {
        contextValue.log.error({ operationName, path: error.path, err: original }, 'unexpected error in a resolver');
      }
    }
  },
};
const errorLogging: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return errorListener;
  },
};

export type GraphQLServerOptions = {
  /**
   * Answer __schema / __type queries. Off in production unless
   * GRAPHQL_INTROSPECTION=true (config.ts): the schema is public in the
   * repository, but a production API need not hand a map to every visitor.
   */
  introspection: boolean;
};

/**
 * The query protection (docs/architecture.md, invariant 5). Depth counts fields, not fragment
 * spreads: the web gives each component a fragment of its own (STYLE habit 5), and counting
 * each spread as a level refused the course screen's query (viewer → course → units →
 * objects is 4 fields, but 12 levels with its fragments) although it asks nothing deeper.
 */
export function queryProtection() {
  return new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    costLimit: { maxCost: QUERY_LIMITS.maxCost, ignoreIntrospection: true },
    // graphql-armor's Apollo token plugin parses in parsingDidStart and
    // re-throws any syntax error from there, which Apollo answers with 500
    // (graphql-armor issues 571, 605, 751). graphql-js counts tokens itself
    // (parseOptions.maxTokens below), and Apollo answers its refusal as a
    // parse failure: 400 GRAPHQL_PARSE_FAILED.
    maxTokens: { enabled: false },
    maxDirectives: { n: 20 },
    // Suggestions are cut from every request error by formatError (withoutSuggestions), which
    // also covers enum values and input fields; graphql-armor's own plugin only rewrote the
    // validation messages again, with a listener made for every request (docs/decisions/250).
    blockFieldSuggestion: { enabled: false },
  });
}

/**
 * The portal's one executable schema: the contract with every resolver, text inputs guarded
 * (issue 6, item 1; decision 071). Apollo serves it at /graphql and the event stream at
 * /graphql/stream (docs/decisions/300): one schema, built once, for both.
 */
export function portalSchema(): GraphQLSchema {
  // The areas' parts, parsed once (schema.ts).
  const typeDefs = schemaDocument();
  return makeExecutableSchema({ typeDefs, resolvers: guardTextInputs(buildASTSchema(typeDefs), resolvers) as IExecutableSchemaDefinition<Context>['resolvers'] });
}

export function createGraphQLServer(options: GraphQLServerOptions = { introspection: true }, schema: GraphQLSchema = portalSchema()): ApolloServer<Context> {
  const armor = queryProtection();
  const protection = armor.protect();
  return new ApolloServer<Context>({
    schema,
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    // Apollo refuses simple (form-like) requests without a JSON content type or a preflight header.
    csrfPrevention: true,
    introspection: options.introspection,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    validationRules: [knownOperationTypes, ...protection.validationRules],
    // Apollo's default landing page loads Apollo Sandbox from a CDN; the explorer is at /explorer instead.
    plugins: [
      ...(protection.plugins as ApolloServerPlugin<Context>[]),
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints are used (answers are per learner); skip the per-field bookkeeping.
      ApolloServerPluginCacheControlDisabled(),
      errorLogging,
    ],
    formatError,
  });
}
