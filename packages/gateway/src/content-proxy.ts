/**
 * Course content on the portal's own origin (spec part 2, section 9;
 * docs/decisions/106): GET /content/<expires>/<signature>/<path> is passed to
 * the cloud API's signed content path as it is. The cloud API checks the
 * signature and its hour; the gateway adds nothing and keeps nothing, so it
 * stays stateless. Same origin matters: an HTML lesson, an interactivity or
 * a SCORM package opens in a frame of the course screen, which the portal's
 * policy allows only from itself (frame-src 'self').
 */
import { pipeline } from 'node:stream/promises';
import express, { type Router } from 'express';
import { request } from 'undici';

/** Headers of the upstream answer the browser needs (type, length, ranges for media seeking, caching). */
const PASSED = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'cache-control', 'etag', 'last-modified'];

const PATH = /^\/content\/\d{1,12}\/[0-9a-f]{64}\/[A-Za-z0-9._/-]+$/;

/**
 * What content may do on our origin: its own scripts and styles (lessons and
 * packages carry inline ones), nothing from elsewhere, and be framed only by
 * the portal's own pages.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

export function contentProxy(cloudUrl: string, timeoutMs = 30_000): Router {
  const router = express.Router();
  const base = cloudUrl.replace(/\/+$/, '');
  router.get('/content/*path', async (req, res) => {
    if (!PATH.test(req.path) || req.path.split('/').some((s) => s === '..' || s === '.')) {
      res.status(404).json({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
      return;
    }
    const range = req.headers.range;
    let upstream;
    try {
      upstream = await request(`${base}${req.path}`, {
        method: req.method === 'HEAD' ? 'HEAD' : 'GET',
        headers: range ? { range } : {},
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
    } catch (error) {
      req.log?.warn({ err: error }, 'content upstream failed');
      res.status(502).json({ error: { code: 'UPSTREAM_UNAVAILABLE', message: 'The content could not be fetched.' } });
      return;
    }
    res.status(upstream.statusCode);
    for (const name of PASSED) {
      const value = upstream.headers[name];
      if (typeof value === 'string') res.setHeader(name, value);
    }
    // Replaces the page policy set before every route: content may be framed by our pages.
    res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (upstream.statusCode >= 400) res.setHeader('Cache-Control', 'no-store');
    try {
      await pipeline(upstream.body, res);
    } catch (error) {
      // The browser went away (a seek, a closed player): nothing to answer.
      req.log?.debug({ err: error }, 'content stream ended early');
    }
  });
  return router;
}
