import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The learner-facing name, as the page title says it. */
const APP_NAME = 'Demo Online University';

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };

/**
 * The files of the first routes as the build wrote them (its manifest, .vite/manifest.json):
 * the entry (index.html) and each first route's module, with every chunk and style sheet
 * they import statically. Not what they load later with import(): those arrive on use.
 */
export function firstRouteFiles(manifest: Record<string, ManifestChunk>, routes: string[]): Set<string> {
  const files = new Set<string>();
  const pending = ['index.html', ...routes].filter((key) => key in manifest);
  const seen = new Set<string>();
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    pending.push(...(chunk.imports ?? []));
  }
  return files;
}

/**
 * The installable, offline app (issue 34; docs/decisions/330): vite-plugin-pwa with Workbox,
 * in its injectManifest mode (our worker, src/offline/service-worker.ts, is Workbox's modules
 * plus the few rules only this portal has: no page drawn for a learner and no /graphql answer
 * is ever kept). The precache is the app shell (index.html, the manifest, the icons) and the
 * first routes' chunks, no more (issue 34: 400 KiB gzip at most); later chunks are kept when
 * used. Registration is the app's own (src/offline/register.ts, loaded once the page is live),
 * so no script is added to the page.
 */
/**
 * What the app needs offline besides the first routes, precached with them: the offline app's
 * own modules (the answers it gives offline, the queue, the store) and the Downloads screen.
 */
const OFFLINE_MODULES = ['src/offline/register.ts', 'src/offline/saved-answers.ts', 'src/features/learning/offline/downloads-page.tsx', 'src/features/learning/offline/save-for-offline.tsx'];

export function offlineApp({ root, firstRoutes }: { root: string; firstRoutes: string[] }): PluginOption {
  const routes = [...firstRoutes.map((file) => path.relative(root, file).split(path.sep).join('/')), ...OFFLINE_MODULES];
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/offline',
    filename: 'service-worker.ts',
    injectRegister: false,
    // No worker in `vite dev`: the dev server's modules change on every edit.
    devOptions: { enabled: false },
    includeAssets: [],
    manifest: {
      name: APP_NAME,
      short_name: 'Learner portal',
      description: 'Demo Online University — the learner portal',
      id: '/',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#0b6660',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['index.html', 'favicon.svg', 'assets/*.{js,css}'],
      // Fonts, PDF.js's worker, media and the drawn pages stay out: kept when used, or never.
      globIgnores: ['**/*.br', 'pages/**', 'pdfjs/**', 'media/**', 'docs/**'],
      manifestTransforms: [
        (entries) => {
          const manifestFile = path.join(root, 'dist', '.vite', 'manifest.json');
          const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>) : {};
          const first = firstRouteFiles(manifest, routes);
          const manifestEntries = entries.filter((entry) => !entry.url.startsWith('assets/') || first.has(entry.url));
          return { manifest: manifestEntries, warnings: first.size === 0 ? ['vite-offline-app: no build manifest, no chunk precached'] : [] };
        },
      ],
    },
  });
}
