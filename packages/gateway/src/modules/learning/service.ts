/**
 * Learning's decisions (STYLE habit 12): one progress step, Mark Complete
 * with its quiz rule, and the course to continue. The gateway is the
 * authority on progress (docs/decisions/107); the rules are the domain's.
 */
import { completeObject, courseToContinue, openObject, QUIZ_MESSAGES, quizMayComplete, resumeObjectId, startCourse, type CourseView, type ProgressChange, type Refused } from '@portal/domain';
import type { UserError } from '../../__generated__/resolvers-types.js';
import { getUserTotalProgress } from '../../cloud/dashboard.js';
import { getCourse, syncUserProgress } from '../../cloud/learning.js';
import { getQuiz, reloadAssignmentData, storedQuiz, unitQuizTypeOf } from '../../cloud/quizzes.js';
import type { Context } from '../../context.js';
import { progressTopic } from '../../live/topics.js';
import type { EnrolledProgramModel } from '../mappers.js';
import { accessUserError, learnersCourse } from './access.js';
import { continueCandidates, continueLearningModel, courseModel, enrolmentOf, findObject, withEnrolment, type ContinueLearningModel, type CourseModel, type LearningObjectModel } from './mappers.js';

export type StepPayload = { course: CourseModel | null; program: EnrolledProgramModel | null; userErrors: UserError[] };

type Decision = { ok: true; change: ProgressChange } | Refused;

const notFound = (): StepPayload => ({ course: null, program: null, userErrors: [{ field: 'courseId', code: 'NOT_FOUND', message: 'No such course.' }] });

/**
 * One learning step (spec part 2, section 4), in three upstream calls
 * (docs/decisions/185): the course and the learner's programs read once,
 * afresh (the access rule's facts, docs/decisions/173), the rules checked,
 * and only what changes synced. The sync answers the course's progress as
 * merged, every tab's included, so the course and the enrolment handed back
 * (the screen, the dashboard and My Programs follow from them) are what a
 * second read would say, without one. Two tabs may each complete one of the
 * last objects without seeing the other's: the sync asks the cloud API to
 * complete the topic too when the merge leaves every object complete.
 */
async function progressStep(
  ctx: Context,
  courseId: string,
  field: string,
  decide: (view: CourseView) => Decision,
  options: { secondsSpent?: (objectId: string) => number | undefined; refusal?: (course: CourseModel, eid: string) => Promise<UserError | null> } = {},
): Promise<StepPayload> {
  const viewer = await ctx.requireViewer();
  const course = await learnersCourse(ctx, courseId, { fresh: true });
  if (!course) return notFound();
  const decision = decide(course.view);
  if (!decision.ok) return { course, program: null, userErrors: [accessUserError(decision, field)] };
  const refused = await options.refusal?.(course, viewer.eid);
  if (refused) return { course, program: null, userErrors: [refused] };

  const { change } = decision;
  if (change.objects.length === 0 && change.topicStatus === null) return { course, program: null, userErrors: [] };
  // The programs were read with the course (the loader keeps this request's read): no second call.
  const programs = await getUserTotalProgress(ctx.cloud, viewer.eid);
  const program = enrolmentOf(programs, course);
  const synced = await syncUserProgress(ctx.cloud, viewer.eid, { course: course.data, program }, change, options.secondsSpent);
  // The learner's other tabs hear of it at once (docs/decisions/300): the programs as read, this one as synced.
  const after = synced.program;
  if (after) void ctx.live.hub.publish(progressTopic(viewer.eid), withEnrolment(programs, after));
  return { course: courseModel(synced.course), program: synced.program && { program: synced.program, eid: viewer.eid }, userErrors: [] };
}

/**
 * Whether Mark Complete may complete this object: any object but a unit quiz
 * may; a unit quiz once passed or submitted, as stored now (docs/decisions/136:
 * the gateway grades, so it decides).
 */
async function quizRefusal(ctx: Context, course: CourseModel, objectId: string, eid: string): Promise<UserError | null> {
  const object = findObject(course, objectId);
  if (object?.kind !== 'QUIZ') return null;
  const [quiz, stored] = await Promise.all([getQuiz(ctx.cloud, objectId), reloadAssignmentData(ctx.cloud, eid, objectId)]);
  const type = quiz && unitQuizTypeOf(quiz, object.quizType);
  if (!quiz || type === null || quizMayComplete(type, storedQuiz(stored))) return null;
  return { field: 'objectId', code: 'QUIZ_NOT_PASSED', message: QUIZ_MESSAGES.completeQuizFirst };
}

/** Start (spec part 2, section 2). */
export const startLearnersCourse = (ctx: Context, courseId: string) => progressStep(ctx, courseId, 'courseId', (view) => startCourse(view));

/** Opening an object makes it the current one. */
export const openLearningObject = (ctx: Context, courseId: string, objectId: string) => progressStep(ctx, courseId, 'objectId', (view) => openObject(view, objectId));

/**
 * Completes one object by the course's rules (spec part 2, section 4): refused
 * when locked or disabled, or a unit quiz not yet passed; the topic completed
 * with the last object. Mark Complete and a SCORM package that says it is
 * done both come here; a repeat changes nothing.
 */
export function completeLearningObject(ctx: Context, courseId: string, objectId: string, secondsSpent: number): Promise<StepPayload> {
  const seconds = Math.min(86_400, Math.max(0, Math.floor(secondsSpent)));
  return progressStep(ctx, courseId, 'objectId', (view) => completeObject(view, objectId), {
    secondsSpent: (id) => (id === objectId ? seconds : undefined),
    refusal: (course, eid) => quizRefusal(ctx, course, objectId, eid),
  });
}

/**
 * "Continue where you left off": the course last worked in among those the
 * learner follows (docs/decisions/177), from the dashboard's own read.
 */
export async function continueLearning(ctx: Context, eid: string): Promise<ContinueLearningModel | null> {
  const chosen = courseToContinue(continueCandidates(await getUserTotalProgress(ctx.cloud, eid)));
  return chosen ? continueLearningModel(chosen, eid) : null;
}

/** What comes next in a course the learner follows: the object it resumes at, with its unit. */
export async function upNext(ctx: Context, eid: string, courseId: number): Promise<LearningObjectModel | null> {
  const data = await getCourse(ctx.cloud, eid, courseId);
  if (!data) return null;
  const course = courseModel(data);
  const id = resumeObjectId(course.view);
  return id === null ? null : findObject(course, id);
}
