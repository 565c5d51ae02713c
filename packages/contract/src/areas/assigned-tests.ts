/** The cloud API contract of Semester End Exam: what its paths take and answer (docs/decisions/350; `npm run codegen` gathers every area's, decision 397). */
import { z } from 'zod';
import { oid, loginId, int, text, or, byGet, read } from '../wire.js';

export const assignedTestsPaths = {
  //
  // loginId and emailid name the learner: their e-mail, which the portal takes
  // from the verified token alone (docs/decisions/237). The two GET paths take
  // their fields, oid included, from the query (GET_PATHS), where no JSON check
  // refuses control characters: the schema does.
  /** "assigned-tests endpoint" (GET, query loginId): → AssignedTests, the learner's tests, earliest start first. */
  '/getAssignedTests': read(byGet(z.object({ oid, loginId }))),
  /** "Indian-time endpoint": → IndianTime, the server's clock in India time. */
  '/getIndianTime': read(z.object({ oid })),
  /** "test-result endpoint": → TestResults, the learner's results keyed by test id (a test without one is absent). */
  '/getTestResult': read(z.object({ oid, emailid: z.string().trim().min(1).max(320) })),
  /**
   * "online-test token endpoint" (GET, query loginId; testId is an extension):
   * → OnlineTestToken, a token the test provider accepts once, for this
   * learner and this test, for a few minutes (docs/decisions/238). 404
   * NOT_FOUND when the test is not assigned to the learner; 409 CONFLICT with
   * code TEST_DEACTIVATED, TEST_TAKEN, TEST_NOT_STARTED or TEST_ENDED when it
   * cannot be started now (the domain's testStartRefusal, by the server's clock).
   * Not read(): each call makes a token afresh, so it is tried once.
   */
  '/getOnlineTestToken': byGet(z.object({ oid, loginId, testId: z.coerce.number().int().positive().max(2_147_483_647) })),
} as const;

/** One assigned test (spec part 3, 3.10); times are ISO 8601 with the +05:30 offset, testTotalTime is in minutes. */
export const assignedTest = z.looseObject({
  test_id: int,
  test_name: text,
  start_time: text,
  end_time: text,
  /** 'Deactivated' or any other value (active) */
  testStatus: or(text, ''),
  testTotalTime: or(z.number(), 0),
});
export type AssignedTest = z.infer<typeof assignedTest>;
/** /getAssignedTests */
export const assignedTests = z.looseObject({ assignedTests: or(z.array(assignedTest), []) });
export type AssignedTests = z.infer<typeof assignedTests>;
/** /getIndianTime: now, ISO 8601 with the +05:30 offset. */
export const indianTime = z.looseObject({ itime: text });
export type IndianTime = z.infer<typeof indianTime>;
/** One result of /getTestResult: the score out of total, and when the learner finished (ISO 8601). */
export const testResult = z.looseObject({ score: z.number(), total: z.number(), finished_at: text });
export type TestResult = z.infer<typeof testResult>;
/** /getTestResult: keyed by test id (null: none). */
export const testResults = or(z.record(z.string(), testResult), {});
export type TestResults = z.infer<typeof testResults>;
/** /getOnlineTestToken: the token and when it stops being accepted (ISO 8601). */
export const onlineTestToken = z.looseObject({ token: z.string().min(16), expiresAt: text.nullish() });
export type OnlineTestToken = z.infer<typeof onlineTestToken>;
