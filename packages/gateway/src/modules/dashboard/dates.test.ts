import { describe, expect, it } from 'vitest';
import { eventDay, programInstant } from './dates.js';

describe('program dates (spec part 1, section 4: a 10-digit value is seconds, else milliseconds)', () => {
  it('reads a 10-digit value as seconds', () => {
    expect(programInstant(1767225600)).toBe('2026-01-01T00:00:00.000Z');
  });
  it('reads a 13-digit value as milliseconds', () => {
    expect(programInstant(1767225600000)).toBe('2026-01-01T00:00:00.000Z');
  });
  it('treats a missing or zero date as not said', () => {
    expect(programInstant(0)).toBeNull();
    expect(programInstant(null)).toBeNull();
    expect(programInstant(undefined)).toBeNull();
    expect(programInstant('soon')).toBeNull();
  });
});

describe('event days', () => {
  it('keeps the year-month-day of the start, padded', () => {
    expect(eventDay('2026-3-7')).toBe('2026-03-07');
    expect(eventDay('2026-03-07T10:00:00Z')).toBe('2026-03-07');
  });
});
