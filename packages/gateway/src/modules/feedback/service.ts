/**
 * Program, course and instructor feedback (spec part 2, sections 3, 4, 6 and
 * 7; part 1, section 2; issue 19). The gateway is the authority: a form is
 * taken only where it is offered and open, with a rating of the form's scale
 * for every question and, for course feedback, a comment for each, by the
 * domain's one rule (feedbackFormErrors); the web disables Next by the same.
 */
import {
  courseFeedbackOffered,
  FEEDBACK_RULE_MESSAGES,
  programHasFeedback,
  feedbackFormErrors,
  feedbackHasComments,
  feedbackStatusMessage,
  objectAccess,
  type FeedbackKind,
  type FeedbackStatus,
} from '@portal/domain';
import type { CourseFeedbackSubmitInput, FeedbackAnswerInput, FeedbackSubmitPayload, ProgramFeedbackSubmitInput, UserError } from '../../__generated__/resolvers-types.js';
import { getUserTotalProgress } from '../../cloud/dashboard.js';
import { getCourseInstructors } from '../../cloud/instructors.js';
import { forgetProgramFeedbackForm, readFeedbackForm, storeFeedback, type FeedbackAnswer, type FeedbackSubject } from '../../cloud/feedback.js';
import type { Context } from '../../context.js';
import { PortalError } from '../../errors.js';
import type { EnrolledProgramModel } from '../mappers.js';
import { accessUserError, findObject, openCourseContent, type CourseModel } from '../learning/index.js';
import { courseProgramId, courseSubject, enrolmentWithId, feedbackUnitKind, programSubject, type FeedbackFormModel } from './mappers.js';

type Payload = Omit<FeedbackSubmitPayload, 'form'> & { form: FeedbackFormModel | null };

/** Whether the enrolment's program has Overall Program Feedback: not in the special programs (spec part 2, section 6), by the domain's one rule. */
export function programOffersFeedback(ctx: Context, program: EnrolledProgramModel['program']): boolean {
  return programHasFeedback({ specialProgram: ctx.programs.specialProgramIds.has(programSubject(program).programId) });
}

/** The Overall Program Feedback of one of the learner's enrolments; null where the program has none. */
export async function programFeedbackForm(ctx: Context, enrolment: EnrolledProgramModel): Promise<FeedbackFormModel | null> {
  if (!programOffersFeedback(ctx, enrolment.program)) return null;
  const subject = programSubject(enrolment.program);
  return { kind: 'PROGRAM', subject, read: await readFeedbackForm(ctx.cloud, enrolment.eid, subject) };
}

/**
 * Whether the course offers the Course Feedback and Instructor Feedback
 * entries (spec part 2, section 6), by the domain's rule: started or complete,
 * not in one of the two special programs, and not disabled from Admin.
 */
export function courseOffersFeedback(ctx: Context, course: CourseModel): boolean {
  return course.view.enabled && courseFeedbackOffered({ specialProgram: ctx.programs.specialProgramIds.has(courseProgramId(course)), status: course.view.topicStatus });
}

/** The course's course or instructor form; null where the course offers no feedback. */
export async function courseFeedbackForm(ctx: Context, course: CourseModel, kind: FeedbackKind): Promise<FeedbackFormModel | null> {
  if (kind === 'PROGRAM') throw new PortalError('BAD_USER_INPUT', 'A course has COURSE and INSTRUCTOR feedback; program feedback is the enrolment\u2019s.');
  if (!courseOffersFeedback(ctx, course)) return null;
  const viewer = await ctx.requireViewer();
  const subject = courseSubject(course, kind);
  return { kind, subject, read: await readFeedbackForm(ctx.cloud, viewer.eid, subject) };
}

/** The form a feedback-form unit opens: only where its player may open (the one access rule, invariant 9). */
export async function unitFeedbackForm(ctx: Context, course: CourseModel, objectId: string): Promise<FeedbackFormModel | null> {
  const object = findObject(course, objectId);
  const kind = object ? feedbackUnitKind(object) : null;
  if (!kind || !objectAccess(course.view, objectId).ok) return null;
  return courseFeedbackForm(ctx, course, kind);
}

const refused = (form: FeedbackFormModel | null, userErrors: UserError[]): Payload => ({ submitted: false, form, userErrors });

/** The spec's words for a form that is not open, as a user error. */
function closedError(status: Exclude<FeedbackStatus, 'OPEN'>): UserError {
  return { field: null, code: status === 'DISABLED' ? 'FEEDBACK_DISABLED' : 'ALREADY_SUBMITTED', message: feedbackStatusMessage(status)! };
}

/** Checks the answers against the form as stored now, then stores them once. */
async function submit(ctx: Context, eid: string, kind: FeedbackKind, subject: FeedbackSubject, input: readonly FeedbackAnswerInput[]): Promise<Payload> {
  const read = await readFeedbackForm(ctx.cloud, eid, subject);
  const form: FeedbackFormModel = { kind, subject, read };
  if (read.status !== 'OPEN') return refused(form, [closedError(read.status)]);
  const answers: FeedbackAnswer[] = input.map((a) => ({ questionId: a.questionId, rating: a.rating, comment: feedbackHasComments(kind) ? a.comment?.trim() || null : null }));
  const invalid = feedbackFormErrors(
    kind,
    read.questions.map((question) => question.id),
    input.map((a) => ({ questionId: a.questionId, rating: a.rating, comment: a.comment })),
  );
  if (invalid.length > 0)
    return refused(
      form,
      invalid.map((e) => ({ field: e.questionId === null ? 'answers' : `answers.${e.questionId}`, code: 'INVALID', message: e.message })),
    );
  const instructors = subject.kind === 'INSTRUCTOR' ? await getCourseInstructors(ctx.cloud, subject.batchId, subject.courseRunId) : [];
  const result = await storeFeedback(ctx.cloud, eid, subject, answers, instructors);
  const after: FeedbackFormModel = { kind, subject, read: { status: result === 'DISABLED' ? 'DISABLED' : 'ALREADY_SUBMITTED', questions: [] } };
  if (subject.kind === 'PROGRAM') forgetProgramFeedbackForm(ctx.cloud, eid, subject);
  if (result !== 'SUBMITTED') return refused(after, [closedError(result)]);
  return { submitted: true, form: after, userErrors: [] };
}

/** programFeedbackSubmit: the Overall Program Feedback of one of the learner's enrolments. */
export async function submitProgramFeedback(ctx: Context, input: ProgramFeedbackSubmitInput): Promise<Payload> {
  const viewer = await ctx.requireViewer();
  const program = enrolmentWithId(await getUserTotalProgress(ctx.cloud, viewer.eid), input.programId);
  if (!program) return refused(null, [{ field: 'programId', code: 'NOT_FOUND', message: 'This program is not among yours.' }]);
  if (!programOffersFeedback(ctx, program)) return refused(null, [{ field: 'programId', code: 'FEEDBACK_NOT_OFFERED', message: FEEDBACK_RULE_MESSAGES.programNotOffered }]);
  return submit(ctx, viewer.eid, 'PROGRAM', programSubject(program), input.answers);
}

/** courseFeedbackSubmit: course or instructor feedback, where the course offers it. */
export async function submitCourseFeedback(ctx: Context, input: CourseFeedbackSubmitInput): Promise<Payload> {
  if (input.kind === 'PROGRAM') return refused(null, [{ field: 'kind', code: 'INVALID', message: 'A course takes COURSE or INSTRUCTOR feedback.' }]);
  const access = await openCourseContent(ctx, input.courseId, undefined, { fresh: true });
  if (!access.ok) return refused(null, [accessUserError(access.refusal, null)]);
  if (!courseOffersFeedback(ctx, access.course)) return refused(null, [{ field: 'courseId', code: 'FEEDBACK_NOT_OFFERED', message: FEEDBACK_RULE_MESSAGES.notOffered }]);
  return submit(ctx, access.eid, input.kind, courseSubject(access.course, input.kind), input.answers);
}

/**
 * Where the learner stands with a course's course feedback, for what comes
 * after it (spec part 2, section 2: "After course feedback, Mark Complete,
 * then certificate generation"): SUBMITTED, OPEN (not given yet), DISABLED
 * (an admin switched it off: nothing to wait for) or NOT_OFFERED (the course
 * offers no feedback to this learner: a special program, or not started).
 * Reads the cloud API afresh.
 */
export async function courseFeedbackState(ctx: Context, course: CourseModel): Promise<'SUBMITTED' | 'OPEN' | 'DISABLED' | 'NOT_OFFERED'> {
  if (!courseOffersFeedback(ctx, course)) return 'NOT_OFFERED';
  const viewer = await ctx.requireViewer();
  const { status } = await readFeedbackForm(ctx.cloud, viewer.eid, courseSubject(course, 'COURSE'));
  return status === 'ALREADY_SUBMITTED' ? 'SUBMITTED' : status;
}

/** The course's instructors, whom instructor feedback is about. */
export function formInstructors(ctx: Context, form: FeedbackFormModel) {
  return form.subject.kind === 'INSTRUCTOR' ? getCourseInstructors(ctx.cloud, form.subject.batchId, form.subject.courseRunId) : [];
}
