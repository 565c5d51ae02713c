import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../auth/cookies.js';
import { CookieJar, DEMO, SIGN_IN, cloudCall, cloudUrl, freshEmail, gql, latestMail, startGateway, type TestGateway } from '../../../test/support.js';

// The gateway is the only grader and the only clock of timed assessments
// (spec part 2, sections 4, 5 and 7; docs/architecture.md invariants 2 and 7;
// docs/decisions/143-147), tested against the real embedded cloud API. Each
// test copies the demo's open assessment (9101, items of kinds 1 to 8) with
// the test-only /__assessments admin, with the window it needs, and uses
// learners of its own.

const COURSE = '101201';
const OPEN_ASSESSMENT = 9101;
const OPEN_ASSIGNMENT = 9201;

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway?.close();
});

async function admin<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${cloudUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A copy of the open assessment or assignment with its own window, seconds from the server's now. */
async function copy(from: number, window: { startsIn?: number; endsIn?: number; answersIn?: number | null } = {}): Promise<string> {
  const { assessid } = await admin<{ assessid: number }>('/__assessments/copy', {
    from,
    startsInSeconds: window.startsIn ?? -60,
    endsInSeconds: window.endsIn ?? 3600,
    answersInSeconds: window.answersIn === undefined ? 86_400 : window.answersIn,
  });
  return String(assessid);
}
const setWindow = (assessid: string, window: { startsInSeconds?: number; endsInSeconds?: number; answersInSeconds?: number | null }) =>
  admin('/__assessments/window', { assessid: Number(assessid), ...window });

/** A new learner, signed up and confirmed, enrolled in batch 1012 (course 101201). */
async function freshLearner(label: string): Promise<{ token: string; email: string }> {
  const email = freshEmail(label);
  const password = 'Learn#ing2026';
  await gql(gateway, 'mutation($i: AccountSignUpInput!) { accountSignUp(input: $i) { registered } }', { i: { name: 'Exam Taker', email, password, confirmPassword: password } });
  const code = (await latestMail(email)).code!;
  await gql(gateway, 'mutation($i: AccountConfirmSignUpInput!) { accountConfirmSignUp(input: $i) { confirmed } }', { i: { username: email, code } });
  const jar = new CookieJar();
  await gql(gateway, SIGN_IN, { input: { username: email, password } }, { jar });
  await cloudCall('/syncUserProgramProgress', { eid: email.toLowerCase(), bpid: 1012 });
  return { token: jar.cookies.get(COOKIE.id)!, email: email.toLowerCase() };
}

type UserError = { field: string | null; code: string; message: string };
type Answer = { questionId: string; optionIds: string[]; matches: string[]; text: string | null; fileName: string | null; originalFileName: string | null; sequence: number };
type Assessment = {
  id: string;
  window: string;
  attemptStatus: string;
  score: number | null;
  answersAvailable: boolean;
  attempt: { status: string; secondsLeft: number; clockPollMs: number; questions: { id: string; kind: string; options: { id: string }[] }[]; answers: Answer[] } | null;
  review: { score: number | null; questions: { question: { id: string }; answer: Answer | null; correctOptionIds: string[]; correctMatches: string[]; correct: boolean | null }[] } | null;
};

const ANSWER = 'questionId optionIds matches text fileName originalFileName sequence';
const ASSESSMENT = `id window attemptStatus score answersAvailable
  attempt { status secondsLeft clockPollMs questions { id kind options { id } } answers { ${ANSWER} } }
  review { score questions { question { id } answer { ${ANSWER} } correctOptionIds correctMatches correct } }`;
const READ = `query($course: ID!, $kind: AssessmentKind!, $id: ID!) { viewer { course(id: $course) { assessment(kind: $kind, id: $id) { ${ASSESSMENT} } } } }`;
const START = `mutation($input: AssessmentRefInput!) { assessmentStart(input: $input) { assessment { ${ASSESSMENT} } userErrors { field code message } } }`;
const SUBMIT = `mutation($input: AssessmentRefInput!) { assessmentSubmit(input: $input) { assessment { ${ASSESSMENT} } userErrors { field code message } } }`;
const SAVE = `mutation($input: AssessmentAnswerSaveInput!) { assessmentAnswerSave(input: $input) { savedSequence secondsLeft status answer { ${ANSWER} } userErrors { field code message } } }`;
const UPLOAD = `mutation($input: UploadCreateInput!) { uploadCreate(input: $input) { upload { fileName uploadUrl } userErrors { field code message } } }`;

type Kind = 'ASSESSMENT' | 'ASSIGNMENT';
type SavePayload = { savedSequence: number | null; secondsLeft: number | null; status: string | null; answer: Answer | null; userErrors: UserError[] };

function learnerApi(token: string, id: string, kind: Kind = 'ASSESSMENT') {
  const ref = { courseId: COURSE, kind, assessmentId: id };
  const call = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const result = await gql<T>(gateway, query, variables, { bearer: token });
    expect(result.body.errors).toBeUndefined();
    return result.body.data!;
  };
  return {
    read: async () => (await call<{ viewer: { course: { assessment: Assessment | null } | null } }>(READ, { course: COURSE, kind, id })).viewer.course?.assessment ?? null,
    start: async () => (await call<{ assessmentStart: { assessment: Assessment | null; userErrors: UserError[] } }>(START, { input: ref })).assessmentStart,
    submit: async () => (await call<{ assessmentSubmit: { assessment: Assessment | null; userErrors: UserError[] } }>(SUBMIT, { input: ref })).assessmentSubmit,
    save: async (answer: Record<string, unknown>) => (await call<{ assessmentAnswerSave: SavePayload }>(SAVE, { input: { ...ref, answer } })).assessmentAnswerSave,
    upload: async (input: Record<string, unknown>) =>
      (await call<{ uploadCreate: { upload: { fileName: string; uploadUrl: string } | null; userErrors: UserError[] } }>(UPLOAD, { input })).uploadCreate,
    ref,
  };
}

// The copies keep the items of 9101, whose ids are 9101-q1 ... 9101-q8.
const item = (n: number) => `${OPEN_ASSESSMENT}-q${n}`;

describe('answer keys', () => {
  /** Every field of a type, recursively, from the schema itself (introspection), so a field added later is walked too. */
  async function selectionOf(typeName: string, seen: string[] = []): Promise<string> {
    type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null };
    const result = await gql<{ __type: { fields: { name: string; args: { name: string }[]; type: TypeRef }[] } }>(
      gateway,
      `query($name: String!) { __type(name: $name) { fields { name args { name } type { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } }`,
      { name: typeName },
    );
    const named = (t: TypeRef): TypeRef => (t.ofType ? named(t.ofType) : t);
    const parts: string[] = [];
    for (const field of result.body.data!.__type.fields) {
      const type = named(field.type);
      if (field.args.length) continue;
      if (type.kind === 'OBJECT') {
        if (seen.includes(type.name!)) continue;
        parts.push(`${field.name} { ${await selectionOf(type.name!, [...seen, typeName])} }`);
      } else {
        parts.push(field.name);
      }
    }
    return parts.join(' ');
  }

  it('no field the schema exposes carries a correct flag, feedback or expected answer before the answer date, even after submitting', async () => {
    const { token } = await freshLearner('keys');
    const id = await copy(OPEN_ASSESSMENT);
    const api = learnerApi(token, id);
    const everything = await selectionOf('Assessment');
    // The walk reaches the questions, their options and the review.
    for (const field of ['attempt {', 'questions {', 'options {', 'matchPrompts', 'review {', 'correctOptionIds', 'correctMatches', 'answers {']) expect(everything).toContain(field);
    const query = `query($course: ID!, $id: ID!) { viewer { course(id: $course) {
      list: assessments(kind: ASSESSMENT) { ${everything} }
      one: assessment(kind: ASSESSMENT, id: $id) { ${everything} } }
      clock: assessmentClock(courseId: $course, kind: ASSESSMENT, assessmentId: $id) { secondsLeft clockPollMs status } } }`;
    const start = await gql(
      gateway,
      `mutation($input: AssessmentRefInput!) { assessmentStart(input: $input) { assessment { ${everything} } userErrors { code } } }`,
      { input: api.ref },
      { bearer: token },
    );
    await api.save({ questionId: item(1), optionIds: ['b'], sequence: 1 });
    const during = await gql(gateway, query, { course: COURSE, id }, { bearer: token });
    const submit = await gql(
      gateway,
      `mutation($input: AssessmentRefInput!) { assessmentSubmit(input: $input) { assessment { ${everything} } userErrors { code } } }`,
      { input: api.ref },
      { bearer: token },
    );
    const after = await gql(gateway, query, { course: COURSE, id }, { bearer: token });

    const secrets = ['Feedback:', 'Expected answer:', '"correct":true', '"correct":false'];
    // This learner's copy, wherever it appears (the demo's other assessments have their own dates).
    const ours = (result: { body: { data?: unknown } }): string => {
      const data = result.body.data as { viewer?: { course: { list: { id: string }[]; one: unknown } }; assessmentStart?: unknown; assessmentSubmit?: unknown };
      if (!data.viewer) return JSON.stringify(data);
      return JSON.stringify([data.viewer.course.list.filter((a) => a.id === id), data.viewer.course.one]);
    };
    for (const [name, result] of [
      ['start', start],
      ['during', during],
      ['submit', submit],
      ['after', after],
    ] as const) {
      expect(result.body.errors, name).toBeUndefined();
      const text = ours(result);
      expect(text, name).toContain(`"id":"${id}"`);
      for (const secret of secrets) expect(text, `${name}: ${secret}`).not.toContain(secret);
      expect(text, name).not.toMatch(/"correctOptionIds":\["/);
      expect(text, name).not.toMatch(/"correctMatches":\["/);
    }
    expect(JSON.stringify(after.body.data)).toContain('"attemptStatus":"SUBMITTED"');

    // The same walk once the answer date has passed does find the keys: the check above can fail.
    await setWindow(id, { endsInSeconds: -120, answersInSeconds: -60 });
    const review = ours(await gql(gateway, query, { course: COURSE, id }, { bearer: token }));
    expect(review).toMatch(/"correctOptionIds":\["a"\]/);
    expect(review).toContain('"correct":false');
  });
});

describe('grading', () => {
  it('scores choice and matching items on the server, marks text and file items as not auto-graded, and shows the score after the end', async () => {
    const { token } = await freshLearner('grading');
    const id = await copy(OPEN_ASSESSMENT);
    const api = learnerApi(token, id);
    const started = await api.start();
    expect(started.userErrors).toEqual([]);
    expect(started.assessment!.attempt!.questions.map((x) => x.kind)).toEqual([
      'SINGLE_CHOICE',
      'SINGLE_CHOICE',
      'MULTIPLE_CHOICE',
      'SINGLE_CHOICE_IMAGES',
      'MULTIPLE_CHOICE_IMAGES',
      'MATCHING',
      'TEXT',
      'FILE_UPLOAD',
    ]);
    const answers = [
      { questionId: item(1), optionIds: ['a'] }, // right: 1
      { questionId: item(2), optionIds: ['a'] }, // wrong
      { questionId: item(3), optionIds: ['d', 'a', 'b'] }, // right: 1
      { questionId: item(4), optionIds: ['a'] }, // right: 1
      { questionId: item(5), optionIds: ['a'] }, // one of two: wrong
      { questionId: item(6), matches: ['b', 'c', 'a'] }, // all three pairs: 3
      { questionId: item(7), text: 'Dirty data misleads.' }, // not auto-graded
    ];
    for (const [i, answer] of answers.entries()) expect((await api.save({ ...answer, sequence: i + 1 })).userErrors).toEqual([]);
    const submitted = await api.submit();
    expect(submitted.userErrors).toEqual([]);
    expect(submitted.assessment).toMatchObject({ attemptStatus: 'SUBMITTED', window: 'OPEN', score: null });

    await setWindow(id, { endsInSeconds: -60, answersInSeconds: -1 });
    const read = (await api.read())!;
    expect(read).toMatchObject({ window: 'CLOSED', score: 6, answersAvailable: true });
    expect(read.review!.score).toBe(6);
    expect(read.review!.questions.map((x) => x.correct)).toEqual([true, false, true, true, false, true, null, null]);
    expect(read.review!.questions[5]).toMatchObject({ correctMatches: ['b', 'c', 'a'], answer: { matches: ['b', 'c', 'a'] } });
    expect(read.review!.questions[6].answer).toMatchObject({ text: 'Dirty data misleads.' });
  });
});

describe('the card', () => {
  const CARD = `query($course: ID!, $id: ID!) { viewer { course(id: $course) { assessment(kind: ASSESSMENT, id: $id) { attemptStatus questionCount maximumScore answeredCount timeAllowedSeconds } } } }`;
  const card = async (token: string, id: string) =>
    (await gql<{ viewer: { course: { assessment: Record<string, unknown> } } }>(gateway, CARD, { course: COURSE, id }, { bearer: token })).body.data!.viewer.course.assessment;

  it('says how many questions, out of what, for how long, and counts answered as the warning does (a matching question once every prompt is matched)', async () => {
    const { token } = await freshLearner('card');
    const id = await copy(OPEN_ASSESSMENT, { startsIn: 600, endsIn: 4200 });
    // Before the window: the whole window, one hour; nothing answered, never started.
    expect(await card(token, id)).toEqual({ attemptStatus: 'NOT_STARTED', questionCount: 8, maximumScore: 8, answeredCount: null, timeAllowedSeconds: 3600 });
    await setWindow(id, { startsInSeconds: -60, endsInSeconds: 1800 });
    const api = learnerApi(token, id);
    await api.start();
    await api.save({ questionId: item(1), optionIds: ['a'], sequence: 1 });
    await api.save({ questionId: item(6), matches: ['b', '', ''], sequence: 2 });
    const during = await card(token, id);
    expect(during).toMatchObject({ attemptStatus: 'IN_PROGRESS', answeredCount: 1 });
    // Open: the time to the end (rounded up on the wire), a little under half an hour.
    expect(during.timeAllowedSeconds).toBeGreaterThan(1700);
    expect(during.timeAllowedSeconds).toBeLessThanOrEqual(1800);
    await api.save({ questionId: item(6), matches: ['b', 'c', 'a'], sequence: 3 });
    expect(await card(token, id)).toMatchObject({ answeredCount: 2 });
    await setWindow(id, { endsInSeconds: -60 });
    expect(await card(token, id)).toMatchObject({ attemptStatus: 'SUBMITTED', timeAllowedSeconds: 0 });
  });
});

describe('submitting', () => {
  it.each([
    ['ASSESSMENT', OPEN_ASSESSMENT, 'Assessment already submitted.'],
    ['ASSIGNMENT', OPEN_ASSIGNMENT, 'Assignment already submitted.'],
  ] as const)('a second %s submit, or a start or save after it, is refused with the spec\u2019s message', async (kind, from, message) => {
    const { token } = await freshLearner('twice');
    const api = learnerApi(token, await copy(from), kind);
    await api.start();
    expect((await api.submit()).userErrors).toEqual([]);
    expect((await api.submit()).userErrors).toEqual([{ field: null, code: 'ALREADY_SUBMITTED', message }]);
    expect((await api.start()).userErrors).toEqual([{ field: null, code: 'ALREADY_SUBMITTED', message }]);
    const save = await api.save({ questionId: `${from}-q1`, optionIds: ['a'], sequence: 9 });
    expect(save.userErrors).toEqual([{ field: null, code: 'ALREADY_SUBMITTED', message }]);
    expect(save.status).toBe('SUBMITTED');
  });

  it('submits at once when both tabs submit together', async () => {
    const { token } = await freshLearner('race');
    const api = learnerApi(token, await copy(OPEN_ASSESSMENT));
    await api.start();
    const results = await Promise.all([api.submit(), api.submit(), api.submit()]);
    expect(results.filter((r) => r.userErrors.length === 0)).toHaveLength(1);
  });
});

describe('the window, by the server\u2019s clock', () => {
  it('starts only between the start and the end', async () => {
    const { token } = await freshLearner('window');
    const upcoming = learnerApi(token, await copy(OPEN_ASSESSMENT, { startsIn: 3600, endsIn: 7200 }));
    expect((await upcoming.read())!.window).toBe('UPCOMING');
    expect((await upcoming.start()).userErrors).toEqual([{ field: null, code: 'ASSESSMENT_NOT_OPEN', message: 'This assessment has not started yet.' }]);
    const closed = learnerApi(token, await copy(OPEN_ASSESSMENT, { startsIn: -7200, endsIn: -3600 }));
    expect((await closed.read())!.window).toBe('CLOSED');
    expect((await closed.start()).userErrors).toEqual([{ field: null, code: 'ATTEMPT_CLOSED', message: 'The time for this assessment is over.' }]);
    expect((await closed.read())!.attemptStatus).toBe('NOT_STARTED');
    const open = learnerApi(token, await copy(OPEN_ASSESSMENT, { endsIn: 600 }));
    const started = await open.start();
    expect(started.assessment!.attempt!.secondsLeft).toBeGreaterThan(590);
    expect(started.assessment!.attempt!.secondsLeft).toBeLessThanOrEqual(600);
    expect(started.assessment!.attempt!.clockPollMs).toBe(1000);
  });

  it('closes an expired attempt when it is next read, submitted with the answers saved so far', async () => {
    const { token, email } = await freshLearner('expired');
    const id = await copy(OPEN_ASSESSMENT);
    const api = learnerApi(token, id);
    await api.start();
    await api.save({ questionId: item(1), optionIds: ['a'], sequence: 1 });
    await api.save({ questionId: item(6), matches: ['b', '', 'a'], sequence: 2 });
    await setWindow(id, { endsInSeconds: -30 });
    // Nothing has closed it yet: the stored attempt is still in progress.
    expect((await cloudCall<{ response: { status: number } }>('/getAssessmentQuiz', { eid: email, assessid: Number(id), quiztype: 'assess' })).response.status).toBe(0);
    const read = (await api.read())!;
    expect(read).toMatchObject({ attemptStatus: 'SUBMITTED', score: 3, attempt: { status: 'SUBMITTED', secondsLeft: 0 } });
    expect(read.attempt!.answers.map((a) => a.questionId)).toEqual([item(1), item(6)]);
    expect((await cloudCall<{ response: { status: number; score: number } }>('/getAssessmentQuiz', { eid: email, assessid: Number(id), quiztype: 'assess' })).response).toMatchObject({
      status: 1,
      score: 3,
    });
  });

  it('keeps a save that arrives within the 5-second grace after the end, and refuses a later one', async () => {
    const { token } = await freshLearner('grace');
    const id = await copy(OPEN_ASSESSMENT);
    const api = learnerApi(token, id);
    await api.start();
    await setWindow(id, { endsInSeconds: -1 });
    const inGrace = await api.save({ questionId: item(1), optionIds: ['a'], sequence: 1 });
    expect(inGrace).toMatchObject({ userErrors: [], savedSequence: 1, secondsLeft: 0, status: 'IN_PROGRESS' });
    await setWindow(id, { endsInSeconds: -6 });
    const late = await api.save({ questionId: item(2), optionIds: ['b'], sequence: 2 });
    expect(late.userErrors).toEqual([{ field: null, code: 'ATTEMPT_CLOSED', message: 'The time for this assessment is over.' }]);
    const read = (await api.read())!;
    expect(read.attemptStatus).toBe('SUBMITTED');
    expect(read.attempt!.answers.map((a) => a.questionId)).toEqual([item(1)]);
  });
});

describe('autosave', () => {
  it('never lets an older sequence overwrite a newer one, and a blank text removes the answer for good', async () => {
    const { token } = await freshLearner('sequence');
    const api = learnerApi(token, await copy(OPEN_ASSESSMENT));
    await api.start();
    expect(await api.save({ questionId: item(7), text: 'third draft', sequence: 3 })).toMatchObject({ savedSequence: 3, answer: { text: 'third draft' } });
    expect(await api.save({ questionId: item(7), text: 'second draft', sequence: 2 })).toMatchObject({ savedSequence: 3, answer: { text: 'third draft' }, userErrors: [] });
    expect(await api.save({ questionId: item(7), text: '   ', sequence: 4 })).toMatchObject({ savedSequence: 4, answer: null, userErrors: [] });
    expect(await api.save({ questionId: item(7), text: 'third draft', sequence: 3 })).toMatchObject({ savedSequence: 4, answer: null });
    // Replayed out of order and all at once, as after a lost connection: the highest stands.
    const order = [5, 12, 7, 11, 6, 10, 8, 9];
    await Promise.all(order.map((sequence) => api.save({ questionId: item(1), optionIds: [sequence % 2 === 0 ? 'a' : 'b'], sequence })));
    const read = (await api.read())!;
    expect(read.attempt!.answers).toEqual([expect.objectContaining({ questionId: item(1), optionIds: ['a'], sequence: 12 })]);
  });

  it('refuses answers that do not fit their question', async () => {
    const { token } = await freshLearner('shape');
    const api = learnerApi(token, await copy(OPEN_ASSESSMENT));
    expect((await api.save({ questionId: item(1), optionIds: ['a'], sequence: 1 })).userErrors[0].code).toBe('ATTEMPT_NOT_STARTED');
    await api.start();
    for (const answer of [
      { questionId: item(1), optionIds: ['a', 'b'] },
      { questionId: item(1), optionIds: ['z'] },
      { questionId: item(6), matches: ['a'] },
      { questionId: item(7), optionIds: ['a'] },
      { questionId: 'nope', optionIds: ['a'] },
    ]) {
      expect((await api.save({ ...answer, sequence: 1 })).userErrors[0], JSON.stringify(answer)).toMatchObject({ code: 'INVALID' });
    }
    expect((await api.save({ questionId: item(8), fileName: '', sequence: 1 })).userErrors[0]).toMatchObject({ code: 'INVALID', message: 'Please upload a file.' });
    // A text over its limit is refused before anything is read (the schema's @text rule).
    expect(await api.save({ questionId: item(7), text: 'x'.repeat(10_001), sequence: 2 })).toMatchObject({ savedSequence: null, status: null, userErrors: [{ code: 'INVALID' }] });
  });
});

describe('file answers', () => {
  it('issues an upload only for the open attempt\u2019s file question, and keeps only a file this learner uploaded for it', async () => {
    const { token } = await freshLearner('files');
    const id = await copy(OPEN_ASSESSMENT);
    const other = await copy(OPEN_ASSESSMENT);
    const api = learnerApi(token, id);
    const target = { courseId: COURSE, kind: 'ASSESSMENT', assessmentId: id, questionId: item(8) };
    const file = { kind: 'ASSESSMENT_ANSWER', fileName: 'worksheet.pdf', contentType: 'application/pdf', size: 5 };
    expect((await api.upload({ ...file, assessment: target })).userErrors[0].code).toBe('ATTEMPT_NOT_STARTED');
    await api.start();
    expect((await api.upload(file)).userErrors[0]).toMatchObject({ field: 'assessment', code: 'INVALID' });
    expect((await api.upload({ ...file, assessment: { ...target, questionId: item(1) } })).userErrors[0].code).toBe('INVALID');
    expect((await api.upload({ ...file, size: 52_428_801, assessment: target })).userErrors[0].message).toBe('File size is greater than 50 MB');
    expect(
      (await api.upload({ ...file, fileName: 'notes.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', assessment: target })).userErrors[0].message,
    ).toBe('Please upload files in the format of pdf, jpg, jpeg, png only.');
    const issued = await api.upload({ ...file, assessment: target });
    expect(issued.userErrors).toEqual([]);
    const { fileName, uploadUrl } = issued.upload!;

    // Issued but not uploaded yet: not an answer.
    expect((await api.save({ questionId: item(8), fileName, originalFileName: 'worksheet.pdf', sequence: 1 })).userErrors[0].message).toBe('This file was not uploaded for this question.');
    expect((await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: '%PDF-' })).status).toBe(200);
    const saved = await api.save({ questionId: item(8), fileName, originalFileName: 'worksheet.pdf', sequence: 2 });
    expect(saved).toMatchObject({ userErrors: [], answer: { fileName, originalFileName: 'worksheet.pdf', sequence: 2 } });

    // The same stored name is no answer to another assessment's question.
    const elsewhere = learnerApi(token, other);
    await elsewhere.start();
    expect((await elsewhere.save({ questionId: item(8), fileName, sequence: 1 })).userErrors[0].message).toBe('This file was not uploaded for this question.');
    // Nor is it another learner's.
    const { token: secondToken } = await freshLearner('files-b');
    const second = learnerApi(secondToken, id);
    await second.start();
    expect((await second.save({ questionId: item(8), fileName, sequence: 1 })).userErrors[0].message).toBe('This file was not uploaded for this question.');
  });
});

describe('one learner, one attempt', () => {
  it('never shows or changes another learner\u2019s attempt', async () => {
    const first = await freshLearner('mine');
    const second = await freshLearner('yours');
    const id = await copy(OPEN_ASSESSMENT);
    const a = learnerApi(first.token, id);
    await a.start();
    await a.save({ questionId: item(7), text: 'only mine', sequence: 1 });
    const b = learnerApi(second.token, id);
    expect(await b.read()).toMatchObject({ attemptStatus: 'NOT_STARTED', attempt: null });
    expect((await b.save({ questionId: item(7), text: 'overwrite', sequence: 99 })).userErrors[0].code).toBe('ATTEMPT_NOT_STARTED');
    await b.submit();
    expect((await a.read())!.attempt).toMatchObject({ status: 'IN_PROGRESS', answers: [expect.objectContaining({ text: 'only mine', sequence: 1 })] });
    // The demo learner's closed, reviewed assessment is hers alone.
    const demoReview = learnerApi(second.token, '9104');
    expect(await demoReview.read()).toMatchObject({ attemptStatus: 'NOT_STARTED', score: null, review: { score: null } });
    expect((await demoReview.read())!.review!.questions.every((x) => x.answer === null)).toBe(true);
  });

  it('answers nothing for a course the learner does not follow', async () => {
    const outsider = await gql<{ viewer: { course: unknown } }>(gateway, READ, { course: '301205', kind: 'ASSESSMENT', id: '9101' }, { bearer: (await freshLearner('outsider')).token });
    expect(outsider.body.data!.viewer.course).toBeNull();
  });
});

describe('the demo learner', () => {
  it('sees each state on both tabs', async () => {
    const jar = new CookieJar();
    await gql(gateway, SIGN_IN, { input: { username: DEMO.learner.email, password: DEMO.learner.password } }, { jar });
    const result = await gql<{ viewer: { course: { a: Assessment[]; b: Assessment[] } } }>(
      gateway,
      `query { viewer { course(id: "${COURSE}") { a: assessments(kind: ASSESSMENT) { id window attemptStatus score answersAvailable } b: assessments(kind: ASSIGNMENT) { id window attemptStatus score answersAvailable } } } }`,
      {},
      { jar },
    );
    const states = (list: Assessment[]) => Object.fromEntries(list.map((x) => [x.id, [x.window, x.attemptStatus, x.score !== null, x.answersAvailable]]));
    expect(states(result.body.data!.viewer.course.a)).toMatchObject({
      9102: ['UPCOMING', 'NOT_STARTED', false, false],
      9103: ['CLOSED', 'SUBMITTED', true, false],
      9104: ['CLOSED', 'SUBMITTED', true, true],
    });
    expect(states(result.body.data!.viewer.course.b)).toMatchObject({
      9202: ['UPCOMING', 'NOT_STARTED', false, false],
      9203: ['CLOSED', 'SUBMITTED', true, false],
      9204: ['CLOSED', 'SUBMITTED', true, true],
    });
    expect(states(result.body.data!.viewer.course.a)['9101'].slice(0, 1)).toEqual(['OPEN']);
  });
});
