/**
 * The messages between the portal's save for offline (on the portal's origin) and the keeper
 * frame on course content's own origin (docs/decisions/390): the portal's worker cannot keep
 * what that origin serves (a worker keeps its own origin's answers), so a hidden frame there
 * registers the content origin's worker and keeps a saved package's or lesson's files in that
 * origin's own Cache Storage. Each side reads a message only from the other's origin and very
 * window, as the SCORM bridge does (scorm-bridge.ts).
 */

/** A package (a SCORM unit's launch page) or a single page (an HTML lesson, an interactivity) to keep. */
export type KeptContent = { objectId: string; kind: string; url: string };
/** One file the keeper holds or would fetch: its storage key, its address now, its size, whether it is kept already. */
export type KeeperFile = { key: string; objectId: string; kind: string; url: string; bytes: number; saved: boolean };

/** Portal to keeper: what to do, with the id its answer carries. */
export type KeeperRequest =
  | { bridge: 'portal-keeper'; id: number; type: 'measure'; contents: KeptContent[] }
  | { bridge: 'portal-keeper'; id: number; type: 'save'; files: KeeperFile[] }
  | { bridge: 'portal-keeper'; id: number; type: 'remove'; keys: string[] }
  | { bridge: 'portal-keeper'; id: number; type: 'wipe' };

/** Keeper to portal: it listens; the bytes of a save so far; a request's answer, or why it failed. */
export type KeeperMessage =
  | { bridge: 'portal-keeper'; type: 'ready' }
  | { bridge: 'portal-keeper'; type: 'progress'; id: number; bytes: number }
  | { bridge: 'portal-keeper'; type: 'done'; id: number; files: KeeperFile[] }
  | { bridge: 'portal-keeper'; type: 'failed'; id: number; message: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';

const fileOf = (value: unknown): KeeperFile | null => {
  if (!isObject(value) || !isString(value.key) || !isString(value.objectId) || !isString(value.kind) || !isString(value.url) || typeof value.bytes !== 'number') return null;
  return { key: value.key, objectId: value.objectId, kind: value.kind, url: value.url, bytes: value.bytes, saved: value.saved === true };
};
const filesOf = (value: unknown): KeeperFile[] | null => {
  if (!Array.isArray(value)) return null;
  const files = value.map(fileOf);
  return files.every((f): f is KeeperFile => f !== null) ? files : null;
};

/** A message from `origin` and the very window `source`, or null. */
function fromThere(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, origin: string, source: unknown): Record<string, unknown> | null {
  if (!source || event.source !== source || event.origin !== origin) return null;
  const data: unknown = event.data;
  return isObject(data) && data.bridge === 'portal-keeper' ? data : null;
}

/** The keeper's message, if it comes from the keeper frame's window on the content origin and is well formed. */
export function acceptKeeperMessage(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, origin: string, source: unknown): KeeperMessage | null {
  const data = fromThere(event, origin, source);
  if (!data) return null;
  if (data.type === 'ready') return { bridge: 'portal-keeper', type: 'ready' };
  if (typeof data.id !== 'number') return null;
  if (data.type === 'progress' && typeof data.bytes === 'number') return { bridge: 'portal-keeper', type: 'progress', id: data.id, bytes: data.bytes };
  if (data.type === 'failed' && isString(data.message)) return { bridge: 'portal-keeper', type: 'failed', id: data.id, message: data.message };
  const files = data.type === 'done' ? filesOf(data.files) : null;
  return files ? { bridge: 'portal-keeper', type: 'done', id: data.id, files } : null;
}

/** The portal's request, if it comes from the portal's window (the keeper's parent) and is well formed. */
export function acceptKeeperRequest(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, origin: string, source: unknown): KeeperRequest | null {
  const data = fromThere(event, origin, source);
  if (!data || typeof data.id !== 'number') return null;
  const id = data.id;
  if (data.type === 'wipe') return { bridge: 'portal-keeper', id, type: 'wipe' };
  if (data.type === 'remove' && Array.isArray(data.keys) && data.keys.every(isString)) return { bridge: 'portal-keeper', id, type: 'remove', keys: data.keys };
  if (data.type === 'save') {
    const files = filesOf(data.files);
    return files ? { bridge: 'portal-keeper', id, type: 'save', files } : null;
  }
  if (data.type === 'measure' && Array.isArray(data.contents)) {
    const contents = data.contents.filter((c): c is KeptContent => isObject(c) && isString(c.objectId) && isString(c.kind) && isString(c.url));
    return contents.length === data.contents.length ? { bridge: 'portal-keeper', id, type: 'measure', contents } : null;
  }
  return null;
}

/** Where the keeper frame is served on the content origin of `contentUrl`. */
export const keeperFrameUrl = (contentUrl: string) => new URL('/scorm/keeper.html', contentUrl).href;

/** The lesson frame's path on the content origin: a saved lesson opens in it offline (docs/decisions/390). */
const LESSON_FRAME_PATH = '/scorm/lesson.html';

/**
 * Where a saved HTML lesson or interactivity opens offline: the content origin's lesson frame,
 * which frames the lesson (`contentUrl`, on that origin) so that the origin's worker may answer
 * for it; the lesson's own policy (CSP `sandbox`) still gives it an opaque origin.
 */
export const lessonFrameUrl = (contentUrl: string) => `${new URL(LESSON_FRAME_PATH, contentUrl).href}#${encodeURIComponent(contentUrl)}`;

/**
 * Whether `url` is a lesson frame's address (lessonFrameUrl) on another origin than this page's,
 * which may keep its origin: it runs only the portal's own script, and never as the portal.
 */
export function isLessonFrameUrl(url: string): boolean {
  try {
    const address = new URL(url);
    return address.pathname === LESSON_FRAME_PATH && address.origin !== globalThis.location?.origin;
  } catch {
    return false;
  }
}
