/// <reference lib="webworker" />
/**
 * Course content's own origin's service worker (issue 34; docs/decisions/390), built from
 * Workbox's modules by the content build (vite.content.config.ts). The keeper frame registers it
 * when a learner saves a course with packages or lessons. What it keeps, and why:
 *
 * - the precache: the SCORM runtime frame's and the keeper's own script files (the content
 *   build's hashed files, the same for everyone);
 * - the two frames' pages as the gateway served them (they name the portal's origin), kept by
 *   the keeper at each save, answered only when the network fails;
 * - a saved package's or lesson's files (the keeper's, under their storage keys), answered only
 *   when the network fails: every /media/ address is asked of the gateway first, which keeps
 *   deciding every online read.
 *
 * Nothing of the learner's: this origin has no session, no cookie and no GraphQL.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';
import { networkThenSavedFile } from '../offline/saved-file-route';
import { CONTENT_FRAMES_CACHE, CONTENT_SAVED_FILES_CACHE, FRAME_PAGES } from './places';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Nothing here to be stale against (the frames are asked of the network first): a new worker takes over at once.
self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();

registerRoute(
  ({ url }) => url.origin === self.location.origin && FRAME_PAGES.includes(url.pathname),
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const kept = await (await caches.open(CONTENT_FRAMES_CACHE)).match(url.pathname);
      if (!kept) throw error;
      return kept;
    }
  },
);

registerRoute(({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/media/'), networkThenSavedFile(CONTENT_SAVED_FILES_CACHE));
