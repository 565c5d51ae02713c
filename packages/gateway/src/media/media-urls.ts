/**
 * Signed media URLs on the portal's own origin (spec part 2, section 9:
 * signed content-access values last one hour; docs/decisions/115).
 *
 *   /media/<expires>.<scope>.<signature>/<key path>
 *
 * - scope `f`: the URL opens the one file whose storage key is the path;
 * - scope `d<n>`: it opens any file under the folder made of the path's
 *   first n segments, so a SCORM package's relative links (lesson.js next to
 *   index.html) stay inside the signed prefix.
 *
 * signature = HMAC-SHA256(key, "<scope>\n<signed path>\n<expires>"), with a
 * key derived from the deployment's secret, so every replica accepts what
 * any replica signed and the gateway keeps no state. The clock is injectable
 * so tests can step past the hour.
 *
 * Where each is served (docs/decisions/170): a page that can run script (an
 * HTML lesson or interactivity, and every file of a package) is signed for the
 * content origin, with a key of its own, and its URL is absolute on that
 * origin; every other file (video, audio, PDF, captions, images) stays on the
 * portal's origin as a relative /media/ address. A URL signed for one origin
 * opens nothing on the other.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNED_CONTENT_TTL_SECONDS } from '@portal/domain';

export const MEDIA_PATH_PREFIX = '/media/';

/** A storage key: segments of safe characters, no dot segments. */
const KEY = /^[A-Za-z0-9._()-]+(\/[A-Za-z0-9._()-]+)*$/;
const isKey = (key: string) => KEY.test(key) && !key.split('/').some((s) => s === '.' || s === '..');

/** Storage keys of pages, which may carry script: served from the content origin only. */
const PAGE = /\.(html?|xhtml)$/i;
export const isPageKey = (key: string) => PAGE.test(key);

/** The two origins media are served from: the portal's own, and course content's (docs/decisions/170). */
export type MediaPlace = 'portal' | 'content';

/** folder: the grant covers a folder (a package), not the one file. */
export type MediaGrantCheck = { ok: true; key: string; folder: boolean } | { ok: false; status: 403 | 404; code: 'INVALID_SIGNATURE' | 'URL_EXPIRED' | 'NOT_FOUND' };

export class MediaUrls {
  private readonly keys: Record<MediaPlace, Buffer>;

  constructor(
    secret: string,
    /** Milliseconds since the epoch; tests pass their own. */
    private readonly now: () => number = Date.now,
    /** The content origin (CONTENT_URL), where pages and packages are served. */
    readonly contentOrigin = 'http://127.0.0.1:4001',
  ) {
    // One secret, a key per use: a media signature can never pass for a cookie's,
    // nor a content-origin signature for a portal one.
    this.keys = {
      portal: createHmac('sha256', secret).update('portal media urls v1').digest(),
      content: createHmac('sha256', secret).update('portal content urls v1').digest(),
    };
  }

  /** A one-hour URL for one stored file: a page on the content origin, anything else on ours. */
  file(storageKey: string): string {
    if (!isKey(storageKey)) throw new Error(`Not a storage key: ${storageKey}`);
    return this.url(isPageKey(storageKey) ? 'content' : 'portal', 'f', storageKey, storageKey);
  }

  /**
   * A one-hour URL for `file` inside the folder `folder` ('course/pkg/'),
   * whose relative links resolve to files of the same folder under the same
   * signature. A folder is a package, whose pages run script: always on the
   * content origin.
   */
  folderFile(folder: string, file: string): string {
    const prefix = folder.replace(/\/+$/, '');
    if (!isKey(prefix) || !isKey(file)) throw new Error(`Not a storage folder or file: ${folder} ${file}`);
    return this.url('content', `d${prefix.split('/').length}`, `${prefix}/`, `${prefix}/${file}`);
  }

  /** Reads a request path after /media/ on one origin: the storage key it may open, or why not. */
  check(grant: string, path: string, place: MediaPlace = 'portal'): MediaGrantCheck {
    const match = /^(\d{1,12})\.(f|d\d{1,2})\.([0-9a-f]{64})$/.exec(grant);
    let key: string;
    try {
      key = path.split('/').map(decodeURIComponent).join('/');
    } catch {
      return { ok: false, status: 404, code: 'NOT_FOUND' };
    }
    if (!isKey(key)) return { ok: false, status: 404, code: 'NOT_FOUND' };
    if (!match) return { ok: false, status: 403, code: 'INVALID_SIGNATURE' };
    const [, expires, scope, signature] = match;
    let signed: string;
    if (scope === 'f') signed = key;
    else {
      const segments = key.split('/');
      const depth = Number(scope.slice(1));
      if (depth < 1 || segments.length <= depth) return { ok: false, status: 403, code: 'INVALID_SIGNATURE' };
      signed = `${segments.slice(0, depth).join('/')}/`;
    }
    const expected = Buffer.from(this.sign(place, scope, signed, Number(expires)), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { ok: false, status: 403, code: 'INVALID_SIGNATURE' };
    if (Number(expires) * 1000 < this.now()) return { ok: false, status: 403, code: 'URL_EXPIRED' };
    return { ok: true, key, folder: scope !== 'f' };
  }

  private url(place: MediaPlace, scope: string, signed: string, key: string): string {
    const expires = Math.floor(this.now() / 1000) + SIGNED_CONTENT_TTL_SECONDS; // spec part 2, section 9: one hour, the domain's one rule
    const path = key.split('/').map(encodeURIComponent).join('/');
    const address = `${MEDIA_PATH_PREFIX}${expires}.${scope}.${this.sign(place, scope, signed, expires)}/${path}`;
    return place === 'content' ? `${this.contentOrigin}${address}` : address;
  }

  private sign(place: MediaPlace, scope: string, signed: string, expires: number): string {
    return createHmac('sha256', this.keys[place]).update(`${scope}\n${signed}\n${expires}`).digest('hex');
  }
}
