import { describe, expect, it } from 'vitest';
import { LEARNING_MESSAGES } from './access.js';
import { type CourseView, objectStatus, type ObjectStatus, topicStatus } from './course-view.js';
import {
  completeObject,
  MARK_COMPLETE_DELAY_MS,
  openObject,
  resumeObjectId,
  secondsSpent,
  formatTimeSpent,
  showMarkComplete,
  showNext,
  showPrev,
  showStart,
  SIGNED_CONTENT_TTL_SECONDS,
  startCourse,
} from './progress.js';

/** Two units of two objects: a1 a2 | b1 b2, with the given statuses in that order. */
function course(statuses: ObjectStatus[], options: Partial<Omit<CourseView, 'units'>> & { unitBEnabled?: boolean } = {}): CourseView {
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
          { id: 'b2', status: b2 },
        ],
      },
    ],
  };
}

describe('opening an object (spec part 2, section 4)', () => {
  it('Start is refused in a disabled course', () => {
    expect(startCourse(course([0, 0, 0, 0], { enabled: false, topicStatus: 0 }))).toMatchObject({ ok: false, message: LEARNING_MESSAGES.courseDisabled });
  });
  it('moves a not-started object to in progress when it becomes current, and leaves others as they are', () => {
    expect(openObject(course([2, 0, 0, 0]), 'a2')).toEqual({ ok: true, change: { objects: [{ id: 'a2', status: 1 }], topicStatus: null } });
    expect(openObject(course([2, 2, 0, 0]), 'a1')).toEqual({ ok: true, change: { objects: [], topicStatus: null } });
    expect(openObject(course([2, 0, 0, 0]), 'b2')).toMatchObject({ ok: false, reason: 'LOCKED' });
  });
});

describe('Mark Complete (spec part 2, section 4)', () => {
  it('completes the object and starts the next one, across units', () => {
    expect(completeObject(course([2, 1, 0, 0]), 'a2')).toEqual({
      ok: true,
      change: {
        objects: [
          { id: 'a2', status: 2 },
          { id: 'b1', status: 1 },
        ],
        topicStatus: null,
      },
    });
  });
  it('marks the topic started when it was not', () => {
    expect(completeObject(course([1, 0, 0, 0], { topicStatus: 0 }), 'a1')).toMatchObject({ ok: true, change: { topicStatus: 1 } });
  });
  it('completing the last object completes the topic when every object is complete', () => {
    expect(completeObject(course([2, 2, 2, 1]), 'b2')).toEqual({ ok: true, change: { objects: [{ id: 'b2', status: 2 }], topicStatus: 2 } });
  });
  it('completing the last object with free navigation on completes the topic even with objects left', () => {
    expect(completeObject(course([2, 0, 0, 1], { freeNavigation: true }), 'b2')).toMatchObject({ ok: true, change: { topicStatus: 2 } });
  });
  it('completing another object with objects left does not complete the topic', () => {
    expect(completeObject(course([2, 1, 0, 0], { freeNavigation: true }), 'a2')).toMatchObject({ ok: true, change: { topicStatus: null } });
  });
  it('completing the object that was the only one left completes the topic, wherever it is', () => {
    expect(completeObject(course([2, 1, 2, 2], { freeNavigation: true }), 'a2')).toMatchObject({ ok: true, change: { topicStatus: 2 } });
  });
  it('completing an object twice changes nothing the second time', () => {
    expect(completeObject(course([2, 2, 1, 0]), 'a2')).toEqual({ ok: true, change: { objects: [], topicStatus: null } });
  });
  it('is refused with the lock, disabled-unit and disabled-course messages', () => {
    expect(completeObject(course([2, 0, 0, 0]), 'b1')).toMatchObject({ ok: false, message: LEARNING_MESSAGES.objectLocked });
    expect(completeObject(course([2, 2, 1, 0], { unitBEnabled: false }), 'b1')).toMatchObject({ ok: false, message: LEARNING_MESSAGES.unitDisabled });
    expect(completeObject(course([2, 1, 0, 0], { enabled: false }), 'a2')).toMatchObject({ ok: false, message: LEARNING_MESSAGES.courseDisabled });
  });
  it('does not start the next object when its unit is disabled', () => {
    expect(completeObject(course([2, 1, 0, 0], { unitBEnabled: false }), 'a2')).toMatchObject({ change: { objects: [{ id: 'a2', status: 2 }] } });
  });
});

describe('Start (spec part 2, section 2)', () => {
  it('shows while tp is 0 only', () => {
    expect(showStart({ topicStatus: 0 })).toBe(true);
    expect(showStart({ topicStatus: 1 })).toBe(false);
    expect(showStart({ topicStatus: 2 })).toBe(false);
  });
  it('reads the schema\u2019s words the same way: NOT_STARTED shows Start', () => {
    expect(showStart({ status: 'NOT_STARTED' })).toBe(true);
    expect(showStart({ status: 'IN_PROGRESS' })).toBe(false);
    expect(showStart({ status: 'COMPLETED' })).toBe(false);
  });
  it('marks the course started and the first object done, and the second current', () => {
    expect(startCourse(course([0, 0, 0, 0], { topicStatus: 0 }))).toEqual({
      ok: true,
      change: {
        objects: [
          { id: 'a1', status: 2 },
          { id: 'a2', status: 1 },
        ],
        topicStatus: 1,
      },
    });
  });
  it('changes nothing on a course already started', () => {
    expect(startCourse(course([2, 1, 0, 0], { topicStatus: 1 }))).toEqual({ ok: true, change: { objects: [], topicStatus: null } });
  });
});

describe('the player buttons (spec part 2, sections 4 and 9)', () => {
  it('Mark Complete appears 5000 ms after the object opens, until it is complete', () => {
    expect(MARK_COMPLETE_DELAY_MS).toBe(5000);
    expect(showMarkComplete(1, 4999)).toBe(false);
    expect(showMarkComplete(1, 5000)).toBe(true);
    expect(showMarkComplete(2, 60_000)).toBe(false);
  });
  it('reads the schema\u2019s words as the wire\u2019s numbers (the browser has only the words)', () => {
    expect(showMarkComplete('IN_PROGRESS', 4999)).toBe(false);
    expect(showMarkComplete('IN_PROGRESS', 5000)).toBe(true);
    expect(showMarkComplete('NOT_STARTED', 5000)).toBe(true);
    expect(showMarkComplete('COMPLETED', 60_000)).toBe(false);
    expect(showNext('IN_PROGRESS', true)).toBe(false);
    expect(showNext('COMPLETED', true)).toBe(true);
    expect(showNext('COMPLETED', false)).toBe(false);
  });
  it('Next shows only once the object is complete and there is a next one', () => {
    expect(showNext(1, true)).toBe(false);
    expect(showNext(2, true)).toBe(true);
    expect(showNext(2, false)).toBe(false);
  });
  it('Prev is hidden on the first object', () => {
    expect(showPrev(0)).toBe(false);
    expect(showPrev(1)).toBe(true);
  });
  it('records time spent in whole seconds', () => {
    expect(secondsSpent(5999)).toBe(5);
    expect(secondsSpent(-3)).toBe(0);
  });

  it('says the time spent in words that agree with the number', () => {
    expect(formatTimeSpent(1)).toBe('1 second');
    expect(formatTimeSpent(0)).toBe('0 seconds');
    expect(formatTimeSpent(59)).toBe('59 seconds');
    expect(formatTimeSpent(125)).toBe('2 minutes 5 seconds');
    expect(formatTimeSpent(3660)).toBe('1 hour 1 minute');
    expect(secondsSpent(Number.NaN)).toBe(0);
  });
});

describe('reading the wire and resuming', () => {
  it('reads op and tp as 0, 1 or 2', () => {
    expect([0, 1, 2, 3, null, '2'].map(objectStatus)).toEqual([0, 1, 2, 0, 0, 0]);
    expect([0, 1, 2, 7].map(topicStatus)).toEqual([0, 1, 2, 0]);
  });
  it('resumes on the first unfinished object of an enabled unit, else the first object', () => {
    expect(resumeObjectId(course([2, 2, 1, 0]))).toBe('b1');
    expect(resumeObjectId(course([2, 2, 0, 0], { unitBEnabled: false }))).toBe('a1');
    expect(resumeObjectId(course([2, 2, 2, 2]))).toBe('a1');
  });
  it('signed content lasts one hour (spec part 2, section 9)', () => {
    expect(SIGNED_CONTENT_TTL_SECONDS).toBe(3600);
  });
});
