import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAssessmentDate } from './assessments/rules.js';
import { formatTestTime } from './assigned-tests.js';
import {
  deviceTimeZone,
  examTime,
  formatHouseCalendarDay,
  formatHouseDate,
  formatHouseDateTime,
  isTimeZone,
  learnerTimeZone,
  timeZoneOffsetLabel,
  timeZoneOptionLabel,
  UNIVERSITY_TIME_ZONE,
} from './time-zones.js';

// 2027-01-05 18:11 UTC: 11:41 pm in India, 6:11 pm in London, 10:11 am in Los Angeles.
const at = '2027-01-05T18:11:00Z';

describe('the house format: a day, a moment, always its zone (issue 31, section 4)', () => {
  it('writes a moment as D MMM YYYY, h:mm am/pm with the zone it is in', () => {
    expect(formatHouseDateTime(at, 'Asia/Kolkata')).toBe('5 Jan 2027, 11:41 pm (GMT+5:30)');
    expect(formatHouseDateTime(at, 'Europe/London')).toBe('5 Jan 2027, 6:11 pm (GMT+0)');
    expect(formatHouseDateTime(Date.parse(at), 'America/Los_Angeles')).toBe('5 Jan 2027, 10:11 am (GMT-8)');
    expect(formatHouseDateTime(new Date(at), 'UTC')).toBe('5 Jan 2027, 6:11 pm (GMT+0)');
  });
  it('writes a day as the day of that moment in the zone asked', () => {
    expect(formatHouseDate('2027-01-05T20:00:00Z', 'Asia/Kolkata')).toBe('6 Jan 2027');
    expect(formatHouseDate('2027-01-05T20:00:00Z', 'Europe/London')).toBe('5 Jan 2027');
  });
  it('writes a calendar day the same everywhere', () => {
    expect(formatHouseCalendarDay('2026-12-09')).toBe('9 Dec 2026');
  });
  it('follows summer time', () => {
    expect(timeZoneOffsetLabel('2027-07-05T12:00:00Z', 'Europe/London')).toBe('GMT+1');
    expect(timeZoneOptionLabel('America/Los_Angeles', Date.parse('2027-01-05T12:00:00Z'))).toBe('America/Los Angeles (GMT-8)');
  });
});

describe('exam and test times: India time, and the learner’s when it differs', () => {
  it('says India time in the spec’s format and the learner’s time in the house format', () => {
    expect(examTime(at, 'Europe/London', formatTestTime)).toEqual({
      india: '2027-01-05 11:41 pm India time',
      learner: '5 Jan 2027, 6:11 pm (GMT+0) your time',
    });
    expect(examTime(at, 'Africa/Lagos', (v) => formatAssessmentDate(v))).toEqual({
      india: '05/01/2027 11:41:00 pm India time',
      learner: '5 Jan 2027, 7:11 pm (GMT+1) your time',
    });
  });
  it('says it once when the learner’s clock is India’s', () => {
    expect(examTime(at, UNIVERSITY_TIME_ZONE, formatTestTime)).toEqual({
      india: '2027-01-05 11:41 pm India time',
      learner: null,
    });
    expect(examTime(at, 'Asia/Calcutta', formatTestTime).learner).toBeNull();
  });
});

describe('the profile’s time zone: a zone of Intl.supportedValuesOf, or another name of one', () => {
  it('takes listed zones and their other names', () => {
    for (const zone of ['Europe/London', 'Asia/Calcutta', 'Asia/Kolkata', 'UTC', 'America/Argentina/Buenos_Aires']) expect(isTimeZone(zone)).toBe(true);
  });
  it('refuses what is no zone', () => {
    for (const zone of ['', 'Mars/Olympus', 'Europe/London; drop', '../etc', 'x'.repeat(80), 'GMT+5']) expect(isTimeZone(zone)).toBe(false);
  });
  it('falls back to the device’s zone when none, or no zone, was chosen', () => {
    const device = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(learnerTimeZone(null)).toBe(device);
    expect(learnerTimeZone('Mars/Olympus')).toBe(device);
    expect(learnerTimeZone(' Africa/Lagos ')).toBe('Africa/Lagos');
  });
});

describe("the device's zone (issue 31, section 6: read on every render of a screen)", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  it('is read from the device once a minute, not on every call', () => {
    vi.useFakeTimers({ now: Date.parse('2031-01-01T00:00:00Z') });
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const zone = deviceTimeZone();
    const readings = built.mock.calls.length;
    expect(readings).toBeGreaterThan(0);
    for (let i = 0; i < 100; i++) expect(deviceTimeZone()).toBe(zone);
    expect(built.mock.calls.length).toBe(readings);
    vi.advanceTimersByTime(61_000);
    expect(deviceTimeZone()).toBe(zone);
    expect(built.mock.calls.length).toBeGreaterThan(readings);
  });
});
