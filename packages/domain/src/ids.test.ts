import { describe, expect, it } from 'vitest';
import { parseRecordId } from './ids.js';

describe('record ids from a client', () => {
  it.each([
    ['1', 1],
    ['301', 301],
    ['999999999', 999999999],
  ])('%j names record %i', (id, value) => {
    expect(parseRecordId(id)).toBe(value);
  });
  it.each(['', ' 42 ', '0', '007', '-1', '+3', '3.0', '1e3', '0x1f', 'abc', '301; drop', '1000000000'])('%j names no record', (id) => {
    expect(parseRecordId(id)).toBeNull();
  });
});
