import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAssessmentDate } from './assessments/rules.js';
import { formatAnnouncementDate, formatProgramDate } from './dates.js';
import { formatTestTime } from './assigned-tests.js';
import {
  deviceTimeZone,
  examTime,
  formatHouseCalendarDay,
  formatHouseClock,
  formatHouseDate,
  formatHouseDateTime,
  isTimeZone,
  learnerTimeZone,
  MONTH_ABBREVIATIONS,
  timeZoneOffsetLabel,
  timeZoneOptionLabel,
  UNIVERSITY_TIME_ZONE,
} from './time-zones.js';

dayjs.extend(utc);
dayjs.extend(timezone);

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

describe('the spec formats the dashboard reaches, written from Intl, as dayjs wrote them (docs/decisions/402)', () => {
  const zones = ['Asia/Kolkata', 'UTC', 'America/New_York', 'America/Los_Angeles', 'Europe/London', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Asia/Kathmandu'];
  // Moments spread over 1990 to 2060 by a fixed sequence, with every DST change of 2026 in
  // New York and London and the hours around midnight and noon.
  const moments: number[] = [];
  let seed = 20_261_207;
  for (let i = 0; i < 250; i += 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    moments.push(Date.UTC(1990, 0, 1) + Math.floor((seed / 2_147_483_648) * (Date.UTC(2060, 0, 1) - Date.UTC(1990, 0, 1))));
  }
  for (const change of [Date.UTC(2026, 2, 8, 7), Date.UTC(2026, 10, 1, 6), Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)]) {
    for (let minutes = -90; minutes <= 90; minutes += 15) moments.push(change + minutes * 60_000);
  }
  for (let hour = 0; hour < 24; hour += 1) moments.push(Date.UTC(2026, 8, 5, hour, 30, 9));

  it('program cards (DD MMM YYYY), announcements (DD/MM/YYYY) and assessments (DD/MM/YYYY h:mm:ss a), in every zone', () => {
    const differences: string[] = [];
    for (const zone of zones) {
      for (const moment of moments) {
        const expected = dayjs(moment).tz(zone);
        const pairs: [string, string][] = [
          [formatProgramDate(moment, zone), expected.format('DD MMM YYYY')],
          [formatAnnouncementDate(moment, zone), expected.format('DD/MM/YYYY')],
          [formatAssessmentDate(moment, zone), expected.format('DD/MM/YYYY h:mm:ss a')],
          // The house day and clock, written from the same parts.
          [formatHouseDate(moment, zone), expected.format('D MMM YYYY')],
          [formatHouseClock(moment, zone), expected.format('h:mm a')],
        ];
        for (const [written, wanted] of pairs) if (written !== wanted) differences.push(`${new Date(moment).toISOString()} ${zone}: ${written} ≠ ${wanted}`);
      }
    }
    expect(differences.slice(0, 5)).toEqual([]);
    // dayjs's zones are slow (about 0.1 ms a moment, far more on a busy machine): patience, not a budget.
  }, 60_000);

  it('September is Sep, as the spec’s MMM writes it, where Intl’s en-GB writes Sept: on program cards and in the house day', () => {
    expect(formatProgramDate(Date.UTC(2026, 8, 5, 6), 'Asia/Kolkata')).toBe('05 Sep 2026');
    expect(formatHouseDate(Date.UTC(2026, 8, 5, 6), 'Asia/Kolkata')).toBe('5 Sep 2026');
    expect(MONTH_ABBREVIATIONS).toHaveLength(12);
  });

  it('midnight is 12 am and noon 12 pm', () => {
    expect(formatAssessmentDate(Date.UTC(2026, 0, 1, 0, 0, 5), 'UTC')).toBe('01/01/2026 12:00:05 am');
    expect(formatAssessmentDate(Date.UTC(2026, 0, 1, 12, 7, 0), 'UTC')).toBe('01/01/2026 12:07:00 pm');
    expect(formatHouseClock(Date.UTC(2026, 0, 1, 0, 0, 0), 'UTC')).toBe('12:00 am');
  });

  it('a value that is no moment reads Invalid Date, as dayjs wrote it, rather than throwing', () => {
    const wanted = dayjs(Number.NaN).tz(UNIVERSITY_TIME_ZONE).format('DD MMM YYYY');
    expect(wanted).toBe('Invalid Date');
    for (const written of [
      formatProgramDate('not a date'),
      formatAnnouncementDate('not a date'),
      formatAssessmentDate('not a date'),
      formatHouseDate('not a date', 'UTC'),
      formatHouseClock(Number.NaN, 'UTC'),
    ])
      expect(written).toBe(wanted);
  });
});
