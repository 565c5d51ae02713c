import { describe, expect, it } from 'vitest';
import { applicationSteps } from './application-status.js';
import { levelEnum, levelLabel, plainText, PROGRAM_LEVELS } from './catalog.js';
import { progressPercent, visibleCourses } from './progress.js';

describe('My Programs courses (spec part 1, section 3)', () => {
  it('removes elective courses that are not selected and keeps the rest in order', () => {
    const courses = [
      { id: 1, elective: false, selected: false },
      { id: 2, elective: true, selected: true },
      { id: 3, elective: true, selected: false },
      { id: 4, elective: false, selected: true },
    ];
    expect(visibleCourses(courses).map((c) => c.id)).toEqual([1, 2, 4]);
  });
  it('clamps progress to 0..100', () => {
    expect(progressPercent(140)).toBe(100);
    expect(progressPercent(-3)).toBe(0);
    expect(progressPercent(null)).toBe(0);
    expect(progressPercent(33.333)).toBe(33.33);
  });
});

describe('application steps by pstatus (spec part 1, section 4)', () => {
  it.each([
    [0, [false, false, false]],
    [1, [true, false, false]],
    [2, [true, true, false]],
    [3, [true, true, true]],
    // Sent back for changes is not approved: it is back at the first step (docs/decisions/091).
    [5, [false, false, false]],
  ])('pstatus %i reaches %j', (pstatus, reached) => {
    expect(applicationSteps(pstatus).map((s) => s.reached)).toEqual(reached);
    expect(applicationSteps(pstatus).map((s) => s.label)).toEqual(['Fill Your Details', 'Under Review', 'Approved']);
  });
});

describe('catalogue levels', () => {
  it('lists the six levels in menu order with labels and enum values', () => {
    expect(PROGRAM_LEVELS.map(levelLabel)).toEqual(['Certificate', 'Diploma', 'Graduate', 'PG Diploma', 'Undergraduate', 'Doctor of Pharmacy']);
    expect(levelEnum('pgdiploma')).toBe('POSTGRADUATE_DIPLOMA');
  });
  it('turns an HTML program name into plain text', () => {
    expect(plainText('<b>B.Sc.</b>&nbsp;in <i>Data &amp; AI</i>')).toBe('B.Sc. in Data & AI');
  });
});
