import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussionSource } from '../live/topics.js';
import { cloudAdmin, cloudUrl, countingCloud, enrolledLearner, finishUnitQuiz, gql, signedUpLearner, startGateway, type CountingCloud, type TestGateway } from '../../test/support.js';

// What the busiest flows cost upstream (issue 18, section 2; docs/decisions/185):
// every call the gateway makes to the real embedded cloud API is counted by a
// pass-through in front of it. A flow that grows by one call fails here.

const SQL = '101202'; // html, interactivity, youtube; not started; no free navigation
const PYTHON = '101203'; // free navigation, with unit quizzes
const ASSESSMENT_COURSE = '101201';
const OPEN_ASSESSMENT = 9101;

let cloud: CountingCloud;
let gateway: TestGateway;

beforeAll(async () => {
  cloud = await countingCloud();
  // Only the cloud API's operations pass through the counter: identity, tokens and files go to it directly.
  gateway = await startGateway({ CLOUD_API_URL: cloud.url, COGNITO_ENDPOINT: cloudUrl(), JWT_ISSUER: `${cloudUrl()}/local_portal`, FILE_STORE_ORIGINS: cloudUrl() });
});
afterAll(async () => {
  await gateway?.close();
  await cloud?.close();
});

const freshLearner = async (label: string) => (await signedUpLearner(gateway, label)).token;

type Step = { course: { status: string; units: { objects: { id: string; kind: string; state: string }[] }[] } | null; program: { id: string } | null; userErrors: { message: string }[] };
const PAYLOAD = `course { id status progressPercent units { objects { id kind state secondsSpent } } } program { id progressPercent courses { id progressPercent status lastActivityAt } } userErrors { field code message }`;
const START = `mutation($input: CourseStartInput!) { courseStart(input: $input) { ${PAYLOAD} } }`;
const COMPLETE = `mutation($input: LearningObjectCompleteInput!) { learningObjectComplete(input: $input) { ${PAYLOAD} } }`;
const COURSE = `query($id: ID!) { viewer { course(id: $id) { status units { objects { id kind state } } } } }`;

async function step(token: string, mutation: string, input: Record<string, unknown>): Promise<Step> {
  const result = await gql<Record<string, Step>>(gateway, mutation, { input }, { bearer: token });
  expect(result.body.errors).toBeUndefined();
  return Object.values(result.body.data!)[0];
}
async function objectsOf(token: string, id: string) {
  const result = await gql<{ viewer: { course: NonNullable<Step['course']> } }>(gateway, COURSE, { id }, { bearer: token });
  return result.body.data!.viewer.course.units.flatMap((u) => u.objects);
}

/** The operations one mutation called upstream, in order. */
async function counted<T>(run: () => Promise<T>): Promise<{ result: T; calls: string[] }> {
  cloud.reset();
  const result = await run();
  return { result, calls: cloud.calls().map((c) => c.operation) };
}

/** Takes a unit quiz through its flow with right answers, so Mark Complete may complete it (docs/decisions/136). */
async function finishQuiz(token: string, courseId: string, objectId: string): Promise<void> {
  for (const errors of await finishUnitQuiz(gateway, token, courseId, objectId)) expect(errors).toEqual([]);
}

describe('Mark Complete', () => {
  it('costs the course read, the totals read and the sync write', async () => {
    const token = await freshLearner('calls-complete');
    const ids = (await objectsOf(token, SQL)).map((o) => o.id);
    await step(token, START, { courseId: SQL });
    const { result, calls } = await counted(() => step(token, COMPLETE, { courseId: SQL, objectId: ids[1], secondsSpent: 4 }));
    expect(result.userErrors).toEqual([]);
    expect(calls.sort()).toEqual(['/getCourse', '/getUserTotalProgress', '/syncUserProgress']);
  });

  it('of a unit quiz costs two reads more: the quiz and what the learner stored', async () => {
    const token = await freshLearner('calls-quiz');
    const quiz = (await objectsOf(token, PYTHON)).find((o) => o.kind === 'QUIZ')!;
    await finishQuiz(token, PYTHON, quiz.id);
    const { result, calls } = await counted(() => step(token, COMPLETE, { courseId: PYTHON, objectId: quiz.id, secondsSpent: 4 }));
    expect(result.userErrors).toEqual([]);
    expect(calls.sort()).toEqual(['/getAssignmentData', '/getCourse', '/getQuiz', '/getUserTotalProgress', '/syncUserProgress']);
  });

  it('costs the same when two tabs complete the last two objects at once and neither sees the topic complete', async () => {
    const token = await freshLearner('calls-tabs');
    const all = await objectsOf(token, PYTHON);
    for (const quiz of all.filter((o) => o.kind === 'QUIZ')) await finishQuiz(token, PYTHON, quiz.id);
    // Two objects that are not neighbours and not the last: with the rest complete and free
    // navigation switched off by Admin (docs/decisions/174), each may be completed, and only
    // the two together complete the course.
    const plain = all.slice(0, -2).filter((o, i) => o.kind !== 'QUIZ' && i > 0);
    const last = all[all.length - 1];
    const a = plain[0];
    const b = plain.find((o) => all.indexOf(o) > all.indexOf(a) + 1)!;
    for (const o of all) if (![a, b, last].includes(o)) expect((await step(token, COMPLETE, { courseId: PYTHON, objectId: o.id, secondsSpent: 1 })).userErrors).toEqual([]);
    await cloudAdmin('/__learning/switches', { bcid: Number(PYTHON), freeNavigation: false });
    try {
      // Without free navigation the last object completes the topic only with every other one.
      expect(await step(token, COMPLETE, { courseId: PYTHON, objectId: last.id, secondsSpent: 1 })).toMatchObject({ userErrors: [], course: { status: 'IN_PROGRESS' } });
      // Each tab decides before either writes: neither sees the course complete.
      cloud.reset();
      cloud.holdUntil('/syncUserProgress', 2);
      const answers = await Promise.all([a, b].map((o) => step(token, COMPLETE, { courseId: PYTHON, objectId: o.id, secondsSpent: 2 })));
      expect(answers.flatMap((x) => x.userErrors)).toEqual([]);
      const byRequest = new Map<string, string[]>();
      for (const call of cloud.calls()) byRequest.set(call.requestId ?? '', [...(byRequest.get(call.requestId ?? '') ?? []), call.operation]);
      expect(byRequest.size).toBe(2);
      for (const calls of byRequest.values()) expect(calls.sort()).toEqual(['/getCourse', '/getUserTotalProgress', '/syncUserProgress']);
      // The tab whose write landed last saw every object complete: the topic is.
      expect(answers.some((x) => x.course?.status === 'COMPLETED')).toBe(true);
      expect((await gql<{ viewer: { course: { status: string } } }>(gateway, COURSE, { id: PYTHON }, { bearer: token })).body.data!.viewer.course.status).toBe('COMPLETED');
    } finally {
      await cloudAdmin('/__learning/switches', { bcid: Number(PYTHON), freeNavigation: true });
    }
  });
});

describe('assessment autosave', () => {
  it('costs the attempt read and the save', async () => {
    const token = await freshLearner('calls-autosave');
    const { assessid } = await cloudAdmin<{ assessid: number }>('/__assessments/copy', { from: OPEN_ASSESSMENT, startsInSeconds: -60, endsInSeconds: 3600, answersInSeconds: 86_400 });
    const ref = { courseId: ASSESSMENT_COURSE, kind: 'ASSESSMENT', assessmentId: String(assessid) };
    const started = await gql<{ assessmentStart: { userErrors: unknown[] } }>(
      gateway,
      'mutation($input: AssessmentRefInput!) { assessmentStart(input: $input) { userErrors { message } } }',
      { input: ref },
      { bearer: token },
    );
    expect(started.body.data!.assessmentStart.userErrors).toEqual([]);
    const save = 'mutation($input: AssessmentAnswerSaveInput!) { assessmentAnswerSave(input: $input) { savedSequence secondsLeft status userErrors { message } } }';
    const { result, calls } = await counted(() =>
      gql<{ assessmentAnswerSave: { savedSequence: number; userErrors: unknown[] } }>(
        gateway,
        save,
        { input: { ...ref, answer: { questionId: `${OPEN_ASSESSMENT}-q1`, optionIds: ['b'], sequence: 1 } } },
        { bearer: token },
      ),
    );
    expect(result.body.data!.assessmentAnswerSave).toMatchObject({ savedSequence: 1, userErrors: [] });
    expect(calls.sort()).toEqual(['/getAssessmentQuiz', '/updateAssessment']);
  });

  it('starts with the item, the clock, the course rule’s two reads and the write, and reads nothing again after it (docs/decisions/317)', async () => {
    const token = await freshLearner('calls-start');
    const { assessid } = await cloudAdmin<{ assessid: number }>('/__assessments/copy', { from: OPEN_ASSESSMENT, startsInSeconds: -60, endsInSeconds: 3600, answersInSeconds: 86_400 });
    const ref = { courseId: ASSESSMENT_COURSE, kind: 'ASSESSMENT', assessmentId: String(assessid) };
    const start = 'mutation($input: AssessmentRefInput!) { assessmentStart(input: $input) { assessment { id attemptStatus score window } userErrors { message } } }';
    type Started = { assessmentStart: { assessment: { id: string; attemptStatus: string; score: number | null; window: string }; userErrors: unknown[] } };
    const { result, calls } = await counted(() => gql<Started>(gateway, start, { input: ref }, { bearer: token }));
    // The write's answer says what a second read would: the attempt is in progress.
    expect(result.body.data!.assessmentStart).toEqual({ assessment: { id: String(assessid), attemptStatus: 'IN_PROGRESS', score: null, window: 'OPEN' }, userErrors: [] });
    expect(calls.sort()).toEqual(['/getAssessment', '/getCourse', '/getServerTime', '/getUserTotalProgress', '/updateAssessment']);
    // A start again (a reload) finds it in progress and writes nothing.
    const again = await counted(() => gql<Started>(gateway, start, { input: ref }, { bearer: token }));
    expect(again.result.body.data!.assessmentStart.assessment.attemptStatus).toBe('IN_PROGRESS');
    expect(again.calls).not.toContain('/updateAssessment');
  });
});

describe('a discussion post (issue 32)', () => {
  const DISCUSSION_COURSE = '301205'; // Organisational Behaviour, MBA batch 3012
  const ASK = 'mutation($input: DiscussionPostQuestionInput!) { discussionPostQuestion(input: $input) { discussion { id questions { id text } } userErrors { code } } }';
  type Asked = { discussionPostQuestion: { discussion: { questions: { text: string }[] } | null; userErrors: unknown[] } };
  const ask = (token: string, text: string) => gql<Asked>(gateway, ASK, { input: { courseId: DISCUSSION_COURSE, text } }, { bearer: token });
  // The sign-in's visit record (/analyticsWebApp) is sent after its answer and may land among a post's calls.
  const postCalls = (calls: string[]) => calls.filter((c) => c !== '/analyticsWebApp').sort();

  it('sends no instructor list read only to be sent back: the course read, the totals read, the discussion and the update', async () => {
    const token = (await enrolledLearner(gateway, 'calls-post', 3012)).token;
    const text = `Unwatched ${Math.random().toString(36).slice(2)}`;
    const { result, calls } = await counted(() => ask(token, text));
    expect(result.body.data!.discussionPostQuestion.userErrors).toEqual([]);
    expect(postCalls(calls)).toEqual(['/getCourse', '/getDiscussion', '/getUserTotalProgress', '/updateDiscussion']);
  });

  it('costs three calls while the discussion is watched (a tab has it open): it is checked against the live topic\u2019s state', async () => {
    const token = (await enrolledLearner(gateway, 'calls-post-live', 3012)).token;
    const { hub, topics } = gateway.services.live;
    const watching = await hub.watch(discussionSource(topics, DISCUSSION_COURSE, { batchId: 3012, courseRunId: Number(DISCUSSION_COURSE) }));
    try {
      await watching.next();
      const text = `Watched ${Math.random().toString(36).slice(2)}`;
      const { result, calls } = await counted(() => ask(token, text));
      expect(result.body.data!.discussionPostQuestion.discussion!.questions.some((q) => q.text === text)).toBe(true);
      expect(postCalls(calls)).toEqual(['/getCourse', '/getUserTotalProgress', '/updateDiscussion']);
      // The viewer has it from the post's own answer, without a read.
      expect(((await watching.next()).value as { question: string }[]).some((q) => q.question === text)).toBe(true);
      // The same text again is still refused, from the topic's state.
      const again = await counted(() => ask(token, text));
      expect(again.result.body.data!.discussionPostQuestion.userErrors).toEqual([{ code: 'REPEATED_POST' }]);
      expect(postCalls(again.calls)).toEqual(['/getCourse', '/getUserTotalProgress']);
    } finally {
      await watching.return?.();
    }
  });
});
