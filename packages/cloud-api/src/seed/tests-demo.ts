/**
 * The demo learners' semester-end tests (spec part 3, sections 2.13, 2.14 and
 * 3.10; issue 20), by the seed's clock: for learner@demo.university one open
 * now (for sixty days), one upcoming, one past with a result, and one
 * Deactivated; for second@demo.university one open now (isolation tests).
 */
import { schema } from '../db/client.js';
import type { StoredTestQuestion } from '../db/schema.js';
import type { DemoSeed, SeedTx } from './demo-data.js';

/** The questions of the demo tests, which tests made by the admin copy. */
export const DEMO_TEST_QUESTIONS: StoredTestQuestion[] = [
  {
    text: 'Which clause filters rows before they are grouped?',
    options: ['WHERE', 'HAVING', 'ORDER BY'],
    answer: 0,
  },
  {
    text: 'Which chart shows a trend over time best?',
    options: ['Pie chart', 'Line chart', 'Scatter plot'],
    answer: 1,
  },
  {
    text: 'What does a <b> tag look like as text?',
    options: ['<b>', 'bold', 'nothing'],
    answer: 0,
  },
];

const LEARNER = 'learner@demo.university';
const SECOND = 'second@demo.university';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export async function seedTests(tx: SeedTx, { oid, now }: DemoSeed): Promise<void> {
  const t = now.getTime();
  const at = (ms: number) => new Date(t + ms);
  const tests: (Omit<typeof schema.assignedTests.$inferInsert, 'oid'> & {
    loginId: string;
  })[] = [
    {
      testId: 7001,
      name: 'Marketing Management: Semester End Test',
      startsAt: at(-2 * HOUR),
      endsAt: at(60 * DAY),
      totalMinutes: 90,
      status: 'Active',
      loginId: LEARNER,
    },
    {
      testId: 7002,
      name: 'Business Statistics: Semester End Test',
      startsAt: at(30 * DAY),
      endsAt: at(30 * DAY + 3 * HOUR),
      totalMinutes: 120,
      status: 'Active',
      loginId: LEARNER,
    },
    {
      testId: 7003,
      name: 'Principles of Management: Semester End Test',
      startsAt: at(-20 * DAY),
      endsAt: at(-20 * DAY + 3 * HOUR),
      totalMinutes: 90,
      status: 'Active',
      loginId: LEARNER,
    },
    {
      testId: 7004,
      name: 'Financial Accounting: Supplementary Test',
      startsAt: at(-2 * HOUR),
      endsAt: at(60 * DAY),
      totalMinutes: 60,
      status: 'Deactivated',
      loginId: LEARNER,
    },
    {
      testId: 7005,
      name: 'Hospital Operations Management: Semester End Test',
      startsAt: at(-2 * HOUR),
      endsAt: at(60 * DAY),
      totalMinutes: 90,
      status: 'Active',
      loginId: SECOND,
    },
  ];
  await tx.insert(schema.assignedTests).values(
    tests.map(({ loginId: _loginId, ...test }) => ({
      ...test,
      oid,
      questions: DEMO_TEST_QUESTIONS,
    })),
  );
  await tx.insert(schema.testAssignments).values(tests.map((test) => ({ testId: test.testId, loginId: test.loginId })));
  await tx.insert(schema.testResults).values({
    testId: 7003,
    loginId: LEARNER,
    score: 2,
    total: DEMO_TEST_QUESTIONS.length,
    finishedAt: at(-20 * DAY + 2 * HOUR),
  });
}
