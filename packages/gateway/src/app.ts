import compression from 'compression';
import express, { type ErrorRequestHandler, type Express } from 'express';
import type { DestinationStream, Logger } from 'pino';
import { SessionCookies } from './auth/cookies.js';
import { IdentityProvider } from './auth/identity-provider.js';
import { createHmac } from 'node:crypto';
import { PreRegistrationCookie, preRegistrationKey } from './auth/pre-registration.js';
import { RateLimits } from './auth/rate-limits.js';
import { SessionRevocations } from './auth/revocations.js';
import { IdTokenVerifier } from './auth/verifier.js';
import { CloudClient } from './cloud/client.js';
import type { Config } from './config.js';
import { createContext, type Services } from './context.js';
import { explorerHandler } from './explorer.js';
import { graphqlMiddleware } from './graphql-http.js';
import { createGraphQLServer, portalSchema } from './graphql-server.js';
import { MemoryFanout, RedisFanout } from './live/fanout.js';
import { LiveHub } from './live/hub.js';
import { LIVE_STREAM_PATH, liveStream } from './live/stream.js';
import { createLogger } from './logger.js';
import { createContentApp } from './media/content-app.js';
import { mediaRoute } from './media/media-route.js';
import { MediaUrls } from './media/media-urls.js';
import { calendarFeedRouter } from './modules/programs/index.js';
// ---- certificates (issue 19) ----
import { credentialKeysRouter } from './modules/certificates/index.js';
import { programSettings } from './program-settings.js';
import { requestLog } from './request-log.js';
import { securityHeaders, type SecurityHeaderOptions } from './security-headers.js';
import { pageDrawer } from './page-drawing.js';
import { sitePages } from './site-pages.js';
import { webAppRouter } from './web-app.js';

export type GatewayApp = {
  /** The Express app, not listening: main.ts listens, tests use supertest. */
  app: Express;
  /** The content listener's app (docs/decisions/170): main.ts listens on CONTENT_PORT, tests use supertest. */
  contentApp: Express;
  services: Services;
  /** Stops Apollo and releases the upstream connections, Redis and the page-drawing thread. */
  close: () => Promise<void>;
};

export type CreateAppOptions = {
  /** Where logs go (default: stdout). Tests pass a stream to read them. */
  logDestination?: DestinationStream;
  logger?: Logger;
  /** Prefix of rate-limit and sign-out keys in Redis (tests isolate themselves with it; replicas share it). */
  rateLimitKeyPrefix?: string;
  /** Milliseconds since the epoch, for signed media URLs (tests step past their hour). */
  clock?: () => number;
};

/**
 * Builds the gateway without listening. Loads the token signing keys first
 * (retrying for JWKS_HYDRATE_WAIT_MS while the identity endpoint starts); if
 * they still cannot be loaded the gateway serves anyway, /readyz answers 503,
 * and the keys are fetched on first use.
 */
export async function createApp(config: Config, options: CreateAppOptions = {}): Promise<GatewayApp> {
  const logger = options.logger ?? createLogger(config.logLevel, options.logDestination);
  // PREREG_SECRET, or the random development key of this data directory (made now on first start).
  const preRegistration = preRegistrationKey(config.preRegistration);
  // Signed-out sessions, shared by the replicas through Redis like the rate limits (docs/decisions/076).
  const revocations = new SessionRevocations({ redisUrl: config.redisUrl, keyPrefix: options.rateLimitKeyPrefix, logger });
  const verifier = new IdTokenVerifier({ issuer: config.jwt.issuer, audience: config.jwt.audience, jwksUri: config.jwt.jwksUri, logger, revocations });
  const cloudClient = new CloudClient({
    url: config.cloud.url,
    organisationId: config.organisationId,
    timeoutMs: config.cloud.timeoutMs,
    connections: config.cloud.connections,
    requestDeadlineMs: config.cloud.requestDeadlineMs,
    breaker: config.cloud.breaker,
    logger,
  });
  // Live updates (docs/decisions/300): fanned out through Redis with REDIS_URL, in memory without.
  const fanout = config.redisUrl ? new RedisFanout(config.redisUrl, options.rateLimitKeyPrefix ?? 'portal-gateway', logger) : new MemoryFanout();
  const liveHub = new LiveHub({ fanout, pollMs: config.live.pollMs, logger });
  const services: Services = {
    logger,
    verifier,
    cloudClient,
    identity: new IdentityProvider({ ...config.identity, logger }),
    cookies: new SessionCookies(config.cookieSecure),
    rateLimits: new RateLimits({ ...config.rateLimits, redisUrl: config.redisUrl, keyPrefix: options.rateLimitKeyPrefix, logger }),
    preRegistration: new PreRegistrationCookie(preRegistration.secret, config.cookieSecure),
    // Keyed from the same deployment secret as the pre-registration cookies (a key of its own is derived).
    // Pages and packages are signed for the content origin, other files for ours (docs/decisions/170).
    media: new MediaUrls(preRegistration.secret, options.clock, config.content.url),
    programs: programSettings({
      ...config.programs,
      publicUrl: config.publicUrl,
      // Without a key of its own, the feed's key is derived from the pre-registration key (docs/decisions/124).
      calendarFeedSecret: config.programs.calendarFeedSecret ?? createHmac('sha256', preRegistration.secret).update('calendar-feed-secret').digest('hex'),
    }),
    live: { hub: liveHub, topics: { cloudClient } },
  };
  if (preRegistration.devKey) {
    logger.warn(
      { keyFile: preRegistration.keyFile, created: preRegistration.created },
      'PREREG_SECRET is not set: pre-registration cookies are signed with the random development key of this data directory (set PREREG_SECRET on every replica in production)',
    );
  }

  if (config.redisUrl && !(await Promise.all([services.rateLimits.ready(), revocations.ready(), fanout.ready()])).every(Boolean)) {
    logger.warn('redis not reachable yet; rate limits and sign-outs are kept in memory, and live updates reach only this replica, until it is');
  }

  if (!(await verifier.hydrateWithin(config.jwt.hydrateWaitMs))) {
    logger.warn({ waitedMs: config.jwt.hydrateWaitMs }, 'token signing keys not loaded; serving anyway, /readyz reports not ready until they are');
  }

  const schema = portalSchema();
  const graphql = createGraphQLServer({ introspection: config.introspection }, schema);
  await graphql.start();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  // Request ids and one line per request (request-log.ts: pino-http cost too much per request).
  app.use(requestLog(logger));

  // Learners are often on slow links: gzip the web app's files and GraphQL answers.
  // Not the event stream: compression() holds what it compresses, and each event must leave at once.
  app.use(compression({ threshold: 1024, filter: (req, res) => req.path !== LIVE_STREAM_PATH && compression.filter(req, res) }));

  // Before every route, so that every answer carries them: pages, assets, JSON, 404s and errors.
  const security: SecurityHeaderOptions = {
    secure: config.cookieSecure,
    fileStoreOrigins: config.fileStoreOrigins,
    contentOrigin: config.content.url,
    formActionOrigins: config.programs.examProvider ? [new URL(config.programs.examProvider.url).origin] : [],
  };
  app.use(securityHeaders(security));

  // Alive: the process answers. Says nothing about upstreams on purpose.
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });

  // Ready: tokens can be verified and the cloud API answers.
  app.get('/readyz', async (_req, res) => {
    const [signingKeys, cloudApi] = await Promise.all([verifier.isHydrated || verifier.hydrate(), services.cloudClient.ping()]);
    const ready = signingKeys && cloudApi;
    res.setHeader('Cache-Control', 'no-store');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks: { signingKeys, cloudApi } });
  });

  // Off (404 like any unknown path) when introspection is off: the explorer needs it.
  if (config.introspection) app.get('/explorer', explorerHandler(security));

  // Subscriptions as Server-Sent Events, on the same schema and session as /graphql (docs/decisions/300).
  app.post(LIVE_STREAM_PATH, ...liveStream({ schema, services, maxStreamMs: config.live.maxStreamMs, bodyLimit: config.bodyLimit }));

  app.use(
    '/graphql',
    express.json({ limit: config.bodyLimit }),
    graphqlMiddleware(graphql, async (req, res) => createContext(services, req, res)),
  );

  // Course media and files from our own origin, by signed URL (docs/decisions/115); pages and
  // packages only from the content origin (docs/decisions/170).
  const media = mediaRoute({ media: services.media, cloud: services.cloudClient, logger, now: options.clock });
  app.use('/media', (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? media(req, res, next) : next()));
  // The learners' calendar feeds: the signed address is the credential (docs/decisions/124).
  app.use(calendarFeedRouter({ signer: services.programs.calendarFeed, rateLimits: services.rateLimits, cloudClient: services.cloudClient, logger }));
  // ---- certificates (issue 19): the key set that signs certificate credentials (docs/decisions/220) ----
  app.use(credentialKeysRouter({ cloudClient: services.cloudClient, logger }));

  // The web app; the signed-in first pages drawn per request when its server build is there (docs/decisions/168).
  const drawer = pageDrawer({ ...config.pageDrawing, graphql, services, logger });
  // sitemap.xml, robots.txt and program pages' link previews, from PUBLIC_URL (docs/decisions/176).
  const site = sitePages({ publicUrl: config.publicUrl, cloudClient: services.cloudClient, logger, budgetMs: config.pageDrawing.budgetMs || 1500 });
  app.use(site.router);
  app.use(webAppRouter(config.webDistDir, drawer, site));

  app.use((_req, res) => {
    res.status(404).json({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
  });

  const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status >= 500) req.log?.error({ err: error }, 'request failed');
    // Shaped like a GraphQL response so clients of /graphql read it the usual way.
    const message = error?.type === 'entity.too.large' ? 'The request body is too large.' : status < 500 ? 'The request could not be read.' : 'Something went wrong on our side.';
    res.status(status).json({ errors: [{ message, extensions: { code: status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR' } }] });
  };
  app.use(errorHandler);

  const portalOrigin = new URL(config.publicUrl).origin;
  const contentApp = createContentApp({ portalOrigin, distDir: config.content.distDir, media: services.media, cloud: services.cloudClient, logger, now: options.clock });

  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= (async () => {
      liveHub.close();
      await graphql.stop();
      await Promise.allSettled([fanout.close(), services.cloudClient.close(), services.identity.close(), services.rateLimits.close(), revocations.close(), drawer?.close()]);
    })());

  return { app, contentApp, services, close };
}
