import { describe, expect, it } from 'vitest';
import { levelEnum, levelLabel, parseProgramId, plainText, PROGRAM_LEVELS } from './catalog.js';
import { courseToContinue, progressPercent, visibleCourses } from './progress.js';

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

describe('the course to continue (docs/decisions/177)', () => {
  const course = (id: string, progressPercent: number, lastActivityAt: number | null) => ({ id, progressPercent, lastActivityAt });
  it('follows the last activity across courses, not the order of the courses', () => {
    const courses = [course('A', 40, 1_000), course('B', 10, 2_000), course('C', 60, 1_500)];
    expect(courseToContinue(courses)?.id).toBe('B');
  });
  it('leaves out courses not started and finished ones, however recent', () => {
    expect(courseToContinue([course('A', 40, 1_000), course('B', 100, 9_000), course('C', 0, 8_000)])?.id).toBe('A');
  });
  it('without any recorded activity, takes the first course in progress', () => {
    expect(courseToContinue([course('A', 0, null), course('B', 30, null), course('C', 50, null)])?.id).toBe('B');
    expect(courseToContinue([course('B', 30, null), course('C', 50, 5)])?.id).toBe('C');
  });
  it('is null when no course is in progress', () => {
    expect(courseToContinue([course('A', 0, null), course('B', 100, 1)])).toBeNull();
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
  it.each([
    ['  Diploma in Yoga  ', 'Diploma in Yoga'],
    ['Diploma  in\tYoga', 'Diploma in Yoga'],
    ['Diploma\u00a0in\nYoga', 'Diploma in Yoga'],
    ['Diploma in Yoga', 'Diploma in Yoga'],
  ])('collapses the white space of %j, with or without markup to remove', (name, plain) => {
    expect(plainText(name)).toBe(plain);
  });
});

describe('program ids from a client', () => {
  it.each([
    ['301', 301],
    [' 42 ', 42],
    ['999999999', 999999999],
  ])('%j names pid %i', (id, pid) => {
    expect(parseProgramId(id)).toBe(pid);
  });
  it.each(['', '0', '007', '-1', '+3', '3.0', '1e3', 'abc', '301; drop', '1000000000'])('%j names no program', (id) => {
    expect(parseProgramId(id)).toBeNull();
  });
});
