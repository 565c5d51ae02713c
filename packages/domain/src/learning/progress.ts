/**
 * Unit progress (spec part 2, section 4 "Unit progress"): what opening or
 * completing an object changes, when the topic (course) is complete. Pure:
 * the gateway decides with these (it is the authority on progress) and the
 * web reads the same rules to show Prev / Mark Complete / Next. Whether an
 * object may be opened at all is the one access rule's (access.ts).
 */
import { courseAccess, objectAccess, type Refused } from './access.js';
import { courseObjects, objectComplete, objectEnabled, type CourseState, type CourseView, type ObjectState, type ObjectStatus, type Placed, type TopicStatus } from './course-view.js';

/** Mark Complete appears this long after the object opens (spec part 2, sections 4 and 9). */
export const MARK_COMPLETE_DELAY_MS = 5000;
/** Signed content-access values last one hour (spec part 2, section 9). */
export const SIGNED_CONTENT_TTL_SECONDS = 60 * 60;

/** The changes a step makes: objects to raise to a status, and the topic status to raise to. */
export type ProgressChange = { objects: { id: string; status: ObjectStatus }[]; topicStatus: TopicStatus | null };

/** Opening an object makes it the current one: 0 goes to 1 (spec part 2, section 4). */
export function openObject(course: CourseView, objectId: string): { ok: true; change: ProgressChange } | Refused {
  const check = objectAccess(course, objectId);
  if (!check.ok) return check;
  const object = courseObjects(course).find((o) => o.id === objectId) as Placed;
  return { ok: true, change: { objects: object.status === 0 ? [{ id: objectId, status: 1 }] : [], topicStatus: null } };
}

/**
 * Mark Complete (spec part 2, section 4): the object goes to 2; the next one,
 * if not started, to 1 ("or when the previous unit is completed"); completing
 * the last object completes the topic when free navigation is on or every
 * object is then complete. The topic is at least started from then on.
 */
export function completeObject(course: CourseView, objectId: string): { ok: true; change: ProgressChange } | Refused {
  const check = objectAccess(course, objectId);
  if (!check.ok) return check;
  const all = courseObjects(course);
  const object = all.find((o) => o.id === objectId) as Placed;
  const objects: ProgressChange['objects'] = object.status === 2 ? [] : [{ id: objectId, status: 2 }];
  const next = all[object.index + 1];
  if (next && next.status === 0 && objectEnabled(next)) objects.push({ id: next.id, status: 1 });
  const isLast = object.index === all.length - 1;
  const everyComplete = all.every((o) => o.id === objectId || o.status === 2);
  const topic: TopicStatus = isLast && (course.freeNavigation || everyComplete) ? 2 : everyComplete ? 2 : 1;
  return { ok: true, change: { objects, topicStatus: topic > course.topicStatus ? topic : null } };
}

/**
 * Start (spec part 2, section 2): shown when tp is 0; marks the course
 * started and the first object done (and so the second current).
 */
export function startCourse(course: CourseView): { ok: true; change: ProgressChange } | Refused {
  const check = courseAccess(course);
  if (!check.ok) return check;
  const all = courseObjects(course);
  if (course.topicStatus !== 0) return { ok: true, change: { objects: [], topicStatus: null } };
  const objects: ProgressChange['objects'] = [];
  if (all[0] && all[0].status !== 2) objects.push({ id: all[0].id, status: 2 });
  if (all[1] && all[1].status === 0) objects.push({ id: all[1].id, status: 1 });
  const topic: TopicStatus = all.length > 0 && all.every((o, i) => i === 0 || o.status === 2) ? 2 : 1;
  return { ok: true, change: { objects, topicStatus: topic } };
}

/** The Start button shows while tp is 0, NOT_STARTED in the schema's words (spec part 2, section 2). */
export function showStart(course: Pick<CourseView, 'topicStatus'> | { status: CourseState }): boolean {
  return 'status' in course ? course.status === 'NOT_STARTED' : course.topicStatus === 0;
}

/**
 * Where the learner resumes: the first object not complete in an enabled
 * unit; when every object is complete, the first object.
 */
export function resumeObjectId(course: CourseView): string | null {
  const all = courseObjects(course);
  return (all.find((o) => o.status !== 2 && objectEnabled(o)) ?? all[0])?.id ?? null;
}

/** Next shows only once the object is complete (spec part 2, section 4). */
export function showNext(status: ObjectStatus | ObjectState, hasNext: boolean): boolean {
  return hasNext && objectComplete(status);
}

/** Prev is hidden on the first object of the course (spec part 2, section 4). */
export function showPrev(index: number): boolean {
  return index > 0;
}

/** Mark Complete shows once MARK_COMPLETE_DELAY_MS have passed since the object opened, until it is complete. */
export function showMarkComplete(status: ObjectStatus | ObjectState, openedForMs: number): boolean {
  return !objectComplete(status) && openedForMs >= MARK_COMPLETE_DELAY_MS;
}

/** Time spent as the player says it, in words that agree with the number: "1 second", "2 minutes 5 seconds", "1 hour 1 minute". */
export function formatTimeSpent(seconds: number): string {
  const s = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const unit = (n: number, word: string) => (n ? `${n} ${word}${n === 1 ? '' : 's'}` : '');
  const words = [unit(Math.floor(s / 3600), 'hour'), unit(Math.floor((s % 3600) / 60), 'minute'), unit(s % 60, 'second')].filter(Boolean);
  return words.length ? words.join(' ') : '0 seconds';
}

/** Seconds spent, from milliseconds, whole and never negative; capped at a day so a forgotten tab does not count weeks. */
export function secondsSpent(ms: number): number {
  if (!Number.isFinite(ms) || ms <= 0) return 0;
  return Math.min(86_400, Math.floor(ms / 1000));
}
