/**
 * Where a learning object's content is read (spec part 2, section 9: signed
 * content-access values last one hour; docs/decisions/115). The cloud API
 * names stored files by storage key; the gateway signs a one-hour address on
 * the portal's own origin (/media/..., media/media-urls.ts) only for what
 * the learner may open, so lessons and packages open in a same-origin frame
 * that the page's policy allows.
 */
import type { MediaUrls } from '../../media/media-urls.js';

/** A storage key: at least a folder and a file, plain segments. */
const STORAGE_KEY = /^[A-Za-z0-9._()-]+(\/[A-Za-z0-9._()-]+)+$/;

/**
 * The signed address of a stored file, or for a package (several files that
 * link to each other, a SCORM package) its launch file under a signature for
 * its whole folder. An absolute https address (content another host serves)
 * passes unchanged; anything else has no address.
 */
export function storedContentUrl(media: Pick<MediaUrls, 'file' | 'folderFile'>, key: string, options: { package?: boolean } = {}): string | null {
  if (!key) return null;
  if (/^https:\/\//i.test(key)) return key;
  if (!STORAGE_KEY.test(key) || key.split('/').some((s) => s === '.' || s === '..')) return null;
  if (!options.package) return media.file(key);
  const slash = key.lastIndexOf('/');
  return media.folderFile(key.slice(0, slash + 1), key.slice(slash + 1));
}

/** YouTube's privacy-enhanced embed address for any common YouTube link, or null. */
export function youtubeEmbedUrl(url: string): string | null {
  const match = /^https:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtube-nocookie\.com\/embed\/|youtu\.be\/)([A-Za-z0-9_-]{11})(?:[?&#/].*)?$/.exec(url.trim());
  return match ? `https://www.youtube-nocookie.com/embed/${match[1]}` : null;
}

/** Vimeo's player address with Do Not Track (no cookies, no tracking), or null. */
export function vimeoEmbedUrl(url: string): string | null {
  const match = /^https:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d{1,12})(?:[?#/].*)?$/.exec(url.trim());
  return match ? `https://player.vimeo.com/video/${match[1]}?dnt=1` : null;
}
