/**
 * pdf.js's character maps, standard fonts and decoders (wasm), served from our own origin
 * under /pdfjs/ (issue 8: the older client loaded pdf.js from a public CDN; a learner
 * offline, or a strict network, must still read PDFs). The dev server serves them from
 * node_modules; the build copies them into dist/pdfjs/.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const FOLDERS = ['cmaps', 'standard_fonts', 'wasm'] as const;
const TYPES: Record<string, string> = { '.bcmap': 'application/octet-stream', '.pfb': 'application/octet-stream', '.ttf': 'font/ttf', '.wasm': 'application/wasm' };

function pdfjsRoot(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('pdfjs-dist/package.json'));
}

export function pdfjsAssets(): Plugin {
  const root = pdfjsRoot();
  return {
    name: 'portal-pdfjs-assets',
    configureServer(server) {
      server.middlewares.use('/pdfjs', (req, res, next) => {
        const [folder, file] = (req.url ?? '').split('?')[0].replace(/^\/+/, '').split('/');
        if (!FOLDERS.includes(folder as (typeof FOLDERS)[number]) || !file || file.includes('..')) return next();
        try {
          const bytes = readFileSync(path.join(root, folder, file));
          res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
          res.end(bytes);
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      for (const folder of FOLDERS) {
        const dir = path.join(root, folder);
        for (const file of readdirSync(dir)) {
          if (file === 'LICENSE' || !statSync(path.join(dir, file)).isFile()) continue;
          this.emitFile({ type: 'asset', fileName: `pdfjs/${folder}/${file}`, source: readFileSync(path.join(dir, file)) });
        }
      }
    },
  };
}
