/**
 * Timed assessments and assignments (spec part 2, sections 2, 4, 5 and 9):
 * the window by the server's clock, the countdown, the 2-second rule, the
 * grace a late save gets, the dates as the tabs show them, and the messages.
 * Pure: every function takes the server's time as an argument.
 */
import { millisOf, twelveHour, twoDigits, UNIVERSITY_TIME_ZONE, writeZoned } from '../time-zones.js';

export type AssessmentTab = 'ASSESSMENT' | 'ASSIGNMENT';
export type AssessmentWindowState = 'UPCOMING' | 'OPEN' | 'CLOSED';

/** spec part 2, section 9: the server time is polled every 1000 ms unless the server returns another delay. */
export const DEFAULT_CLOCK_POLL_MS = 1000;
/** How often to ask the server's time: the delay it named, or DEFAULT_CLOCK_POLL_MS when it named none (or not a positive one). */
export function clockPollMs(delay: number | null | undefined): number {
  return delay && delay > 0 ? delay : DEFAULT_CLOCK_POLL_MS;
}
/** spec part 2, sections 4 and 9: at about 2 seconds left the attempt is treated as submitted. */
export const AUTO_SUBMIT_SECONDS = 2;
/**
 * NOT IN THE SPEC (docs/decisions/144): a save that reaches the gateway up to
 * 5 seconds after the end is kept, so the last answer typed before the end
 * survives the network; anything later is refused and the attempt is closed.
 */
export const SAVE_GRACE_MS = 5000;
/** spec part 2, section 5: the descriptive answer's text area has at most 6 rows. */
export const TEXT_ANSWER_ROWS = 6;

export const ASSESSMENT_MESSAGES = {
  /** spec part 2, sections 5 and 8 */
  submitted: 'Submitted successfully!',
  unanswered: 'You have not answered some questions!',
  loadingAnswers: 'Loading..',
  alreadySubmitted: (tab: AssessmentTab) => (tab === 'ASSIGNMENT' ? 'Assignment already submitted.' : 'Assessment already submitted.'),
  noneYet: (tab: AssessmentTab) => (tab === 'ASSIGNMENT' ? 'No Assignments yet' : 'No Assessments yet'),
  // NOT IN THE SPEC (docs/decisions/144): the spec shows no Start outside the window and says nothing more.
  notOpenYet: (tab: AssessmentTab) => `This ${tab === 'ASSIGNMENT' ? 'assignment' : 'assessment'} has not started yet.`,
  timeOver: (tab: AssessmentTab) => `The time for this ${tab === 'ASSIGNMENT' ? 'assignment' : 'assessment'} is over.`,
  notStarted: 'Start the attempt first.',
  fileRequired: 'Please upload a file.',
  fileNotIssued: 'This file was not uploaded for this question.',
  invalidAnswer: 'This answer does not fit the question.',
} as const;

/** spec part 2, section 4: Start shows while the server's time lies between the start and the end. */
export function assessmentWindow(serverNow: number, startsAt: Date | string | number, endsAt: Date | string | number): AssessmentWindowState {
  if (serverNow < millisOf(startsAt)) return 'UPCOMING';
  return serverNow < millisOf(endsAt) ? 'OPEN' : 'CLOSED';
}

/** Whole seconds from the server's time to the end, never negative (rounded up: 0 only once the end is reached). */
export function secondsLeft(serverNow: number, endsAt: Date | string | number): number {
  return Math.max(0, Math.ceil((millisOf(endsAt) - serverNow) / 1000));
}

/** spec part 2, section 4: the attempt is treated as submitted at about 2 seconds left. */
export function shouldAutoSubmit(seconds: number): boolean {
  return seconds <= AUTO_SUBMIT_SECONDS;
}

/** A save is kept up to the grace after the end (docs/decisions/144). */
export function acceptsSave(serverNow: number, endsAt: Date | string | number): boolean {
  return serverNow <= millisOf(endsAt) + SAVE_GRACE_MS;
}

/** An attempt still in progress once the grace is over is closed when next read: submitted with the answers saved so far. */
export function attemptExpired(serverNow: number, endsAt: Date | string | number): boolean {
  return !acceptsSave(serverNow, endsAt);
}

/** spec part 2, section 4: the Answers link shows once the answer date has passed; never without one. */
export function answersAvailable(serverNow: number, answersAt: Date | string | number | null | undefined): boolean {
  return answersAt !== null && answersAt !== undefined && serverNow >= millisOf(answersAt);
}

/**
 * The answers review (spec part 2, sections 2 and 4: the Answers link "once the
 * answer date has passed"; docs/architecture.md invariants 2 and 9; docs/decisions/174):
 * only once the learner's attempt can no longer change — submitted, or the
 * window closed (past the end and its save grace) — and the answer date has
 * passed. Never while an attempt can still be saved, whatever the answer date
 * says: an answer date set before the end must not hand the keys to a learner
 * who can still change answers. The gateway decides with it and sends the
 * result (`Assessment.answersAvailable`); the web shows the link from that field.
 */
export function reviewAvailable(serverNow: number, attempt: { answersAt: Date | string | number | null | undefined; endsAt: Date | string | number; submitted: boolean }): boolean {
  if (!answersAvailable(serverNow, attempt.answersAt)) return false;
  return attempt.submitted || !acceptsSave(serverNow, attempt.endsAt);
}

/** spec part 2, section 9: assessment dates as DD/MM/YYYY h:mm:ss a in Asia/Kolkata, e.g. '05/03/2026 2:07:09 pm'. */
export function formatAssessmentDate(value: Date | string | number, timeZone: string = UNIVERSITY_TIME_ZONE): string {
  return writeZoned(value, timeZone, ({ year, month, day, hour, minute, second }) => {
    const [h, period] = twelveHour(hour);
    return `${twoDigits(day)}/${twoDigits(month)}/${year} ${h}:${twoDigits(minute)}:${twoDigits(second)} ${period}`;
  });
}

/** A day in seconds: from here up the countdown shows days, hours and minutes (docs/decisions/179). */
const DAY_SECONDS = 86_400;

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/**
 * The seconds left split for display: whole seconds rounded DOWN, never below 0
 * (docs/decisions/179). A deadline shown must never promise more time than there is:
 * 0.9 s left reads "0 s", and a long window's "2 d 3 h 10 min" has at least that much.
 * The server's `secondsLeft` is rounded up (0 only once the end is reached), so
 * rounding the display down also takes back the up-to-one second the wire added.
 */
export function countdownParts(seconds: number): CountdownParts {
  const s = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return { days: Math.floor(s / DAY_SECONDS), hours: Math.floor((s % DAY_SECONDS) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The countdown as the cards and the attempt show it (spec part 2, section 2: "a
 * countdown in hours, minutes and seconds"; docs/decisions/179): a long window in
 * days, hours and minutes ("2 d 3 h 05 min left"), its last day in hours, minutes and
 * seconds ("3 h 04 min 09 s left", "4 min 09 s left", "9 s left").
 */
export function formatCountdown(seconds: number): string {
  return `${formatDuration(seconds)} left`;
}

/** A length of time in the countdown's form, without "left": "2 d 3 h 05 min", "1 h 00 min 00 s". */
export function formatDuration(seconds: number): string {
  const { days, hours, minutes, seconds: s } = countdownParts(seconds);
  if (days > 0) return `${days} d ${hours} h ${two(minutes)} min`;
  if (hours > 0) return `${hours} h ${two(minutes)} min ${two(s)} s`;
  if (minutes > 0) return `${minutes} min ${two(s)} s`;
  return `${s} s`;
}

/** The same, as a screen reader says it: "2 days 3 hours 5 minutes left", "1 hour 2 minutes 5 seconds left". */
export function spokenCountdown(seconds: number): string {
  const { days, hours, minutes, seconds: s } = countdownParts(seconds);
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const parts = days > 0 ? [unit(days, 'day'), unit(hours, 'hour'), unit(minutes, 'minute')] : [hours ? unit(hours, 'hour') : '', hours || minutes ? unit(minutes, 'minute') : '', unit(s, 'second')];
  return `${parts.filter(Boolean).join(' ')} left`;
}

/**
 * How long an attempt started now may run, in whole seconds (docs/decisions/179): the
 * countdown runs to the end (spec part 2, section 4), so while the window is open it is
 * the time to the end, before it opens the whole window, and 0 once it is over.
 */
export function timeAllowed(serverNow: number, startsAt: Date | string | number, endsAt: Date | string | number): number {
  return secondsLeft(Math.max(serverNow, millisOf(startsAt)), endsAt);
}
