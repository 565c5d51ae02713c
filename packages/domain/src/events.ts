/** 'YYYY-MM-DD' of a moment in the local time zone (as dayjs(date).format('YYYY-MM-DD')). */
function localDayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** At most this many events feed the upcoming list once there are more than five (spec part 1, section 4). */
export const UPCOMING_EVENTS_LIMIT = 3;
const UPCOMING_EVENTS_THRESHOLD = 5;

/** True when the Upcoming Events list uses only the last three events, since more than five exist (spec part 1, section 4). */
export function upcomingEventsTrimmed(eventCount: number): boolean {
  return eventCount > UPCOMING_EVENTS_THRESHOLD;
}

/**
 * The Upcoming Events list (spec part 1, section 4): when more than five
 * events exist, only the last three are used; of those, the ones dated this
 * year from today on. `start` is 'YYYY-MM-DD'. The older client compared month
 * and day separately, which hid next month's early days; we compare whole
 * dates (docs/decisions/005-upcoming-events.md).
 */
export function upcomingEvents<T extends { start: string }>(events: readonly T[], today: Date): T[] {
  // 'YYYY-MM-DD' sorts as plain text. Not localeCompare: its first call builds an ICU
  // collator, about 90 ms of a phone's dashboard boot (issue 7, section 5).
  const sorted = [...events].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const used = upcomingEventsTrimmed(sorted.length) ? sorted.slice(-UPCOMING_EVENTS_LIMIT) : sorted;
  const todayKey = localDayKey(today);
  const year = todayKey.slice(0, 4);
  return used.filter((e) => e.start.slice(0, 4) === year && e.start >= todayKey);
}
