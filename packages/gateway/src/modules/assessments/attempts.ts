/**
 * The attempt's rules, decided here by the server's clock (spec part 2,
 * sections 4 and 5; docs/architecture.md invariants 2 and 7; docs/decisions/144):
 * start only inside the window, saves kept up to a short grace after the
 * end, the gateway grading every submit, and an attempt whose time is over
 * closed the next time anything reads it, with the answers saved so far.
 * Nothing is kept between requests: each decision reads the stored attempt
 * and the server's time afresh.
 */
import { attemptExpired, parseRecordId, scoreAttempt } from '@portal/domain';
import type { ServerTime } from '@portal/contract';
import { ATTEMPT_STATUS, getAssessmentQuiz, getServerTime, listAssessments, updateAssessment } from '../../cloud/assessments.js';
import type { Context } from '../../context.js';
import type { AssessmentKind } from '../../__generated__/resolvers-types.js';
import {
  answersById,
  assessmentModel,
  assessmentQuizModel,
  clockOf,
  keyedQuestions,
  WIRE_KIND,
  type AssessmentAttemptModel,
  type AssessmentModel,
  type AssessmentRef,
  type ServerClock,
} from './mappers.js';

/** An id from a client: digits only. */
function numericId(id: string): number | null {
  return parseRecordId(id);
}

/** The server's clock: as a read answered it (docs/decisions/185), else from "server time" (once per request). */
async function serverClock(ctx: Context, eid: string, answered: ServerTime | null = null): Promise<ServerClock> {
  return clockOf(answered ?? (await getServerTime(ctx.cloud, eid)));
}

/**
 * Grades what is stored and submits it (status 1), in one conditional write:
 * the submit applies only if the attempt is still at the version graded, so a
 * save racing the submit is either in the grade or refused (tried again).
 */
export async function gradeAndSubmit(ctx: Context, ref: AssessmentRef): Promise<'SUBMITTED' | 'ALREADY_SUBMITTED' | 'NOT_STARTED'> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const read = await getAssessmentQuiz(ctx.cloud, ref.eid, ref.assessmentId, ref.wireKind);
    const quiz = read && assessmentQuizModel(read);
    if (!quiz?.attempt) return 'NOT_STARTED';
    if (ATTEMPT_STATUS[quiz.attempt.status] === 'SUBMITTED') return 'ALREADY_SUBMITTED';
    const score = scoreAttempt(keyedQuestions(quiz.items), answersById(quiz.items, quiz.attempt));
    const result = await updateAssessment(ctx.cloud, { ...ref, answers: [], status: 'SUBMITTED', score, gradedVersion: quiz.attempt.version });
    if (result === 'ALREADY_SUBMITTED') return 'ALREADY_SUBMITTED';
    if (result !== 'STALE_VERSION') return 'SUBMITTED';
  }
  throw new Error('the attempt kept changing while it was being submitted');
}

/** Closes an attempt whose time is over (docs/decisions/144). True when the item changed. */
async function closeIfExpired(ctx: Context, model: AssessmentModel): Promise<boolean> {
  if (model.storedStatus !== 'IN_PROGRESS' || !attemptExpired(model.clock.now, model.endsAt)) return false;
  const result = await gradeAndSubmit(ctx, model.ref);
  if (result === 'SUBMITTED') ctx.log.info({ assessmentId: model.ref.assessmentId, kind: model.kind }, 'closed an attempt whose time was over');
  return result !== 'NOT_STARTED';
}

/**
 * The course's assessments of one tab as models, each expired attempt closed
 * first; null when the learner follows no such course.
 */
export async function loadAssessments(ctx: Context, eid: string, courseId: number, kind: AssessmentKind, assessmentId?: number): Promise<AssessmentModel[] | null> {
  const wireKind = WIRE_KIND[kind];
  const [items, clock] = await Promise.all([listAssessments(ctx.cloud, eid, courseId, wireKind, assessmentId), serverClock(ctx, eid)]);
  if (!items) return null;
  const models = items.map((item) => assessmentModel(eid, courseId, wireKind, item, clock));
  const closed = await Promise.all(models.map((model) => closeIfExpired(ctx, model)));
  if (!closed.some(Boolean)) return models;
  return ((await listAssessments(ctx.cloud, eid, courseId, wireKind, assessmentId)) ?? []).map((item) => assessmentModel(eid, courseId, wireKind, item, clock));
}

/** One assessment of the learner's course, expired attempt closed; null when there is none. */
export async function loadAssessment(ctx: Context, eid: string, courseId: string, kind: AssessmentKind, assessmentId: string): Promise<AssessmentModel | null> {
  const courseNumber = numericId(courseId);
  const assessmentNumber = numericId(assessmentId);
  if (courseNumber === null || assessmentNumber === null) return null;
  const models = await loadAssessments(ctx, eid, courseNumber, kind, assessmentNumber);
  return models?.find((m) => m.ref.assessmentId === assessmentNumber) ?? null;
}

/**
 * The assessment and the learner's attempt in one upstream read (the quiz
 * answer carries the list item and the server's time), for the calls of an attempt in progress —
 * autosave above all, the busiest. An expired attempt is closed first, as
 * everywhere. Null when there is no such assessment in the learner's course.
 */
export async function loadAttempt(
  ctx: Context,
  eid: string,
  courseId: string,
  kind: AssessmentKind,
  assessmentId: string,
): Promise<{ model: AssessmentModel; attempt: AssessmentAttemptModel | null } | null> {
  const courseNumber = numericId(courseId);
  const assessmentNumber = numericId(assessmentId);
  if (courseNumber === null || assessmentNumber === null) return null;
  const wireKind = WIRE_KIND[kind];
  const read = async () => {
    // The quiz's answer carries the server's time: autosave, the busiest call, costs this read and its write.
    const answer = await getAssessmentQuiz(ctx.cloud, eid, assessmentNumber, wireKind);
    const quiz = answer && assessmentQuizModel(answer);
    const clock = await serverClock(ctx, eid, quiz?.serverTime);
    // The assessment must be the named course's: an id of another course names nothing.
    if (!quiz?.listed) return null;
    const model = assessmentModel(eid, courseNumber, wireKind, quiz.listed, clock);
    if (model.courseId !== courseNumber) return null;
    return { model, attempt: quiz.attempt ? { assessment: model, items: quiz.items, stored: quiz.attempt } : null };
  };
  const first = await read();
  if (!first || !(await closeIfExpired(ctx, first.model))) return first;
  return read();
}
