import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudAdmin, enrolledLearner, gql, startGateway, type TestGateway } from '../../../test/support.js';

// The answers review (docs/architecture.md invariants 2 and 9; docs/decisions/174):
// returned only once the learner's attempt is submitted or the window has
// closed, AND the answer date has passed; never while an attempt can still be
// saved, whatever the answer date. Each test copies the demo's open assessment
// (9101, course 101201) with the window it needs (test-only admin, decision 147).

const COURSE = '101201';
const OPEN_ASSESSMENT = 9101;

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway?.close();
});

/** A copy of the open assessment: seconds from the server's now. */
async function copy(window: { endsIn: number; answersIn: number }): Promise<string> {
  const { assessid } = await cloudAdmin<{ assessid: number }>('/__assessments/copy', {
    from: OPEN_ASSESSMENT,
    startsInSeconds: -3600,
    endsInSeconds: window.endsIn,
    answersInSeconds: window.answersIn,
  });
  return String(assessid);
}

type Read = { attemptStatus: string; answersAvailable: boolean; review: { questions: { correctOptionIds: string[] }[] } | null };

async function learnerOn(id: string) {
  const { token } = await enrolledLearner(gateway, 'review', 1012);
  const ref = { courseId: COURSE, kind: 'ASSESSMENT', assessmentId: id };
  const call = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const result = await gql<T>(gateway, query, variables, { bearer: token });
    expect(result.body.errors).toBeUndefined();
    return result.body.data!;
  };
  return {
    read: async () =>
      (
        await call<{ viewer: { course: { assessment: Read } } }>(
          'query($c: ID!, $id: ID!) { viewer { course(id: $c) { assessment(kind: ASSESSMENT, id: $id) { attemptStatus answersAvailable review { questions { correctOptionIds } } } } } }',
          { c: COURSE, id },
        )
      ).viewer.course.assessment,
    start: () => call('mutation($input: AssessmentRefInput!) { assessmentStart(input: $input) { userErrors { code } } }', { input: ref }),
    save: () =>
      call<{ assessmentAnswerSave: { userErrors: unknown[] } }>('mutation($input: AssessmentAnswerSaveInput!) { assessmentAnswerSave(input: $input) { userErrors { code } } }', {
        input: { ...ref, answer: { questionId: `${OPEN_ASSESSMENT}-q1`, optionIds: ['b'], sequence: 1 } },
      }),
    submit: () => call('mutation($input: AssessmentRefInput!) { assessmentSubmit(input: $input) { userErrors { code } } }', { input: ref }),
  };
}

const keysOf = (read: Read) => read.review!.questions.flatMap((q) => q.correctOptionIds);

describe('the answers review', () => {
  it('is not given for an attempt submitted before the answer date', async () => {
    const learner = await learnerOn(await copy({ endsIn: 3600, answersIn: 86_400 }));
    await learner.start();
    await learner.submit();
    expect(await learner.read()).toMatchObject({ attemptStatus: 'SUBMITTED', answersAvailable: false, review: null });
  });

  it('is not given while the attempt can still be saved, though the answer date has passed', async () => {
    const learner = await learnerOn(await copy({ endsIn: 3600, answersIn: -60 }));
    // Not started yet: starting would open an attempt that could be answered from the keys.
    expect(await learner.read()).toMatchObject({ attemptStatus: 'NOT_STARTED', answersAvailable: false, review: null });
    await learner.start();
    expect((await learner.save()).assessmentAnswerSave.userErrors).toEqual([]);
    expect(await learner.read()).toMatchObject({ attemptStatus: 'IN_PROGRESS', answersAvailable: false, review: null });
  });

  it('is given once the window has closed and the answer date has passed, attempted or not', async () => {
    const learner = await learnerOn(await copy({ endsIn: -60, answersIn: -30 }));
    const read = await learner.read();
    expect(read).toMatchObject({ attemptStatus: 'NOT_STARTED', answersAvailable: true });
    expect(keysOf(read).length).toBeGreaterThan(0);
  });

  it('is given for a submitted attempt once the answer date has passed, the window still open', async () => {
    const learner = await learnerOn(await copy({ endsIn: 3600, answersIn: -60 }));
    await learner.start();
    await learner.save();
    await learner.submit();
    const read = await learner.read();
    expect(read).toMatchObject({ attemptStatus: 'SUBMITTED', answersAvailable: true });
    expect(keysOf(read).length).toBeGreaterThan(0);
  });
});
