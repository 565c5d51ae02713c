import { describe, expect, it } from 'vitest';
import {
  acceptsSave,
  answersAvailable,
  ASSESSMENT_MESSAGES,
  assessmentWindow,
  attemptExpired,
  countdownParts,
  formatCountdown,
  formatDuration,
  spokenCountdown,
  timeAllowed,
  formatAssessmentDate,
  reviewAvailable,
  SAVE_GRACE_MS,
  secondsLeft,
  shouldAutoSubmit,
  clockPollMs,
} from './rules.js';

const start = Date.parse('2026-03-05T08:00:00Z');
const end = Date.parse('2026-03-05T09:00:00Z');

describe('the window, by the server\u2019s time', () => {
  it('is upcoming before the start, open from the start until the end, closed from the end', () => {
    expect(assessmentWindow(start - 1, start, end)).toBe('UPCOMING');
    expect(assessmentWindow(start, start, end)).toBe('OPEN');
    expect(assessmentWindow(end - 1, new Date(start), new Date(end).toISOString())).toBe('OPEN');
    expect(assessmentWindow(end, start, end)).toBe('CLOSED');
  });

  it('counts whole seconds to the end, rounded up, never below 0', () => {
    expect(secondsLeft(end - 90_000, end)).toBe(90);
    expect(secondsLeft(end - 1, end)).toBe(1);
    expect(secondsLeft(end, end)).toBe(0);
    expect(secondsLeft(end + 5000, end)).toBe(0);
  });

  it('keeps saves up to 5 seconds after the end; after that the attempt has expired', () => {
    expect(SAVE_GRACE_MS).toBe(5000);
    expect(acceptsSave(end + 5000, end)).toBe(true);
    expect(attemptExpired(end + 5000, end)).toBe(false);
    expect(acceptsSave(end + 5001, end)).toBe(false);
    expect(attemptExpired(end + 5001, end)).toBe(true);
  });

  it('shows the answers once the answer date has passed, never without one', () => {
    expect(answersAvailable(end - 1, end)).toBe(false);
    expect(answersAvailable(end, end)).toBe(true);
    expect(answersAvailable(end, null)).toBe(false);
  });
});

describe('the answers review (docs/decisions/174)', () => {
  const early = end - 30 * 60_000; // an answer date before the end
  it('is not given for an attempt submitted before the answer date', () => {
    expect(reviewAvailable(end + 60_000, { answersAt: end + 3_600_000, endsAt: end, submitted: true })).toBe(false);
  });
  it('is not given while an attempt can still be saved, even once the answer date has passed', () => {
    expect(reviewAvailable(end - 60_000, { answersAt: early, endsAt: end, submitted: false })).toBe(false);
    // Within the save grace after the end, the attempt can still change.
    expect(reviewAvailable(end + SAVE_GRACE_MS, { answersAt: early, endsAt: end, submitted: false })).toBe(false);
  });
  it('is given once the window has closed and the answer date has passed, attempted or not', () => {
    expect(reviewAvailable(end + SAVE_GRACE_MS + 1, { answersAt: early, endsAt: end, submitted: false })).toBe(true);
    expect(reviewAvailable(end + 60_000, { answersAt: end + 60_000, endsAt: end, submitted: false })).toBe(true);
  });
  it('is given for a submitted attempt once the answer date has passed, even before the end', () => {
    expect(reviewAvailable(end - 60_000, { answersAt: early, endsAt: end, submitted: true })).toBe(true);
  });
  it('is never given without an answer date', () => {
    expect(reviewAvailable(end + 86_400_000, { answersAt: null, endsAt: end, submitted: true })).toBe(false);
  });
});

describe('the 2-second rule (spec part 2, section 4)', () => {
  it('submits at about 2 seconds left, not before', () => {
    expect(shouldAutoSubmit(3)).toBe(false);
    expect(shouldAutoSubmit(2)).toBe(true);
    expect(shouldAutoSubmit(0)).toBe(true);
  });
});

describe('dates and the countdown', () => {
  it('shows dates as DD/MM/YYYY h:mm:ss a in Asia/Kolkata, whatever the machine\u2019s zone', () => {
    expect(formatAssessmentDate('2026-03-05T08:37:09Z')).toBe('05/03/2026 2:07:09 pm');
    expect(formatAssessmentDate(Date.parse('2026-12-31T19:00:00Z'))).toBe('01/01/2027 12:30:00 am');
  });

  it('splits the seconds left into days, hours, minutes and seconds, rounded down', () => {
    expect(countdownParts(3725)).toEqual({ days: 0, hours: 1, minutes: 2, seconds: 5 });
    expect(countdownParts(2 * 86_400 + 3 * 3600 + 10 * 60 + 59.9)).toEqual({ days: 2, hours: 3, minutes: 10, seconds: 59 });
    expect(countdownParts(0.9)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(-3)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('reads a long window as days, hours and minutes, and its last day as hours, minutes and seconds', () => {
    expect(formatCountdown(2 * 86_400 + 3 * 3600 + 10 * 60 + 59)).toBe('2 d 3 h 10 min left');
    expect(formatCountdown(86_400)).toBe('1 d 0 h 00 min left');
    expect(formatCountdown(86_399.9)).toBe('23 h 59 min 59 s left');
    expect(formatCountdown(3 * 3600 + 4 * 60 + 9)).toBe('3 h 04 min 09 s left');
    expect(formatCountdown(249)).toBe('4 min 09 s left');
    expect(formatCountdown(9.99)).toBe('9 s left');
    expect(formatCountdown(0)).toBe('0 s left');
    expect(formatDuration(3600)).toBe('1 h 00 min 00 s');
  });

  it('says the same to a screen reader', () => {
    expect(spokenCountdown(2 * 86_400 + 3 * 3600 + 5 * 60 + 7)).toBe('2 days 3 hours 5 minutes left');
    expect(spokenCountdown(3725)).toBe('1 hour 2 minutes 5 seconds left');
    expect(spokenCountdown(61.5)).toBe('1 minute 1 second left');
    expect(spokenCountdown(9)).toBe('9 seconds left');
  });

  it('gives an attempt the time to the end: the whole window before it opens, 0 after it', () => {
    expect(timeAllowed(start - 3_600_000, start, end)).toBe(3600);
    expect(timeAllowed(start + 600_000, start, end)).toBe(3000);
    expect(timeAllowed(end + 1, start, end)).toBe(0);
  });
});

describe('messages', () => {
  it('are the spec\u2019s words for each tab', () => {
    expect(ASSESSMENT_MESSAGES.alreadySubmitted('ASSESSMENT')).toBe('Assessment already submitted.');
    expect(ASSESSMENT_MESSAGES.alreadySubmitted('ASSIGNMENT')).toBe('Assignment already submitted.');
    expect(ASSESSMENT_MESSAGES.noneYet('ASSESSMENT')).toBe('No Assessments yet');
    expect(ASSESSMENT_MESSAGES.noneYet('ASSIGNMENT')).toBe('No Assignments yet');
    expect(ASSESSMENT_MESSAGES.submitted).toBe('Submitted successfully!');
    expect(ASSESSMENT_MESSAGES.unanswered).toBe('You have not answered some questions!');
    expect(ASSESSMENT_MESSAGES.loadingAnswers).toBe('Loading..');
  });
});

describe('how often the server time is asked (spec part 2, section 9)', () => {
  it('asks at the delay the server names, and every 1000 ms when it names none or no positive one', () => {
    expect(clockPollMs(2500)).toBe(2500);
    expect([0, -5, null, undefined].map(clockPollMs)).toEqual([1000, 1000, 1000, 1000]);
  });
});
