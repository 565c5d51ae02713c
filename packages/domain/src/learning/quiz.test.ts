import { describe, expect, it } from 'vitest';
import { checkUpload } from '../admissions/uploads.js';
import {
  assignmentOffersEdit,
  assignmentScorePending,
  capPercent,
  cutoffPercent,
  deadlinePassed,
  gradeUnitQuiz,
  hasResponse,
  itemCorrect,
  quizMaxScore,
  quizPassed,
  quizPassedByRetry,
  quizMayComplete,
  quizOffersRetry,
  quizScoreDate,
  quizTakesSubmission,
  QUIZ_MESSAGES,
  unitItemKind,
  unitQuizType,
  type GradedItem,
} from './quiz.js';

const opts = (...flags: boolean[]) => flags.map((correct) => ({ correct }));
const single: GradedItem = { id: 's', atype: 1, options: opts(false, true, false), qscore: 2 };
const multi3: GradedItem = { id: 'm3', atype: 3, options: opts(true, true, false), qscore: 3 };
const multi5: GradedItem = { id: 'm5', atype: 5, options: opts(false, true, true), qscore: 1 };
const image: GradedItem = { id: 'i', atype: 4, options: opts(true, false), qscore: 4 };
const dropdown: GradedItem = { id: 'd', atype: 7, options: opts(false, false, true), qscore: 5 };
const upload: GradedItem = { id: 'u', atype: 8, options: [], qscore: 10 };

describe('unit quiz item kinds (spec part 2, section 3)', () => {
  it('reads atype 3 and 5 as multi-select, 4 as image choice, 7 as a dropdown, others as single choice, no options as descriptive', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, '3', undefined].map((a) => unitItemKind(a, 2))).toEqual([
      'single',
      'single',
      'multiple',
      'image',
      'multiple',
      'single',
      'dropdown',
      'single',
      'multiple',
      'single',
    ]);
    expect(unitItemKind(8, 0)).toBe('descriptive');
  });

  it('reads qtype 0 to 3 as unit quiz types, and course or instructor feedback as none', () => {
    expect([0, '1', '2', 3, 'course', 'instructor', 4, null].map(unitQuizType)).toEqual([0, 1, 2, 3, null, null, null, null]);
  });
});

describe('grading each item kind', () => {
  it('single, image and dropdown items: the chosen option is a correct one; extra picks beyond one are ignored', () => {
    expect(itemCorrect(single, { itemId: 's', options: [1] })).toBe(true);
    expect(itemCorrect(single, { itemId: 's', options: [0] })).toBe(false);
    expect(itemCorrect(single, { itemId: 's', options: [0, 1] })).toBe(false);
    expect(itemCorrect(image, { itemId: 'i', options: [0] })).toBe(true);
    expect(itemCorrect(dropdown, { itemId: 'd', options: [2] })).toBe(true);
    expect(itemCorrect(dropdown, { itemId: 'd', options: [1] })).toBe(false);
  });

  it('multi-select items: exactly the correct options, in any order', () => {
    expect(itemCorrect(multi3, { itemId: 'm3', options: [1, 0] })).toBe(true);
    expect(itemCorrect(multi3, { itemId: 'm3', options: [0] })).toBe(false);
    expect(itemCorrect(multi3, { itemId: 'm3', options: [0, 1, 2] })).toBe(false);
    expect(itemCorrect(multi5, { itemId: 'm5', options: [2, 1, 1] })).toBe(true);
  });

  it('no answer, an out-of-range option or a descriptive item is never correct', () => {
    expect(itemCorrect(single, undefined)).toBe(false);
    expect(itemCorrect(single, { itemId: 's', options: [9] })).toBe(false);
    expect(itemCorrect(upload, { itemId: 'u', fileName: '1234-a.pdf' })).toBe(false);
  });

  it('knows when an item has a response', () => {
    expect(hasResponse({ itemId: 'x', options: [] })).toBe(false);
    expect(hasResponse({ itemId: 'x', text: '  ' })).toBe(false);
    expect(hasResponse({ itemId: 'x', text: 'an answer' })).toBe(true);
    expect(hasResponse({ itemId: 'x', fileName: '1234-a.pdf' })).toBe(true);
    expect(hasResponse({ itemId: 'x', options: [0] })).toBe(true);
  });
});

describe('quiz scores (spec part 2, sections 4 and 9)', () => {
  const items = [single, multi3, image, dropdown];

  it('an ordinary quiz is worth 10, and scores its percent of 10', () => {
    const grade = gradeUnitQuiz(items, [
      { itemId: 's', options: [1] },
      { itemId: 'm3', options: [0, 1] },
      { itemId: 'i', options: [1] },
    ]);
    expect(grade).toMatchObject({ correct: 2, total: 4, percent: 50, maxScore: 10, score: 5 });
    expect(grade.items).toEqual([
      { id: 's', correct: true },
      { id: 'm3', correct: true },
      { id: 'i', correct: false },
      { id: 'd', correct: false },
    ]);
  });

  it('mini-assignment types 1, 3 and 4 are worth the sum of qscore; others 10', () => {
    expect(quizMaxScore(items, 1)).toBe(14);
    expect(quizMaxScore(items, 3)).toBe(14);
    expect(quizMaxScore(items, 4)).toBe(14);
    expect(quizMaxScore(items, 2)).toBe(10);
    expect(quizMaxScore(items, null)).toBe(10);
  });

  it('an autoscored assignment (type 1) sums the qscore of the items whose chosen options are correct', () => {
    const grade = gradeUnitQuiz(
      items,
      [
        { itemId: 's', options: [1] },
        { itemId: 'm3', options: [0] },
        { itemId: 'd', options: [2] },
      ],
      1,
    );
    expect(grade.score).toBe(7);
    expect(grade.maxScore).toBe(14);
  });

  it('caps the percent at 100 and never goes below 0', () => {
    expect(capPercent(120)).toBe(100);
    expect(capPercent(-5)).toBe(0);
    expect(capPercent(66.6666)).toBe(66.67);
    expect(capPercent(Number.NaN)).toBe(0);
  });
});

describe('a unit assignment\u2019s score', () => {
  const choice = { id: 'c', atype: 1, options: [{ correct: true }, { correct: false }], qscore: 5 };
  const file = { id: 'f', atype: 1, options: [], qscore: 10 };
  it('is pending while a written or file answer awaits the instructor, or when nothing is autoscored', () => {
    expect(assignmentScorePending([choice, file], 1)).toBe(true);
    expect(assignmentScorePending([choice], 1)).toBe(false);
    expect(assignmentScorePending([choice], 3)).toBe(true);
    expect(assignmentScorePending([choice], null)).toBe(true);
  });
});

describe('the cutoff (spec part 2, section 4, type 2)', () => {
  it('says a quiz passed by its retry only when the retry scored under the cutoff', () => {
    expect(quizPassedByRetry(2, 25, 75, 2)).toBe(true);
    expect(quizPassedByRetry(2, 80, 75, 2)).toBe(false);
    expect(quizPassedByRetry(2, 25, 75, 1)).toBe(false);
    expect(quizPassedByRetry(1, 25, 75, 2)).toBe(false);
  });

  it('when the cutoff is missing, half the questions pass the quiz', () => {
    expect(cutoffPercent(undefined, 4)).toBe(50);
    expect(cutoffPercent(null, 3)).toBe(50);
    expect(cutoffPercent('', 6)).toBe(50);
    // 1 of 3 right is under half; 2 of 3 is over.
    expect(quizPassed(2, gradeUnitQuiz([single, image, dropdown], [{ itemId: 's', options: [1] }]).percent, cutoffPercent(undefined, 3), 1)).toBe(false);
    expect(
      quizPassed(
        2,
        gradeUnitQuiz(
          [single, image, dropdown],
          [
            { itemId: 's', options: [1] },
            { itemId: 'i', options: [0] },
          ],
        ).percent,
        cutoffPercent(undefined, 3),
        1,
      ),
    ).toBe(true);
  });

  it('a given cutoff is a percent; passing is at least the cutoff', () => {
    expect(cutoffPercent(75, 4)).toBe(75);
    expect(cutoffPercent('60', 4)).toBe(60);
    expect(quizPassed(2, 75, 75, 1)).toBe(true);
    expect(quizPassed(2, 74.99, 75, 1)).toBe(false);
  });

  it('a retry also passes; formative and summative quizzes pass on submission', () => {
    expect(quizPassed(2, 0, 50, 2)).toBe(true);
    expect(quizPassed(0, 0, 50, 1)).toBe(true);
    expect(quizPassed(1, 0, 50, 1)).toBe(true);
  });

  it('words the failure with the cutoff', () => {
    expect(QUIZ_MESSAGES.cutoffNotMet(50)).toBe('You should score more than 50% to complete this Quiz.');
  });
});

describe('dates', () => {
  it('posts the score with the date as d.m.yyyy, without leading zeros, on the university\u2019s day', () => {
    expect(quizScoreDate(new Date('2026-03-05T10:00:00Z'))).toBe('5.3.2026');
    expect(quizScoreDate(new Date('2026-12-31T20:00:00Z'))).toBe('1.1.2027');
    expect(quizScoreDate(new Date('2026-11-22T12:00:00Z'), 'UTC')).toBe('22.11.2026');
  });

  it('reads a deadline as a date-time, epoch seconds or milliseconds, or a whole day in Asia/Kolkata', () => {
    const now = new Date('2026-06-10T12:00:00Z');
    expect(deadlinePassed('2026-06-10T11:59:59Z', now)).toBe(true);
    expect(deadlinePassed('2026-06-10T12:00:01Z', now)).toBe(false);
    expect(deadlinePassed('2026-06-10', now)).toBe(false);
    expect(deadlinePassed('2026-06-09', now)).toBe(true);
    expect(deadlinePassed(Date.parse('2026-06-01') / 1000, now)).toBe(true);
    expect(deadlinePassed(Date.parse('2026-07-01'), now)).toBe(false);
    expect(deadlinePassed(null, now)).toBe(false);
    expect(deadlinePassed('soon', now)).toBe(false);
  });
});

describe('the unit assignment file (spec part 2, sections 5 and 9)', () => {
  it('refuses over 512000 bytes with the spec\u2019s words, and names not ending .jpg .jpeg .png .pdf', () => {
    expect(checkUpload('unitAssignment', { name: 'answer.pdf', size: 512_001, type: 'application/pdf' })).toBe('file size is greater than 500kb');
    expect(checkUpload('unitAssignment', { name: 'answer.pdf', size: 512_000, type: 'application/pdf' })).toBeNull();
    expect(checkUpload('unitAssignment', { name: 'answer.JPEG', size: 1000, type: 'image/jpeg' })).toBeNull();
    expect(checkUpload('unitAssignment', { name: 'answer.docx', size: 1000, type: '' })).toBe(QUIZ_MESSAGES.fileWrongType);
    expect(checkUpload('unitAssignment', { name: 'answer.png', size: 1000, type: 'application/pdf' })).toBe(QUIZ_MESSAGES.fileWrongType);
  });
});

describe('what a unit quiz allows next (spec part 2, section 4; docs/decisions/136)', () => {
  const none = { submitted: false, attempts: 0, passed: false, edited: false };
  const failedOnce = { submitted: true, attempts: 1, passed: false, edited: false };
  const failedTwice = { submitted: true, attempts: 2, passed: true, edited: false };

  it('a summative quiz is submitted once; a cutoff quiz until passed, with one Try Again', () => {
    expect(quizTakesSubmission(1, none)).toBe(true);
    expect(quizTakesSubmission(1, { ...none, attempts: 1, submitted: true, passed: true })).toBe(false);
    expect(quizTakesSubmission(2, failedOnce)).toBe(true);
    expect(quizOffersRetry(2, failedOnce)).toBe(true);
    expect(quizTakesSubmission(2, { ...failedOnce, attempts: 2 })).toBe(false);
    expect(quizOffersRetry(2, { ...failedOnce, attempts: 2 })).toBe(false);
    expect(quizTakesSubmission(2, { ...failedOnce, passed: true })).toBe(false);
    expect(quizOffersRetry(1, failedOnce)).toBe(false);
  });

  it('an assignment is edited once, before its deadline', () => {
    expect(assignmentOffersEdit(none, false)).toBe(false);
    expect(assignmentOffersEdit({ ...none, submitted: true }, false)).toBe(true);
    expect(assignmentOffersEdit({ ...none, submitted: true }, true)).toBe(false);
    expect(assignmentOffersEdit({ ...none, submitted: true, edited: true }, false)).toBe(false);
  });

  it('Mark Complete takes a quiz once it is passed or submitted', () => {
    expect([0, 1, 2, 3].map((t) => quizMayComplete(t as 0 | 1 | 2 | 3, none))).toEqual([false, false, false, false]);
    expect(quizMayComplete(0, { ...none, submitted: true })).toBe(true);
    expect(quizMayComplete(1, failedOnce)).toBe(true);
    expect(quizMayComplete(2, failedOnce)).toBe(false);
    expect(quizMayComplete(2, failedTwice)).toBe(true);
    expect(quizMayComplete(3, { ...none, submitted: true })).toBe(true);
  });
});
