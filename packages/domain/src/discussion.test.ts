import { describe, expect, it } from 'vitest';
import { countWords, DISCUSSION_MESSAGES as M, discussionAnswerSchema, discussionQuestionSchema, repeatsLastPost } from './discussion.js';
import { fieldErrors } from './validation/rules.js';
import { TEXT_MESSAGES } from './validation/text.js';

const wordsOf = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('counting words (one rule for the web and the gateway)', () => {
  it('counts words, not spaces or punctuation', () => {
    expect(countWords('What is variance, exactly?')).toBe(4);
    expect(countWords('  Hello,   world!  ')).toBe(2);
    expect(countWords('... !!! ???')).toBe(0);
    expect(countWords('')).toBe(0);
  });

  it('counts the words of scripts written without spaces (Chinese, Japanese, Thai)', () => {
    // A whole sentence with no spaces is many words, not one.
    expect(countWords('我喜欢学习数据分析')).toBeGreaterThan(2);
    expect(countWords('私は学生です')).toBeGreaterThan(2);
    expect(countWords('ฉันชอบเรียนภาษาไทย')).toBeGreaterThan(2);
  });

  it('counts numbers and words with apostrophes once each', () => {
    expect(countWords("It's 2026 and we're here")).toBe(5);
    expect(countWords("O'Brien paid 3.14 at noon")).toBe(5);
  });

  // Issue 31, section 3: each of these was one word, or none, before (docs/decisions/271).
  it("counts words joined by '.', '_', ':' or an apostrophe as the words a reader sees", () => {
    expect(countWords(wordsOf(600).replaceAll(' ', '.'))).toBe(600);
    expect(countWords(wordsOf(600).replaceAll(' ', '_'))).toBe(600);
    expect(countWords('one:two:three')).toBe(3);
    expect(countWords("one'two'three")).toBe(3);
    expect(countWords('ｏｎｅ．ｔｗｏ')).toBe(2);
  });

  it('counts words joined by invisible characters (zero-width joiner, zero-width space, word joiner) as separate words', () => {
    for (const joiner of ['\u200D', '\u200B', '\u2060', '\u00AD', '\uFEFF']) expect(countWords(wordsOf(600).replaceAll(' ', joiner)), joiner.codePointAt(0)!.toString(16)).toBe(600);
  });

  it('counts each emoji as a word, however many code points it takes', () => {
    expect(countWords('😀'.repeat(1000))).toBe(1000);
    expect(countWords('👩🏽‍💻 👨‍👩‍👧 🇮🇳 🏴󠁧󠁢󠁳󠁣󠁴󠁿')).toBe(4);
    expect(countWords('Great idea 👍')).toBe(3);
  });

  it('keeps one word where a script needs a joiner inside it (Persian, Devanagari)', () => {
    expect(countWords('می‌خواهم')).toBe(1);
    expect(countWords('क्‍ष')).toBe(1);
  });
});

describe('a new question (spec part 2, section 5)', () => {
  it("refuses an empty or blank question with 'Cannot be empty'", () => {
    expect(fieldErrors(discussionQuestionSchema, { question: '' })).toEqual([{ field: 'question', message: M.questionEmpty }]);
    expect(fieldErrors(discussionQuestionSchema, { question: ' \n ' })).toEqual([{ field: 'question', message: 'Cannot be empty' }]);
  });

  it('takes 199 words and refuses 200 or more', () => {
    expect(fieldErrors(discussionQuestionSchema, { question: wordsOf(199) })).toEqual([]);
    expect(fieldErrors(discussionQuestionSchema, { question: wordsOf(200) })).toEqual([{ field: 'question', message: 'Question should be less than 200 words.' }]);
  });

  it('refuses 600 words joined by full stops, 1,000 emoji and 600 words joined by zero-width joiners', () => {
    expect(fieldErrors(discussionQuestionSchema, { question: wordsOf(600).replaceAll(' ', '.') })).toEqual([{ field: 'question', message: M.questionTooLong }]);
    expect(fieldErrors(discussionQuestionSchema, { question: '😀'.repeat(1000) })).toEqual([{ field: 'question', message: M.questionTooLong }]);
    expect(fieldErrors(discussionQuestionSchema, { question: wordsOf(600).replaceAll(' ', '\u200D') })).toEqual([{ field: 'question', message: TEXT_MESSAGES.hiddenFormatting }]);
  });

  it('refuses invisible formatting that would change what classmates see (issue 31, section 5)', () => {
    expect(fieldErrors(discussionQuestionSchema, { question: 'See Probe\u202Egnp.exe' })).toEqual([{ field: 'question', message: TEXT_MESSAGES.hiddenFormatting }]);
    expect(fieldErrors(discussionAnswerSchema, { answer: 'Yes\u200B, see unit 2.' })).toEqual([{ field: 'answer', message: TEXT_MESSAGES.hiddenFormatting }]);
    expect(fieldErrors(discussionAnswerSchema, { answer: 'हाँ, मैं क्‍षमा चाहता हूँ 👩🏽‍💻' })).toEqual([]);
  });

  it('counts 200 words of Chinese as 200, even without a space', () => {
    expect(fieldErrors(discussionQuestionSchema, { question: '学'.repeat(200) })).toEqual([{ field: 'question', message: M.questionTooLong }]);
  });
});

describe('a new answer (spec part 2, section 5)', () => {
  it("refuses an empty answer with '* Cannot be Empty' and 200 words with its own message", () => {
    expect(fieldErrors(discussionAnswerSchema, { answer: '' })).toEqual([{ field: 'answer', message: '* Cannot be Empty' }]);
    expect(fieldErrors(discussionAnswerSchema, { answer: wordsOf(200) })).toEqual([{ field: 'answer', message: 'Answer should be less than 200 words.' }]);
    expect(fieldErrors(discussionAnswerSchema, { answer: 'Yes, see unit 2.' })).toEqual([]);
  });
});

describe('the same post twice in a row (docs/decisions/210)', () => {
  it('is the same text once spaces and case are set aside', () => {
    expect(repeatsLastPost('When is the exam?', '  when is  the EXAM? ')).toBe(true);
    expect(repeatsLastPost('When is the exam?', 'When is the second exam?')).toBe(false);
  });

  it('is the same text with an invisible character added, or in full-width letters (issue 31, section 3)', () => {
    expect(repeatsLastPost('When is the exam?', 'When is the ex\u200Bam?')).toBe(true);
    expect(repeatsLastPost('When is the exam?', '\uFEFFWhen is the exam?\u2060')).toBe(true);
    expect(repeatsLastPost('When is the exam?', 'Ｗｈｅｎ is the exam?')).toBe(true);
    expect(repeatsLastPost('When is the exam?', 'When is the second exam?')).toBe(false);
  });

  it('is never a repeat when the learner has posted nothing yet', () => {
    expect(repeatsLastPost(null, 'Hello')).toBe(false);
    expect(repeatsLastPost(undefined, 'Hello')).toBe(false);
  });
});
