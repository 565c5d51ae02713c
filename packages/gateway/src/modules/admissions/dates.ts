/**
 * "Today" for the paper form's date rules (spec part 3, 5.1: the signing date
 * is at least today; the date of birth at most today minus 10 years). The
 * browser knows the applicant's calendar day, the gateway does not, and
 * applicants sign from India to West Africa and beyond. So the gateway takes
 * the earliest calendar day anywhere on Earth (UTC-12): a signing date that
 * is today for the applicant is never refused, and the date of birth is at
 * worst one day stricter (docs/decisions/036).
 *
 * The domain formats dates in the process's own time zone, so the day is
 * handed over as local noon of that calendar day, whatever TZ the server runs in.
 */
const EARLIEST_OFFSET_MS = 12 * 60 * 60 * 1000;

export function earliestToday(now: Date = new Date()): Date {
  const earliest = new Date(now.getTime() - EARLIEST_OFFSET_MS);
  return new Date(earliest.getUTCFullYear(), earliest.getUTCMonth(), earliest.getUTCDate(), 12);
}
