import { describe, expect, it } from 'vitest';
import { gradeQuestion, isAnswered, maximumScore, questionKindOf, readAnswer, scoreAttempt, type GivenAnswer, type KeyedQuestion } from './scoring.js';

const choice = (optionIds: string[]): GivenAnswer => ({ optionIds, matches: [], text: null, fileName: null });
const matching = (matches: string[]): GivenAnswer => ({ optionIds: [], matches, text: null, fileName: null });
const options = (correct: string[]) => ['a', 'b', 'c', 'd'].map((id) => ({ id, correct: correct.includes(id) }));
const question = (kind: KeyedQuestion['kind'], extra: Partial<KeyedQuestion> = {}): KeyedQuestion => ({ id: kind, kind, points: 1, options: options(['a']), matchKey: [], ...extra });

describe('item kinds (spec part 2, section 3)', () => {
  it('reads atype 1 to 8, an unknown one as single choice', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 42].map(questionKindOf)).toEqual([
      'SINGLE_CHOICE',
      'SINGLE_CHOICE',
      'MULTIPLE_CHOICE',
      'SINGLE_CHOICE_IMAGES',
      'MULTIPLE_CHOICE_IMAGES',
      'MATCHING',
      'TEXT',
      'FILE_UPLOAD',
      'SINGLE_CHOICE',
    ]);
  });
});

describe('grading', () => {
  it.each(['SINGLE_CHOICE', 'SINGLE_CHOICE_IMAGES'] as const)('%s: right only with the one correct option', (kind) => {
    const q = question(kind, { points: 2 });
    expect(gradeQuestion(q, choice(['a']))).toEqual({ correct: true, points: 2 });
    expect(gradeQuestion(q, choice(['b']))).toEqual({ correct: false, points: 0 });
    expect(gradeQuestion(q, choice(['a', 'b']))).toEqual({ correct: false, points: 0 });
    expect(gradeQuestion(q, null)).toEqual({ correct: false, points: 0 });
  });

  it.each(['MULTIPLE_CHOICE', 'MULTIPLE_CHOICE_IMAGES'] as const)('%s: right only with exactly the correct options, in any order', (kind) => {
    const q = question(kind, { options: options(['a', 'c']) });
    expect(gradeQuestion(q, choice(['c', 'a']))).toEqual({ correct: true, points: 1 });
    expect(gradeQuestion(q, choice(['a']))).toEqual({ correct: false, points: 0 });
    expect(gradeQuestion(q, choice(['a', 'c', 'd']))).toEqual({ correct: false, points: 0 });
  });

  it('MATCHING: each pair right earns its share; correct only when all are', () => {
    const q = question('MATCHING', { points: 3, matchKey: ['b', 'c', 'a'] });
    expect(gradeQuestion(q, matching(['b', 'c', 'a']))).toEqual({ correct: true, points: 3 });
    expect(gradeQuestion(q, matching(['b', '', 'c']))).toEqual({ correct: false, points: 1 });
    expect(gradeQuestion(q, matching(['a', 'b', 'c']))).toEqual({ correct: false, points: 0 });
  });

  it('TEXT and FILE_UPLOAD are not graded automatically', () => {
    expect(gradeQuestion(question('TEXT', { points: 5 }), { optionIds: [], matches: [], text: 'an essay', fileName: null })).toEqual({ correct: null, points: 0 });
    expect(gradeQuestion(question('FILE_UPLOAD', { points: 5 }), { optionIds: [], matches: [], text: null, fileName: 'wb-1.pdf' })).toEqual({ correct: null, points: 0 });
  });

  it('sums the points of the attempt, to two decimals, out of the auto-graded maximum', () => {
    const questions = [
      question('SINGLE_CHOICE'),
      question('MULTIPLE_CHOICE', { options: options(['a', 'b']) }),
      question('MATCHING', { points: 1, matchKey: ['a', 'b', 'c'] }),
      question('TEXT', { points: 4 }),
    ];
    const answers = new Map<string, GivenAnswer>([
      ['SINGLE_CHOICE', choice(['a'])],
      ['MULTIPLE_CHOICE', choice(['a'])],
      ['MATCHING', matching(['a', 'b', 'x'])],
    ]);
    expect(scoreAttempt(questions, answers)).toBe(1.67);
    expect(maximumScore(questions)).toBe(3);
  });
});

describe('answers', () => {
  const single = { kind: 'SINGLE_CHOICE' as const, optionIds: ['a', 'b'], promptCount: 0 };
  it('removes a blank descriptive answer and an emptied choice (spec part 2, section 5)', () => {
    expect(readAnswer({ kind: 'TEXT', optionIds: [], promptCount: 0 }, { text: '  \n ' })).toEqual({ ok: true, answer: null });
    expect(readAnswer({ kind: 'TEXT', optionIds: [], promptCount: 0 }, { text: ' kept as typed ' })).toMatchObject({ ok: true, answer: { text: ' kept as typed ' } });
    expect(readAnswer(single, { optionIds: [] })).toEqual({ ok: true, answer: null });
  });

  it('requires the file of a file answer', () => {
    expect(readAnswer({ kind: 'FILE_UPLOAD', optionIds: [], promptCount: 0 }, { fileName: ' ' })).toEqual({ ok: false, message: 'Please upload a file.' });
  });

  it('refuses what does not fit the question', () => {
    expect(readAnswer(single, { optionIds: ['a', 'b'] }).ok).toBe(false);
    expect(readAnswer(single, { optionIds: ['z'] }).ok).toBe(false);
    expect(readAnswer(single, { optionIds: ['a', 'a'] }).ok).toBe(false);
    expect(readAnswer(single, { text: 'a' }).ok).toBe(false);
    expect(readAnswer({ kind: 'MATCHING', optionIds: ['a', 'b'], promptCount: 2 }, { matches: ['a'] }).ok).toBe(false);
    expect(readAnswer({ kind: 'MATCHING', optionIds: ['a', 'b'], promptCount: 2 }, { matches: ['a', ''] })).toMatchObject({ ok: true, answer: { matches: ['a', ''] } });
    expect(readAnswer({ kind: 'MULTIPLE_CHOICE', optionIds: ['a', 'b'], promptCount: 0 }, { optionIds: ['b', 'a'] })).toMatchObject({ ok: true, answer: { optionIds: ['b', 'a'] } });
  });

  it('counts a question answered for the warning only when its answer is complete', () => {
    expect(isAnswered('MATCHING', matching(['a', '']))).toBe(false);
    expect(isAnswered('MATCHING', matching(['a', 'b']))).toBe(true);
    expect(isAnswered('TEXT', { optionIds: [], matches: [], text: ' ', fileName: null })).toBe(false);
    expect(isAnswered('SINGLE_CHOICE', choice(['a']))).toBe(true);
    expect(isAnswered('FILE_UPLOAD', null)).toBe(false);
  });
});
