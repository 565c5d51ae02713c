import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';

/** Paths the gateway answers itself; never the web app's index.html. */
const OWN_PATHS = ['/graphql', '/explorer', '/healthz', '/readyz'];

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
 * /myPrograms, i.e. GET requests that want HTML and are not one of the
 * gateway's own paths.
 */
export function webAppRouter(distDir: string): Router {
  const router = express.Router();
  const indexFile = path.join(distDir, 'index.html');
  // The landing page drawn at build time (packages/web/scripts/landing-shell.mjs), for GET / only.
  const landingFile = path.join(distDir, 'landing.html');
  router.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, file) => {
        res.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  const fallback: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (OWN_PATHS.some((own) => req.path === own || req.path.startsWith(`${own}/`))) return next();
    if (!(req.headers.accept ?? '').includes('text/html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    if (!existsSync(indexFile)) {
      res.status(200).type('html').send(MISSING_BUILD_PAGE);
      return;
    }
    res.sendFile(req.path === '/' && !req.url.includes('?') && existsSync(landingFile) ? landingFile : indexFile);
  };
  router.use(fallback);
  return router;
}
