/**
 * Where a learning object's content is read (spec part 2, section 9: signed
 * content-access values last one hour; docs/decisions/106).
 */

/**
 * The embedded cloud API signs content as <its origin>/content/<expires>/<signature>/<path>;
 * the gateway serves that same path on the portal's origin (content-proxy.ts), so
 * lessons and packages open in a same-origin frame that the page's policy allows.
 * Anything else (a real organisation's storage) passes unchanged.
 */
const SIGNED_CONTENT = /^https?:\/\/[^/]+(\/content\/\d{1,12}\/[0-9a-f]{64}\/[A-Za-z0-9._/-]+)$/;

export function ownOriginContentUrl(url: string): string | null {
  if (!url) return null;
  const match = SIGNED_CONTENT.exec(url);
  return match ? match[1] : url;
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
