/**
 * A saved file answering for the network, in a service worker (docs/decisions/331, 390): the
 * portal's worker for its own /media/ files, the content origin's for packages and lessons.
 * Every /media/<grant>/<key> is asked of the network, which checks the signed address and the
 * learner's access as ever; only when the network fails does the file saved under its storage
 * key answer: an expired address is never sent anywhere, and nothing is kept that the learner
 * did not save.
 */
import type { RouteHandlerCallback } from 'workbox-core/types.js';
import { createPartialResponse } from 'workbox-range-requests';
import { savedFileKey, storageKeyOf } from './saved-files';

/** The route handler that answers from `cacheName` when the network fails. */
export function networkThenSavedFile(cacheName: string): RouteHandlerCallback {
  return async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const key = storageKeyOf(url.pathname);
      const saved = key ? await (await caches.open(cacheName)).match(savedFileKey(key)) : undefined;
      if (!saved) throw error;
      // Audio and video seek with Range requests: the saved whole file answers the part asked for.
      return request.headers.has('range') ? createPartialResponse(request, saved) : saved;
    }
  };
}
