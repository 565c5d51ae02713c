/**
 * Program, course and instructor feedback (spec part 2, sections 2, 3, 4 and
 * 6; part 1, section 2; issue 19): the messages, the two rating scales, who
 * is offered the course screen's entries, and the one rule a submitted form
 * must pass. The web disables Next by it; the gateway refuses by it.
 */
import { hasHiddenFormatting, TEXT_MESSAGES } from './validation/text.js';

/** The spec's words (part 2, sections 4 and 8), exactly. */
export const FEEDBACK_MESSAGES = {
  alreadySubmitted: 'Feedback already submitted',
  disabled: 'Feedback is disabled from Admin',
  submittedTitle: 'Success',
  submitted: 'Feedback submitted successfully',
} as const;

/**
 * NOT IN THE SPEC: the older client disabled Next until the step was done, so
 * it never needed words for a missing rating or comment. The gateway checks
 * every form it is sent and says so with these (docs/decisions/216).
 */
export const FEEDBACK_RULE_MESSAGES = {
  ratingRequired: 'Please choose a rating for every question.',
  ratingOutOfRange: 'Please choose one of the ratings offered.',
  commentRequired: 'Please write a comment for every question.',
  commentTooLong: 'A comment should be at most 2000 characters.',
  unknownQuestion: 'The feedback form has changed. Please open it again.',
  notOffered: 'Feedback is not open for this course.',
  programNotOffered: 'This program has no program feedback.',
} as const;

/** The longest comment kept (docs/decisions/216). */
export const FEEDBACK_COMMENT_MAX = 2000;

/** Which feedback a form collects. */
export type FeedbackKind = 'PROGRAM' | 'COURSE' | 'INSTRUCTOR';

/** code on the wire (spec part 2, section 3): 0 disabled, 1 already submitted. */
export const FEEDBACK_CODE = { disabled: 0, alreadySubmitted: 1 } as const;

/** Whether the learner may give this feedback now. */
export type FeedbackStatus = 'OPEN' | 'ALREADY_SUBMITTED' | 'DISABLED';

/** A wire code read safely: 0 disabled, 1 already submitted, anything else (none) open. */
export function feedbackStatusOf(code: unknown): FeedbackStatus {
  if (code === FEEDBACK_CODE.disabled || code === '0') return 'DISABLED';
  if (code === FEEDBACK_CODE.alreadySubmitted || code === '1') return 'ALREADY_SUBMITTED';
  return 'OPEN';
}

/** What a form that is not open says (spec part 2, section 4), or null when it is open. */
export function feedbackStatusMessage(status: FeedbackStatus): string | null {
  if (status === 'DISABLED') return FEEDBACK_MESSAGES.disabled;
  if (status === 'ALREADY_SUBMITTED') return FEEDBACK_MESSAGES.alreadySubmitted;
  return null;
}

export type FeedbackRating = { value: number; label: string };

/**
 * The five answers every feedback form offers, in the one order every form shows them
 * (issue 31, section 3; docs/decisions/272): agreement first, as the spec lists the program
 * answers, and 'Not Applicable' set apart at the end.
 */
const FEEDBACK_LABELS = ['Strongly Agree', 'Agree', 'Disagree', 'Strongly Disagree', 'Not Applicable'] as const;

/** Course and instructor ratings, coded as the spec codes them (part 2, section 3: 1 Not Applicable .. 5 Strongly Agree), in the forms' order. */
export const COURSE_FEEDBACK_RATINGS: readonly FeedbackRating[] = FEEDBACK_LABELS.map((label, i) => ({ value: i === 4 ? 1 : 5 - i, label }));

/** Overall Program Feedback answers, coded as the spec codes them (part 2, section 3: 0 Strongly Agree .. 4 Not Applicable), in the forms' order. */
export const PROGRAM_FEEDBACK_ANSWERS: readonly FeedbackRating[] = FEEDBACK_LABELS.map((label, i) => ({ value: i, label }));

/** The ratings a form of this kind offers. */
export function feedbackScale(kind: FeedbackKind): readonly FeedbackRating[] {
  return kind === 'PROGRAM' ? PROGRAM_FEEDBACK_ANSWERS : COURSE_FEEDBACK_RATINGS;
}

/** Course feedback also requires a non-empty comment (spec part 2, section 4); instructor feedback takes an optional one. */
export function feedbackCommentRequired(kind: FeedbackKind): boolean {
  return kind === 'COURSE';
}

/** Whether a form of this kind has a comment box per question (the program form has none). */
export function feedbackHasComments(kind: FeedbackKind): boolean {
  return kind !== 'PROGRAM';
}

/**
 * Whether a program has feedback at all (spec part 2, section 6: the two special programs
 * hide feedback entries). The one rule for My Programs' Overall Program Feedback and the
 * course screen's entries (issue 31, section 3): a special program shows neither.
 */
export function programHasFeedback(program: { specialProgram: boolean }): boolean {
  return !program.specialProgram;
}

/**
 * Whether the course screen offers the Course Feedback and Instructor
 * Feedback entries (spec part 2, section 6): to a learner whose course
 * progress (userTP) is 1 or 2, unless the program is one of the two special
 * ones. The gateway takes no course feedback where they are not offered.
 */
export function courseFeedbackOffered(course: { specialProgram: boolean; status: 0 | 1 | 2 | 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED' }): boolean {
  if (!programHasFeedback(course)) return false;
  return course.status === 1 || course.status === 2 || course.status === 'IN_PROGRESS' || course.status === 'COMPLETED';
}

export type FeedbackAnswer = { questionId: string; rating: number | null | undefined; comment?: string | null };
export type FeedbackRuleError = { questionId: string | null; message: string };

/**
 * Why one question's answer cannot go on yet (the web's Next stays disabled),
 * or null: a rating of the form's scale, and for course feedback a non-empty
 * comment (spec part 2, section 4).
 */
export function feedbackAnswerError(kind: FeedbackKind, answer: Omit<FeedbackAnswer, 'questionId'> | undefined): string | null {
  if (answer?.rating === null || answer?.rating === undefined) return FEEDBACK_RULE_MESSAGES.ratingRequired;
  if (!feedbackScale(kind).some((r) => r.value === answer.rating)) return FEEDBACK_RULE_MESSAGES.ratingOutOfRange;
  const comment = answer.comment ?? '';
  if (feedbackCommentRequired(kind) && comment.trim() === '') return FEEDBACK_RULE_MESSAGES.commentRequired;
  // The instructor reads it (issue 31, section 5; docs/decisions/270).
  if (hasHiddenFormatting(comment)) return TEXT_MESSAGES.hiddenFormatting;
  if (comment.length > FEEDBACK_COMMENT_MAX) return FEEDBACK_RULE_MESSAGES.commentTooLong;
  return null;
}

/**
 * The one rule a submitted form passes (the gateway's): exactly one answer
 * per question of the form, each passing `feedbackAnswerError`. Errors in
 * question order, then answers to questions the form does not have.
 */
export function feedbackFormErrors(kind: FeedbackKind, questionIds: readonly string[], answers: readonly FeedbackAnswer[]): FeedbackRuleError[] {
  const errors: FeedbackRuleError[] = [];
  const byQuestion = new Map<string, FeedbackAnswer>();
  for (const answer of answers) {
    if (!questionIds.includes(answer.questionId) || byQuestion.has(answer.questionId)) errors.push({ questionId: null, message: FEEDBACK_RULE_MESSAGES.unknownQuestion });
    else byQuestion.set(answer.questionId, answer);
  }
  const perQuestion = questionIds.flatMap((questionId) => {
    const message = feedbackAnswerError(kind, byQuestion.get(questionId));
    return message ? [{ questionId, message }] : [];
  });
  return [...perQuestion, ...errors.slice(0, 1)];
}
