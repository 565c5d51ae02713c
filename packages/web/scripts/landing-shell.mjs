// After `vite build`: writes dist/landing.html, the landing page as it looks on its
// first render (header, menus' triggers, the banner's first slide with the page's
// h1), with the CSS of that render inline, so that a visitor on a slow link sees
// the page from the first response instead of a blank page and then a spinner
// (issue 7, section 5; docs/decisions/096-landing-shell.md). The gateway serves it
// for GET / and main.tsx starts React over it once the session has answered.
//
// It renders the built app in Chromium with every request answered from dist/ and
// GraphQL answered offline (signed out; the catalogue left pending, as on a real
// first render), then keeps #root's markup and the rules Emotion inserted.
// Without a Chromium (CHROMIUM_PATH, default /usr/bin/chromium) it says so and
// leaves no landing.html: the gateway then serves index.html as before.
/* global document, CSSStyleRule, HTMLStyleElement -- the evaluate() callback runs in the page */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../dist');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const target = path.join(dist, 'landing.html');

if (!existsSync(executablePath)) {
  console.warn(`landing-shell: no Chromium at ${executablePath}; dist/landing.html not written (GET / serves index.html)`);
  process.exit(0);
}

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.woff2': 'font/woff2', '.html': 'text/html' };
const ORIGIN = 'http://shell.invalid';
const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');

const { chromium } = await import('@playwright/test');
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
try {
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
    const file = path.join(dist, url.pathname === '/' ? 'index.html' : url.pathname);
    if (!file.startsWith(dist) || !existsSync(file)) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ body: file.endsWith('index.html') ? indexHtml : readFileSync(file), contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' });
  });
  await page.goto(`${ORIGIN}/`);
  await page.locator('section[aria-label="Highlights"] :is(h1, h2)').first().waitFor({ state: 'visible', timeout: 60_000 });
  const { html, css } = await page.evaluate(() => {
    // Only what this markup uses: rules whose selector matches something on the page
    // (kept whole inside @media and @layer), plus at-rules such as @keyframes and @font-face.
    const used = (rule) => {
      if (rule instanceof CSSStyleRule) {
        try {
          return document.querySelector(rule.selectorText.replace(/::?(before|after|placeholder|selection|marker|backdrop|-webkit-[a-z-]+)/g, '')) !== null || /(^|,)\s*(:root|html|body|\*)/.test(rule.selectorText);
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
    return { html: document.getElementById('root').innerHTML, css: rules.join('') };
  });
  if (!html.includes('<h1')) throw new Error('landing-shell: the rendered landing page has no h1');
  const shell = indexHtml
    .replace('</head>', `<style data-landing-shell>${css.replaceAll('</style', '<\\/style')}</style>\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-shell="landing">${html}</div>`);
  if (shell === indexHtml) throw new Error('landing-shell: index.html has no <div id="root"></div> to fill');
  writeFileSync(target, shell);
  console.log(`landing-shell: dist/landing.html (${(shell.length / 1024).toFixed(0)} KiB: markup ${(html.length / 1024).toFixed(0)} KiB, CSS ${(css.length / 1024).toFixed(0)} KiB)`);
} finally {
  await browser.close();
}
