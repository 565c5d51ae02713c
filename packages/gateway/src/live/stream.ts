import { createRequire } from 'node:module';
import express, { type RequestHandler } from 'express';
import type { DocumentNode, ExecutionResult, GraphQLSchema } from 'graphql';
import { createHandler } from 'graphql-sse/lib/use/express';
import { createContext, type Context, type Services } from '../context.js';
import { formatError, QUERY_LIMITS, queryProtection } from '../graphql-server.js';

export const LIVE_STREAM_PATH = '/graphql/stream';

// graphql as Node loads it for Apollo, graphql-tools and graphql-sse (its CommonJS build, `main`):
// a schema of one build cannot be validated by the other (a bundler or Vitest may pick the ESM one).
const { GraphQLError, parse, specifiedRules, validate } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

export type LiveStreamOptions = {
  schema: GraphQLSchema;
  services: Services;
  /** How long one stream lasts; the client then reconnects, its session checked (and refreshed) again. */
  maxStreamMs: number;
  bodyLimit: string;
};

const refusal = (message: string, code: string): ExecutionResult => ({ errors: [new GraphQLError(message, { extensions: { code } })] });

/** Every error leaves as /graphql's do: a stable code, nothing else (graphql-server.ts formatError). */
function formatted(result: ExecutionResult): ExecutionResult {
  // Refusals made here (onSubscribe) are already in their final form.
  if (!result.errors?.length || result.errors.every((error) => typeof error.toJSON !== 'function')) return result;
  return { ...result, errors: result.errors.map((error) => formatError(error.toJSON(), error)) as unknown as ExecutionResult['errors'] };
}

/**
 * GraphQL over Server-Sent Events (graphql-sse, "distinct connections" mode: one POST per
 * subscription, answered as an event stream), beside Apollo on the same app and the same
 * schema (docs/decisions/300). The session is read exactly as /graphql reads it (the cookie,
 * refreshed when it must be, or a Bearer token), before the stream opens: without one the
 * answer is 401 and nothing is subscribed. Only subscriptions are served here, within
 * /graphql's query limits.
 */
export function liveStream({ schema, services, maxStreamMs, bodyLimit }: LiveStreamOptions): RequestHandler[] {
  const protection = queryProtection().protect();
  const rules = [...specifiedRules, ...protection.validationRules];

  const handler = createHandler<Context>({
    schema,
    onSubscribe: (req, params) => {
      const ctx = (req.context.res.locals as { live?: Context }).live!;
      let document: DocumentNode;
      try {
        document = parse(params.query as string, { maxTokens: QUERY_LIMITS.maxTokens, noLocation: true });
      } catch (error) {
        return refusal((error as Error).message, 'GRAPHQL_PARSE_FAILED');
      }
      const operations = document.definitions.filter((d) => d.kind === 'OperationDefinition');
      const operation = params.operationName ? operations.find((o) => o.name?.value === params.operationName) : operations.length === 1 ? operations[0] : undefined;
      if (!operation) return refusal('Send one subscription operation.', 'BAD_REQUEST');
      if (operation.operation !== 'subscription') return refusal('Only subscriptions are served here; send queries and mutations to /graphql.', 'BAD_REQUEST');
      const errors = validate(schema, document, rules);
      if (errors.length) return formatted({ errors: errors.map((e) => new GraphQLError(e.message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })) });
      return { schema, document, operationName: params.operationName, variableValues: params.variables, contextValue: ctx };
    },
    onOperation: async (ctx, _req, _args, operation) => {
      const result = await operation;
      // A subscription refused when it starts (not the learner's course, unknown objective …): sent by onNext.
      if (!(Symbol.asyncIterator in result)) {
        for (const error of result.errors ?? []) ctx.log.info({ path: error.path, errorCode: formatError(error.toJSON(), error).extensions?.code }, 'subscription refused');
      }
    },
    onNext: (_ctx, _req, result) => formatted(result as ExecutionResult),
  });

  const session: RequestHandler = async (req, res, next) => {
    const ctx = createContext(services, req, res);
    try {
      if (!(await ctx.viewer())) {
        res.status(401).json({ errors: [{ message: 'Please sign in.', extensions: { code: 'UNAUTHENTICATED' } }] });
        return;
      }
    } catch {
      res.status(503).json({ errors: [{ message: 'Sign-in could not be checked just now.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] });
      return;
    }
    ctx.streamEndsAt = Date.now() + maxStreamMs;
    res.locals.live = ctx;
    // nginx (docker/nginx.conf) and other proxies pass each event on at once (docs/decisions/222).
    res.setHeader('X-Accel-Buffering', 'no');
    next();
  };

  // A JSON body only: a form or a plain-text POST from another site cannot open a stream (a preflight would be needed).
  const jsonOnly: RequestHandler = (req, res, next) => {
    if (!req.is('application/json')) {
      res.status(415).json({ errors: [{ message: 'Send the subscription as JSON.', extensions: { code: 'BAD_REQUEST' } }] });
      return;
    }
    next();
  };

  return [jsonOnly, express.json({ limit: bodyLimit }), session, whileListened(handler)];
}

/**
 * Runs a stream's handler; an error once the learner has gone (the tab closed while an event
 * was being written: "write after a stream was destroyed") is the end of that stream, not a
 * failure of the gateway, and is not reported as one. Any other error goes to the error handler.
 */
export function whileListened(handler: (req: express.Request, res: express.Response) => Promise<void>): RequestHandler {
  return (req, res, next) =>
    void handler(req, res).catch((error: unknown) => {
      if (!res.destroyed) next(error);
    });
}
