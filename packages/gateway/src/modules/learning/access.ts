/**
 * The gateway's half of the one access rule (docs/architecture.md invariant 9;
 * docs/decisions/173): it gathers the facts — the learner's enrolment, the
 * course with its admin switches and the learner's progress — and asks
 * `@portal/domain` (`objectAccess`, `courseAccess`) to decide. Every path
 * that hands out a course's content or accepts progress comes through here:
 * the course screen's addresses, opening and Mark Complete, the SCORM
 * runtime and its commits, the References, Recorded session and Podcast
 * tabs, unit quizzes and unit assignments.
 */
import { courseAccess, objectAccess, parseRecordId, type Check, type Refusal, type Refused } from '@portal/domain';
import type { UserError, UserErrorCode } from '../../__generated__/resolvers-types.js';
import { getUserTotalProgress } from '../../cloud/dashboard.js';
import { getCourse, reloadCourse } from '../../cloud/learning.js';
import type { Context } from '../../context.js';
import { PortalError } from '../../errors.js';
import { followedCourse, type CourseModel } from './mappers.js';

/** The refusal's code in payloads' userErrors (schema `UserErrorCode`). */
const REFUSAL_CODE: Record<Refusal, UserErrorCode> = {
  NOT_ENROLLED: 'NOT_FOUND',
  NOT_FOUND: 'NOT_FOUND',
  COURSE_DISABLED: 'COURSE_DISABLED',
  UNIT_DISABLED: 'UNIT_DISABLED',
  OBJECT_DISABLED: 'OBJECT_DISABLED',
  LOCKED: 'OBJECT_LOCKED',
};

/** A course id from a client: the batch course id, digits only. */
function courseIdOf(id: string): number | null {
  return parseRecordId(id);
}

/**
 * The course as the signed-in learner follows it, or null when it is not
 * theirs: the cloud API answers only for a batch they are enrolled in, and an
 * elective they did not select is not theirs either (spec part 1, section 3:
 * "Elective courses that are not selected are removed from display"). The eid
 * is the verified token's (invariant 1). `fresh` reads past this request's
 * loader, for a step that decides and then writes.
 */
export async function learnersCourse(ctx: Context, courseId: string, options: { fresh?: boolean } = {}): Promise<CourseModel | null> {
  const viewer = await ctx.requireViewer();
  const courseNumber = courseIdOf(courseId);
  if (courseNumber === null) return null;
  const [data, programs] = await Promise.all([(options.fresh ? reloadCourse : getCourse)(ctx.cloud, viewer.eid, courseNumber), getUserTotalProgress(ctx.cloud, viewer.eid)]);
  return data ? followedCourse(programs, data, courseNumber) : null;
}

export type Opened = { ok: true; eid: string; course: CourseModel };
export type Shut = { ok: false; eid: string; course: CourseModel | null; refusal: Refused };

/**
 * One object of the learner's course, by the one rule: open (with the course
 * read), or refused with the spec's words. Without `objectId`, the course's
 * own content (references, recorded sessions, the podcast list).
 */
export async function openCourseContent(ctx: Context, courseId: string, objectId?: string, options: { fresh?: boolean } = {}): Promise<Opened | Shut> {
  const viewer = await ctx.requireViewer();
  const course = await learnersCourse(ctx, courseId, options);
  const check: Check = objectId === undefined ? courseAccess(course?.view ?? null) : objectAccess(course?.view ?? null, objectId);
  if (!check.ok) return { ok: false, eid: viewer.eid, course, refusal: check };
  // The rule opens nothing without the learner's course.
  return { ok: true, eid: viewer.eid, course: course as CourseModel };
}

/** The refusal as a payload's user error (mutations). */
export function accessUserError(refusal: Refused, field: string | null = 'objectId'): UserError {
  return { field: refusal.reason === 'NOT_ENROLLED' ? 'courseId' : field, code: REFUSAL_CODE[refusal.reason], message: refusal.message };
}

/**
 * The refusal as a GraphQL error (queries, which carry no userErrors): NOT_FOUND
 * for a course or object that is not there for this learner, else FORBIDDEN with
 * the spec's message and `extensions.reason`, the user error code.
 */
export function accessError(refusal: Refused): PortalError {
  const code = REFUSAL_CODE[refusal.reason];
  if (code === 'NOT_FOUND') return new PortalError('NOT_FOUND', refusal.message);
  return new PortalError('FORBIDDEN', refusal.message, code);
}
