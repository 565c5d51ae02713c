/**
 * The course discussion's rules (spec part 2, sections 2, 3, 4, 5 and 9):
 * the word limit of questions and answers with the spec's messages, the one
 * way words are counted, and what counts as the same post twice in a row
 * (docs/decisions/210). The web shows these messages at once; the gateway
 * applies the same rules and answers them as userErrors.
 */
import { z } from 'zod';
import { text } from './validation/rules.js';

/** The spec's messages, word for word (section 5). */
export const DISCUSSION_MESSAGES = {
  questionEmpty: 'Cannot be empty',
  questionTooLong: 'Question should be less than 200 words.',
  answerEmpty: '* Cannot be Empty',
  answerTooLong: 'Answer should be less than 200 words.',
  posted: 'Posted Successfully',
  /** Not in the spec (docs/decisions/210): the same text posted twice in a row by one learner. */
  repeated: 'You have just posted this. Please write something new.',
  /** Not in the spec (docs/decisions/210): too many posts in a short time by one learner. */
  tooManyPosts: 'You are posting too often. Please wait a few minutes and try again.',
  /** Not in the spec: a question or answer that is not the learner's own (section 6: matched by e-mail). */
  notYours: 'You can delete only your own questions and answers.',
  /** Not in the spec: the question or answer is not there any more (deleted meanwhile). */
  gone: 'This question or answer is no longer there.',
} as const;

/** Spec part 2, section 9: "Word limit 200 for questions and answers"; 200 words or more is refused. */
export const DISCUSSION_WORD_LIMIT = 200;

const words = new Intl.Segmenter(undefined, { granularity: 'word' });

/**
 * The number of words in a text, the one rule the web and the gateway share: the
 * word-like segments of Intl.Segmenter, so punctuation and spaces are not words, and
 * scripts written without spaces (Chinese, Japanese, Thai) count their words rather
 * than counting a whole sentence as one.
 */
export function countWords(value: string): number {
  let count = 0;
  for (const segment of words.segment(value)) if (segment.isWordLike) count += 1;
  return count;
}

const post = (empty: string, tooLong: string) =>
  text().pipe(
    z
      .string()
      .refine((v) => v.trim().length > 0, { message: empty, abort: true })
      .refine((v) => countWords(v) < DISCUSSION_WORD_LIMIT, tooLong),
  );

/** A new question (section 5: empty 'Cannot be empty'; 200 words or more 'Question should be less than 200 words.'). */
export const discussionQuestionSchema = z.object({ question: post(DISCUSSION_MESSAGES.questionEmpty, DISCUSSION_MESSAGES.questionTooLong) });
/** A new answer (section 5: empty '* Cannot be Empty'; 200 words or more 'Answer should be less than 200 words.'). */
export const discussionAnswerSchema = z.object({ answer: post(DISCUSSION_MESSAGES.answerEmpty, DISCUSSION_MESSAGES.answerTooLong) });

/** A post as compared for repeats: spaces collapsed and trimmed, Unicode normalised, case folded. */
function comparable(value: string): string {
  return value.normalize('NFKC').replace(/\s+/gu, ' ').trim().toLocaleLowerCase();
}

/**
 * Whether `next` repeats the learner's last post in this discussion (docs/decisions/210):
 * the same text once spaces and case are set aside. `last` is the text of their most
 * recent question or answer, or null when they have posted nothing there.
 */
export function repeatsLastPost(last: string | null | undefined, next: string): boolean {
  return last !== null && last !== undefined && comparable(last) === comparable(next);
}
