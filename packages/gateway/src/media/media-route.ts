/**
 * GET /media/<grant>/<key>: course media and files from the portal's own
 * origin (docs/decisions/115). The gateway checks its own one-hour
 * signature (media-urls.ts), asks the cloud API for a signed address of the
 * stored file (/getFileURL, kept until shortly before it expires) and
 * streams the file through, passing Range and conditional headers both ways
 * so video and audio can seek. Nothing is buffered and nothing is kept but
 * that short-lived address.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { request } from 'undici';
import { signedFileUrl } from '@portal/contract';
import type { CloudClient } from '../cloud/client.js';
import type { MediaUrls } from './media-urls.js';

/** Headers the browser's media request may carry upstream, and the answer's headers it gets back. */
const FORWARDED_REQUEST = ['range', 'if-range', 'if-none-match', 'if-modified-since'] as const;
const FORWARDED_RESPONSE = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified'] as const;

/** Pages (a SCORM package's launch page) may run their own scripts and be framed by the portal; nothing else may. */
const PAGE_POLICY = [
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

  return async (req: Request, res: Response) => {
    const rest = req.path.replace(/^\/+/, '');
    const slash = rest.indexOf('/');
    const check = slash > 0 ? media.check(rest.slice(0, slash), rest.slice(slash + 1)) : ({ ok: false, status: 404, code: 'NOT_FOUND' } as const);
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
    res.setHeader('Content-Security-Policy', type.startsWith('text/html') ? PAGE_POLICY : FILE_POLICY);
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
