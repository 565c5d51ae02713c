/// <reference lib="webworker" />
/**
 * The portal's service worker (issue 34; docs/decisions/330), built by vite-plugin-pwa from
 * Workbox's modules. What it keeps, and why:
 *
 * - the precache: the app shell (index.html, the manifest, the icons) and the first routes'
 *   chunks, each under its content hash (Workbox's precache); a new deploy brings a new list,
 *   which waits until the learner takes the update (src/offline/register.ts);
 * - later chunks, when the app first loads them (the build's hashed, immutable files, the same
 *   for every learner): kept a month, at most 200 of them;
 * - nothing else. A page is always asked of the gateway (a drawn page may hold the learner's
 *   data, docs/decisions/168); only when the network fails does the precached shell answer,
 *   and the app then says it is offline. /graphql is never routed here: no answer of any
 *   session is kept by the worker. A saved course's files live in the learner's own cache
 *   (src/offline/saved-files.ts), read by the routes below only when the network fails.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { SAVED_FILES_CACHE } from './saved-files';
import { networkThenSavedFile } from './saved-file-route';

declare const self: ServiceWorkerGlobalScope;

/** The precache list the build writes in (vite-plugin-pwa's injectManifest). */
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes the open pages at once (nothing to be stale against); a later one
// waits in 'installed' until the learner chooses Reload (the update prompt).
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // A page that was still loading when this worker took the open pages is not among them: it asks (register.ts).
  if (type === 'CLAIM') event.waitUntil(self.clients.claim());
});

/** The shell's page in the precache: what a page request gets when the network fails. */
const SHELL = 'index.html';
const pages = new NetworkOnly();
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await pages.handle(options);
    } catch (error) {
      const shell = await matchPrecache(SHELL);
      if (shell) return shell;
      throw error;
    }
  }),
);

/**
 * Chunks the first routes do not need (a player, the PDF reader's worker, its fonts), as the
 * app loads them: the build's hashed files, the same bytes for everyone.
 */
const LATER_CHUNKS_CACHE = 'portal-chunks';
registerRoute(
  ({ url }) => url.origin === self.location.origin && (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/pdfjs/')),
  new CacheFirst({
    cacheName: LATER_CHUNKS_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

/** A course file (/media/<grant>/<key>): the network first, a saved file when it fails (saved-file-route.ts). */
registerRoute(({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/media/'), networkThenSavedFile(SAVED_FILES_CACHE));
