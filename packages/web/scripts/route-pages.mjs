// After `vite build` and page-shells.mjs: one HTML file per first page (first-pages.mjs), so a cold
// visit does not wait for the entry chunk before it asks for the rest (issue 7,
// section 5; docs/decisions/161-route-pages.md). Each page is index.html (or the page
// drawn at build time) plus
//   - <link rel="modulepreload"> for the chunks its screen needs (read from Vite's
//     manifest), so they download beside the entry instead of after its evaluation;
//   - the route's boot queries (Session, and Dashboard on /dashboard) in a JSON data
//     block, and an async <script> (dist/assets/early-graphql-<hash>.js, the same for
//     every page) that sends them at once; lib/early-graphql.ts hands their answers to
//     Apollo when it asks the same thing, byte for byte.
// The queries' bodies are taken from the built app itself: the web app's server build
// (dist-server/, app/entry-server.tsx `bootRequests`) runs the boot with the browser's
// own Apollo client and records what it sends, so they stay what Apollo sends; the
// gateway takes them the same way for the pages it draws (docs/decisions/168).
// dist/pages.json maps each path to its file; the gateway serves it
// (packages/gateway/src/web-app.ts).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { FIRST_PAGES } from './first-pages.mjs';

// The page-drawing contract (docs/decisions/200): the data blocks' ids, which the gateway
// and lib/early-graphql.ts use too. TypeScript, loaded through tsx (a root devDependency).
const { PAGE_MARKS, dataBlockJson } = await tsImport('@portal/contract/page-drawing', import.meta.url);

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** The chunk files a module needs, its static imports included, minus what index.html already loads. */
function chunksOf(modules) {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loaded = new Set([entry.file, ...(entry.imports ?? []).map((key) => manifest[key].file)]);
  const files = [];
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`route-pages: ${key} is not in the Vite manifest`);
    if (loaded.has(chunk.file) || files.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return files;
}

/** The bodies of the GraphQL requests the built app sends at boot on each route, by operation name. */
async function bootQueries() {
  const server = await import(pathToFileURL(path.resolve(import.meta.dirname, '../dist-server/entry-server.js')).href);
  const found = {};
  for (const route of FIRST_PAGES) {
    const bodies = await server.bootRequests({ url: route.path });
    const missing = route.queries.filter((name) => !(name in bodies));
    if (missing.length) throw new Error(`route-pages: ${route.path} did not send ${missing.join(', ')} at boot`);
    found[route.path] = Object.fromEntries(route.queries.map((name) => [name, bodies[name]]));
  }
  return found;
}

/**
 * The one script every first page loads (async): it sends the bodies that the page lists
 * in its <script type="application/json" id="early-graphql"> data block (not run,
 * so the Content-Security-Policy's script-src 'self' is kept) and leaves the answers where
 * lib/early-graphql.ts looks. A query whose answer the page already brings (the gateway's
 * drawing, `early-answers`, docs/decisions/168) is not sent. Same-origin credentials are fetch's default; the gateway's
 * CSRF check wants the preflight header (lib/apollo-client.ts), and answers JSON.
 */
const EARLY_SCRIPT = `{const d=document.getElementById("${PAGE_MARKS.requestsBlock}"),a=document.getElementById("${PAGE_MARKS.answersBlock}");if(d){const q=JSON.parse(d.textContent),k=a?JSON.parse(a.textContent):{},e={};for(const n in q)if(!(n in k))e[n]={body:q[n],answer:fetch("/graphql",{method:"POST",headers:{"content-type":"application/json","apollo-require-preflight":"true"},body:q[n]})};window.__earlyGraphql=e}}\n`;

const queries = await bootQueries();
mkdirSync(path.join(dist, 'pages'), { recursive: true });
const earlyScript = `assets/early-graphql-${createHash('sha256').update(EARLY_SCRIPT).digest('hex').slice(0, 8)}.js`;
writeFileSync(path.join(dist, earlyScript), EARLY_SCRIPT);
const pages = {};
for (const route of FIRST_PAGES) {
  // A page drawn at build time (page-shells.mjs) gets its tags in place; the others start from index.html.
  const drawn = route.ready !== undefined;
  const baseFile = path.join(dist, drawn ? route.file : 'index.html');
  if (!existsSync(baseFile)) continue; // not drawn (no Chromium at build): the gateway serves index.html
  const tags = chunksOf(route.modules).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  // A page without early queries gets no early script (one request fewer): a page the gateway
  // draws brings its answers in the page, and lib/early-graphql.ts reads them itself.
  if (Object.keys(queries[route.path] ?? {}).length) {
    // JSON in a data block: `<` escaped so that no body can close the element.
    tags.unshift(`<script type="application/json" id="${PAGE_MARKS.requestsBlock}">${dataBlockJson(queries[route.path])}</script>`, `<script async src="/${earlyScript}"></script>`);
  }
  const base = readFileSync(baseFile, 'utf8');
  const html = base.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
  if (html === base) throw new Error(`route-pages: ${baseFile} has no </head>`);
  writeFileSync(path.join(dist, route.file), html);
  pages[route.path] = route.file;
}
writeFileSync(path.join(dist, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
console.log(
  `route-pages: ${Object.entries(pages)
    .map(([route, file]) => `${route} → ${file}`)
    .join(', ')}`,
);
