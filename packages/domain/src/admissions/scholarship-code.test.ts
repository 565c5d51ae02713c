import { describe, expect, it } from 'vitest';
import { scholarshipCode } from './scholarship-code.js';

describe('the mailed scholarship code', () => {
  it('is six digits, spaces ignored', () => {
    expect(scholarshipCode(' 042 917 ')).toBe('042917');
    expect(scholarshipCode('042917')).toBe('042917');
  });

  it('is nothing else', () => {
    for (const typed of ['', '12345', '1234567', 'abcdef', '12345a', '１２３４５６']) expect(scholarshipCode(typed)).toBeNull();
  });
});
