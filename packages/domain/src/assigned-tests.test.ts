import { describe, expect, it } from 'vitest';
import {
  assignedTestStatusFromWire,
  formatTestDuration,
  formatTestTime,
  TEST_START_CHECK_MS,
  TEST_WINDOW_LABELS,
  testStartRefusal,
  testWindow,
  toIndiaIso,
  type TestStartFacts,
} from './assigned-tests.js';

const open: TestStartFacts = {
  status: 'ACTIVE',
  hasResult: false,
  startsAt: '2026-11-27T10:00:00+05:30',
  endsAt: '2026-11-27T12:00:00+05:30',
};

describe('test times (spec part 3, section 9)', () => {
  it('are written YYYY-MM-DD h:mm a in India time, whatever the instant’s zone', () => {
    expect(formatTestTime('2026-11-27T04:30:00Z')).toBe('2026-11-27 10:00 am');
    expect(formatTestTime('2026-11-27T18:45:00Z')).toBe('2026-11-28 12:15 am');
    expect(formatTestTime(Date.parse('2026-11-27T08:35:00Z'))).toBe('2026-11-27 2:05 pm');
  });

  it('travel on the wire as ISO 8601 with the +05:30 offset', () => {
    expect(toIndiaIso('2026-11-27T04:30:00.000Z')).toBe('2026-11-27T10:00:00+05:30');
    expect(Date.parse(toIndiaIso(1_795_000_000_000))).toBe(1_795_000_000_000);
  });

  it('are re-checked every 5000 ms', () => {
    expect(TEST_START_CHECK_MS).toBe(5000);
  });

  it('write a duration in minutes', () => {
    expect(formatTestDuration(90)).toBe('90 minutes');
    expect(formatTestDuration(1)).toBe('1 minute');
  });
});

describe('Start (spec part 3, section 4.4)', () => {
  it('is offered when there is no result and India time lies between start and end, both included', () => {
    expect(testStartRefusal(open, '2026-11-27T10:00:00+05:30')).toBeNull();
    expect(testStartRefusal(open, '2026-11-27T11:00:00+05:30')).toBeNull();
    expect(testStartRefusal(open, '2026-11-27T12:00:00+05:30')).toBeNull();
  });

  it('is not offered a second before the start nor a second after the end', () => {
    expect(testStartRefusal(open, '2026-11-27T09:59:59+05:30')).toBe('TEST_NOT_STARTED');
    expect(testStartRefusal(open, '2026-11-27T12:00:01+05:30')).toBe('TEST_ENDED');
  });

  it('is not offered once the learner has a result, even inside the window', () => {
    expect(testStartRefusal({ ...open, hasResult: true }, '2026-11-27T11:00:00+05:30')).toBe('TEST_TAKEN');
  });

  it('is never offered for a Deactivated test (spec part 3, 2.13)', () => {
    expect(testStartRefusal({ ...open, status: 'DEACTIVATED' }, '2026-11-27T11:00:00+05:30')).toBe('TEST_DEACTIVATED');
  });
});

describe('testStatus from the wire (spec part 3, 3.10)', () => {
  it('is Deactivated, or any other value, which is active', () => {
    expect(assignedTestStatusFromWire('Deactivated')).toBe('DEACTIVATED');
    expect(assignedTestStatusFromWire('Active')).toBe('ACTIVE');
    expect(assignedTestStatusFromWire('')).toBe('ACTIVE');
    expect(assignedTestStatusFromWire(null)).toBe('ACTIVE');
  });
});

describe('which test is open now, as its card says (issue 31, section 4)', () => {
  it('is open exactly while Start would be offered, both ends included', () => {
    expect(testWindow(open, '2026-11-27T10:00:00+05:30')).toBe('OPEN');
    expect(testWindow(open, '2026-11-27T12:00:00+05:30')).toBe('OPEN');
    expect(TEST_WINDOW_LABELS.OPEN).toBe('Open now');
  });
  it('says a test not open yet, or ended, rather than nothing', () => {
    expect(testWindow(open, '2026-11-27T09:59:59+05:30')).toBe('UPCOMING');
    expect(testWindow(open, '2026-11-27T12:00:01+05:30')).toBe('ENDED');
  });
  it('a test taken, or deactivated, is not open even inside its window', () => {
    expect(testWindow({ ...open, hasResult: true }, '2026-11-27T11:00:00+05:30')).toBe('TAKEN');
    expect(testWindow({ ...open, status: 'DEACTIVATED' }, '2026-11-27T11:00:00+05:30')).toBe('DEACTIVATED');
  });
});
