import { describe, expect, it } from 'vitest';
import { countWords, DISCUSSION_MESSAGES as M, discussionAnswerSchema, discussionQuestionSchema, repeatsLastPost } from './discussion.js';
import { fieldErrors } from './validation/rules.js';

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

  it('is never a repeat when the learner has posted nothing yet', () => {
    expect(repeatsLastPost(null, 'Hello')).toBe(false);
    expect(repeatsLastPost(undefined, 'Hello')).toBe(false);
  });
});
