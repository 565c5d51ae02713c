/** Semester End Exam: the cloud API's words in, the schema's out (issue 20). */
import type { AssignedTest, OnlineTestToken, TestResult, TestResults } from '@portal/contract';
import { assignedTestStatusFromWire, type TestStartFacts } from '@portal/domain';
import type { AssignedTestResolvers, TestResultResolvers } from '../../__generated__/resolvers-types.js';

export type AssignedTestModel = AssignedTest;
export type TestResultModel = TestResult;

export const assignedTestFields: AssignedTestResolvers = {
  id: (test) => String(test.test_id),
  name: (test) => test.test_name,
  startsAt: (test) => test.start_time,
  endsAt: (test) => test.end_time,
  durationMinutes: (test) => Math.round(test.testTotalTime),
  status: (test) => assignedTestStatusFromWire(test.testStatus),
};

export const testResultFields: TestResultResolvers = {
  score: (result) => Math.round(result.score),
  total: (result) => Math.round(result.total),
  finishedAt: (result) => result.finished_at,
};

/** The schema's id of a test (`AssignedTest.id`). */
export const testIdOf = (test: AssignedTestModel): string => String(test.test_id);

/** The learner's result of the test, from the results keyed by test id, or null. */
export const resultOf = (results: TestResults, test: AssignedTestModel): TestResultModel | null => results[String(test.test_id)] ?? null;

/** What the domain's Start rule reads of a test and its result. */
export function startFacts(test: AssignedTestModel, result: TestResultModel | null): TestStartFacts {
  return { status: assignedTestStatusFromWire(test.testStatus), hasResult: result !== null, startsAt: test.start_time, endsAt: test.end_time };
}

/** The provider's start address with the token (spec part 3, 7.6: "The external test provider opens in a new tab"). */
export function providerAddress(base: string, answer: OnlineTestToken): string {
  const url = new URL(base);
  url.searchParams.set('token', answer.token);
  return url.toString();
}
