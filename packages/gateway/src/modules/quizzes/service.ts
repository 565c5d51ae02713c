/**
 * Unit quizzes' and unit assignments' decisions (spec part 2, sections 4, 5,
 * 7 and 9; issue 9): the quiz read where its player may open, answers read
 * safely, graded with the domain's rules, stored over the version read ("update
 * mini assignment") and the score posted ("post quiz score"). The browser never
 * sends a score (docs/architecture.md invariant 2).
 */
import { gradeUnitQuiz, hasResponse, objectAccess, quizPassed, quizScoreDate, QUIZ_MESSAGES, quizTakesSubmission, type ItemAnswer } from '@portal/domain';
import type { UnitAssignmentSubmitInput, UnitQuizItemCheckInput, UnitQuizSubmitInput, UserError, UserErrorCode } from '../../__generated__/resolvers-types.js';
import { storedFile, uploadType } from '../../cloud/files.js';
import { getAssignmentData, getQuiz, postQuizScore, reloadAssignmentData, StoredMeanwhileError, updateMiniAssignment } from '../../cloud/quizzes.js';
import type { Context } from '../../context.js';
import { accessUserError, findObject, openCourseContent, type CourseModel } from '../learning/index.js';
import {
  answeredBefore,
  autoscored,
  deadlineIsPast,
  firstAnswers,
  quizTypeOf,
  storedQuiz,
  unitQuizModel,
  withAssignmentAnswers,
  withCheckedAnswer,
  withStored,
  withSubmittedAnswers,
  type StoredQuiz,
  type UnitQuizModel,
} from './mappers.js';

export type Payload = { quiz: UnitQuizModel | null; userErrors: UserError[] };
const refuse = (quiz: UnitQuizModel | null, code: UserErrorCode, message: string, field: string | null = null): Payload => ({ quiz, userErrors: [{ field, code, message }] });

/**
 * The quiz of a course the learner follows, with what they stored, or null
 * when the object is no unit quiz of that course or cannot be opened
 * (locked, disabled): a quiz is read only where its player may open.
 */
export async function loadUnitQuiz(ctx: Context, course: CourseModel, objectId: string, eid: string, fresh = false): Promise<UnitQuizModel | null> {
  const object = findObject(course, objectId);
  if (object?.kind !== 'QUIZ' || !objectAccess(course.view, objectId).ok) return null;
  const quiz = await getQuiz(ctx.cloud, objectId);
  const type = quiz && quizTypeOf(quiz, object);
  if (!quiz || type === null) return null;
  // spec part 2, section 8: when get assignment data answers an errorMessage, the plain quiz loads.
  const data = fresh ? await reloadAssignmentData(ctx.cloud, eid, objectId) : await getAssignmentData(ctx.cloud, eid, objectId);
  return unitQuizModel({ course, object, quiz, type, stored: storedQuiz(data), eid, now: new Date() });
}

const NO_SUCH_QUIZ = 'There is no such quiz in this course.';

/**
 * The viewer's quiz by course and object id from a mutation's input, read
 * afresh, or why not: the one access rule's refusal with the course screen's
 * words (a locked or disabled quiz takes no answers, docs/decisions/173), or
 * no such quiz.
 */
async function openForChange(ctx: Context, courseId: string, objectId: string): Promise<{ model: UnitQuizModel; eid: string; name: string } | { refused: UserError }> {
  const viewer = await ctx.requireViewer();
  const access = await openCourseContent(ctx, courseId, objectId, {
    fresh: true,
  });
  // A course or object that is not there for the learner reads as no such quiz, as before: it tells nothing of what exists.
  if (!access.ok) {
    const refused = accessUserError(access.refusal);
    return {
      refused: refused.code === 'NOT_FOUND' ? { field: 'objectId', code: 'NOT_FOUND', message: NO_SUCH_QUIZ } : refused,
    };
  }
  const model = await loadUnitQuiz(ctx, access.course, objectId, viewer.eid, true);
  return model
    ? { model, eid: viewer.eid, name: viewer.name }
    : {
        refused: {
          field: 'objectId',
          code: 'NOT_FOUND',
          message: NO_SUCH_QUIZ,
        },
      };
}

/** Answers from a client, read safely: known questions only, one answer per question, option indexes as given (the domain bounds them). */
function readAnswers(
  model: UnitQuizModel,
  answers: readonly {
    itemId: string;
    options?: readonly number[] | null;
    text?: string | null;
    fileName?: string | null;
  }[],
): ItemAnswer[] {
  const known = new Set(model.items.map((i) => i.id));
  const byId = new Map<string, ItemAnswer>();
  for (const a of answers) {
    if (!known.has(a.itemId) || byId.has(a.itemId)) continue;
    byId.set(a.itemId, {
      itemId: a.itemId,
      options: a.options ?? [],
      text: a.text ?? null,
      fileName: a.fileName?.trim() || null,
    });
  }
  return model.items.flatMap((i) => (byId.has(i.id) ? [byId.get(i.id)!] : []));
}

/** Stores the quiz's new data over the version read; null when another request stored first. */
async function store(ctx: Context, model: UnitQuizModel, next: StoredQuiz): Promise<boolean> {
  const { version: _version, ...stored } = next;
  try {
    await updateMiniAssignment(ctx.cloud, model.eid, model.objectId, stored, model.stored.version);
    return true;
  } catch (error) {
    if (error instanceof StoredMeanwhileError) return false;
    throw error;
  }
}

/** "post quiz score" with the gateway's grade (spec part 2, section 7: cdate d.m.yyyy). */
function postScore(ctx: Context, model: UnitQuizModel, name: string, percent: number, score: number) {
  return postQuizScore(ctx.cloud, model.eid, {
    programId: model.course.ids.programId,
    name,
    date: quizScoreDate(new Date()),
    percent,
    objectId: model.objectId,
    score,
  });
}

async function reloaded(ctx: Context, model: UnitQuizModel): Promise<UnitQuizModel> {
  return withStored(model, storedQuiz(await reloadAssignmentData(ctx.cloud, model.eid, model.objectId)), new Date());
}

/**
 * uploadCreate for a unit assignment's file: the assignment must be one of
 * the learner's, open to a submission or its edit, before its deadline. The
 * refusal's message and code, or null.
 */
export async function unitAssignmentUploadRefusal(ctx: Context, target: { courseId: string; objectId: string } | null | undefined): Promise<{ code: UserErrorCode; message: string } | null> {
  if (!target)
    return {
      code: 'INVALID',
      message: 'Say which unit assignment the file answers.',
    };
  const opened = await openForChange(ctx, target.courseId, target.objectId);
  if ('refused' in opened) return { code: opened.refused.code, message: opened.refused.message };
  if (opened.model.type !== 3) return { code: 'NOT_FOUND', message: NO_SUCH_QUIZ };
  if (deadlineIsPast(opened.model)) return { code: 'DEADLINE_PASSED', message: QUIZ_MESSAGES.deadlineOver };
  if (opened.model.stored.edited) return { code: 'ALREADY_SUBMITTED', message: QUIZ_MESSAGES.editUsed };
  return null;
}

/** A formative quiz with feedback checks its answers one by one; the first answer to a question is kept (spec part 2, section 4). */
export async function checkQuizItem(ctx: Context, input: UnitQuizItemCheckInput): Promise<Payload> {
  const opened = await openForChange(ctx, input.courseId, input.objectId);
  if ('refused' in opened) return { quiz: null, userErrors: [opened.refused] };
  const { model, name } = opened;
  if (model.type !== 0) return refuse(model, 'INVALID', 'Only a formative quiz with feedback checks answers one by one.', 'objectId');
  const [answer] = readAnswers(model, [input.answer]);
  if (!answer) return refuse(model, 'NOT_FOUND', 'There is no such question in this quiz.', 'answer');
  // The first answer to a question is the one kept: its key is now known.
  if (answeredBefore(model.stored, answer.itemId)) return { quiz: model, userErrors: [] };
  if (!hasResponse(answer) || !answer.options?.length) return refuse(model, 'INVALID', QUIZ_MESSAGES.answerEveryQuestion, 'answer');
  const checked = withCheckedAnswer(model.stored, answer);
  const answers = firstAnswers(checked);
  const done = model.graded.every((i) => answers.some((a) => a.itemId === i.id));
  const grade = gradeUnitQuiz(model.graded, answers, model.assignmentType);
  const next: StoredQuiz = {
    ...checked,
    submitted: done,
    passed: done,
    attempts: done ? 1 : 0,
    percent: done ? grade.percent : null,
    score: done ? grade.score : null,
    submittedAt: done ? new Date().toISOString() : model.stored.submittedAt,
  };
  if (!(await store(ctx, model, next))) {
    const now = await reloaded(ctx, model);
    return answeredBefore(now.stored, answer.itemId) ? { quiz: now, userErrors: [] } : refuse(now, 'ALREADY_SUBMITTED', QUIZ_MESSAGES.alreadySubmitted);
  }
  if (done) await postScore(ctx, model, name, grade.percent, grade.score);
  return { quiz: await reloaded(ctx, model), userErrors: [] };
}

/** A summative or cutoff quiz submitted as a whole, graded here (invariant 2). */
export async function submitUnitQuiz(ctx: Context, input: UnitQuizSubmitInput): Promise<Payload> {
  const opened = await openForChange(ctx, input.courseId, input.objectId);
  if ('refused' in opened) return { quiz: null, userErrors: [opened.refused] };
  const { model, name } = opened;
  if (model.type !== 1 && model.type !== 2) return refuse(model, 'INVALID', 'This quiz is not submitted as a whole.', 'objectId');
  const { stored } = model;
  // Summative: once. Cutoff: until passed, and one Try Again (spec part 2, section 4).
  if (!quizTakesSubmission(model.type, stored)) {
    return refuse(model, 'ALREADY_SUBMITTED', QUIZ_MESSAGES.alreadySubmitted);
  }
  const answers = readAnswers(model, input.answers);
  const grade = gradeUnitQuiz(model.graded, answers, model.assignmentType);
  const attempt = stored.attempts + 1;
  const passed = quizPassed(model.type, grade.percent, model.passPercent, attempt);
  const next: StoredQuiz = {
    ...withSubmittedAnswers(stored, answers),
    attempts: attempt,
    submitted: true,
    passed,
    percent: grade.percent,
    score: grade.score,
    submittedAt: new Date().toISOString(),
  };
  if (!(await store(ctx, model, next))) return refuse(await reloaded(ctx, model), 'ALREADY_SUBMITTED', QUIZ_MESSAGES.alreadySubmitted);
  await postScore(ctx, model, name, grade.percent, grade.score);
  return { quiz: await reloaded(ctx, model), userErrors: [] };
}

/** A unit assignment submitted, or its one edit, before its deadline (spec part 2, sections 4 and 5). */
export async function submitUnitAssignment(ctx: Context, input: UnitAssignmentSubmitInput): Promise<Payload> {
  const opened = await openForChange(ctx, input.courseId, input.objectId);
  if ('refused' in opened) return { quiz: null, userErrors: [opened.refused] };
  const { model, name } = opened;
  if (model.type !== 3) return refuse(model, 'INVALID', 'This is not a unit assignment.', 'objectId');
  // spec part 2, section 4: checked here too, whatever the browser showed.
  if (deadlineIsPast(model)) return refuse(model, 'DEADLINE_PASSED', QUIZ_MESSAGES.deadlineOver);
  const { stored } = model;
  if (stored.edited) return refuse(model, 'ALREADY_SUBMITTED', QUIZ_MESSAGES.editUsed);
  const answers = readAnswers(model, input.answers);
  // spec part 2, section 5: Next and Submit only once the question has a response.
  if (answers.length < model.items.length || !answers.every(hasResponse)) return refuse(model, 'INVALID', QUIZ_MESSAGES.answerEveryQuestion, 'answers');
  // A file must be one this learner finished uploading for a unit assignment.
  for (const a of answers) {
    if (!a.fileName) continue;
    const file = await storedFile(ctx.cloud, { eid: model.eid }, uploadType('unitAssignment'), a.fileName);
    if (!file) return refuse(model, 'INVALID', `The file ${a.fileName} was not uploaded. Please upload it again.`, 'answers');
  }
  const isAuto = autoscored(model);
  const grade = gradeUnitQuiz(model.graded, answers, model.assignmentType);
  const editing = stored.submitted;
  const next: StoredQuiz = {
    ...withAssignmentAnswers(stored, answers, editing),
    edited: editing,
    attempts: stored.attempts + 1,
    submitted: true,
    passed: true,
    percent: isAuto ? grade.percent : null,
    score: isAuto ? grade.score : null,
    submittedAt: new Date().toISOString(),
  };
  if (!(await store(ctx, model, next))) return refuse(await reloaded(ctx, model), 'ALREADY_SUBMITTED', QUIZ_MESSAGES.alreadySubmitted);
  if (isAuto) await postScore(ctx, model, name, grade.percent, grade.score);
  return { quiz: await reloaded(ctx, model), userErrors: [] };
}
