import { assignedTests, indianTime, onlineTestToken, testResults, type AssignedTest, type OnlineTestToken, type TestResults } from '@portal/contract';
import type { TestStartRefusal } from '@portal/domain';
import { UpstreamRefusedError } from '../errors.js';
import { checkAnswer } from './answer.js';
import type { CloudSession } from './session.js';

// Semester End Exam (spec part 3, 7.6; issue 20). loginId and emailid are the
// learner's e-mail, always from the verified token (invariant 1; docs/decisions/237).

/** "assigned-tests endpoint": the learner's tests, earliest start first. A read (GET). */
export async function getAssignedTests(cloud: CloudSession, email: string): Promise<AssignedTest[]> {
  const answer = await cloud.read<unknown>('/getAssignedTests', { loginId: email });
  return checkAnswer(cloud, '/getAssignedTests', assignedTests, answer).assignedTests;
}

/** "Indian-time endpoint": the server's now, ISO 8601 with +05:30. A read. */
export async function getIndianTime(cloud: CloudSession): Promise<string> {
  const answer = await cloud.read<unknown>('/getIndianTime', {});
  return checkAnswer(cloud, '/getIndianTime', indianTime, answer).itime;
}

/** "test-result endpoint": the learner's results keyed by test id. A read. */
export async function getTestResults(cloud: CloudSession, email: string): Promise<TestResults> {
  const answer = await cloud.read<unknown>('/getTestResult', { emailid: email });
  return checkAnswer(cloud, '/getTestResult', testResults, answer);
}

const REFUSALS: ReadonlySet<string> = new Set<TestStartRefusal>(['TEST_DEACTIVATED', 'TEST_TAKEN', 'TEST_NOT_STARTED', 'TEST_ENDED']);

/**
 * "online-test token endpoint": a single-use token for this learner and test (a GET that makes
 * something, so tried once). The cloud API's refusal when the test cannot be started now (409
 * with the reason), or NOT_FOUND when the test is not the learner's (404).
 */
export async function getOnlineTestToken(cloud: CloudSession, email: string, testId: number): Promise<OnlineTestToken | TestStartRefusal | 'NOT_FOUND'> {
  try {
    const answer = await cloud.write<unknown>('/getOnlineTestToken', { loginId: email, testId });
    return checkAnswer(cloud, '/getOnlineTestToken', onlineTestToken, answer);
  } catch (error) {
    if (error instanceof UpstreamRefusedError && error.status === 404) return 'NOT_FOUND';
    if (error instanceof UpstreamRefusedError && error.status === 409 && REFUSALS.has(error.upstreamCode ?? '')) return error.upstreamCode as TestStartRefusal;
    throw error;
  }
}
