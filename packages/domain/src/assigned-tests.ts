/**
 * Semester End Exam: the learner's assigned tests (spec part 3, sections 2.13,
 * 2.14, 3.10, 4.4 and 9; issue 20). One home for the rules the gateway and the
 * web both apply: how a test's times are written, whether Start is offered,
 * and why a start is refused.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { millisOf, UNIVERSITY_TIME_ZONE } from './time-zones.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** spec part 3, section 9: "Test start check: every 5000 ms". */
export const TEST_START_CHECK_MS = 5000;

/** spec part 3, section 9: "Test times: YYYY-MM-DD h:mm a" (in Asia/Kolkata, "Time zone for test window"). */
export const TEST_TIME_FORMAT = 'YYYY-MM-DD h:mm a';

/** The wire's testStatus of a test that cannot be opened (spec part 3, 3.10: "Deactivated or other"). */
export const DEACTIVATED_TEST_STATUS = 'Deactivated';

export type AssignedTestStatus = 'ACTIVE' | 'DEACTIVATED';

/** testStatus as the schema names it: Deactivated, or any other value, which is active (spec part 3, 3.10). */
export function assignedTestStatusFromWire(testStatus: string | null | undefined): AssignedTestStatus {
  return testStatus === DEACTIVATED_TEST_STATUS ? 'DEACTIVATED' : 'ACTIVE';
}

/** A test's start or end as the cards and the detail page show it: '2026-11-27 2:30 pm', India time whatever the browser's zone. */
export function formatTestTime(value: Date | string | number, timeZone: string = UNIVERSITY_TIME_ZONE): string {
  return dayjs(millisOf(value)).tz(timeZone).format(TEST_TIME_FORMAT);
}

/** An instant as the cloud API writes test times and India time: ISO 8601 with the +05:30 offset. */
export function toIndiaIso(value: Date | string | number): string {
  return dayjs(millisOf(value)).tz(UNIVERSITY_TIME_ZONE).format('YYYY-MM-DDTHH:mm:ssZ');
}

/** A test id that names none of the learner's tests. */
export const TEST_NOT_FOUND_MESSAGE = 'There is no such test.';

/** Why Start is not offered, or the provider refuses a start, in the order they are checked. */
export type TestStartRefusal = 'TEST_DEACTIVATED' | 'TEST_TAKEN' | 'TEST_NOT_STARTED' | 'TEST_ENDED';

/** What a refusal tells the learner (the spec shows no Start instead; these name why, for the detail page and the mutation). */
export const TEST_START_MESSAGES: Record<TestStartRefusal, string> = {
  TEST_DEACTIVATED: 'This test is deactivated and cannot be opened.',
  TEST_TAKEN: 'You have already taken this test.',
  TEST_NOT_STARTED: 'This test has not started yet.',
  TEST_ENDED: 'This test has ended.',
};

export type TestStartFacts = {
  status: AssignedTestStatus;
  /** True when the learner has a result for the test. */
  hasResult: boolean;
  startsAt: Date | string | number;
  endsAt: Date | string | number;
};

/**
 * spec part 3, section 4.4: "the Start button is shown only when the user has
 * no result for that test and the current India time lies between start and
 * end" (both ends included), and 2.13: a Deactivated test cannot be opened.
 * `indiaNow` is the server's clock, never the browser's alone.
 */
export function testStartRefusal(test: TestStartFacts, indiaNow: Date | string | number): TestStartRefusal | null {
  if (test.status === 'DEACTIVATED') return 'TEST_DEACTIVATED';
  if (test.hasResult) return 'TEST_TAKEN';
  const now = millisOf(indiaNow);
  if (now < millisOf(test.startsAt)) return 'TEST_NOT_STARTED';
  if (now > millisOf(test.endsAt)) return 'TEST_ENDED';
  return null;
}

/** Where a test stands for the learner now: what its card says (issue 31, section 4: "say which test is open now"). */
export type TestWindow = 'OPEN' | 'UPCOMING' | 'ENDED' | 'TAKEN' | 'DEACTIVATED';

/** The card's words for each state; 'Open now' is the one a learner scans the cards for. */
export const TEST_WINDOW_LABELS: Record<TestWindow, string> = {
  OPEN: 'Open now',
  UPCOMING: 'Not open yet',
  ENDED: 'Ended',
  TAKEN: 'Result recorded',
  DEACTIVATED: 'Deactivated',
};

/**
 * A test's state on its card, by the same rule that offers Start (testStartRefusal):
 * OPEN exactly when the detail page would show Start. `indiaNow` is the server's clock.
 */
export function testWindow(test: TestStartFacts, indiaNow: Date | string | number): TestWindow {
  const refusal = testStartRefusal(test, indiaNow);
  switch (refusal) {
    case null:
      return 'OPEN';
    case 'TEST_NOT_STARTED':
      return 'UPCOMING';
    case 'TEST_ENDED':
      return 'ENDED';
    case 'TEST_TAKEN':
      return 'TAKEN';
    case 'TEST_DEACTIVATED':
      return 'DEACTIVATED';
  }
}

/** A test's length as the detail page writes it ('90 minutes', '1 minute'). */
export function formatTestDuration(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
