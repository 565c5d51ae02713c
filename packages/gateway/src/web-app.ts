import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import type { PageDrawer } from './page-drawing.js';
import { withPreview, type SitePages } from './site-pages.js';

/** Paths the gateway answers itself; never the web app's index.html. */
const OWN_PATHS = ['/graphql', '/explorer', '/healthz', '/readyz', '/media', '/calendar-feed'];
/** A file's address (an asset, an image, a script): when it is not in the build it is a 404, not a page. */
const FILE_ADDRESS = /^\/assets\/|\.[A-Za-z0-9]{1,8}$/;

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Learner portal</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The web app has not been built yet</h1>
<p>Run <code>npm run build</code> at the repository root, then reload this page.
The API is already available at <a href="/graphql">/graphql</a> and in the <a href="/explorer">explorer</a>.</p>
</body></html>`;

/**
 * Serves the built web app: files as they are (hashed assets cached for good,
 * everything else revalidated), and index.html for client routes such as
 * /myPrograms, i.e. GET requests that are not one of the gateway's own paths
 * nor a file's address, whatever their Accept header says: curl, uptime
 * monitors and link previewers (any Accept, or none) get the page a browser
 * gets (docs/decisions/176). A program page carries its link preview's tags.
 */
export function webAppRouter(distDir: string, drawer?: PageDrawer, previews?: Pick<SitePages, 'previewOf'>): Router {
  const router = express.Router();
  const indexFile = path.join(distDir, 'index.html');
  // The first routes' own pages (packages/web/scripts/route-pages.mjs: the landing page
  // drawn at build time, and each with its chunks preloaded and its boot queries sent
  // early; docs/decisions/096 and 161), by path, read on each page request (a build may
  // land while the gateway runs).
  router.use('/assets', precompressed(path.join(distDir, 'assets')));
  router.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, file) => {
        res.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  const fallback: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (OWN_PATHS.some((own) => req.path === own || req.path.startsWith(`${own}/`))) return next();
    if (FILE_ADDRESS.test(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    if (!existsSync(indexFile)) {
      res.status(200).type('html').send(MISSING_BUILD_PAGE);
      return;
    }
    // `/?il=1` (and any / with a query) is not the plain landing page: index.html.
    const listed = req.path === '/' && req.url.includes('?') ? undefined : routePages(distDir).get(req.path);
    const page = listed !== undefined && existsSync(listed) ? listed : indexFile;
    // A program page's link preview (decision 176), asked beside the drawing; null for other pages.
    const previewing = previews ? previews.previewOf(req) : Promise.resolve(null);
    // A page drawn for this request (docs/decisions/168): perhaps the learner's own data, so
    // no shared cache may keep it. Any failure serves the page as built.
    const drawn =
      drawer && req.method === 'GET'
        ? await drawer.draw(req, res, page).catch((error: unknown) => {
            req.log?.warn({ err: error, path: req.path }, 'page served as built: drawing it failed');
            return null;
          })
        : null;
    const preview = await previewing;
    // Relative to dist: only a dot-file inside dist is refused, not a dot-folder above it.
    if (drawn === null && preview === null) return res.sendFile(path.relative(distDir, page), { root: distDir });
    if (drawn !== null) res.setHeader('Cache-Control', 'no-store');
    const html = drawn ?? (await readFile(page, 'utf8'));
    res.type('html').send(preview ? withPreview(html, preview, { keepTitle: drawn !== null }) : html);
  };
  router.use(fallback);
  return router;
}

/**
 * The build's Brotli copies of its assets (`<file>.br`, packages/web/scripts/compress-assets.mjs),
 * for a browser that accepts Brotli: about 15% smaller than what the gateway's own compression
 * can afford per request, and on a learner's slow link every KiB is about 20 ms before the page
 * is live (issue 31, section 6; docs/decisions/291). Anything else, or a file without a copy,
 * goes on to express.static and the compression middleware, as before.
 */
function precompressed(assetsDir: string): RequestHandler {
  const root = path.resolve(assetsDir);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.acceptsEncodings('br') !== 'br') return next();
    const file = path.resolve(root, `.${req.path}`);
    if (!file.startsWith(root + path.sep) || !existsSync(`${file}.br`)) return next();
    // The compression middleware leaves an answer that already has its encoding as it is.
    res.setHeader('Content-Encoding', 'br');
    res.vary('Accept-Encoding');
    res.type(path.extname(file));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.sendFile(`${path.relative(root, file)}.br`, { root }, (error?: Error) => {
      if (error && !res.headersSent) {
        res.removeHeader('Content-Encoding');
        next();
      }
    });
  };
}

/** dist/pages.json: path → file in dist (only files inside dist are served). */
function routePages(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const root = path.resolve(distDir);
  const listFile = path.join(distDir, 'pages.json');
  if (!existsSync(listFile)) return pages;
  try {
    const list = JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, unknown>;
    for (const [route, file] of Object.entries(list)) {
      const full = typeof file === 'string' ? path.resolve(root, file) : '';
      if (full.startsWith(root + path.sep) && full.endsWith('.html')) pages.set(route, full);
    }
  } catch {
    // An unreadable list: every route gets index.html, as before the pages existed.
  }
  return pages;
}
