// Writes the installed app's icons (public/icons/, named by the web app manifest in
// vite-offline-app.ts) from the favicon's drawing, so they can be made again rather than
// trusted as opaque binaries: the favicon at 192 and 512 pixels, and a maskable icon (the
// drawing inside the safe zone on a full-bleed square, for launchers that crop to a circle).
// Uses the cloud API's SVG renderer (@resvg/resvg-js). Usage: node packages/web/scripts/generate-icons.mjs
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const publicDir = path.resolve(import.meta.dirname, '../public');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
// The favicon's two shapes, scaled into the central 60% (the maskable safe zone is a circle of 80%).
const shapes = [...favicon.matchAll(/<path [^>]*\/>/g)].map((m) => m[0]).join('');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0b6660"/><g transform="translate(12.8 12.8) scale(0.6)">${shapes}</g></svg>`;

mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
const write = (svg, size, name) => {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  writeFileSync(path.join(publicDir, 'icons', name), png);
  console.log(`public/icons/${name}: ${png.length} bytes`);
};
write(favicon, 192, 'icon-192.png');
write(favicon, 512, 'icon-512.png');
write(maskable, 512, 'maskable-512.png');
