import { describe, expect, it } from 'vitest';
import { PROGRAM_LEVELS } from '../catalog.js';
import { APPLY_TABS, COUNTRY_CODES } from './lists.js';

describe('country codes (spec part 3, section 3.3)', () => {
  it('has no code twice', () => {
    expect(new Set(COUNTRY_CODES.map((c) => c.code)).size).toBe(COUNTRY_CODES.length);
  });
});

describe('apply-program tabs (spec part 3, section 2.2)', () => {
  it('list every catalogue level in exactly one tab', () => {
    const listed = APPLY_TABS.flatMap((t) => t.levels as readonly string[]);
    expect([...listed].sort()).toEqual([...PROGRAM_LEVELS].sort());
  });
});
