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

const MEDIA_PATH_PREFIX = '/media/';

/** A storage key: segments of safe characters, no dot segments. */
const KEY = /^[A-Za-z0-9._()-]+(\/[A-Za-z0-9._()-]+)*$/;
const isKey = (key: string) => KEY.test(key) && !key.split('/').some((s) => s === '.' || s === '..');

/** Storage keys of pages, which may carry script: served from the content origin only. */
const PAGE = /\.(html?|xhtml)$/i;
export const isPageKey = (key: string) => PAGE.test(key);

/** The two origins media are served from: the portal's own, and course content's (docs/decisions/170). */
export type MediaPlace = 'portal' | 'content';

/**
 * The name a file is saved under, and whether the browser saves it (attachment) or shows it
 * (inline) when its address is opened (issue 31: a certificate's files are named after the
 * course). Signed with the address: nobody can make the portal offer a file under another name.
 */
export type SavedName = { fileName: string; disposition: 'inline' | 'attachment' };

/** The query parameter that carries each disposition's name. */
const NAME_PARAMETER = { attachment: 'download', inline: 'name' } as const;

/** folder: the grant covers a folder (a package), not the one file; named: the name it is served under, if any. */
export type MediaGrantCheck = { ok: true; key: string; folder: boolean; named: SavedName | null } | { ok: false; status: 403 | 404; code: 'INVALID_SIGNATURE' | 'URL_EXPIRED' | 'NOT_FOUND' };

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

  /**
   * A one-hour URL for one stored file: a page on the content origin, anything else on ours;
   * with `named`, served under that file name (Content-Disposition).
   */
  file(storageKey: string, named?: SavedName): string {
    if (!isKey(storageKey)) throw new Error(`Not a storage key: ${storageKey}`);
    return this.url(isPageKey(storageKey) ? 'content' : 'portal', 'f', storageKey, storageKey, named ?? null);
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
    return this.url('content', `d${prefix.split('/').length}`, `${prefix}/`, `${prefix}/${file}`, null);
  }

  /**
   * Reads a request path after /media/ on one origin, with its query (the signed file name, if
   * any): the storage key it may open, or why not.
   */
  check(grant: string, path: string, place: MediaPlace = 'portal', query: Record<string, unknown> = {}): MediaGrantCheck {
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
    const names = (['attachment', 'inline'] as const).filter((d) => query[NAME_PARAMETER[d]] !== undefined);
    if (names.length > 1) return { ok: false, status: 403, code: 'INVALID_SIGNATURE' };
    let named: SavedName | null = null;
    if (names.length === 1) {
      const fileName = query[NAME_PARAMETER[names[0]]];
      if (typeof fileName !== 'string' || !fileName) return { ok: false, status: 403, code: 'INVALID_SIGNATURE' };
      named = { fileName, disposition: names[0] };
    }
    let signed: string;
    if (scope === 'f') signed = key;
    else {
      const segments = key.split('/');
      const depth = Number(scope.slice(1));
      if (depth < 1 || segments.length <= depth) return { ok: false, status: 403, code: 'INVALID_SIGNATURE' };
      signed = `${segments.slice(0, depth).join('/')}/`;
    }
    const expected = Buffer.from(this.sign(place, scope, signed, Number(expires), named), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { ok: false, status: 403, code: 'INVALID_SIGNATURE' };
    if (Number(expires) * 1000 < this.now()) return { ok: false, status: 403, code: 'URL_EXPIRED' };
    return { ok: true, key, folder: scope !== 'f', named };
  }

  private url(place: MediaPlace, scope: string, signed: string, key: string, named: SavedName | null): string {
    const expires = Math.floor(this.now() / 1000) + SIGNED_CONTENT_TTL_SECONDS; // spec part 2, section 9: one hour, the domain's one rule
    const path = key.split('/').map(encodeURIComponent).join('/');
    const query = named ? `?${NAME_PARAMETER[named.disposition]}=${encodeURIComponent(named.fileName)}` : '';
    const address = `${MEDIA_PATH_PREFIX}${expires}.${scope}.${this.sign(place, scope, signed, expires, named)}/${path}${query}`;
    return place === 'content' ? `${this.contentOrigin}${address}` : address;
  }

  private sign(place: MediaPlace, scope: string, signed: string, expires: number, named: SavedName | null): string {
    const name = named ? `\n${named.disposition}\n${named.fileName}` : '';
    return createHmac('sha256', this.keys[place]).update(`${scope}\n${signed}\n${expires}${name}`).digest('hex');
  }
}
