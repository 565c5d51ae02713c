// After `vite build`: the public pages of FIRST_PAGES (first-pages.mjs) that have a
// `ready` selector, drawn at build time: dist/landing.html for GET /, dist/pages/*.html
// for the other public pages (about, contact, online programs, quick tour, Report A
// Query, the scholarship application). Each is index.html with #root holding the page as
// it looks on its first render (header, menus' triggers, the page's content; the
// banner's first slide on /) and the CSS of that render inline, so that a visitor on a
// slow link sees the page from the first response instead of a blank page and then a
// spinner (issue 7, section 5; docs/decisions/096-landing-shell.md and
// 161-route-pages.md). The gateway serves them (dist/pages.json, written by
// route-pages.mjs) and main.tsx starts React over a page once the session has answered
// and the screen's code is here.
//
// On a page with a form React draws over the page (createRoot, not hydration), so what a
// visitor typed into a drawn field would be thrown away: each drawn form's content is wrapped in a disabled
// <fieldset> that takes no box of its own (display: contents), so its fields show where
// they will be but take no input, and Enter cannot submit the form natively, until the
// live form replaces them (docs/decisions/167-drawn-forms-wait-for-react.md). A field
// outside a form fails the build.
//
// The pages without a form are drawn by the web app's server build, as React draws them
// signed out (the catalogue left loading, as on a real first render), and hydrated in the
// browser (docs/decisions/168). The pages with a form are drawn in Chromium: the built app
// renders with every request answered from dist/ and GraphQL answered offline, then
// #root's markup, the page's title and the rules Emotion inserted are kept. Without a
// Chromium (CHROMIUM_PATH, default /usr/bin/chromium) it says so and draws those not:
// the gateway then serves index.html for them.
/* global document, CSSStyleRule, HTMLStyleElement -- the evaluate() callback runs in the page */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { FIRST_PAGES } from './first-pages.mjs';

// The page-drawing contract (docs/decisions/200): the empty root a drawing fills and the
// mark of a page React hydrates, as the gateway and app/main.tsx use them. Loaded through tsx.
const { PAGE_MARKS } = await tsImport('@portal/contract/page-drawing', import.meta.url);

const dist = path.resolve(import.meta.dirname, '../dist');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.woff2': 'font/woff2', '.html': 'text/html' };
const ORIGIN = 'http://shell.invalid';
const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');

const escape = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
/** Writes a drawn page: index.html with the page's title and #root holding the drawing. */
function writePage(first, { html, title, css, styles = '', root }) {
  const headings = html.match(/<h1[\s>]/g)?.length ?? 0;
  if (headings !== 1) throw new Error(`page-shells: the rendered page ${first.path} has ${headings} h1 elements, not one`);
  const shell = indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`)
    .replace('</head>', () => (css ? `<style data-page-shell>${css.replaceAll('</style', '<\\/style')}</style>\n  </head>` : `${styles}\n  </head>`))
    .replace(PAGE_MARKS.root, () => `<div id="root" ${root}>${html}</div>`);
  if (!shell.includes(`<div id="root" ${root}>`)) throw new Error(`page-shells: index.html has no ${PAGE_MARKS.root} to fill`);
  mkdirSync(path.dirname(path.join(dist, first.file)), { recursive: true });
  writeFileSync(path.join(dist, first.file), shell);
  console.log(`page-shells: dist/${first.file} (${(shell.length / 1024).toFixed(0)} KiB: markup ${(html.length / 1024).toFixed(0)} KiB, CSS ${((css ?? styles).length / 1024).toFixed(0)} KiB)`);
}

// The pages without a form, drawn by the web app's server build (dist-server/, built just
// before) as React draws them, signed out: the browser hydrates them when a visitor is
// signed out (main.tsx; docs/decisions/168), with the rules they use in Emotion's
// <style data-emotion> elements in the head, which Emotion adopts instead of writing again.
const server = await import(pathToFileURL(path.resolve(import.meta.dirname, '../dist-server/entry-server.js')).href);
for (const first of FIRST_PAGES.filter((p) => p.drawnBy === 'server')) {
  const { html, styles, title } = await server.drawPublicPage({ url: first.path });
  if (/<script/i.test(html + styles)) throw new Error(`page-shells: the drawing of ${first.path} holds a script element, which the CSP blocks`);
  writePage(first, { html, styles, title, root: `data-shell="${PAGE_MARKS.drawnShell}" data-drawn-for="visitor"` });
}

if (!existsSync(executablePath)) {
  console.warn(`page-shells: no Chromium at ${executablePath}; the pages with a form are not drawn at build time (the gateway serves index.html for them)`);
  process.exit(0);
}

const { chromium } = await import('@playwright/test');
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
try {
  for (const first of FIRST_PAGES.filter((p) => p.ready && p.drawnBy !== 'server')) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== ORIGIN) return route.abort();
      if (url.pathname === '/graphql') {
        const body = route.request().postDataJSON() ?? {};
        // Signed out; every other query (the catalogue) stays pending, as it is on a real first render.
        if (body.operationName === 'Session') return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: { viewer: null } }) });
        return;
      }
      // A file of dist/ as it is; any other path is a client route: index.html.
      const asset = path.join(dist, url.pathname);
      const file = path.extname(url.pathname) && asset.startsWith(dist) ? asset : path.join(dist, 'index.html');
      if (!file.startsWith(dist) || !existsSync(file)) return route.fulfill({ status: 404, body: '' });
      return route.fulfill({ body: file.endsWith('index.html') ? indexHtml : readFileSync(file), contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' });
    });
    await page.goto(`${ORIGIN}${first.path}`);
    await page.locator(first.ready).first().waitFor({ state: 'visible', timeout: 60_000 });
    const { html, css, title, looseFields } = await page.evaluate(() => {
      // Before the CSS is read, so that the fields' disabled look is kept with it.
      for (const form of document.querySelectorAll('#root form')) {
        const inert = document.createElement('fieldset');
        inert.disabled = true;
        inert.setAttribute('data-shell-inert', '');
        inert.append(...form.childNodes);
        form.append(inert);
      }
      const looseFields = [...document.querySelectorAll('#root :is(input, textarea, select, [contenteditable])')]
        .filter((field) => !field.closest('fieldset[data-shell-inert]'))
        .map((field) => field.outerHTML.slice(0, 120));
      // Only what this markup uses: rules whose selector matches something on the page
      // (kept whole inside @media and @layer), plus at-rules such as @keyframes and @font-face.
      const used = (rule) => {
        if (rule instanceof CSSStyleRule) {
          try {
            return (
              document.querySelector(rule.selectorText.replace(/::?(before|after|placeholder|selection|marker|backdrop|-webkit-[a-z-]+)/g, '')) !== null ||
              /(^|,)\s*(:root|html|body|\*)/.test(rule.selectorText)
            );
          } catch {
            return true;
          }
        }
        if (rule.cssRules) return [...rule.cssRules].some(used);
        return true;
      };
      const rules = [];
      for (const sheet of document.styleSheets) {
        if (!(sheet.ownerNode instanceof HTMLStyleElement) || !sheet.ownerNode.hasAttribute('data-emotion')) continue;
        for (const rule of sheet.cssRules) if (used(rule)) rules.push(rule.cssText);
      }
      // The fieldset only disables: no box, so nothing moves when React replaces it.
      rules.push('fieldset[data-shell-inert]{display:contents}');
      return { html: document.getElementById('root').innerHTML, css: rules.join(''), title: document.title, looseFields };
    });
    if (looseFields.length) throw new Error(`page-shells: ${first.path} has fields outside a form, which would take input that React throws away: ${looseFields.join(', ')}`);
    writePage(first, { html, title, css, root: `data-shell="${first.shell}"` });
    await page.close();
  }
} finally {
  await browser.close();
}
