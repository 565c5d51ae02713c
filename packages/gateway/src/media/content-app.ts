/**
 * The content listener (docs/decisions/170): course content that runs script
 * (SCORM packages, HTML lessons, interactivities) is served from an origin of
 * its own, on a host the portal's cookies never reach, so it can run as
 * authored (inline scripts, eval, frames) and still never act as the learner
 * (docs/architecture.md invariant 8). It serves these and nothing else:
 *
 * - /media/<grant>/<key>: pages and packages signed for this origin
 *   (media-urls.ts), with policies that let the portal frame them;
 * - /scorm/: the SCORM runtime frame (the web package's content build), which
 *   holds the package's API and talks to the portal's player by postMessage,
 *   the keeper frame, which keeps saved packages and lessons for offline, and
 *   the frame a saved lesson opens in offline;
 * - /content-worker.js: this origin's service worker, which answers for them
 *   once the network fails (docs/decisions/390).
 *
 * No /graphql, no pages of the portal, no cookies set or read.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { CloudClient } from '../cloud/client.js';
import { requestLog } from '../request-log.js';
import { mediaRoute } from './media-route.js';
import type { MediaUrls } from './media-urls.js';

export type ContentAppOptions = {
  /** The portal's origin: the only one that may frame content, and the only one the runtime frame talks to. */
  portalOrigin: string;
  /** The built runtime frame: <distDir>/scorm/runtime.html and its assets. */
  distDir: string;
  media: MediaUrls;
  cloud: CloudClient;
  logger: Logger;
  now?: () => number;
};

/** The runtime frame's page carries this placeholder where the portal's origin goes. */
const PORTAL_ORIGIN_PLACEHOLDER = '%PORTAL_ORIGIN%';

/**
 * The runtime frame's own policy: its script files, the package in a frame of
 * this origin, nothing fetched, framed by the portal alone.
 */
const runtimePolicy = (portalOrigin: string) =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "frame-src 'self'",
    "connect-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${portalOrigin}`,
  ].join('; ');

/**
 * The keeper frame's policy (docs/decisions/390): its script files, fetches of this origin's own
 * signed addresses, this origin's worker, framed by the portal alone.
 */
const keeperPolicy = (portalOrigin: string) =>
  ["default-src 'none'", "script-src 'self'", "connect-src 'self'", "worker-src 'self'", "base-uri 'none'", "form-action 'none'", `frame-ancestors ${portalOrigin}`].join('; ');

/**
 * The saved lesson's frame (docs/decisions/390): its script, the lesson in a frame of this
 * origin, nothing fetched, framed by the portal alone.
 */
const lessonFramePolicy = (portalOrigin: string) =>
  ["default-src 'none'", "script-src 'self'", "frame-src 'self'", "connect-src 'none'", "base-uri 'none'", "form-action 'none'", `frame-ancestors ${portalOrigin}`].join('; ');

/** Serves dist/scorm/<name>.html at /scorm/<name>.html with the portal's origin written in, or 503 when it was not built. */
function servePortalFrame(
  app: Express,
  { distDir, portalOrigin, logger, name, policy, missing, unavailable }: { distDir: string; portalOrigin: string; logger: Logger; name: string; policy: string; missing: string; unavailable: string },
) {
  const file = path.join(distDir, 'scorm', `${name}.html`);
  const page = existsSync(file) ? readFileSync(file, 'utf8').replaceAll(PORTAL_ORIGIN_PLACEHOLDER, portalOrigin) : null;
  if (!page) logger.warn({ file }, `the ${name} frame is not built (npm run build -w @portal/web): ${missing}`);
  app.get(`/scorm/${name}.html`, (_req, res) => {
    res.setHeader('Content-Security-Policy', policy);
    res.setHeader('Cache-Control', 'no-cache');
    if (!page) return void res.status(503).json({ error: { code: 'NOT_BUILT', message: unavailable } });
    res.type('html').send(page);
  });
}

export function createContentApp(options: ContentAppOptions): Express {
  const { portalOrigin, distDir, logger } = options;
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.use(requestLog(logger));
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Content never learns where in the portal it was opened.
    res.setHeader('Referrer-Policy', 'no-referrer');
    // Nothing here is for other sites to embed as a script, image or style.
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });

  // The runtime frame, the keeper and a saved lesson's frame (docs/decisions/390): each page that
  // talks to the portal names its origin, the one its messages go to and come from.
  servePortalFrame(app, {
    distDir,
    portalOrigin,
    logger,
    name: 'runtime',
    policy: runtimePolicy(portalOrigin),
    missing: 'SCORM units will not open',
    unavailable: 'The SCORM runtime is not available.',
  });
  servePortalFrame(app, {
    distDir,
    portalOrigin,
    logger,
    name: 'keeper',
    policy: keeperPolicy(portalOrigin),
    missing: 'packages and lessons cannot be saved for offline',
    unavailable: 'Saving course content for offline is not available.',
  });
  servePortalFrame(app, {
    distDir,
    portalOrigin,
    logger,
    name: 'lesson',
    policy: lessonFramePolicy(portalOrigin),
    missing: 'saved lessons will not open offline',
    unavailable: 'Saved lessons are not available.',
  });
  // The content origin's worker, at the root so that it may answer for /media/ and /scorm/ (docs/decisions/390).
  const workerFile = path.join(distDir, 'content-worker.js');
  const worker = existsSync(workerFile) ? readFileSync(workerFile, 'utf8') : null;
  app.get('/content-worker.js', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    // The worker fetches from this origin only (the gateway's signed addresses, the precache).
    res.setHeader('Content-Security-Policy', "default-src 'none'; connect-src 'self'");
    if (!worker) return void res.status(404).json({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    res.type('text/javascript').send(worker);
  });
  app.use(
    '/scorm/assets',
    (_req, res, next) => {
      res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
      next();
    },
    express.static(path.join(distDir, 'scorm', 'assets'), { immutable: true, maxAge: '1y', index: false, redirect: false }),
  );

  const media = mediaRoute({ media: options.media, cloud: options.cloud, logger, now: options.now, place: { kind: 'content', portalOrigin } });
  app.use('/media', (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? media(req, res, next) : next()));

  app.use((_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.status(404).json({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
  });
  return app;
}
