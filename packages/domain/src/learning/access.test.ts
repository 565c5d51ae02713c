import { describe, expect, it } from 'vitest';
import { courseAccess, decideAccess, isLocked, objectAccess, type AccessFacts } from './access.js';
import type { CourseView, ObjectStatus } from './course-view.js';

/** Two units of two objects: a1 a2 | b1 b2 (b2 a podcast), with the given statuses in that order. */
function course(statuses: ObjectStatus[], options: Partial<Omit<CourseView, 'units'>> & { unitBEnabled?: boolean; podcastEnabled?: boolean } = {}): CourseView {
  const [a1, a2, b1, b2] = statuses;
  return {
    enabled: options.enabled ?? true,
    freeNavigation: options.freeNavigation ?? false,
    topicStatus: options.topicStatus ?? 1,
    units: [
      {
        id: 'a',
        enabled: true,
        objects: [
          { id: 'a1', status: a1 },
          { id: 'a2', status: a2 },
        ],
      },
      {
        id: 'b',
        enabled: options.unitBEnabled ?? true,
        objects: [
          { id: 'b1', status: b1 },
          { id: 'b2', status: b2, podcast: true, enabled: options.podcastEnabled ?? true },
        ],
      },
    ],
  };
}

describe('opening an object (spec part 2, section 4)', () => {
  it('refuses a not-started object whose previous object is not complete', () => {
    expect(objectAccess(course([2, 1, 0, 0]), 'b1')).toEqual({ ok: false, reason: 'LOCKED', message: 'Please Mark Complete previously viewed object.' });
    expect(isLocked(course([2, 1, 0, 0]), 'b1')).toBe(true);
  });
  it('opens a not-started object once the previous one, in the previous unit, is complete', () => {
    expect(objectAccess(course([2, 2, 0, 0]), 'b1')).toEqual({ ok: true });
  });
  it('always opens the first object, and any object already started or complete', () => {
    expect(objectAccess(course([0, 0, 0, 0], { topicStatus: 0 }), 'a1').ok).toBe(true);
    expect(objectAccess(course([2, 0, 1, 0]), 'b1').ok).toBe(true);
  });
  it('with free navigation opens any object', () => {
    expect(objectAccess(course([0, 0, 0, 0], { freeNavigation: true }), 'b2')).toEqual({ ok: true });
    expect(isLocked(course([0, 0, 0, 0], { freeNavigation: true }), 'b2')).toBe(false);
  });
  it('refuses an object of a disabled unit, free navigation or not', () => {
    const expected = { ok: false, reason: 'UNIT_DISABLED', message: 'This Unit is disabled from Admin' };
    expect(objectAccess(course([2, 2, 0, 0], { unitBEnabled: false }), 'b1')).toEqual(expected);
    expect(objectAccess(course([2, 2, 0, 0], { unitBEnabled: false, freeNavigation: true }), 'b1')).toEqual(expected);
  });
  it('refuses everything in a disabled course', () => {
    expect(objectAccess(course([2, 2, 2, 0], { enabled: false }), 'a1')).toEqual({ ok: false, reason: 'COURSE_DISABLED', message: 'The Course Is Disabled From Admin.' });
  });
  it('refuses an object the course does not have', () => {
    expect(objectAccess(course([2, 2, 2, 0]), 'zz')).toMatchObject({ ok: false, reason: 'NOT_FOUND' });
  });
  it('refuses a podcast an admin disabled with the Podcast tab\u2019s words, even with free navigation', () => {
    const expected = { ok: false, reason: 'OBJECT_DISABLED', message: 'Disabled by admin' };
    expect(objectAccess(course([2, 2, 2, 0], { podcastEnabled: false }), 'b2')).toEqual(expected);
    expect(objectAccess(course([2, 2, 2, 2], { podcastEnabled: false, freeNavigation: true }), 'b2')).toEqual(expected);
  });
  it('refuses everything of a course that is not the learner\u2019s', () => {
    expect(objectAccess(null, 'a1')).toMatchObject({ ok: false, reason: 'NOT_ENROLLED' });
    expect(courseAccess(null)).toMatchObject({ ok: false, reason: 'NOT_ENROLLED' });
  });
});

describe('course-wide content: references and recorded sessions', () => {
  it('opens for the learner\u2019s enabled course, and is refused in a disabled one with the course screen\u2019s words', () => {
    expect(courseAccess({ enabled: true })).toEqual({ ok: true });
    expect(courseAccess({ enabled: false })).toEqual({ ok: false, reason: 'COURSE_DISABLED', message: 'The Course Is Disabled From Admin.' });
  });
});

describe('the rule\u2019s order', () => {
  const open: AccessFacts = { enrolled: true, courseEnabled: true, object: { found: true, unitEnabled: true, objectEnabled: true, podcast: false, sequence: 'OPEN' } };
  it('names the first thing that refuses: enrolment, course, object, unit, the object\u2019s own switch, then the lock', () => {
    const everythingWrong: AccessFacts = { enrolled: false, courseEnabled: false, object: { found: true, unitEnabled: false, objectEnabled: false, podcast: false, sequence: 'LOCKED' } };
    expect(decideAccess(everythingWrong)).toMatchObject({ reason: 'NOT_ENROLLED' });
    expect(decideAccess({ ...everythingWrong, enrolled: true })).toMatchObject({ reason: 'COURSE_DISABLED' });
    expect(decideAccess({ ...everythingWrong, enrolled: true, courseEnabled: true })).toMatchObject({ reason: 'UNIT_DISABLED', message: 'This Unit is disabled from Admin' });
    expect(decideAccess({ ...open, object: { ...open.object!, objectEnabled: false, sequence: 'LOCKED' } })).toMatchObject({ reason: 'OBJECT_DISABLED', message: 'This Unit is disabled from Admin' });
    expect(decideAccess({ ...open, object: { ...open.object!, sequence: 'LOCKED' } })).toMatchObject({ reason: 'LOCKED', message: 'Please Mark Complete previously viewed object.' });
    expect(decideAccess(open)).toEqual({ ok: true });
  });
});
