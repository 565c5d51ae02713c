/**
 * Course content (media, documents, lessons, packages) read through signed
 * URLs that last one hour (spec part 2, section 9), never from a public path.
 *
 *   <publicUrl>/content/<expires>/<signature>/<path under the assets dir>
 *
 * The signature sits in the path, not the query, so that a lesson or a
 * package that loads files beside it by relative address (images of an HTML
 * lesson, the files of a SCORM package) keeps the signature on every one:
 * the signature covers a scope, which is the file itself for a file directly
 * in a folder of the assets (media/lesson.html), or its package folder for
 * anything deeper (media/scorm12-demo/index.html signs media/scorm12-demo/
 * and every file beneath), so one
 * package's URL opens that package and nothing else. HMAC with the file
 * store's secret (./signing.ts), method GET (docs/decisions/106).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import express, { type Router } from 'express';
import { HttpError } from '../http-errors.js';
import { signFileRequest, verifyFileRequest } from './signing.js';

/** Signed content lasts one hour (spec part 2, section 9). */
export const CONTENT_URL_TTL_SECONDS = 60 * 60;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.xsd': 'application/xml',
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.vtt': 'text/vtt; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** A content path ('media/lesson.html') checked: relative, plain segments, no dot-dot. */
export function contentPath(path: string): string | null {
  const clean = path.replace(/^\/+/, '').replace(/^assets\//, '');
  const segments = clean.split('/');
  return segments.length >= 2 && segments.every((s) => SEGMENT.test(s)) ? clean : null;
}

/** What a signature covers: the file, or for anything deeper than one folder its package (the second folder), with all beneath it. */
export function contentScope(path: string): string {
  const segments = path.split('/');
  return segments.length > 2 ? `${segments.slice(0, 2).join('/')}/` : path;
}

const scopeKey = (scope: string) => `content:${scope}`;

/**
 * The signed URL of a seed asset path ('/assets/media/lesson.html'), or the
 * path unchanged when it is an absolute URL (content stored elsewhere).
 */
export function signedContentUrl(publicUrl: string, secret: Buffer, assetPath: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  if (/^https?:\/\//i.test(assetPath)) return assetPath;
  const path = contentPath(assetPath);
  if (!path) return '';
  const expires = nowSeconds + CONTENT_URL_TTL_SECONDS;
  const signature = signFileRequest(secret, 'GET', scopeKey(contentScope(path)), expires);
  return `${publicUrl}/content/${expires}/${signature}/${path}`;
}

/** GET and HEAD /content/<expires>/<signature>/<path>, with byte ranges for media seeking. */
export function contentRouter(secret: Buffer, assetsDir: string): Router {
  const router = express.Router();
  const root = resolve(assetsDir);
  router.get('/content/:expires/:signature/*path', async (req, res) => {
    const raw = (req.params as unknown as { path: string[] }).path;
    const path = contentPath(Array.isArray(raw) ? raw.join('/') : String(raw));
    if (!path) throw new HttpError(404, 'NOT_FOUND', 'No such content');
    const scope = contentScope(path);
    // A folder scope covers every file under it; a file scope only that file.
    const check = verifyFileRequest(secret, 'GET', scopeKey(scope), req.params.expires, req.params.signature);
    if (!check.ok) throw new HttpError(403, check.code, check.message);
    const full = resolve(root, path);
    if (!full.startsWith(root + sep)) throw new HttpError(404, 'NOT_FOUND', 'No such content');
    const info = await stat(full).catch(() => null);
    if (!info?.isFile()) throw new HttpError(404, 'NOT_FOUND', 'No such content');
    res.setHeader('Content-Type', TYPES[extname(full).toLowerCase()] ?? 'application/octet-stream');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, max-age=300');
    res.setHeader('Accept-Ranges', 'bytes');
    const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
    let start = 0;
    let end = info.size - 1;
    if (range && (range[1] || range[2])) {
      start = range[1] ? Number(range[1]) : Math.max(0, info.size - Number(range[2]));
      end = range[1] && range[2] ? Math.min(Number(range[2]), info.size - 1) : info.size - 1;
      if (start > end || start >= info.size) {
        res.status(416).setHeader('Content-Range', `bytes */${info.size}`);
        return void res.end();
      }
      res.status(206).setHeader('Content-Range', `bytes ${start}-${end}/${info.size}`);
    }
    res.setHeader('Content-Length', String(end - start + 1));
    if (req.method === 'HEAD') return void res.end();
    await pipeline(createReadStream(full, { start, end }), res);
  });
  return router;
}
