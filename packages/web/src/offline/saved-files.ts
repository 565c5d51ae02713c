/**
 * Where a saved file lives (issue 34; docs/decisions/331): shared by the page, which saves
 * files, and the service worker, which reads them while the network cannot answer.
 */
/** The Cache Storage cache of saved files (the service worker reads it). */
export const SAVED_FILES_CACHE = 'portal-saved-files';
/** A saved file's place in SAVED_FILES_CACHE: its storage key, not its (expiring) signed address. */
export const savedFileKey = (storageKey: string) => `/media/saved/${storageKey}`;

/** The storage key a /media/ address opens (media-urls.ts: /media/<grant>/<key path>), or null. */
export function storageKeyOf(address: string): string | null {
  const match = /^\/media\/[^/]+\/([^?#]+)/.exec(new URL(address, 'http://portal.invalid').pathname);
  if (!match) return null;
  try {
    return match[1].split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
}
