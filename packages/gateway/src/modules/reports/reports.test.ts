import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_WEEKS } from '@portal/domain';
import { clearFaults, cloudAdmin, cloudCall, finishUnitQuiz, gql, setFaults, signedUpLearner, startGateway, type TestGateway } from '../../../test/support.js';

// Reports and analytics (issue 20) against the real embedded cloud API. Each test that
// changes anything uses a learner of its own, enrolled in the Data Analytics certificate
// (batch 1012), whose first course (101201) has the demo's assessments.

const SQL = '101202'; // not started; its first object is open once the course is started
const DASHBOARDS = '101204';
const SUMMATIVE = 'obj-101041-3'; // Dashboards: a summative quiz (type 1)
const ASSESSMENT_COURSE = '101201';
const OPEN_ASSESSMENT = 9101;

const REPORT = /* GraphQL */ `
  query Report {
    viewer {
      programs {
        id
        title
        progressPercent
        courses {
          id
          title
          progressPercent
          status
        }
      }
      learningReport {
        weeklyTime {
          weekStarting
          secondsSpent
        }
        quizScores {
          id
          title
          courseId
          courseTitle
          scorePercent
          takenOn
        }
        assessmentScores {
          id
          kind
          title
          courseId
          courseTitle
          score
          maximumScore
          scorePercent
          submittedAt
        }
        dueNext {
          id
          kind
          title
          courseId
          courseTitle
          dueOn
          dueAt
          opensAt
          link
        }
      }
    }
  }
`;
const START = `mutation($input: CourseStartInput!) { courseStart(input: $input) { userErrors { code } } }`;
const OPEN = `mutation($input: LearningObjectOpenInput!) { learningObjectOpen(input: $input) { userErrors { code } } }`;
const COMPLETE = `mutation($input: LearningObjectCompleteInput!) { learningObjectComplete(input: $input) { userErrors { code } } }`;
const FIRST_OBJECT = `query($id: ID!) { viewer { course(id: $id) { units { objects { id } } } } }`;
const ASSESSMENT_REF = (assessmentId: string) => ({ courseId: ASSESSMENT_COURSE, kind: 'ASSESSMENT', assessmentId });

type Report = {
  weeklyTime: { weekStarting: string; secondsSpent: number }[];
  quizScores: { id: string; title: string; courseId: string; courseTitle: string; scorePercent: number; takenOn: string | null }[];
  assessmentScores: { id: string; kind: string; title: string; courseId: string; courseTitle: string; score: number; maximumScore: number; scorePercent: number | null; submittedAt: string | null }[];
  dueNext: { id: string; kind: string; title: string; courseId: string | null; courseTitle: string | null; dueOn: string; dueAt: string | null; opensAt: string | null; link: string | null }[] | null;
};
type Answer = {
  viewer: {
    programs: { id: string; title: string; progressPercent: number; courses: { id: string; title: string; progressPercent: number; status: string }[] }[] | null;
    learningReport: Report | null;
  };
};

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway?.close();
});
afterEach(() => clearFaults());

async function report(token: string) {
  const result = await gql<Answer>(gateway, REPORT, {}, { bearer: token });
  return result.body;
}
async function mutate(token: string, mutation: string, input: Record<string, unknown>) {
  const result = await gql<Record<string, { userErrors: unknown[] }>>(gateway, mutation, { input }, { bearer: token });
  expect(result.body.errors).toBeUndefined();
  expect(Object.values(result.body.data!)[0].userErrors).toEqual([]);
}
const total = (r: Report) => r.weeklyTime.reduce((sum, w) => sum + w.secondsSpent, 0);

describe('reports and analytics (issue 20)', () => {
  it('shows a new learner their programs at 0 %, eight empty weeks, no scores, and what is due', async () => {
    const { token } = await signedUpLearner(gateway, 'report-new');
    const body = await report(token);
    expect(body.errors).toBeUndefined();
    const { programs, learningReport } = body.data!.viewer;
    expect(programs).toHaveLength(1);
    expect(programs![0].progressPercent).toBe(0);
    expect(learningReport!.weeklyTime).toHaveLength(REPORT_WEEKS);
    expect(total(learningReport!)).toBe(0);
    // Mondays, a week apart, the current week last.
    const mondays = learningReport!.weeklyTime.map((w) => w.weekStarting);
    for (const day of mondays) expect(new Date(`${day}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(Date.parse(mondays[1]) - Date.parse(mondays[0])).toBe(7 * 86_400_000);
    expect(learningReport!.quizScores).toEqual([]);
    expect(learningReport!.assessmentScores).toEqual([]);
    // Due next: from today on, soonest first.
    const due = learningReport!.dueNext!;
    expect(due.length).toBeGreaterThan(0);
    expect(due.length).toBeLessThanOrEqual(5);
    expect(due.map((d) => d.dueOn)).toEqual([...due.map((d) => d.dueOn)].sort());
  });

  it('lists an assessment that has not opened yet in Due next, with when it opens and when it ends', async () => {
    const { token } = await signedUpLearner(gateway, 'report-upcoming');
    const { assessid } = await cloudAdmin<{ assessid: number }>('/__assessments/copy', { from: OPEN_ASSESSMENT, startsInSeconds: 120, endsInSeconds: 600, answersInSeconds: 86_400 });
    const due = (await report(token)).data!.viewer.learningReport!.dueNext!;
    const item = due.find((d) => d.id === `assess-${assessid}`);
    expect(item).toMatchObject({ kind: 'ASSESSMENT', courseId: ASSESSMENT_COURSE, courseTitle: 'Spreadsheets for Analysis', link: null });
    expect(Date.parse(item!.opensAt!)).toBeLessThan(Date.parse(item!.dueAt!));
    expect(Date.parse(item!.dueAt!) - Date.parse(item!.opensAt!)).toBe(480_000);
  });

  it('completing a unit raises the course and program completion and counts its time in this week', async () => {
    const { token } = await signedUpLearner(gateway, 'report-complete');
    const before = (await report(token)).data!.viewer;
    await mutate(token, START, { courseId: SQL });
    const course = await gql<{ viewer: { course: { units: { objects: { id: string }[] }[] } } }>(gateway, FIRST_OBJECT, { id: SQL }, { bearer: token });
    // Start completes the first object (spec part 2, section 2) in no time; the second is the learner's to complete.
    const second = course.body.data!.viewer.course.units[0].objects[1].id;
    await mutate(token, OPEN, { courseId: SQL, objectId: second });
    await mutate(token, COMPLETE, { courseId: SQL, objectId: second, secondsSpent: 754 });
    const after = (await report(token)).data!.viewer;
    const sqlBefore = before.programs![0].courses.find((c) => c.id === SQL)!;
    const sqlAfter = after.programs![0].courses.find((c) => c.id === SQL)!;
    expect(sqlBefore.progressPercent).toBe(0);
    expect(sqlBefore.status).toBe('NOT_STARTED');
    expect(sqlAfter.progressPercent).toBeGreaterThan(0);
    expect(sqlAfter.status).toBe('IN_PROGRESS');
    expect(after.programs![0].progressPercent).toBeGreaterThan(before.programs![0].progressPercent);
    expect(after.learningReport!.weeklyTime.at(-1)!.secondsSpent).toBe(754);
    expect(total(after.learningReport!)).toBe(754);
    // Completing it again (a second tab) counts nothing more.
    await mutate(token, COMPLETE, { courseId: SQL, objectId: second, secondsSpent: 600 });
    expect(total((await report(token)).data!.viewer.learningReport!)).toBe(754);
  });

  it('a quiz taken appears in the quiz scores with its course and day, and in no other learner’s report', async () => {
    const { token } = await signedUpLearner(gateway, 'report-quiz');
    const other = await signedUpLearner(gateway, 'report-quiz-other');
    for (const errors of await finishUnitQuiz(gateway, token, DASHBOARDS, SUMMATIVE)) expect(errors).toEqual([]);
    const scores = (await report(token)).data!.viewer.learningReport!.quizScores;
    expect(scores).toEqual([
      { id: SUMMATIVE, title: expect.any(String), courseId: DASHBOARDS, courseTitle: 'Data Visualisation and Dashboards', scorePercent: 100, takenOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    ]);
    expect((await report(other.token)).data!.viewer.learningReport!.quizScores).toEqual([]);
  });

  it('an assessment leaves Due next once submitted, and its score shows only once it has ended', async () => {
    const { token } = await signedUpLearner(gateway, 'report-assess');
    const { assessid } = await cloudAdmin<{ assessid: number }>('/__assessments/copy', { from: OPEN_ASSESSMENT, startsInSeconds: -60, endsInSeconds: 3600, answersInSeconds: 86_400 });
    const id = String(assessid);
    const listed = (await report(token)).data!.viewer.learningReport!;
    expect(listed.dueNext!.some((d) => d.id === `assess-${id}`) || listed.dueNext!.length === 5).toBe(true);
    const ref = ASSESSMENT_REF(id);
    const start = await gql<{ assessmentStart: { userErrors: unknown[] } }>(
      gateway,
      'mutation($input: AssessmentRefInput!) { assessmentStart(input: $input) { userErrors { code } } }',
      { input: ref },
      { bearer: token },
    );
    expect(start.body.data!.assessmentStart.userErrors).toEqual([]);
    const submit = await gql<{ assessmentSubmit: { userErrors: unknown[] } }>(
      gateway,
      'mutation($input: AssessmentRefInput!) { assessmentSubmit(input: $input) { userErrors { code } } }',
      { input: ref },
      { bearer: token },
    );
    expect(submit.body.data!.assessmentSubmit.userErrors).toEqual([]);
    const submitted = (await report(token)).data!.viewer.learningReport!;
    expect(submitted.dueNext!.some((d) => d.id === `assess-${id}`)).toBe(false);
    expect(submitted.assessmentScores.some((a) => a.id === id)).toBe(false);
    await cloudAdmin('/__assessments/window', { assessid, startsInSeconds: -7200, endsInSeconds: -60 });
    const ended = (await report(token)).data!.viewer.learningReport!;
    const scored = ended.assessmentScores.find((a) => a.id === id);
    expect(scored).toMatchObject({ kind: 'ASSESSMENT', courseId: ASSESSMENT_COURSE, score: 0, submittedAt: expect.any(String) });
    expect(scored!.maximumScore).toBeGreaterThan(0);
    expect(scored!.scorePercent).toBe(0);
  });

  it("shows the demo learner's seeded activity, and never another learner's", async () => {
    const { token } = await signedUpLearner(gateway, 'report-isolation');
    const mine = (await report(token)).data!.viewer.learningReport!;
    const demo = await cloudCall<{ quizscores: { objid: string }[] }>('/getLearnerReport', { eid: 'learner@demo.university', weeks: REPORT_WEEKS });
    expect(demo.quizscores.length).toBeGreaterThan(0);
    const theirs = new Set(demo.quizscores.map((q) => q.objid));
    expect(mine.quizScores.some((q) => theirs.has(q.id))).toBe(false);
    // The field takes no argument that could name a learner (docs/architecture.md, invariant 1).
    const named = await gql(gateway, `query { viewer { learningReport(eid: "learner@demo.university") { quizScores { id } } } }`, {}, { bearer: token });
    expect(named.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('a visitor has no viewer, so no report, and nothing is asked upstream for one', async () => {
    const before = gateway.logs().length;
    const result = await gql<Answer>(gateway, REPORT, {});
    expect(result.body.data?.viewer ?? null).toBeNull();
    expect(
      gateway
        .logs()
        .slice(before)
        .some((line) => line.operation === '/getLearnerReport'),
    ).toBe(false);
  });

  it('the screen costs one call each of progress (shared with Due next), the report and the calendar', async () => {
    const { token } = await signedUpLearner(gateway, 'report-calls');
    const before = gateway.logs().length;
    expect((await report(token)).errors).toBeUndefined();
    const calls = gateway
      .logs()
      .slice(before)
      .filter((line) => line.msg === 'cloud call')
      .map((line) => String(line.operation))
      .sort();
    // /getusn: Viewer.programs asks for the candidate numbers beside progress, whether or not they are read (dashboard module).
    expect(calls).toEqual(['/getEvents', '/getLearnerReport', '/getUserTotalProgress', '/getusn']);
  });

  it('a failing report nulls only the report, and a failing calendar only Due next', async () => {
    const { token } = await signedUpLearner(gateway, 'report-faults');
    await setFaults({ '/getLearnerReport': { mode: 'error', status: 503 } });
    const failed = await report(token);
    expect(failed.data!.viewer.learningReport).toBeNull();
    expect(failed.data!.viewer.programs).toHaveLength(1);
    expect(failed.errors!.map((e) => [e.path, e.extensions?.code])).toEqual([[['viewer', 'learningReport'], 'UPSTREAM_UNAVAILABLE']]);
    await clearFaults();
    await setFaults({ '/getEvents': { mode: 'error', status: 503 } });
    const noCalendar = await report(token);
    expect(noCalendar.data!.viewer.learningReport!.dueNext).toBeNull();
    expect(noCalendar.data!.viewer.learningReport!.weeklyTime).toHaveLength(REPORT_WEEKS);
    expect(noCalendar.errors!.map((e) => [e.path, e.extensions?.code])).toEqual([[['viewer', 'learningReport', 'dueNext'], 'UPSTREAM_UNAVAILABLE']]);
  });
});
