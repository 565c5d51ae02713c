/**
 * The one access rule (docs/architecture.md invariant 9; docs/decisions/173):
 * whether the learner may have a course's content or progress now. Every path
 * that hands out content or accepts progress asks it — the course screen's
 * addresses, opening and Mark Complete, the SCORM runtime and its commits,
 * the References, Recorded session and Podcast tabs, unit quizzes and unit
 * assignments — so the course screen and every other door say the same.
 *
 * Spec part 2: section 2 ("If the course is not enabled, the screen shows
 * 'The Course Is Disabled From Admin.'"; "A disabled podcast shows 'Disabled
 * by admin'"), section 4 (the sequential lock, 'Please Mark Complete
 * previously viewed object.', and 'This Unit is disabled from Admin'),
 * section 6 (an admin can disable a unit, a podcast or a course; free
 * navigation is a per-course flag) and section 8 (the messages).
 */
import { courseObjects, type CourseView, type Placed } from './course-view.js';

/** The spec's messages (part 2, section 8), word for word. */
export const LEARNING_MESSAGES = {
  objectLocked: 'Please Mark Complete previously viewed object.',
  unitDisabled: 'This Unit is disabled from Admin',
  courseDisabled: 'The Course Is Disabled From Admin.',
  /** spec part 2, sections 2 and 8: a podcast an admin disabled. */
  podcastDisabled: 'Disabled by admin',
} as const;

/**
 * Why content is refused, checked in this order: not the learner's course
 * (not enrolled in its batch, or an elective not selected), the course
 * disabled, no such object, the object's unit or the object disabled, the
 * sequential lock.
 */
export type Refusal = 'NOT_ENROLLED' | 'COURSE_DISABLED' | 'NOT_FOUND' | 'UNIT_DISABLED' | 'OBJECT_DISABLED' | 'LOCKED';
export type Check = { ok: true } | { ok: false; reason: Refusal; message: string };
export type Refused = Extract<Check, { ok: false }>;

/** NOT IN THE SPEC (it has no words for them): a course or object that is not there for this learner. */
export const ACCESS_MESSAGES = {
  notEnrolled: 'There is no such course.',
  noSuchObject: 'No such object in this course.',
} as const;

/**
 * The facts the rule decides on, gathered by the caller: the learner's
 * enrolment, the course's admin flag, and for an object (absent for
 * course-wide content: references, recorded sessions) whether the course has
 * it, its unit's and its own admin flags, and its place in the sequence.
 */
export type AccessFacts = {
  enrolled: boolean;
  courseEnabled: boolean;
  object?: {
    found: boolean;
    unitEnabled: boolean;
    /** false when an admin disabled this object on its own */
    objectEnabled: boolean;
    podcast: boolean;
    /** LOCKED: not started, no free navigation, and the previous object not complete (spec part 2, section 4). */
    sequence: 'OPEN' | 'LOCKED';
  };
};

const refuse = (reason: Refusal, message: string): Refused => ({ ok: false, reason, message });

/** The rule itself: open, or the first refusal with its message. */
export function decideAccess(facts: AccessFacts): Check {
  if (!facts.enrolled) return refuse('NOT_ENROLLED', ACCESS_MESSAGES.notEnrolled);
  if (!facts.courseEnabled) return refuse('COURSE_DISABLED', LEARNING_MESSAGES.courseDisabled);
  const object = facts.object;
  if (!object) return { ok: true };
  if (!object.found) return refuse('NOT_FOUND', ACCESS_MESSAGES.noSuchObject);
  if (!object.unitEnabled) return refuse('UNIT_DISABLED', LEARNING_MESSAGES.unitDisabled);
  // spec part 2, section 4 words an object's own switch as the unit's ("A unit with nenabled off"); a podcast's is 'Disabled by admin'.
  if (!object.objectEnabled) return refuse('OBJECT_DISABLED', object.podcast ? LEARNING_MESSAGES.podcastDisabled : LEARNING_MESSAGES.unitDisabled);
  if (object.sequence === 'LOCKED') return refuse('LOCKED', LEARNING_MESSAGES.objectLocked);
  return { ok: true };
}

/**
 * The sequential lock (spec part 2, section 4): with free navigation any
 * object opens; otherwise a not-started object opens only when it is the first
 * or the previous one is complete.
 */
export function sequenceOf(course: CourseView, object: Placed, all: readonly Placed[] = courseObjects(course)): 'OPEN' | 'LOCKED' {
  if (course.freeNavigation || object.status !== 0 || object.index === 0) return 'OPEN';
  return all[object.index - 1].status === 2 ? 'OPEN' : 'LOCKED';
}

/** Course-wide content (references, recorded sessions): the facts of the course alone. null: not the learner's course. */
export function courseAccess(course: Pick<CourseView, 'enabled'> | null): Check {
  return decideAccess({ enrolled: course !== null, courseEnabled: course?.enabled ?? false });
}

/**
 * One object of a course: the facts read from the learner's view of the
 * course (null: not the learner's course), decided by `decideAccess`.
 */
export function objectAccess(course: CourseView | null, objectId: string): Check {
  if (!course) return decideAccess({ enrolled: false, courseEnabled: false });
  const all = courseObjects(course);
  const object = all.find((o) => o.id === objectId);
  return decideAccess({
    enrolled: true,
    courseEnabled: course.enabled,
    object: object
      ? { found: true, unitEnabled: object.unit.enabled, objectEnabled: object.enabled !== false, podcast: object.podcast === true, sequence: sequenceOf(course, object, all) }
      : { found: false, unitEnabled: false, objectEnabled: false, podcast: false, sequence: 'LOCKED' },
  });
}

/** Whether a not-started object is locked for this learner now (shown with a lock, refused when opened). */
export function isLocked(course: CourseView, objectId: string): boolean {
  const check = objectAccess(course, objectId);
  return !check.ok && check.reason === 'LOCKED';
}
