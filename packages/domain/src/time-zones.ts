/**
 * How the portal writes a moment, and in which time zone (issue 31, section 4;
 * docs/decisions/275). One rule for the gateway and the web:
 *
 * - where the spec gives a format, that format, word for word, in the zone the spec
 *   names (program cards DD MMM YYYY, assessments DD/MM/YYYY h:mm:ss a, test times
 *   YYYY-MM-DD h:mm a, announcements DD/MM/YYYY, course videos DD-MM-YYYY: dates.ts,
 *   assessments/rules.ts, assigned-tests.ts, learning/media.ts);
 * - everywhere else the house format, in the learner's time zone: '5 Jan 2027' for a
 *   day, '5 Jan 2027, 11:41 pm (GMT+5:30)' for a moment, which always says its zone;
 * - an exam's or a test's time in India time (the university's, spec part 2 and part 3,
 *   section 9) and, when the learner's zone differs at that moment, in the learner's too.
 *
 * The learner's zone is the one chosen in the profile, else the browser's. Intl only
 * (no dayjs): the web's first chunk carries this module. The spec's formats that the
 * dashboard's code reaches (program cards, announcements, assessments: the bell's messages
 * name an assessment's opening) are written from `writeZoned` too, so that the dashboard
 * downloads no date library (docs/decisions/402).
 */

/**
 * The university's time zone (spec part 2 and part 3, section 9: Asia/Kolkata): India time.
 * Program start and end are the university's calendar days, so they are shown in its
 * zone: a learner west of UTC must not see a batch start the day before.
 */
export const UNIVERSITY_TIME_ZONE = 'Asia/Kolkata';

/** Said after an exam's time in India time, and after the learner's. */
export const TIME_ZONE_LABELS = {
  india: 'India time',
  learner: 'your time',
} as const;

/** The profile's time-zone field refuses anything but a zone of the list (not in the spec: its own words). */
export const TIME_ZONE_MESSAGE = 'Choose a time zone from the list.';

/** A moment as epoch milliseconds: a Date, a number of milliseconds, or a string Date.parse reads (NaN otherwise). */
export const millisOf = (value: Date | string | number): number => (value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value));

let supported: ReadonlySet<string> | undefined;
/** The zones this runtime knows (Intl.supportedValuesOf), read once. */
export function supportedTimeZones(): readonly string[] {
  supported ??= new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  return [...supported];
}

/**
 * A zone of Intl.supportedValuesOf('timeZone'), or another name of one of them: ICU's list
 * keeps older canonical names (it lists Asia/Calcutta, not Asia/Kolkata, and no UTC),
 * while browsers report either, so a name is also taken when Intl resolves it to a
 * listed zone or to UTC.
 */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  supportedTimeZones();
  if (supported!.has(value)) return true;
  try {
    const resolved = new Intl.DateTimeFormat('en-GB', {
      timeZone: value,
    }).resolvedOptions().timeZone;
    return resolved === 'UTC' || supported!.has(resolved) || supported!.has(value);
  } catch {
    return false;
  }
}

/**
 * The device's zone as last read, and until when it is kept: reading it builds two
 * formatters (tens of microseconds, much more on a slow phone), and screens ask on every
 * render. A device that changes zone is read anew within a minute.
 */
let deviceZone: { zone: string; until: number } | undefined;
const DEVICE_ZONE_KEPT_MS = 60_000;

/** The browser's (or the server's) own zone; UTC when it cannot tell. */
export function deviceTimeZone(): string {
  const now = Date.now();
  if (deviceZone && now < deviceZone.until) return deviceZone.zone;
  let zone = 'UTC';
  try {
    const resolved = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (resolved && isTimeZone(resolved)) zone = resolved;
  } catch {
    // UTC, as when the device names no zone.
  }
  deviceZone = { zone, until: now + DEVICE_ZONE_KEPT_MS };
  return zone;
}

/** The zone to write times in: the learner's choice when it is a zone, else the device's. */
export function learnerTimeZone(chosen: string | null | undefined): string {
  const zone = chosen?.trim() ?? '';
  return zone && isTimeZone(zone) ? zone : deviceTimeZone();
}

// Formatters are costly to build (tens of microseconds each); one per zone and shape.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'offset' | 'parts', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'parts'
        ? { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' }
        : { timeZone, timeZoneName: 'shortOffset' };
    f = new Intl.DateTimeFormat('en-GB', options);
    formatters.set(key, f);
  }
  return f;
}

const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';

/** The months as the spec's MMM writes them, in English: 'Sep', where Intl's en-GB writes 'Sept'. */
export const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A moment's wall clock in a zone, as numbers: month 1 to 12, hour 0 to 23. */
export type ZonedParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** What dayjs wrote for a value that is no moment: a date the upstream garbled reads so, never a crash. */
const INVALID_DATE = 'Invalid Date';

/**
 * A moment written from its wall clock in `timeZone` (the spec's DD/MM/YYYY, DD MMM YYYY,
 * h:mm:ss a, and the house day and clock), or 'Invalid Date' for a value that is no moment.
 */
export function writeZoned(value: Date | string | number, timeZone: string, write: (parts: ZonedParts) => string): string {
  const millis = millisOf(value);
  if (!Number.isFinite(millis)) return INVALID_DATE;
  const p = formatter('parts', timeZone).formatToParts(new Date(millis));
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(part(p, type));
  // An engine may write midnight as 24 even in the h23 cycle.
  return write({ year: n('year'), month: n('month'), day: n('day'), hour: n('hour') % 24, minute: n('minute'), second: n('second') });
}

/** A number in two digits at least: 5 → '05'. */
export const twoDigits = (n: number): string => String(n).padStart(2, '0');

/** The hour on a 12-hour clock, and its 'am' or 'pm': 0 → [12, 'am'], 13 → [1, 'pm']. */
export const twelveHour = (hour: number): [number, 'am' | 'pm'] => [hour % 12 || 12, hour < 12 ? 'am' : 'pm'];

/** The zone's offset at that moment as 'GMT+5:30' ('GMT' for UTC itself, 'GMT+0' spelled so too). */
export function timeZoneOffsetLabel(value: Date | string | number, timeZone: string): string {
  const name = part(formatter('offset', timeZone).formatToParts(new Date(millisOf(value))), 'timeZoneName');
  return name === 'GMT' ? 'GMT+0' : name;
}

/** The zone as a person reads it in a list: 'Asia/Kolkata (GMT+5:30)', its offset now. */
export function timeZoneOptionLabel(timeZone: string, now: Date | number = Date.now()): string {
  return `${timeZone.replace(/_/g, ' ')} (${timeZoneOffsetLabel(now, timeZone)})`;
}

/**
 * The house day: '5 Jan 2027', the day of that moment in `timeZone`. Its months are the
 * spec's ('5 Sep 2026'), never the engine's: Intl's en-GB writes 'Sept' in newer ICU data and
 * 'Sep' in older, and a page the gateway draws must read as the browser then writes it.
 */
export function formatHouseDate(value: Date | string | number, timeZone: string): string {
  return writeZoned(value, timeZone, ({ year, month, day }) => `${day} ${MONTH_ABBREVIATIONS[month - 1]} ${year}`);
}

/** A calendar day 'YYYY-MM-DD' (an event's, a week's) as the house writes a day: '9 Dec 2026'; no zone, it is a day. */
export function formatHouseCalendarDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  return formatHouseDate(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12), 'UTC');
}

/** The house moment's clock: '11:41 pm' in `timeZone`. */
export function formatHouseClock(value: Date | string | number, timeZone: string): string {
  return writeZoned(value, timeZone, ({ hour, minute }) => {
    const [h, period] = twelveHour(hour);
    return `${h}:${twoDigits(minute)} ${period}`;
  });
}

/** The house moment: '5 Jan 2027, 11:41 pm (GMT+5:30)', always with its zone. */
export function formatHouseDateTime(value: Date | string | number, timeZone: string): string {
  return `${formatHouseDate(value, timeZone)}, ${formatHouseClock(value, timeZone)} (${timeZoneOffsetLabel(value, timeZone)})`;
}

/** True when the two zones show the same clock at that moment (so one time says it all). */
export function sameClock(value: Date | string | number, a: string, b: string): boolean {
  return timeZoneOffsetLabel(value, a) === timeZoneOffsetLabel(value, b);
}

/**
 * An exam's or a test's time for the learner: India time as `indiaFormat` writes it (the
 * spec's format for that screen) labelled 'India time', and the learner's time in the house
 * format labelled 'your time', or null when the learner's clock is India's at that moment.
 */
export function examTime(value: Date | string | number, learnerZone: string, indiaFormat: (value: Date | string | number) => string): { india: string; learner: string | null } {
  return {
    india: `${indiaFormat(value)} ${TIME_ZONE_LABELS.india}`,
    learner: sameClock(value, learnerZone, UNIVERSITY_TIME_ZONE) ? null : `${formatHouseDateTime(value, learnerZone)} ${TIME_ZONE_LABELS.learner}`,
  };
}
