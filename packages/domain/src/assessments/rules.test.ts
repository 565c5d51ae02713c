import { describe, expect, it } from 'vitest';
import {
  acceptsSave,
  answersAvailable,
  ASSESSMENT_MESSAGES,
  assessmentWindow,
  attemptExpired,
  countdownParts,
  formatAssessmentDate,
  reviewAvailable,
  SAVE_GRACE_MS,
  secondsLeft,
  shouldAutoSubmit,
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

  it('splits the seconds left into hours, minutes and seconds', () => {
    expect(countdownParts(3725)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
    expect(countdownParts(-3)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
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
