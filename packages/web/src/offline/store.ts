/**
 * What a learner saved for offline, on this device (issue 34; docs/decisions/331), in
 * IndexedDB through idb, and the saved files in Cache Storage:
 *
 * - `owner`: the learner it all belongs to. A sign-in as anyone else, and every sign-out,
 *   wipes the lot first (`wipeOfflineData`): nothing one learner saved is readable by the next.
 * - `courses`: per saved course, the course screen's answer as the gateway gave it to this
 *   learner when they saved it, and its files (by storage key) with their sizes and whether
 *   each is saved yet: an interrupted save resumes with the files still missing.
 * - `answers`: the few other answers the app needs to open offline (the session's viewer,
 *   the dashboard), by operation name, from the same moment.
 * - `queue`: what the learner did offline, in order, until the gateway has taken it (queue.ts).
 *
 * Files are cached under their storage key (`/media/saved/<key>`), never under the signed
 * address they were read from: an address expires within the hour, and the cache is only
 * read while the network cannot answer (the service worker), so an expired address is never
 * reused to ask the gateway for anything.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { SAVED_FILES_CACHE, savedFileKey } from './saved-files';
import { askKeeper } from './content-keeper';

export { SAVED_FILES_CACHE, savedFileKey, storageKeyOf } from './saved-files';

const OFFLINE_DB = 'portal-offline';

export type SavedFile = {
  /** The file's storage key. */
  key: string;
  /** The object it belongs to, and what it is (VIDEO, AUDIO, PDF, CAPTIONS …). */
  objectId: string;
  kind: string;
  bytes: number;
  saved: boolean;
  /**
   * Course content's own origin, for a package's or a lesson's file: kept there by its keeper
   * frame (content-keeper.ts, docs/decisions/390), not in this origin's cache.
   */
  origin?: string;
};

export type SavedCourse = {
  courseId: string;
  title: string;
  programTitle: string | null;
  /** When the learner saved it (ms since the epoch), and whether every file is in. */
  savedAt: number;
  complete: boolean;
  /** The objects saved (all of the course's that the gateway gave content for, or one unit's). */
  objectIds: string[];
  /** The unit the last save was of, if it was one unit's: a save that stopped resumes as that unit's. */
  unitId?: string;
  /** The CoursePage query's data, as the gateway answered this learner. */
  answer: unknown;
  files: SavedFile[];
};

export type QueuedAction = {
  id?: number;
  /** What it is, in the learner's words on the Downloads screen. */
  label: string;
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
  queuedAt: number;
  /**
   * What a later action of the same key replaces while both wait: a quiz's answers submitted
   * twice offline are sent once, as last given (saved-answers.ts).
   */
  key?: string;
};

interface OfflineSchema extends DBSchema {
  owner: { key: 'owner'; value: { learnerId: string } };
  courses: { key: string; value: SavedCourse };
  answers: { key: string; value: { name: string; data: unknown } };
  queue: { key: number; value: QueuedAction };
}

let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;
export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opening ??= openDB<OfflineSchema>(OFFLINE_DB, 1, {
    upgrade(db) {
      db.createObjectStore('owner');
      db.createObjectStore('courses', { keyPath: 'courseId' });
      db.createObjectStore('answers', { keyPath: 'name' });
      db.createObjectStore('queue', { keyPath: 'id', autoIncrement: true });
    },
  });
  return opening;
}

/** Everything saved and queued on this device, and the saved files: at sign-out, and before anyone else's sign-in. */
export async function wipeOfflineData(): Promise<void> {
  const db = await offlineDb();
  const origins = contentOrigins(await db.getAll('courses'));
  const tx = db.transaction(['owner', 'courses', 'answers', 'queue'], 'readwrite');
  await Promise.all([tx.objectStore('owner').clear(), tx.objectStore('courses').clear(), tx.objectStore('answers').clear(), tx.objectStore('queue').clear(), tx.done]);
  if (typeof caches !== 'undefined') await caches.delete(SAVED_FILES_CACHE);
  // The content origins' copies too; a keeper that cannot be reached (it answers offline too, from its worker) holds the course's files only, no answer of the learner's.
  await Promise.all(origins.map((origin) => askKeeper(origin, { type: 'wipe' }, { waitMs: 5_000 }).catch(() => undefined)));
}

/** The content origins a saved course keeps files on. */
const contentOrigins = (courses: Pick<SavedCourse, 'files'>[]) => [...new Set(courses.flatMap((c) => c.files.flatMap((f) => (f.origin ? [f.origin] : []))))];

/** The learner whose data is on this device, if any. */
export async function offlineOwner(): Promise<string | null> {
  return (await (await offlineDb()).get('owner', 'owner'))?.learnerId ?? null;
}

/**
 * Makes `learnerId` the owner of what is saved: when someone else's data is here (they never
 * signed out), it is wiped first.
 */
export async function claimOfflineData(learnerId: string): Promise<void> {
  const owner = await offlineOwner();
  if (owner === learnerId) return;
  if (owner !== null) await wipeOfflineData();
  await (await offlineDb()).put('owner', { learnerId }, 'owner');
}

export async function savedCourses(): Promise<SavedCourse[]> {
  return (await offlineDb()).getAll('courses');
}

export async function savedCourse(courseId: string): Promise<SavedCourse | undefined> {
  return (await offlineDb()).get('courses', courseId);
}

export async function putSavedCourse(course: SavedCourse): Promise<void> {
  await (await offlineDb()).put('courses', course);
}

/** Removes a saved course and its files (a file another saved course uses too stays), here and on the content origins. */
export async function removeSavedCourse(courseId: string): Promise<void> {
  const db = await offlineDb();
  const course = await db.get('courses', courseId);
  await db.delete('courses', courseId);
  if (!course || typeof caches === 'undefined') return;
  const stillUsed = new Set((await db.getAll('courses')).flatMap((c) => c.files.map((f) => `${f.origin ?? ''} ${f.key}`)));
  const unused = course.files.filter((f) => !stillUsed.has(`${f.origin ?? ''} ${f.key}`));
  const cache = await caches.open(SAVED_FILES_CACHE);
  await Promise.all(unused.filter((f) => !f.origin).map((f) => cache.delete(savedFileKey(f.key))));
  for (const origin of contentOrigins([course])) {
    const keys = unused.filter((f) => f.origin === origin).map((f) => f.key);
    if (keys.length) await askKeeper(origin, { type: 'remove', keys }).catch(() => undefined);
  }
}

/** A stable key for an operation and its variables (their keys sorted), as the app asks it. */
export function answerKey(operationName: string, variables: Record<string, unknown> = {}): string {
  const sorted = Object.fromEntries(Object.entries(variables).sort(([a], [b]) => a.localeCompare(b)));
  return `${operationName}:${JSON.stringify(sorted)}`;
}

/** An answer the learner saved with a course (the session, the dashboard), by answerKey. */
export async function savedAnswer(key: string): Promise<unknown> {
  return (await (await offlineDb()).get('answers', key))?.data;
}

/** Keeps an answer of the gateway's for the app to open offline. */
export async function keepAnswer(operationName: string, variables: Record<string, unknown> | undefined, data: unknown): Promise<void> {
  await (await offlineDb()).put('answers', { name: answerKey(operationName, variables), data });
}
