import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, DEFAULT_PODCAST_VOLUME, formatCourseVideoDate, pageCount, pageOf, PAGE_SIZE_OPTIONS } from './media.js';

describe('learning media constants (spec part 2, section 9)', () => {
  it('pages by 5, 10, 25 or All, 5 by default; podcasts open at volume 0.8', () => {
    expect(PAGE_SIZE_OPTIONS).toEqual([5, 10, 25, 'All']);
    expect(DEFAULT_PAGE_SIZE).toBe(5);
    expect(DEFAULT_PODCAST_VOLUME).toBe(0.8);
  });
});

describe('formatCourseVideoDate', () => {
  it('shows a course video\u2019s day as DD-MM-YYYY', () => {
    expect(formatCourseVideoDate('2026-03-07')).toBe('07-03-2026');
  });
  it('shows nothing for a missing or malformed day', () => {
    expect(formatCourseVideoDate(null)).toBe('');
    expect(formatCourseVideoDate('07/03/2026')).toBe('');
  });
});

describe('paging', () => {
  const rows = Array.from({ length: 12 }, (_, i) => i + 1);
  it('cuts pages of the chosen size, the last one short', () => {
    expect(pageOf(rows, 5, 0)).toEqual([1, 2, 3, 4, 5]);
    expect(pageOf(rows, 5, 2)).toEqual([11, 12]);
    expect(pageCount(12, 5)).toBe(3);
    expect(pageCount(12, 25)).toBe(1);
  });
  it('shows every row on one page for All', () => {
    expect(pageOf(rows, 'All', 0)).toHaveLength(12);
    expect(pageCount(12, 'All')).toBe(1);
    expect(pageCount(0, 10)).toBe(1);
  });
});
