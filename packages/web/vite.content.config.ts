import path from 'node:path';
import { defineConfig } from 'vite';

/**
 * The content build (docs/decisions/170): the SCORM runtime frame, served by
 * the gateway's content listener at /scorm/ on course content's own origin,
 * apart from the portal's app (it shares no chunk with it, and scorm-again is
 * no longer in the portal's bundle).
 */
export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  build: {
    outDir: 'dist-content',
    emptyOutDir: true,
    assetsDir: 'scorm/assets',
    modulePreload: { polyfill: false },
    rolldownOptions: { input: { runtime: path.join(import.meta.dirname, 'scorm/runtime.html') } },
  },
});
