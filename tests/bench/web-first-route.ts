/**
 * Benchmark, not a test: the JavaScript a first visit to a route really downloads,
 * counted as the browser fetches it (entry, modulepreloads, lazy chunks, and the
 * chunks the page loads after it renders, such as the auth dialogs and the header
 * menus), not by following the manifest's static imports. Sizes are gzip -9 of
 * each file in dist (the gateway gzips what it serves), so figures do not depend
 * on the link. It builds the web app first and starts a portal on WEB_BENCH_PORT
 * (default 4600) and the next port.
 *
 *   npm run bench:web [-- /some/path ...]     (default: the landing, /, signed out,
 *                                              and /dashboard, signed in; a path may
 *                                              carry its query, e.g. '/course?course=101203&unit=obj-101031-1')
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM, DEMO_LEARNER, SIGN_IN, root, startPortal } from './support/portal';

const port = Number(process.env.WEB_BENCH_PORT ?? 4600);
const dist = path.join(root, 'packages/web/dist');
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/dashboard'];
/** Paths that only a signed-in learner sees: the demo learner signs in first (cookies only, cache stays cold). */
const SIGNED_IN = new Set(['/dashboard', '/myPrograms', '/myApplication', '/applyProgram', '/course']);
const signedIn = (route: string) => SIGNED_IN.has(new URL(route, 'http://portal.invalid').pathname);
const QUIET_MS = 1500;

async function main() {
  const portal = await startPortal({ port, cloudPort: port + 1 });
  const browser = await chromium.launch(CHROMIUM);
  try {
    for (const route of paths) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      if (signedIn(route)) {
        await context.request.post(`${portal.url}/graphql`, {
          headers: { 'content-type': 'application/json' },
          data: { query: SIGN_IN, variables: { input: DEMO_LEARNER } },
        });
      }
      const page = await context.newPage();
      const scripts = new Set<string>();
      let last = Date.now();
      page.on('request', (request) => {
        last = Date.now();
        if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
      });
      page.on('requestfinished', () => (last = Date.now()));
      await page.goto(`${portal.url}${route}`, { waitUntil: 'load' });
      while (Date.now() - last < QUIET_MS) await new Promise((r) => setTimeout(r, 100));
      await context.close();

      let total = 0;
      console.log(`\nFirst visit to ${route}${signedIn(route) ? ' (signed in)' : ''}: ${scripts.size} JavaScript files`);
      for (const file of [...scripts].sort()) {
        const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
        total += size;
        if (process.env.WEB_BENCH_VERBOSE === '1') console.log(`${(size / 1024).toFixed(1).padStart(7)} KiB  ${file.slice(1)}`);
      }
      console.log(`${(total / 1024).toFixed(1).padStart(7)} KiB (${total} bytes)  total gzip downloaded by a first visit to ${route} (target ≤ 200 KiB; ${scripts.size} requests, target ≤ 15)`);
    }
  } finally {
    await browser.close();
    await portal.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
