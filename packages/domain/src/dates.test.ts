import { describe, expect, it } from 'vitest';
import { calendarDateOrNull, formatAnnouncementDate, formatProgramDate, toEpochMillis, upcomingEvents } from './dates.js';

describe('program dates: a 10-digit value is seconds, otherwise milliseconds (spec part 1, section 4)', () => {
  it('a 10-digit number is read as seconds', () => {
    expect(toEpochMillis(1_767_268_800)).toBe(1_767_268_800_000);
  });
  it('a 13-digit number is read as milliseconds', () => {
    expect(toEpochMillis(1_767_268_800_000)).toBe(1_767_268_800_000);
  });
  it('a numeric string follows the same rule', () => {
    expect(toEpochMillis('1767268800')).toBe(1_767_268_800_000);
    expect(toEpochMillis('1767268800000')).toBe(1_767_268_800_000);
  });
  it('a 9-digit value is milliseconds, not seconds', () => {
    expect(toEpochMillis(999_999_999)).toBe(999_999_999);
  });
  it('garbage is refused rather than shown as a wrong date', () => {
    expect(() => toEpochMillis('soon')).toThrow(RangeError);
  });
  it("shows the university's calendar day wherever the learner is", () => {
    // Midnight in India is 18:30 UTC the day before; midnight UTC is 05:30 in India.
    expect(formatProgramDate('2026-02-28T18:30:00.000Z')).toBe('01 Mar 2026');
    expect(formatProgramDate(Date.UTC(2026, 2, 1))).toBe('01 Mar 2026');
    expect(formatProgramDate(Date.UTC(2026, 2, 1) / 1000)).toBe('01 Mar 2026');
  });
  it('can format in another zone when asked', () => {
    expect(formatProgramDate(Date.UTC(2026, 2, 1), 'America/Los_Angeles')).toBe('28 Feb 2026');
  });
  it('formats both forms of the same noon as DD MMM YYYY', () => {
    // 2026-01-15 12:00 UTC: the same calendar day in every time zone from UTC-11 to UTC+11.
    expect(formatProgramDate(1_768_478_400)).toBe('15 Jan 2026');
    expect(formatProgramDate(1_768_478_400_000)).toBe('15 Jan 2026');
    expect(formatProgramDate('2026-01-15T12:00:00.000Z')).toBe('15 Jan 2026');
  });
});

describe('upcoming events (spec part 1, section 4)', () => {
  const today = new Date(2026, 5, 10); // 10 June 2026, local time
  const ev = (start: string) => ({ title: start, start });

  it('keeps events from today on in this year', () => {
    const list = [ev('2026-06-09'), ev('2026-06-10'), ev('2026-07-01'), ev('2027-01-05')];
    expect(upcomingEvents(list, today).map((e) => e.start)).toEqual(['2026-06-10', '2026-07-01']);
  });
  it('keeps a later month even when its day number is smaller than today', () => {
    expect(upcomingEvents([ev('2026-07-01')], today)).toHaveLength(1);
  });
  it('with more than five events uses only the last three', () => {
    const list = ['2026-06-11', '2026-06-12', '2026-06-13', '2026-06-14', '2026-06-15', '2026-06-16'].map(ev);
    expect(upcomingEvents(list, today).map((e) => e.start)).toEqual(['2026-06-14', '2026-06-15', '2026-06-16']);
  });
  it('with exactly five events uses all five', () => {
    const list = ['2026-06-11', '2026-06-12', '2026-06-13', '2026-06-14', '2026-06-15'].map(ev);
    expect(upcomingEvents(list, today)).toHaveLength(5);
  });
  it('is empty when nothing is ahead', () => {
    expect(upcomingEvents([ev('2026-01-01')], today)).toEqual([]);
  });
});

describe('a stored day as the schema reads it: a real YYYY-MM-DD day, or null', () => {
  it('keeps a real day, trimmed', () => {
    expect(calendarDateOrNull(' 1998-07-21 ')).toBe('1998-07-21');
    expect(calendarDateOrNull('2024-02-29')).toBe('2024-02-29');
  });
  it('reads a day not given, or not a day, as null', () => {
    for (const value of ['', '2025-02-29', '21/07/1998', '1998-7-21', '1998-07-21T00:00:00Z', null, undefined, 19980721]) expect(calendarDateOrNull(value)).toBeNull();
  });
});

describe('announcement dates (spec part 3, section 9)', () => {
  it('are DD/MM/YYYY in the university\u2019s zone, from epoch seconds or an instant', () => {
    // 20:00 UTC on 31 Jan is already 1 Feb in India.
    expect(formatAnnouncementDate(Date.UTC(2026, 0, 31, 20) / 1000)).toBe('01/02/2026');
    expect(formatAnnouncementDate('2026-01-31T20:00:00.000Z')).toBe('01/02/2026');
  });
});
