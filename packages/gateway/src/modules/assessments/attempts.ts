/**
 * The attempt's rules, decided here by the server's clock (spec part 2,
 * sections 4 and 5; ARCHITECTURE.md invariants 2 and 7; docs/decisions/144):
 * start only inside the window, saves kept up to a short grace after the
 * end, the gateway grading every submit, and an attempt whose time is over
 * closed the next time anything reads it, with the answers saved so far.
 * Nothing is kept between requests: each decision reads the stored attempt
 * and the server's time afresh.
 */
import { attemptExpired, clockPollMs, parseRecordId, scoreAttempt } from '@portal/domain';
import type { AssessmentListItem, ServerTime } from '@portal/contract';
import { ATTEMPT_STATUS, getAssessmentQuiz, getServerTime, listAssessments, updateAssessment } from '../../cloud/assessments.js';
import type { Context } from '../../context.js';
import type { AssessmentKind } from '../../__generated__/resolvers-types.js';
import { answersById, keyedQuestion, storedStatus, WIRE_KIND, type AssessmentAttemptModel, type AssessmentModel, type AssessmentRef, type ServerClock } from './mappers.js';

/** An id from a client: digits only. */
export function numericId(id: string): number | null {
  return parseRecordId(id);
}

/** The server's clock: as a read answered it (docs/decisions/185), else from "server time" (once per request). */
export async function serverClock(ctx: Context, eid: string, answered: ServerTime | null = null): Promise<ServerClock> {
  const time = answered ?? (await getServerTime(ctx.cloud, eid));
  return { now: time.itime, delayMs: clockPollMs(time.delay) };
}

/**
 * Grades what is stored and submits it (status 1), in one conditional write:
 * the submit applies only if the attempt is still at the version graded, so a
 * save racing the submit is either in the grade or refused (tried again).
 */
export async function gradeAndSubmit(ctx: Context, ref: AssessmentRef): Promise<'SUBMITTED' | 'ALREADY_SUBMITTED' | 'NOT_STARTED'> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const quiz = await getAssessmentQuiz(ctx.cloud, ref.eid, ref.assessid, ref.wireKind);
    if (!quiz?.response) return 'NOT_STARTED';
    if (ATTEMPT_STATUS[quiz.response.status] === 'SUBMITTED') return 'ALREADY_SUBMITTED';
    const score = scoreAttempt(quiz.qitems.map(keyedQuestion), answersById(quiz.qitems, quiz.response));
    const result = await updateAssessment(ctx.cloud, { ...ref, response: [], status: 'SUBMITTED', score, expectedVersion: quiz.response.version });
    if (result === 'ALREADY_SUBMITTED') return 'ALREADY_SUBMITTED';
    if (result !== 'STALE_VERSION') return 'SUBMITTED';
  }
  throw new Error('the attempt kept changing while it was being submitted');
}

/** Closes an attempt whose time is over (docs/decisions/144). True when the item changed. */
async function closeIfExpired(ctx: Context, ref: AssessmentRef, item: AssessmentListItem, clock: ServerClock): Promise<boolean> {
  if (storedStatus(item) !== 'IN_PROGRESS' || !attemptExpired(clock.now, item.enddate)) return false;
  const result = await gradeAndSubmit(ctx, ref);
  if (result === 'SUBMITTED') ctx.log.info({ assessid: ref.assessid, quiztype: ref.wireKind }, 'closed an attempt whose time was over');
  return result !== 'NOT_STARTED';
}

/**
 * The course's assessments of one tab as models, each expired attempt closed
 * first; null when the learner follows no such course.
 */
export async function loadAssessments(ctx: Context, eid: string, bcid: number, kind: AssessmentKind, assessid?: number): Promise<AssessmentModel[] | null> {
  const wireKind = WIRE_KIND[kind];
  const [items, clock] = await Promise.all([listAssessments(ctx.cloud, eid, bcid, wireKind, assessid), serverClock(ctx, eid)]);
  if (!items) return null;
  const refOf = (item: AssessmentListItem): AssessmentRef => ({ eid, bcid, wireKind, assessid: item.assessid });
  const closed = await Promise.all(items.map((item) => closeIfExpired(ctx, refOf(item), item, clock)));
  let fresh = items;
  if (closed.some(Boolean)) fresh = (await listAssessments(ctx.cloud, eid, bcid, wireKind, assessid)) ?? [];
  return fresh.map((item) => ({ ref: refOf(item), item, clock }));
}

/** One assessment of the learner's course, expired attempt closed; null when there is none. */
export async function loadAssessment(ctx: Context, eid: string, courseId: string, kind: AssessmentKind, assessmentId: string): Promise<AssessmentModel | null> {
  const bcid = numericId(courseId);
  const assessid = numericId(assessmentId);
  if (bcid === null || assessid === null) return null;
  const models = await loadAssessments(ctx, eid, bcid, kind, assessid);
  return models?.find((m) => m.item.assessid === assessid) ?? null;
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
  const bcid = numericId(courseId);
  const assessid = numericId(assessmentId);
  if (bcid === null || assessid === null) return null;
  const wireKind = WIRE_KIND[kind];
  const ref: AssessmentRef = { eid, bcid, wireKind, assessid };
  const read = async () => {
    // The quiz's answer carries the server's time: autosave, the busiest call, costs this read and its write.
    const quiz = await getAssessmentQuiz(ctx.cloud, eid, assessid, wireKind);
    const clock = await serverClock(ctx, eid, quiz?.servertime);
    // The assessment must be the named course's: an id of another course names nothing.
    if (!quiz?.assessment || quiz.assessment.bcid !== bcid) return null;
    const model: AssessmentModel = { ref, item: quiz.assessment, clock };
    return { model, attempt: quiz.response ? { assessment: model, items: quiz.qitems, stored: quiz.response } : null };
  };
  const first = await read();
  if (!first || !(await closeIfExpired(ctx, ref, first.model.item, first.model.clock))) return first;
  return read();
}
