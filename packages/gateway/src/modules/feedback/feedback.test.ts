import { FEEDBACK_MESSAGES, FEEDBACK_RULE_MESSAGES as RULES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../auth/cookies.js';
import { DEMO, enrolledLearner, gql, signIn, startGateway, type TestGateway } from '../../../test/support.js';

// Program, course and instructor feedback (issue 19; spec part 2, sections 3, 4, 6 and 7),
// against the real embedded cloud API. The demo university (seed/feedback-demo.ts): MBA
// batch 3012 with program feedback open; Principles of Management (301201) and Marketing
// Management (301204, free navigation, with the feedback unit obj-feedback-30104) open;
// Managerial Economics (301202) disabled from Admin; batch 5021's program feedback
// disabled; batch 1012 the special program. Each test that submits uses a learner of its own.

type UserError = { field: string | null; code: string; message: string };
type Form = { kind: string; status: string; message: string | null; questions: { id: string; text: string }[]; instructors: { name: string; email: string }[] };
type Answer = { questionId: string; rating: number; comment?: string | null };
type Payload = { submitted: boolean; form: Form | null; userErrors: UserError[] };

const FORM = 'kind status message questions { id text } instructors { name email }';
const COURSE_READ = `query($id: ID!) { viewer { course(id: $id) { feedbackOffered course: feedbackForm(kind: COURSE) { ${FORM} } instructor: feedbackForm(kind: INSTRUCTOR) { ${FORM} } } } }`;
const UNIT_READ = `query($id: ID!, $object: ID!) { viewer { course(id: $id) { unitFeedbackForm(objectId: $object) { ${FORM} } } } }`;
const PROGRAM_READ = `query($id: ID!) { viewer { enrolledProgram(id: $id) { feedbackForm { ${FORM} } } } }`;
const PAYLOAD = `submitted form { ${FORM} } userErrors { field code message }`;
const COURSE_SUBMIT = `mutation($input: CourseFeedbackSubmitInput!) { courseFeedbackSubmit(input: $input) { ${PAYLOAD} } }`;
const PROGRAM_SUBMIT = `mutation($input: ProgramFeedbackSubmitInput!) { programFeedbackSubmit(input: $input) { ${PAYLOAD} } }`;
const START = `mutation($input: CourseStartInput!) { courseStart(input: $input) { userErrors { message } } }`;

let gateway: TestGateway;
let demoToken = '';

beforeAll(async () => {
  gateway = await startGateway();
  demoToken = (await signIn(gateway, DEMO.learner.email, DEMO.learner.password)).jar.cookies.get(COOKIE.id)!;
});
afterAll(async () => {
  await gateway?.close();
});

type CourseRead = { feedbackOffered: boolean; course: Form | null; instructor: Form | null };
async function readCourse(token: string, id: string): Promise<CourseRead> {
  const result = await gql<{ viewer: { course: CourseRead } }>(gateway, COURSE_READ, { id }, { bearer: token });
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.viewer.course;
}
async function submitCourse(token: string, courseId: string, kind: string, answers: Answer[]): Promise<Payload> {
  const result = await gql<{ courseFeedbackSubmit: Payload }>(gateway, COURSE_SUBMIT, { input: { courseId, kind, answers } }, { bearer: token });
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.courseFeedbackSubmit;
}
async function submitProgram(token: string, programId: string, answers: Answer[]): Promise<Payload> {
  const result = await gql<{ programFeedbackSubmit: Payload }>(gateway, PROGRAM_SUBMIT, { input: { programId, answers } }, { bearer: token });
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.programFeedbackSubmit;
}
/** A new learner of the MBA who has started the course (course progress 1). */
async function startedLearner(label: string, courseId: string, bpid = 3012): Promise<string> {
  const { token } = await enrolledLearner(gateway, label, bpid);
  const started = await gql<{ courseStart: { userErrors: unknown[] } }>(gateway, START, { input: { courseId } }, { bearer: token });
  expect(started.body.data!.courseStart.userErrors).toEqual([]);
  return token;
}
const rated = (form: Form, rating: number, comment?: string): Answer[] => form.questions.map((q) => ({ questionId: q.id, rating, comment }));

describe('the course screen\u2019s entries (spec part 2, section 6)', () => {
  it('offers course and instructor feedback to a learner whose course is complete or started, with the questions and instructors', async () => {
    const complete = await readCourse(demoToken, '301201');
    expect(complete.feedbackOffered).toBe(true);
    expect(complete.course).toMatchObject({ kind: 'COURSE', status: 'OPEN', message: null, instructors: [] });
    expect(complete.course!.questions).toHaveLength(3);
    expect(complete.instructor).toMatchObject({ kind: 'INSTRUCTOR', status: 'OPEN' });
    expect(complete.instructor!.questions).toHaveLength(2);
    expect(complete.instructor!.instructors.length).toBeGreaterThan(0);
    expect(complete.instructor!.instructors[0]).toEqual({ name: expect.any(String), email: expect.stringContaining('@demo.university') });
    expect((await readCourse(demoToken, '301204')).feedbackOffered).toBe(true);
  });

  it('offers none before the course is started, and takes none then', async () => {
    const { token } = await enrolledLearner(gateway, 'feedback-unstarted', 3012);
    expect(await readCourse(token, '301201')).toEqual({ feedbackOffered: false, course: null, instructor: null });
    const refused = await submitCourse(token, '301201', 'COURSE', [{ questionId: 'q1', rating: 4, comment: 'Good' }]);
    expect(refused).toEqual({ submitted: false, form: null, userErrors: [{ field: 'courseId', code: 'FEEDBACK_NOT_OFFERED', message: RULES.notOffered }] });
  });

  it('offers none in the special programs, even for a started course', async () => {
    const token = await startedLearner('feedback-special', '101202', 1012);
    expect((await readCourse(token, '101202')).feedbackOffered).toBe(false);
    expect((await submitCourse(token, '101202', 'INSTRUCTOR', [{ questionId: 'q1', rating: 4 }])).userErrors[0].code).toBe('FEEDBACK_NOT_OFFERED');
  });

  it('says a course\u2019s feedback is disabled from Admin, and refuses it with the same words', async () => {
    const read = await readCourse(demoToken, '301202');
    expect(read.course).toMatchObject({ status: 'DISABLED', message: 'Feedback is disabled from Admin', questions: [] });
    expect(read.instructor).toMatchObject({ status: 'DISABLED', message: FEEDBACK_MESSAGES.disabled });
    const refused = await submitCourse(demoToken, '301202', 'COURSE', [{ questionId: 'q1', rating: 4, comment: 'Good' }]);
    expect(refused).toMatchObject({ submitted: false, userErrors: [{ field: null, code: 'FEEDBACK_DISABLED', message: 'Feedback is disabled from Admin' }] });
  });
});

describe('submitting course feedback (spec part 2, section 4)', () => {
  it('refuses a question without a rating, naming each one', async () => {
    const token = await startedLearner('feedback-missing', '301201');
    const form = (await readCourse(token, '301201')).course!;
    const [first, ...rest] = rated(form, 4, 'Useful');
    const result = await submitCourse(token, '301201', 'COURSE', rest);
    expect(result).toMatchObject({ submitted: false, form: { status: 'OPEN' } });
    expect(result.userErrors).toEqual([{ field: `answers.${first.questionId}`, code: 'INVALID', message: RULES.ratingRequired }]);
  });

  it('refuses a rating outside 1 to 5', async () => {
    const token = await startedLearner('feedback-range', '301201');
    const form = (await readCourse(token, '301201')).course!;
    const answers = rated(form, 4, 'Useful').map((a, i) => (i === 1 ? { ...a, rating: 6 } : a));
    expect((await submitCourse(token, '301201', 'COURSE', answers)).userErrors).toEqual([{ field: `answers.${form.questions[1].id}`, code: 'INVALID', message: RULES.ratingOutOfRange }]);
  });

  it('refuses course feedback without a comment for every question', async () => {
    const token = await startedLearner('feedback-comment', '301201');
    const form = (await readCourse(token, '301201')).course!;
    const answers = rated(form, 5, 'Clear').map((a, i) => (i === 2 ? { ...a, comment: '   ' } : a));
    expect((await submitCourse(token, '301201', 'COURSE', answers)).userErrors).toEqual([{ field: `answers.${form.questions[2].id}`, code: 'INVALID', message: RULES.commentRequired }]);
  });

  it('stores it once: then the form says it was already submitted, and a second is refused', async () => {
    const token = await startedLearner('feedback-success', '301201');
    const form = (await readCourse(token, '301201')).course!;
    const result = await submitCourse(token, '301201', 'COURSE', rated(form, 4, 'Well paced'));
    expect(result).toEqual({ submitted: true, form: expect.objectContaining({ kind: 'COURSE', status: 'ALREADY_SUBMITTED', message: 'Feedback already submitted' }), userErrors: [] });
    const read = await readCourse(token, '301201');
    expect(read.course).toMatchObject({ status: 'ALREADY_SUBMITTED', message: FEEDBACK_MESSAGES.alreadySubmitted });
    // The instructors' form of the course is its own, still open.
    expect(read.instructor!.status).toBe('OPEN');
    const again = await submitCourse(token, '301201', 'COURSE', rated(form, 2, 'Changed my mind'));
    expect(again).toMatchObject({ submitted: false, userErrors: [{ field: null, code: 'ALREADY_SUBMITTED', message: 'Feedback already submitted' }] });
  });

  it('two submissions at once: one is stored, the other told it was already submitted', async () => {
    const token = await startedLearner('feedback-race', '301201');
    const form = (await readCourse(token, '301201')).instructor!;
    const both = await Promise.all([submitCourse(token, '301201', 'INSTRUCTOR', rated(form, 5)), submitCourse(token, '301201', 'INSTRUCTOR', rated(form, 3))]);
    expect(both.map((p) => p.submitted).sort()).toEqual([false, true]);
    expect(both.find((p) => !p.submitted)!.userErrors[0].message).toBe('Feedback already submitted');
  });

  it('takes instructor feedback without comments', async () => {
    const token = await startedLearner('feedback-instructor', '301204');
    const form = (await readCourse(token, '301204')).instructor!;
    expect((await submitCourse(token, '301204', 'INSTRUCTOR', rated(form, 1))).submitted).toBe(true);
  });
});

describe('the feedback-form unit in the player', () => {
  it('opens the course feedback form of its course, and nothing for another object', async () => {
    const token = await startedLearner('feedback-unit', '301204');
    const read = await gql<{ viewer: { course: { unitFeedbackForm: Form | null } } }>(gateway, UNIT_READ, { id: '301204', object: 'obj-feedback-30104' }, { bearer: token });
    expect(read.body.data!.viewer.course.unitFeedbackForm).toMatchObject({ kind: 'COURSE', status: 'OPEN' });
    const other = await gql<{ viewer: { course: { unitFeedbackForm: Form | null } } }>(gateway, UNIT_READ, { id: '301201', object: 'obj-feedback-30104' }, { bearer: token });
    expect(other.body.data!.viewer.course.unitFeedbackForm).toBeNull();
  });
});

describe('the Overall Program Feedback (spec part 1, section 2; part 2, section 3)', () => {
  const programForm = async (token: string, id: string) => {
    const result = await gql<{ viewer: { enrolledProgram: { feedbackForm: Form } } }>(gateway, PROGRAM_READ, { id }, { bearer: token });
    expect(result.body.errors).toBeUndefined();
    return result.body.data!.viewer.enrolledProgram.feedbackForm;
  };

  it('takes answers 0 to 4 once, then says it was already submitted', async () => {
    const { token } = await enrolledLearner(gateway, 'feedback-program', 3012);
    const form = await programForm(token, '3012');
    expect(form).toMatchObject({ kind: 'PROGRAM', status: 'OPEN', instructors: [] });
    expect(form.questions).toHaveLength(3);
    // 4 Not Applicable is out of the course scale's order but in the program's.
    expect((await submitProgram(token, '3012', rated(form, 5))).userErrors[0]).toMatchObject({ code: 'INVALID', message: RULES.ratingOutOfRange });
    expect((await submitProgram(token, '3012', rated(form, 0).slice(1))).userErrors[0]).toMatchObject({ code: 'INVALID', message: RULES.ratingRequired });
    expect(await submitProgram(token, '3012', rated(form, 4))).toMatchObject({ submitted: true, userErrors: [] });
    expect(await programForm(token, '3012')).toMatchObject({ status: 'ALREADY_SUBMITTED', message: 'Feedback already submitted' });
    expect((await submitProgram(token, '3012', rated(form, 0))).userErrors).toEqual([{ field: null, code: 'ALREADY_SUBMITTED', message: 'Feedback already submitted' }]);
  });

  it('says it is disabled from Admin where it is, and refuses it', async () => {
    const form = await programForm(demoToken, '5021');
    expect(form).toMatchObject({ status: 'DISABLED', message: 'Feedback is disabled from Admin' });
    expect((await submitProgram(demoToken, '5021', [{ questionId: 'q1', rating: 0 }])).userErrors).toEqual([{ field: null, code: 'FEEDBACK_DISABLED', message: 'Feedback is disabled from Admin' }]);
  });

  it('has none in a special program (the Certificate in Data Analytics, batch 1012): not offered, no form, refused (issue 31, section 3)', async () => {
    const read = await gql<{ viewer: { special: { offersFeedback: boolean; feedbackForm: Form | null }; mba: { offersFeedback: boolean } } }>(
      gateway,
      'query { viewer { special: enrolledProgram(id: "1012") { offersFeedback feedbackForm { status } } mba: enrolledProgram(id: "3012") { offersFeedback } } }',
      {},
      { bearer: demoToken },
    );
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data!.viewer).toEqual({ special: { offersFeedback: false, feedbackForm: null }, mba: { offersFeedback: true } });
    expect((await submitProgram(demoToken, '1012', [{ questionId: 'q1', rating: 0 }])).userErrors).toEqual([{ field: 'programId', code: 'FEEDBACK_NOT_OFFERED', message: RULES.programNotOffered }]);
  });

  it('refuses an enrolment that is not the learner\u2019s', async () => {
    expect((await submitProgram(demoToken, '2011', [{ questionId: 'q1', rating: 0 }])).userErrors[0]).toMatchObject({ field: 'programId', code: 'NOT_FOUND' });
  });
});
