import type { RequestHandler } from 'express';
import helmet, { contentSecurityPolicy } from 'helmet';

type Directives = Record<string, string[]>;

export type SecurityHeaderOptions = {
  /** Session cookies are Secure, i.e. the portal is served over https: only then HSTS and upgrade-insecure-requests. */
  secure: boolean;
  /** Origins the browser uploads to and loads images and media from (presigned file URLs, the demo assets). */
  fileStoreOrigins: string[];
  /** Course content's own origin (docs/decisions/170): SCORM packages, HTML lessons and interactivities play in frames from it. */
  contentOrigin?: string;
  /** Origins forms may post to besides ours: the exam provider (spec part 1, section 7). */
  formActionOrigins?: string[];
};

/**
 * What the browser may do on our pages. No directive falls back to a default
 * we did not choose (docs/decisions/080-content-security-policy.md):
 * - scripts only from our origin: the web app has no inline script, and the
 *   explorer adds the hashes of its own two (explorerContentSecurityPolicy);
 * - styles also 'unsafe-inline': Chakra UI (Emotion) writes <style> elements
 *   at run time and components set style attributes; a nonce would have to
 *   reach every library that does so. Scripts are what a nonce protects;
 * - the file store's origin for uploads (connect-src) and for the images and
 *   media it serves; blob: for the preview of a chosen image.
 */
function baseDirectives({ secure, fileStoreOrigins, contentOrigin, formActionOrigins = [] }: SecurityHeaderOptions): Directives {
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // i.ytimg.com and i.vimeocdn.com: images of the video sites, which tell the course screen whether their players can load.
    'img-src': ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://i.vimeocdn.com', ...fileStoreOrigins],
    'media-src': ["'self'", 'blob:', ...fileStoreOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...fileStoreOrigins],
    'worker-src': ["'self'", 'blob:'],
    // Course content from its own origin (docs/decisions/170), PDFs and media on ours; YouTube and
    // Vimeo through their privacy-enhanced players (spec part 2, section 2).
    'frame-src': ["'self'", ...(contentOrigin ? [contentOrigin] : []), 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...formActionOrigins],
    'frame-ancestors': ["'none'"],
  };
  // Only when served over https: on plain http (npm start) it would rewrite
  // the file store's http:// addresses to https:// ones that do not answer.
  if (secure) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * Powerful features the portal never uses, refused for the page and any frame
 * in it. Only features Chromium knows: an unknown name is a console error.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * Every response the gateway sends gets these headers (pages, assets, JSON,
 * 404s, errors): it is mounted before every route.
 */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: baseDirectives(options) },
    // Images come from the file store's origin without CORP headers; require-corp would block them.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'same-origin' },
    // HSTS only when the cookies are Secure: a plain-http portal must not pin https.
    strictTransportSecurity: options.secure ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  // helmet's headers depend on nothing in the request (no directive is a
  // function), so they are recorded once here and replayed on every answer: the
  // same headers for a fraction of running helmet's thirteen middlewares per
  // request (issue 7, section 5).
  const set: [string, string][] = [['Permissions-Policy', PERMISSIONS_POLICY]];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let failure: unknown;
  headers(recorder as never, recorder as never, (error?: unknown) => void (failure = error));
  if (failure) throw failure;
  return (_req, res, next) => {
    for (let i = 0; i < set.length; i++) res.setHeader(set[i][0], set[i][1]);
    for (let i = 0; i < removed.length; i++) res.removeHeader(removed[i]);
    next();
  };
}

/**
 * The explorer's page (GraphiQL, one self-contained file) has two inline
 * scripts, allowed by their hashes, and starts its editor's workers from
 * blob: URLs. It talks only to this origin.
 */
export function explorerContentSecurityPolicy(options: SecurityHeaderOptions, scriptHashes: string[]): RequestHandler {
  const base = baseDirectives(options);
  return contentSecurityPolicy({
    useDefaults: false,
    directives: {
      ...base,
      'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
      'img-src': ["'self'", 'data:', 'blob:'],
      'media-src': ["'self'"],
      'connect-src': ["'self'"],
    },
  });
}
