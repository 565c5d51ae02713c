/**
 * Semester End Exam (spec part 3, sections 2.13, 2.14, 4.4 and 7.6; issue 20). Every call names
 * the learner by the verified token's e-mail, never by an argument (invariant 1). Whether Start
 * is offered is the domain's one rule (testStartRefusal), by the server's India time; the cloud
 * API checks it again before it makes a token.
 */
import { TEST_NOT_FOUND_MESSAGE, TEST_START_MESSAGES, testStartRefusal, type TestStartRefusal } from '@portal/domain';
import type { ResolversTypes, UserError } from '../../__generated__/resolvers-types.js';
import { getAssignedTests, getIndianTime, getOnlineTestToken, getTestResults } from '../../cloud/tests.js';
import type { Context } from '../../context.js';
import { providerAddress, resultOf, startFacts, testIdOf, type AssignedTestModel, type TestResultModel } from './mappers.js';

type StartPayload = ResolversTypes['TestStartPayload'];

const refused = (error: UserError): StartPayload => ({ providerUrl: null, userErrors: [error] });
const notFound = (): StartPayload => refused({ field: 'testId', code: 'NOT_FOUND', message: TEST_NOT_FOUND_MESSAGE });
const refusal = (reason: TestStartRefusal): StartPayload => refused({ field: 'testId', code: reason, message: TEST_START_MESSAGES[reason] });

export async function myTests(ctx: Context): Promise<AssignedTestModel[]> {
  const viewer = await ctx.requireViewer();
  return getAssignedTests(ctx.cloud, viewer.email);
}

export async function myTest(ctx: Context, id: string): Promise<AssignedTestModel | null> {
  return (await myTests(ctx)).find((test) => testIdOf(test) === id.trim()) ?? null;
}

export async function testResult(ctx: Context, test: AssignedTestModel): Promise<TestResultModel | null> {
  const viewer = await ctx.requireViewer();
  return resultOf(await getTestResults(ctx.cloud, viewer.email), test);
}

export function indiaTime(ctx: Context): Promise<string> {
  return getIndianTime(ctx.cloud);
}

/** Why Start is not offered now, by the server's India time, or null. The reads are shared with the request's other fields. */
async function startRefusal(ctx: Context, test: AssignedTestModel): Promise<TestStartRefusal | null> {
  const [result, now] = await Promise.all([testResult(ctx, test), indiaTime(ctx)]);
  return testStartRefusal(startFacts(test, result), now);
}

export async function canStart(ctx: Context, test: AssignedTestModel): Promise<boolean> {
  return (await startRefusal(ctx, test)) === null;
}

export async function startTest(ctx: Context, testId: string): Promise<StartPayload> {
  const viewer = await ctx.requireViewer();
  const test = /^\d{1,9}$/.test(testId.trim()) ? await myTest(ctx, testId) : null;
  if (!test) return notFound();
  const reason = await startRefusal(ctx, test);
  if (reason) return refusal(reason);
  const answer = await getOnlineTestToken(ctx.cloud, viewer.email, Number(testIdOf(test)));
  if (answer === 'NOT_FOUND') return notFound();
  if (typeof answer === 'string') return refusal(answer);
  return { providerUrl: providerAddress(ctx.programs.testProviderUrl, answer), userErrors: [] };
}
