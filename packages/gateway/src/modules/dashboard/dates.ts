import { createHash } from 'node:crypto';
import { toEpochMillis } from '@portal/domain';

/**
 * A program's start or end as an ISO instant. 10-digit values are seconds,
 * others milliseconds (spec part 1, section 4); 0, empty or unreadable values
 * mean the university has not said.
 */
export function programInstant(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '' || value === 0 || value === '0') return null;
  try {
    const millis = toEpochMillis(value);
    const date = new Date(millis);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  } catch {
    return null;
  }
}

/** An event's day as YYYY-MM-DD; `start` is a year-month-day string (spec part 1, section 3), possibly with a time. */
export function eventDay(start: string): string {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(start.trim());
  if (match) return `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}`;
  const parsed = new Date(start);
  return Number.isNaN(parsed.getTime()) ? start : parsed.toISOString().slice(0, 10);
}

/** Events carry no id on the wire; this one is stable for the same event (its GraphQL id and its iCal UID). */
export function eventId(start: string, title: string, link?: string | null): string {
  return createHash('sha256')
    .update(`${start}\n${title}\n${link ?? ''}`)
    .digest('base64url')
    .slice(0, 16);
}
