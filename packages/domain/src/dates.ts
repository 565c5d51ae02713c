import { MONTH_ABBREVIATIONS, twoDigits, UNIVERSITY_TIME_ZONE, writeZoned } from './time-zones.js';

// The zones and the house format live in time-zones.ts. No dayjs here: the dashboard's code
// reaches this module, and it downloads no date library (docs/decisions/402).

/**
 * Program start and end values: a 10-digit number is epoch seconds, anything
 * else epoch milliseconds (spec part 1, section 4).
 */
export function toEpochMillis(value: number | string): number {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  if (!Number.isFinite(n)) throw new RangeError(`Not an epoch value: ${String(value)}`);
  const digits = String(Math.trunc(Math.abs(n))).length;
  return digits === 10 ? n * 1000 : n;
}

/** A program's or an announcement's moment: a Date, an ISO string, or an epoch value in seconds or milliseconds (toEpochMillis). */
const programMillis = (value: number | string | Date): number =>
  value instanceof Date ? value.getTime() : typeof value === 'string' && !/^\d+$/.test(value.trim()) ? Date.parse(value) : toEpochMillis(value);

/** DD MMM YYYY in the university's time zone, as on the My Programs cards (spec part 1, section 2). */
export function formatProgramDate(value: number | string | Date, timeZone: string = UNIVERSITY_TIME_ZONE): string {
  return writeZoned(programMillis(value), timeZone, ({ year, month, day }) => `${twoDigits(day)} ${MONTH_ABBREVIATIONS[month - 1]} ${year}`);
}

/** DD/MM/YYYY in the university's time zone, as announcements are dated (spec part 3, section 9: from epoch seconds). */
export function formatAnnouncementDate(value: number | string | Date, timeZone: string = UNIVERSITY_TIME_ZONE): string {
  return writeZoned(programMillis(value), timeZone, ({ year, month, day }) => `${twoDigits(day)}/${twoDigits(month)}/${year}`);
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written 'YYYY-MM-DD' ('2026-02-30' is not one). */
export function isCalendarDate(value: string): boolean {
  const m = CALENDAR_DAY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/**
 * A stored day as the schema's Date: the day when it is one, else null.
 * Stored forms keep '' for "not given" (and older drafts may keep anything),
 * while the contract says a day or null.
 */
export function calendarDateOrNull(value: unknown): string | null {
  const day = typeof value === 'string' ? value.trim() : '';
  return isCalendarDate(day) ? day : null;
}

// The Upcoming Events rule lives in events.ts (no dayjs: the dashboard's first load stays light).
export { UPCOMING_EVENTS_LIMIT, upcomingEvents, upcomingEventsTrimmed } from './events.js';
