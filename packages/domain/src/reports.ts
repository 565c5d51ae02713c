/**
 * Reports and analytics (issue 20; docs/decisions/241 and 243): the rules that
 * turn the learner's stored activity into the screen's figures, shared by the
 * gateway (which computes them) and the web (which words them). No I/O, no
 * clock: "today" is passed in.
 */
import { UNIVERSITY_TIME_ZONE } from './time-zones.js';

/** The weeks the time chart shows, the current one included. */
export const REPORT_WEEKS = 8;
/** At most this many entries in "Due next". */
export const DUE_NEXT_LIMIT = 5;

/** What the screen says when a part has nothing to show (not in the spec: the older screen showed sample charts). */
export const REPORT_MESSAGES = {
  noPrograms: 'You are not enrolled in any program yet. Your progress will show here once you start learning.',
  noTime: `No learning time recorded in the last ${REPORT_WEEKS} weeks. Time is counted when you complete a unit.`,
  noQuizScores: 'No quiz scores yet.',
  noAssessmentScores: 'No assessment or assignment scores yet. A score shows here once the assessment has ended.',
  nothingDue: 'Nothing is due. New assessments and events will show here.',
} as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function utcOf(day: string): number {
  const m = DAY.exec(day);
  if (!m) throw new RangeError(`Not a day: ${day}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}
const dayOf = (utc: number) => new Date(utc).toISOString().slice(0, 10);

/** The university's day ('YYYY-MM-DD', Asia/Kolkata) of a moment. */
export function universityDay(epochMs: number, timeZone: string = UNIVERSITY_TIME_ZONE): string {
  // en-CA writes YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(epochMs));
}

/** The Monday of the week a day lies in (weeks run Monday to Sunday, ISO 8601). */
export function weekStarting(day: string): string {
  const utc = utcOf(day);
  const weekday = (new Date(utc).getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  return dayOf(utc - weekday * DAY_MS);
}

export type DayOfLearning = { day: string; seconds: number };
export type WeekOfLearning = { weekStarting: string; secondsSpent: number };

/**
 * Seconds per week for the `weeks` weeks that end with today's, oldest first;
 * a week without activity counts 0, and days outside those weeks are left out.
 */
export function weeklyTime(days: readonly DayOfLearning[], today: string, weeks: number = REPORT_WEEKS): WeekOfLearning[] {
  const last = utcOf(weekStarting(today));
  const out: WeekOfLearning[] = Array.from({ length: weeks }, (_, i) => ({
    weekStarting: dayOf(last - (weeks - 1 - i) * 7 * DAY_MS),
    secondsSpent: 0,
  }));
  const index = new Map(out.map((w, i) => [w.weekStarting, i]));
  for (const d of days) {
    if (!DAY.test(d.day)) continue;
    const i = index.get(weekStarting(d.day));
    if (i !== undefined) out[i].secondsSpent += Math.max(0, Math.floor(d.seconds));
  }
  return out;
}

/** A quiz score's date as posted ('d.m.yyyy', spec part 2, section 7) as 'YYYY-MM-DD', or null when it is not a day. */
export function quizScoreDay(cdate: string): string | null {
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(cdate.trim());
  if (!m) return null;
  const day = `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  const utc = Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1]));
  return dayOf(utc) === day ? day : null;
}

/** A score as a percent of the most an attempt can score, to one decimal; null when nothing can be scored. */
export function scorePercent(score: number, maximum: number): number | null {
  if (!Number.isFinite(score) || !Number.isFinite(maximum) || maximum <= 0) return null;
  return Math.round((Math.min(Math.max(score, 0), maximum) / maximum) * 1000) / 10;
}

/**
 * A duration as the chart labels it: '1 h 20 min', '45 min', whole minutes rounded down; under
 * a minute, the seconds ('25 s'), so a week with some completed work never reads as none
 * (issue 31: 25 s showed as '0 min'). Nothing at all is '0 min'.
 */
export function shortDuration(seconds: number): string {
  const s = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  if (s > 0 && s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** Due next: the entries from `today` on, soonest first (by day, then by time, then by title), at most DUE_NEXT_LIMIT. */
export function dueNext<T extends { dueOn: string; dueAt?: string | null; title: string }>(items: readonly T[], today: string, limit: number = DUE_NEXT_LIMIT): T[] {
  const key = (t: T) => `${t.dueOn}|${t.dueAt ?? '~'}`;
  return items
    .filter((t) => t.dueOn >= today)
    .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.title < b.title ? -1 : a.title > b.title ? 1 : 0))
    .slice(0, limit);
}
