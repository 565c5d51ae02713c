/**
 * The course discussion's rules (spec part 2, sections 2, 3, 4, 5 and 9):
 * the word limit of questions and answers with the spec's messages, the one
 * way words are counted, and what counts as the same post twice in a row
 * (docs/decisions/210). The web shows these messages at once; the gateway
 * applies the same rules and answers them as userErrors.
 */
import { z } from 'zod';
import { text } from './validation/rules.js';
import { asReadersSeeIt, hasHiddenFormatting, TEXT_MESSAGES } from './validation/text.js';

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
 * Punctuation that Intl.Segmenter lets join two words into one ("one.two.three", "one_two",
 * "one:two"): a reader sees separate words (docs/decisions/271). A full stop or colon
 * between two digits stays inside the number ("3.14"); apostrophes are counted below.
 */
const JOINING_PUNCTUATION = /\p{Pc}|(?<!\p{Nd})[.:]|[.:](?!\p{Nd})/gu;
/** A segment that is an emoji (one picture, however many code points: 👩🏽‍💻, 🇮🇳): a word to a reader. */
const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}]/u;

/**
 * The words of one word-like segment: one, or one per apostrophe-joined piece of three
 * letters or more, so "it's", "we're" and "O'Brien" are one word and "one'two'three" three.
 */
function wordsIn(segment: string): number {
  const pieces = segment.split(/['\u2019]/u).filter((piece) => [...piece].length >= 3).length;
  return Math.max(1, pieces);
}

/**
 * The number of words in a text as a reader sees it, the one rule the web and the gateway
 * share (docs/decisions/271): the text as a reader sees it (NFKC, invisible format
 * characters as separators: asReadersSeeIt), joining punctuation as separators, then the
 * word-like segments of Intl.Segmenter, so spaces and punctuation are not words and scripts
 * written without spaces (Chinese, Japanese, Thai) count their words rather than counting a
 * whole sentence as one, and each emoji counts as a word.
 */
export function countWords(value: string): number {
  const readable = asReadersSeeIt(value, ' ').replace(JOINING_PUNCTUATION, ' ');
  let count = 0;
  for (const segment of words.segment(readable)) {
    if (segment.isWordLike) count += wordsIn(segment.segment);
    else if (EMOJI.test(segment.segment)) count += 1;
  }
  return count;
}

const post = (empty: string, tooLong: string) =>
  text().pipe(
    z
      .string()
      .refine((v) => v.trim().length > 0, { message: empty, abort: true })
      // Classmates read it (issue 31, section 5; docs/decisions/270).
      .refine((v) => !hasHiddenFormatting(v), { message: TEXT_MESSAGES.hiddenFormatting, abort: true })
      .refine((v) => countWords(v) < DISCUSSION_WORD_LIMIT, tooLong),
  );

/** A new question (section 5: empty 'Cannot be empty'; 200 words or more 'Question should be less than 200 words.'). */
export const discussionQuestionSchema = z.object({ question: post(DISCUSSION_MESSAGES.questionEmpty, DISCUSSION_MESSAGES.questionTooLong) });
/** A new answer (section 5: empty '* Cannot be Empty'; 200 words or more 'Answer should be less than 200 words.'). */
export const discussionAnswerSchema = z.object({ answer: post(DISCUSSION_MESSAGES.answerEmpty, DISCUSSION_MESSAGES.answerTooLong) });

/** A post as compared for repeats: as a reader sees it (NFKC, no invisible format characters), spaces collapsed and trimmed, case folded. */
function comparable(value: string): string {
  return asReadersSeeIt(value, '').replace(/\s+/gu, ' ').trim().toLocaleLowerCase();
}

/**
 * Whether `next` repeats the learner's last post in this discussion (docs/decisions/210, 271):
 * the same text once spaces, case and invisible characters are set aside. `last` is the text of their most
 * recent question or answer, or null when they have posted nothing there.
 */
export function repeatsLastPost(last: string | null | undefined, next: string): boolean {
  return last !== null && last !== undefined && comparable(last) === comparable(next);
}
