import path from 'node:path';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The content build (docs/decisions/170): the SCORM runtime frame, served by
 * the gateway's content listener at /scorm/ on course content's own origin,
 * apart from the portal's app (it shares no chunk with it, and scorm-again is
 * no longer in the portal's bundle). With it, for packages and lessons saved
 * for offline (docs/decisions/390), the keeper frame, the frame a saved lesson
 * opens in offline, and that origin's own Workbox worker, whose precache is
 * this build's script files.
 */
export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  build: {
    outDir: 'dist-content',
    emptyOutDir: true,
    assetsDir: 'scorm/assets',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        runtime: path.join(import.meta.dirname, 'scorm/runtime.html'),
        keeper: path.join(import.meta.dirname, 'scorm/keeper.html'),
        lesson: path.join(import.meta.dirname, 'scorm/lesson.html'),
      },
    },
  },
  plugins: [
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/content-offline',
      filename: 'content-worker.ts',
      injectRegister: false,
      manifest: false,
      devOptions: { enabled: false },
      includeAssets: [],
      // The frames' pages are the gateway's (they name the portal's origin): the keeper keeps them as served.
      injectManifest: { globPatterns: ['scorm/assets/*.js'] },
    }),
  ],
});
