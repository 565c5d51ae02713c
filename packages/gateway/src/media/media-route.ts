/**
 * GET /media/<grant>/<key>: course media and files from the portal's own
 * origin (docs/decisions/115). The gateway checks its own one-hour
 * signature (media-urls.ts), asks the cloud API for a signed address of the
 * stored file (/getFileURL, kept until shortly before it expires) and
 * streams the file through, passing Range and conditional headers both ways
 * so video and audio can seek. Nothing is buffered and nothing is kept but
 * that short-lived address.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { request } from 'undici';
import { signedFileUrl } from '@portal/contract';
import type { CloudClient } from '../cloud/client.js';
import type { MediaUrls } from './media-urls.js';

/** Headers the browser's media request may carry upstream, and the answer's headers it gets back. */
const FORWARDED_REQUEST = ['range', 'if-range', 'if-none-match', 'if-modified-since'] as const;
const FORWARDED_RESPONSE = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified'] as const;

/**
 * A package's pages (a SCORM package under a folder grant) run their own
 * script files, on our origin because the package talks to the player's
 * runtime in the parent frame; no inline script.
 */
const PACKAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "media-src 'self'",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');
/**
 * A single page (an HTML lesson, an interactivity) may carry inline scripts,
 * as authoring tools write them; the policy's sandbox gives it an origin of
 * its own wherever it is opened (in the player's sandboxed frame or alone in
 * a tab), so its scripts never reach the portal's cookies, storage or pages
 * (docs/decisions/115).
 */
const LESSON_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-scripts allow-forms allow-popups',
].join('; ');
const FILE_POLICY = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";

type CachedUrl = { url: string; until: number };
const CACHE_LIMIT = 2000;
/** An upstream address is reused until this long before it expires. */
const CACHE_MARGIN_MS = 5 * 60 * 1000;

export function mediaRoute(options: { media: MediaUrls; cloud: CloudClient; logger: Logger; now?: () => number }): RequestHandler {
  const { media, cloud, logger } = options;
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
    const check = media.check(rest.slice(0, slash), rest.slice(slash + 1));
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
    res.status(upstream.statusCode);
    for (const name of FORWARDED_RESPONSE) {
      const value = upstream.headers[name];
      if (typeof value === 'string') res.setHeader(name, value);
    }
    const type = String(upstream.headers['content-type'] ?? '');
    const page = type.startsWith('text/html');
    res.setHeader('Content-Security-Policy', !page ? FILE_POLICY : check.folder ? PACKAGE_POLICY : LESSON_POLICY);
    // The portal frames its own SCORM pages; nothing else frames anything.
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('X-Content-Type-Options', 'nosniff');
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
