import { describe, expect, it } from 'vitest';
import {
  COURSE_FEEDBACK_RATINGS,
  courseFeedbackOffered,
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_MESSAGES,
  FEEDBACK_RULE_MESSAGES as M,
  feedbackAnswerError,
  feedbackFormErrors,
  feedbackScale,
  feedbackStatusMessage,
  feedbackStatusOf,
  PROGRAM_FEEDBACK_ANSWERS,
  programHasFeedback,
} from './feedback.js';

describe('feedback codes (spec part 2, sections 3 and 4)', () => {
  it('code 1 is already submitted, code 0 disabled from Admin, no code open', () => {
    expect(feedbackStatusMessage(feedbackStatusOf(1))).toBe('Feedback already submitted');
    expect(feedbackStatusMessage(feedbackStatusOf(0))).toBe('Feedback is disabled from Admin');
    expect(feedbackStatusOf(undefined)).toBe('OPEN');
    expect(feedbackStatusMessage('OPEN')).toBeNull();
  });

  it('words the success as the spec does', () => {
    expect(`${FEEDBACK_MESSAGES.submittedTitle} / ${FEEDBACK_MESSAGES.submitted}`).toBe('Success / Feedback submitted successfully');
  });
});

describe('the rating scales', () => {
  it('course and instructor ratings run 1 Not Applicable to 5 Strongly Agree', () => {
    // Coded as the spec codes them, shown in the one order of every form (issue 31, section 3).
    expect(COURSE_FEEDBACK_RATINGS.map((r) => `${r.value} ${r.label}`)).toEqual(['5 Strongly Agree', '4 Agree', '3 Disagree', '2 Strongly Disagree', '1 Not Applicable']);
    expect(feedbackScale('INSTRUCTOR')).toBe(COURSE_FEEDBACK_RATINGS);
  });

  it('program answers are coded 0 Strongly Agree to 4 Not Applicable', () => {
    expect(PROGRAM_FEEDBACK_ANSWERS.map((r) => `${r.value} ${r.label}`)).toEqual(['0 Strongly Agree', '1 Agree', '2 Disagree', '3 Strongly Disagree', '4 Not Applicable']);
    expect(feedbackScale('PROGRAM')).toBe(PROGRAM_FEEDBACK_ANSWERS);
  });

  it('every form shows its answers in one order, agreement first and Not Applicable last (issue 31, section 3)', () => {
    const order = (kind: 'PROGRAM' | 'COURSE' | 'INSTRUCTOR') => feedbackScale(kind).map((r) => r.label);
    expect(order('COURSE')).toEqual(['Strongly Agree', 'Agree', 'Disagree', 'Strongly Disagree', 'Not Applicable']);
    expect(order('INSTRUCTOR')).toEqual(order('PROGRAM'));
    expect(order('COURSE')).toEqual(order('PROGRAM'));
  });
});

describe('a program without feedback (spec part 2, section 6; issue 31, section 3)', () => {
  it('the special programs have none: neither Overall Program Feedback nor the course screen\u2019s entries', () => {
    expect(programHasFeedback({ specialProgram: true })).toBe(false);
    expect(programHasFeedback({ specialProgram: false })).toBe(true);
    expect(courseFeedbackOffered({ specialProgram: true, status: 'COMPLETED' })).toBe(false);
  });
});

describe('who sees the course screen\u2019s feedback entries (spec part 2, section 6)', () => {
  it.each([
    [0, false],
    [1, true],
    [2, true],
  ] as const)('course progress %s: offered %s', (status, offered) => {
    expect(courseFeedbackOffered({ specialProgram: false, status })).toBe(offered);
  });

  it('never in the two special programs', () => {
    expect(courseFeedbackOffered({ specialProgram: true, status: 'COMPLETED' })).toBe(false);
    expect(courseFeedbackOffered({ specialProgram: false, status: 'IN_PROGRESS' })).toBe(true);
  });
});

describe('one answer: Next stays disabled until it passes', () => {
  it('needs a rating first', () => {
    expect(feedbackAnswerError('INSTRUCTOR', undefined)).toBe(M.ratingRequired);
    expect(feedbackAnswerError('INSTRUCTOR', { rating: null })).toBe(M.ratingRequired);
    expect(feedbackAnswerError('INSTRUCTOR', { rating: 4 })).toBeNull();
  });

  it('takes only the ratings of its own scale', () => {
    expect(feedbackAnswerError('COURSE', { rating: 0, comment: 'ok' })).toBe(M.ratingOutOfRange);
    expect(feedbackAnswerError('COURSE', { rating: 6, comment: 'ok' })).toBe(M.ratingOutOfRange);
    expect(feedbackAnswerError('PROGRAM', { rating: 0 })).toBeNull();
    expect(feedbackAnswerError('PROGRAM', { rating: 5 })).toBe(M.ratingOutOfRange);
  });

  it('course feedback also needs a non-empty comment; instructor feedback does not', () => {
    expect(feedbackAnswerError('COURSE', { rating: 5, comment: '   ' })).toBe(M.commentRequired);
    expect(feedbackAnswerError('COURSE', { rating: 5 })).toBe(M.commentRequired);
    expect(feedbackAnswerError('COURSE', { rating: 5, comment: 'Clear lectures' })).toBeNull();
    expect(feedbackAnswerError('INSTRUCTOR', { rating: 5, comment: '' })).toBeNull();
  });

  it('refuses a comment over the limit', () => {
    expect(feedbackAnswerError('INSTRUCTOR', { rating: 3, comment: 'x'.repeat(FEEDBACK_COMMENT_MAX + 1) })).toBe(M.commentTooLong);
    expect(feedbackAnswerError('INSTRUCTOR', { rating: 3, comment: 'x'.repeat(FEEDBACK_COMMENT_MAX) })).toBeNull();
  });
});

describe('a submitted form (the gateway\u2019s rule)', () => {
  const questions = ['q1', 'q2'];

  it('passes with a valid answer for every question', () => {
    expect(
      feedbackFormErrors('COURSE', questions, [
        { questionId: 'q1', rating: 4, comment: 'Good' },
        { questionId: 'q2', rating: 1, comment: 'n/a' },
      ]),
    ).toEqual([]);
  });

  it('names every question left without a rating, in order', () => {
    expect(feedbackFormErrors('INSTRUCTOR', questions, [])).toEqual([
      { questionId: 'q1', message: M.ratingRequired },
      { questionId: 'q2', message: M.ratingRequired },
    ]);
  });

  it('refuses answers to questions the form does not have, or two answers to one', () => {
    expect(
      feedbackFormErrors(
        'PROGRAM',
        ['q1'],
        [
          { questionId: 'q1', rating: 0 },
          { questionId: 'qx', rating: 1 },
        ],
      ),
    ).toEqual([{ questionId: null, message: M.unknownQuestion }]);
    expect(
      feedbackFormErrors(
        'PROGRAM',
        ['q1'],
        [
          { questionId: 'q1', rating: 0 },
          { questionId: 'q1', rating: 1 },
        ],
      ),
    ).toEqual([{ questionId: null, message: M.unknownQuestion }]);
  });
});
