/**
 * The content listener (docs/decisions/170): course content that runs script
 * (SCORM packages, HTML lessons, interactivities) is served from an origin of
 * its own, on a host the portal's cookies never reach, so it can run as
 * authored (inline scripts, eval, frames) and still never act as the learner
 * (docs/architecture.md invariant 8). It serves two things and nothing else:
 *
 * - /media/<grant>/<key>: pages and packages signed for this origin
 *   (media-urls.ts), with policies that let the portal frame them;
 * - /scorm/: the SCORM runtime frame (the web package's content build), which
 *   holds the package's API and talks to the portal's player by postMessage.
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

  // The runtime frame: its page names the portal's origin, the one its messages go to and come from.
  const runtimeFile = path.join(distDir, 'scorm', 'runtime.html');
  const runtimePage = existsSync(runtimeFile) ? readFileSync(runtimeFile, 'utf8').replaceAll(PORTAL_ORIGIN_PLACEHOLDER, portalOrigin) : null;
  if (!runtimePage) logger.warn({ runtimeFile }, 'the SCORM runtime frame is not built (npm run build -w @portal/web): SCORM units will not open');
  const policy = runtimePolicy(portalOrigin);
  app.get('/scorm/runtime.html', (_req, res) => {
    res.setHeader('Content-Security-Policy', policy);
    res.setHeader('Cache-Control', 'no-cache');
    if (!runtimePage) return void res.status(503).json({ error: { code: 'NOT_BUILT', message: 'The SCORM runtime is not available.' } });
    res.type('html').send(runtimePage);
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
