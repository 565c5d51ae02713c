import { describe, expect, it } from 'vitest';
import { EXAM_SESSION_TIMEOUT_SECONDS, examAuthHashInput, examExpiry } from './exam-scheduling.js';

describe('exam scheduling hand-off (spec part 1, sections 7 and 9)', () => {
  it('the session ends 14400 seconds (4 hours) after the timestamp', () => {
    expect(EXAM_SESSION_TIMEOUT_SECONDS).toBe(14_400);
    expect(examExpiry(1_800_000_000)).toBe(1_800_014_400);
  });

  it('hashes the secret, then org, timestamp, expiry and usn, in that order', () => {
    expect(examAuthHashInput('s3cret', { org: 'demo-university', timestamp: 1_800_000_000, expiry: 1_800_014_400, usn: 'DOU25MBA0042' })).toBe('s3cretdemo-university18000000001800014400DOU25MBA0042');
  });
});
