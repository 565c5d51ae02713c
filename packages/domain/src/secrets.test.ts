import { describe, expect, it } from 'vitest';
import { sameSecret } from './secrets.js';

describe('sameSecret', () => {
  it('matches equal secrets only', () => {
    expect(sameSecret('a1b2c3', 'a1b2c3')).toBe(true);
    expect(sameSecret('a1b2c3', 'a1b2c4')).toBe(false);
    expect(sameSecret('a1b2c3', 'a1b2c')).toBe(false);
  });

  it('never matches a missing or empty secret', () => {
    expect(sameSecret(undefined, undefined)).toBe(false);
    expect(sameSecret('', '')).toBe(false);
    expect(sameSecret('a', undefined)).toBe(false);
  });
});
