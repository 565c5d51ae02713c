import { describe, expect, it } from 'vitest';
import { answerNumbersOf, questionIdOf, questionNumberOf } from './mappers.js';

describe("the discussion's ids", () => {
  it('reads back the numbers of an id it made, for its own course only', () => {
    expect(questionNumberOf('301205', questionIdOf('301205', 4))).toBe(4);
    expect(questionNumberOf('301205', ' 301205.4 ')).toBe(4);
    expect(answerNumbersOf('301205', '301205.4.2')).toEqual({ questionNumber: 4, answerNumber: 2 });
    expect(questionNumberOf('301205', '301206.4')).toBeNull();
    expect(answerNumbersOf('301205', '301206.4.2')).toBeNull();
  });

  it('holds each number to the one id check (positive, nine digits at most, digits only)', () => {
    for (const id of ['301205.0', '301205.04', '301205.1234567890', '301205.-4', '301205.4e2', '301205. 4', '301205.', '301205', '.4', '301205.4.2'])
      expect(questionNumberOf('301205', id), id).toBeNull();
    for (const id of ['301205.4', '301205.4.0', '301205.0.2', '301205.4.2.1', '301205.4.', '301205..2', '301205.4.1234567890']) expect(answerNumbersOf('301205', id), id).toBeNull();
    expect(questionNumberOf('', '.4')).toBeNull();
    expect(questionNumberOf('301205', '301205.999999999')).toBe(999999999);
  });
});
