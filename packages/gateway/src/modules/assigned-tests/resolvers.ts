/** Semester End Exam (issue 20): the screens' queries and Start. The service decides; these only hand over. */
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { assignedTestFields, testResultFields } from './mappers.js';
import { canStart, indiaTime, myTest, myTests, startTest, testResult } from './service.js';

export const testsResolvers: Resolvers = {
  Query: {
    assignedTests: (_parent, _args, ctx) => myTests(ctx),
    assignedTest: (_parent, { id }, ctx) => myTest(ctx, id),
    indiaTime: (_parent, _args, ctx) => indiaTime(ctx),
  },
  Mutation: {
    testStart: (_parent, { input }, ctx) => startTest(ctx, input.testId),
  },
  AssignedTest: {
    ...assignedTestFields,
    result: (test, _args, ctx) => testResult(ctx, test),
    canStart: (test, _args, ctx) => canStart(ctx, test),
  },
  TestResult: testResultFields,
};
