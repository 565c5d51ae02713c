/**
 * GET /media/<grant>/<key>: course media and files, on the portal's own origin
 * (docs/decisions/115) for what cannot run script, and on course content's own
 * origin (docs/decisions/170) for pages and packages. The gateway checks its own one-hour
 * signature (media-urls.ts), asks the cloud API for a signed address of the
 * stored file (/getFileURL, kept until shortly before it expires) and
 * streams the file through, passing Range and conditional headers both ways
 * so video and audio can seek. Nothing is buffered and nothing is kept but
 * that short-lived address.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { create as contentDisposition } from 'content-disposition';
import { request } from 'undici';
import { signedFileUrl } from '@portal/contract';
import type { CloudClient } from '../cloud/client.js';
import type { MediaUrls } from './media-urls.js';

/** Headers the browser's media request may carry upstream, and the answer's headers it gets back. */
const FORWARDED_REQUEST = ['range', 'if-range', 'if-none-match', 'if-modified-since'] as const;
const FORWARDED_RESPONSE = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified'] as const;

/**
 * A package's pages (every HTML file under a folder grant: a SCORM package) on
 * the content origin (docs/decisions/170): they run as authoring tools write
 * them (inline scripts, eval, frames of the same package), may talk to their
 * own origin only, and may be framed by the portal's pages and by their own
 * origin (the runtime frame, a frameset), nothing else.
 */
const authoredPolicy = (portalOrigin: string, own: { connect: string; base: string; forms: string; sandbox?: string }) =>
  [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src ${own.connect}`,
    "object-src 'none'",
    `base-uri ${own.base}`,
    `form-action ${own.forms}`,
    `frame-ancestors ${portalOrigin} 'self'`,
    ...(own.sandbox ? [own.sandbox] : []),
  ].join('; ');
const packagePolicy = (portalOrigin: string) => authoredPolicy(portalOrigin, { connect: "'self'", base: "'self'", forms: "'self'" });
/**
 * A single page (an HTML lesson, an interactivity) may carry inline scripts,
 * as authoring tools write them; on the content origin, and the policy's
 * sandbox gives it an opaque origin besides wherever it is opened (in the
 * player's sandboxed frame or alone in a tab): it reaches nothing, not even
 * the content origin (docs/decisions/115, 170).
 */
const lessonPolicy = (portalOrigin: string) => authoredPolicy(portalOrigin, { connect: "'none'", base: "'none'", forms: "'none'", sandbox: 'sandbox allow-scripts allow-forms allow-popups' });
/** Any other file: shown, never run. On the portal's origin only the portal frames it. */
const filePolicy = (frameAncestors: string) => `default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors ${frameAncestors}; sandbox`;
const PORTAL_FILE_POLICY = filePolicy("'self'");

/** A file name in plain ASCII for the few clients that read no filename*: dashes as '-', accents dropped, the rest '_'. */
function asciiFileName(name: string): string {
  return name
    .replace(/[\u2010-\u2015]/g, '-')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_');
}

type CachedUrl = { url: string; until: number };
const CACHE_LIMIT = 2000;
/** An upstream address is reused until this long before it expires. */
const CACHE_MARGIN_MS = 5 * 60 * 1000;

export type MediaRouteOptions = {
  media: MediaUrls;
  cloud: CloudClient;
  logger: Logger;
  now?: () => number;
  /**
   * Which origin this route answers on (docs/decisions/170). The portal's
   * serves files that cannot run script and refuses pages; the content
   * origin's serves pages and packages (with portalOrigin, the one origin
   * allowed to frame them) and refuses single files of any other kind.
   */
  place?: { kind: 'portal' } | { kind: 'content'; portalOrigin: string };
};

export function mediaRoute(options: MediaRouteOptions): RequestHandler {
  const { media, cloud, logger } = options;
  const place = options.place ?? { kind: 'portal' };
  const policies = place.kind === 'content' ? { package: packagePolicy(place.portalOrigin), lesson: lessonPolicy(place.portalOrigin), file: filePolicy(`${place.portalOrigin} 'self'`) } : null;
  const now = options.now ?? Date.now;
  const upstreamUrls = new Map<string, CachedUrl>();

  const upstreamUrl = async (key: string, requestId: string): Promise<string> => {
    const cached = upstreamUrls.get(key);
    if (cached && cached.until > now()) return cached.url;
    const answer = signedFileUrl.parse(await cloud.call<unknown>('/getFileURL', { key }, { requestId, log: logger }));
    if (upstreamUrls.size >= CACHE_LIMIT) upstreamUrls.clear();
    upstreamUrls.set(key, { url: answer.url, until: Date.parse(answer.expiresAt) - CACHE_MARGIN_MS });
    return answer.url;
  };

  const refuse = (res: Response, status: number, code: string, message: string) => {
    res.setHeader('Cache-Control', 'no-store');
    res.status(status).json({ error: { code, message } });
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    const rest = req.path.replace(/^\/+/, '');
    const slash = rest.indexOf('/');
    // A signed address is /media/<signature>/<key>; a plain file (/media/quick-tour.mp4, the
    // web app's own public/media) is the web app's to serve.
    if (slash <= 0) return next();
    const check = media.check(rest.slice(0, slash), rest.slice(slash + 1), place.kind, req.query as Record<string, unknown>);
    if (!check.ok) {
      const message = check.code === 'URL_EXPIRED' ? 'This link has expired; reopen the page for a new one.' : check.code === 'NOT_FOUND' ? 'Not found.' : 'This link is not valid.';
      return refuse(res, check.status, check.code, message);
    }
    let url: string;
    try {
      url = await upstreamUrl(check.key, String(req.id ?? ''));
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 404) return refuse(res, 404, 'NOT_FOUND', 'Not found.');
      req.log?.warn({ err: error, key: check.key }, 'media: no upstream address');
      return refuse(res, 502, 'UPSTREAM_UNAVAILABLE', 'The file could not be fetched; try again.');
    }
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    let upstream: Awaited<ReturnType<typeof request>>;
    try {
      upstream = await request(url, { method: req.method === 'HEAD' ? 'HEAD' : 'GET', headers, headersTimeout: 10_000, bodyTimeout: 30_000 });
    } catch (error) {
      req.log?.warn({ err: error, key: check.key }, 'media: upstream did not answer');
      return refuse(res, 502, 'UPSTREAM_UNAVAILABLE', 'The file could not be fetched; try again.');
    }
    if (upstream.statusCode === 403 || upstream.statusCode === 404) {
      // A stale cached address, or a file removed since: forget it; the next request asks again.
      upstreamUrls.delete(check.key);
      await upstream.body.dump();
      return refuse(res, 404, 'NOT_FOUND', 'Not found.');
    }
    const type = String(upstream.headers['content-type'] ?? '');
    const page = /^(text\/html|application\/xhtml\+xml)/i.test(type);
    // A page runs script: never on the portal's origin. On the content origin, a single
    // file that is not a page has no business there (it is the portal's to serve).
    if (policies ? !page && !check.folder : page) {
      await upstream.body.dump();
      return refuse(res, 404, 'NOT_FOUND', 'Not found.');
    }
    res.status(upstream.statusCode);
    for (const name of FORWARDED_RESPONSE) {
      const value = upstream.headers[name];
      if (typeof value === 'string') res.setHeader(name, value);
    }
    if (policies) {
      // Framed by the portal's pages, which X-Frame-Options cannot say: frame-ancestors does.
      res.setHeader('Content-Security-Policy', !page ? policies.file : check.folder ? policies.package : policies.lesson);
    } else {
      res.setHeader('Content-Security-Policy', PORTAL_FILE_POLICY);
      res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    }
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // The signed name (issue 31), with an ASCII fallback and RFC 5987's filename* for the rest.
    if (check.named) res.setHeader('Content-Disposition', contentDisposition(check.named.fileName, { type: check.named.disposition, fallback: asciiFileName(check.named.fileName) }));
    // private: the URL is a credential; no-transform: compression must not touch byte ranges.
    res.setHeader('Cache-Control', 'private, max-age=300, no-transform');
    if (req.method === 'HEAD' || upstream.statusCode === 304) {
      await upstream.body.dump();
      return void res.end();
    }
    upstream.body.on('error', (error) => {
      req.log?.debug({ err: error }, 'media: upstream stream ended early');
      res.destroy();
    });
    res.on('close', () => upstream.body.destroy());
    upstream.body.pipe(res);
  };
}
