import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blankCheck, firstFailure, isBlank, isBlankOrZero, looseChoice, looseFlag, looseText } from './checks.js';

describe('ordered checks: only the first failure is shown (spec part 3, sections 5.2-5.5)', () => {
  const checks = [
    { field: 'a', message: 'A missing', fails: (v: { a: string; b: string }) => v.a === '' },
    { field: 'b', message: 'B missing', fails: (v: { a: string; b: string }) => v.b === '' },
  ];
  it('reports the earlier of two failures', () => {
    expect(firstFailure(checks, { a: '', b: '' })).toEqual({ field: 'a', message: 'A missing' });
  });
  it('reports a later failure once the earlier checks pass', () => {
    expect(firstFailure(checks, { a: 'x', b: '' })).toEqual({ field: 'b', message: 'B missing' });
  });
  it('is null when all pass', () => {
    expect(firstFailure(checks, { a: 'x', b: 'y' })).toBeNull();
  });
});

describe('a blank check', () => {
  const check = blankCheck<{ name: string; note?: string | null }>('name', 'Name cannot be empty');
  it('fails on an empty or spaces-only field, with its message for that field', () => {
    expect(firstFailure([check], { name: '   ' })).toEqual({ field: 'name', message: 'Name cannot be empty' });
    expect(firstFailure([blankCheck<{ name: string; note?: string | null }>('note', 'Note missing')], { name: 'x', note: null })).toEqual({ field: 'note', message: 'Note missing' });
  });
  it('passes once the field has text', () => {
    expect(firstFailure([check], { name: 'Asha' })).toBeNull();
  });
});

describe('what counts as empty', () => {
  it('spaces, null and undefined are blank; 0 only where the spec says so', () => {
    expect([isBlank(''), isBlank('  '), isBlank(null), isBlank(undefined), isBlank('0'), isBlank('a')]).toEqual([true, true, true, true, false, false]);
    expect([isBlankOrZero('0'), isBlankOrZero(' 0 '), isBlankOrZero('00'), isBlankOrZero('10')]).toEqual([true, true, false, false]);
  });
});

describe('loose fields', () => {
  const schema = z.object({ t: looseText(), f: looseFlag(), c: looseChoice(['Yes', 'No'] as const) });
  it('fill what is missing and never fail', () => {
    expect(schema.parse({})).toEqual({ t: '', f: false, c: '' });
    expect(schema.parse({ t: null, f: null, c: 'Maybe' })).toEqual({ t: '', f: false, c: '' });
  });
  it('keep text, turn numbers into text and read common spellings of true', () => {
    expect(schema.parse({ t: 570001, f: 'Yes', c: 'No' })).toEqual({ t: '570001', f: true, c: 'No' });
    expect([true, 1, 'true', 'YES', '1'].map((f) => schema.parse({ f }).f)).toEqual([true, true, true, true, true]);
    expect([false, 0, 'false', 'No', ''].map((f) => schema.parse({ f }).f)).toEqual([false, false, false, false, false]);
  });
});
