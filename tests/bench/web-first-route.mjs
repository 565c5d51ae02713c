// Measures the JavaScript a first visit to a route downloads: the entry chunk, the
// lazy chunks of the route's layout and page, and everything they import statically.
// Usage: npm run bench:web [-- src/features/catalog/public-layout.tsx ...]
// (it builds the web app first). Sizes are gzip -9; the gateway gzips what it serves.
// A benchmark, not a test: it prints figures. The target for the landing page is 230 KiB.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../../packages/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const routeModules = process.argv.slice(2);
const lazyRoots = routeModules.length > 0 ? routeModules : ['src/features/catalog/public-layout.tsx', 'src/features/catalog/landing-page.tsx'];

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
if (!entry) throw new Error('no entry chunk in the manifest');
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in the manifest: ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
};
visit(entry[0]);
for (const root of lazyRoots) visit(root);

let total = 0;
for (const file of [...files].sort()) {
  const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KiB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KiB  total gzip for ${lazyRoots.join(' + ')}`);
