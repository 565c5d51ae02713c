import { describe, expect, it } from 'vitest';
import { isSharedObjectValue, sharedObjectValues } from './shared-object.js';

const from = (query: string) => {
  const params = new URLSearchParams(query);
  return sharedObjectValues((name) => params.get(name));
};

describe('the five values of a share link (spec part 3, section 2.9)', () => {
  it('reads val1 to val5 in order, trimmed', () => {
    expect(from('val5=abc_DEF-12&val1=1001&val2=%201011%20&val3=11&val4=1101101')).toEqual(['1001', '1011', '11', '1101101', 'abc_DEF-12']);
  });

  it('names nothing when a value is missing or empty', () => {
    expect(from('val1=1&val2=2&val3=3&val4=4')).toBeNull();
    expect(from('val1=1&val2=2&val3=3&val4=4&val5=')).toBeNull();
    expect(from('')).toBeNull();
  });

  it('names nothing when a value carries anything but letters, digits, - and _', () => {
    expect(from('val1=1&val2=2&val3=3&val4=4&val5=a/b')).toBeNull();
    expect(from('val1=1&val2=2&val3=3&val4=javascript:alert(1)&val5=x')).toBeNull();
    expect(from('val1=1&val2=2&val3=3&val4=4&val5=%3Cscript%3E')).toBeNull();
  });

  it('takes values of up to 64 characters', () => {
    expect(isSharedObjectValue('a'.repeat(64))).toBe(true);
    expect(isSharedObjectValue('a'.repeat(65))).toBe(false);
    expect(isSharedObjectValue(42)).toBe(false);
  });
});
