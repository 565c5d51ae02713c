/**
 * The attempt's steps (spec part 2, sections 4 and 5; docs/decisions/143-146):
 * start, autosave and submit, decided by the server's clock. The gateway is
 * the only grader and the only source of time (docs/architecture.md invariants 2
 * and 7). Also the rules the Assessment type's fields read.
 */
import { acceptsSave, ASSESSMENT_MESSAGES, assessmentWindow, readAnswer, reviewAvailable, secondsLeft } from '@portal/domain';
import type { AssessmentAnswerSaveInput, AssessmentAnswerSavePayload, AssessmentKind, AssessmentRefInput, AttemptStatus, UserError, UserErrorCode } from '../../__generated__/resolvers-types.js';
import { ATTEMPT_STATUS, storedAssessmentFile, updateAssessment } from '../../cloud/assessments.js';
import type { Context } from '../../context.js';
import { accessUserError, openCourseContent } from '../learning/index.js';
import { fileAnswerPrefix } from './file-names.js';
import { gradeAndSubmit, loadAssessment, loadAttempt } from './attempts.js';
import { answerable, questionById, questionId, questionKind, responseRecord, savedSequenceOf, storedAnswer, type AssessmentModel } from './mappers.js';

export const statusOf = (model: AssessmentModel): AttemptStatus => model.storedStatus ?? 'NOT_STARTED';
export const windowOf = (model: AssessmentModel) => assessmentWindow(model.clock.now, model.startsAt, model.endsAt);
/** The answers review's one rule (docs/decisions/174): submitted or closed, and the answer date passed. */
export const reviewOpen = (model: AssessmentModel) => reviewAvailable(model.clock.now, { answersAt: model.answersAt, endsAt: model.endsAt, submitted: model.storedStatus === 'SUBMITTED' });
export const leftOf = (model: AssessmentModel, status: AttemptStatus) => (status === 'SUBMITTED' ? 0 : secondsLeft(model.clock.now, model.endsAt));

const userError = (code: UserErrorCode, message: string, field: string | null = null): UserError => ({ field, code, message });
type Payload = { assessment: AssessmentModel | null; userErrors: UserError[] };
const noSuchAssessment = (): Payload => ({ assessment: null, userErrors: [userError('NOT_FOUND', 'No such assessment.', 'assessmentId')] });

/** The refusal for an attempt that cannot change any more, or null when it can. */
function closedRefusal(model: AssessmentModel, kind: AssessmentKind): UserError | null {
  // Time first: an attempt this very read closed because its time was over says so.
  if (!acceptsSave(model.clock.now, model.endsAt)) return userError('ATTEMPT_CLOSED', ASSESSMENT_MESSAGES.timeOver(kind));
  if (model.storedStatus === 'SUBMITTED') return userError('ALREADY_SUBMITTED', ASSESSMENT_MESSAGES.alreadySubmitted(kind));
  return null;
}

/** Start (spec part 2, section 4): only inside the window, by the server's time; a reload goes on with the attempt in progress. */
export async function startAttempt(ctx: Context, input: AssessmentRefInput): Promise<Payload> {
  const viewer = await ctx.requireViewer();
  // The door into an attempt asks the course screen's rule (docs/decisions/173): nothing starts in a course disabled from Admin.
  const [model, access] = await Promise.all([loadAssessment(ctx, viewer.eid, input.courseId, input.kind, input.assessmentId), openCourseContent(ctx, input.courseId)]);
  if (!model) return noSuchAssessment();
  if (!access.ok) return { assessment: model, userErrors: [accessUserError(access.refusal, 'courseId')] };
  const status = statusOf(model);
  if (status === 'SUBMITTED') return { assessment: model, userErrors: [userError('ALREADY_SUBMITTED', ASSESSMENT_MESSAGES.alreadySubmitted(input.kind))] };
  const window = windowOf(model);
  if (window === 'UPCOMING') return { assessment: model, userErrors: [userError('ASSESSMENT_NOT_OPEN', ASSESSMENT_MESSAGES.notOpenYet(input.kind))] };
  // spec part 2, section 4: Start only while the server's time is between the start and the end.
  if (window === 'CLOSED') return { assessment: model, userErrors: [userError('ATTEMPT_CLOSED', ASSESSMENT_MESSAGES.timeOver(input.kind))] };
  // A reload: the attempt in progress goes on as it is.
  if (status === 'IN_PROGRESS') return { assessment: model, userErrors: [] };
  const started = await updateAssessment(ctx.cloud, { ...model.ref, answers: [], status: 'IN_PROGRESS' });
  if (started === 'ALREADY_SUBMITTED' || started === 'STALE_VERSION') {
    const fresh = await loadAssessment(ctx, viewer.eid, input.courseId, input.kind, input.assessmentId);
    return { assessment: fresh, userErrors: started === 'ALREADY_SUBMITTED' ? [userError('ALREADY_SUBMITTED', ASSESSMENT_MESSAGES.alreadySubmitted(input.kind))] : [] };
  }
  // The write answers with the attempt as stored: the item read before it, with that attempt's
  // status and score, is the item a second read would give. Not asking again spares the
  // upstream one call of every start, a sixth of an exam-start storm's (docs/decisions/317).
  return { assessment: { ...model, storedStatus: ATTEMPT_STATUS[started.status], listedScore: started.score }, userErrors: [] };
}

/**
 * One answer saved (spec part 2, section 5; docs/decisions/143): the highest
 * sequence stands, up to a short grace after the end; a file answer only as
 * issued to this learner for this question. One read and one write (decision 185).
 */
export async function saveAnswer(ctx: Context, input: AssessmentAnswerSaveInput): Promise<AssessmentAnswerSavePayload> {
  const viewer = await ctx.requireViewer();
  const { answer } = input;
  const loaded = await loadAttempt(ctx, viewer.eid, input.courseId, input.kind, input.assessmentId);
  const model = loaded?.model;
  const refuse = (status: AttemptStatus, seconds: number, error: UserError, savedSequence = 0): AssessmentAnswerSavePayload => ({
    savedSequence,
    answer: null,
    secondsLeft: seconds,
    status,
    userErrors: [error],
  });
  if (!model) return refuse('NOT_STARTED', 0, userError('NOT_FOUND', 'No such assessment.', 'assessmentId'));
  const status = statusOf(model);
  if (status === 'NOT_STARTED') return refuse(status, leftOf(model, status), userError('ATTEMPT_NOT_STARTED', ASSESSMENT_MESSAGES.notStarted));
  const attempt = loaded.attempt;
  if (!attempt) return refuse('NOT_STARTED', leftOf(model, 'NOT_STARTED'), userError('ATTEMPT_NOT_STARTED', ASSESSMENT_MESSAGES.notStarted));
  const storedSeq = savedSequenceOf(attempt.stored, answer.questionId) ?? 0;
  const closed = closedRefusal(model, input.kind);
  if (closed) return refuse(status, leftOf(model, status), closed, storedSeq);
  if (!Number.isInteger(answer.sequence) || answer.sequence < 0)
    return refuse(status, leftOf(model, status), userError('INVALID', 'The sequence must be a whole number, 0 or more.', 'answer.sequence'), storedSeq);

  const item = questionById(attempt.items, answer.questionId);
  if (!item) return refuse(status, leftOf(model, status), userError('INVALID', ASSESSMENT_MESSAGES.invalidAnswer, 'answer.questionId'), storedSeq);
  const kind = questionKind(item);
  const read = readAnswer(answerable(item), answer);
  if (!read.ok) return refuse(status, leftOf(model, status), userError('INVALID', read.message, 'answer'), storedSeq);
  const given = read.answer;
  if (kind === 'FILE_UPLOAD' && given?.fileName) {
    // spec part 2, section 5; invariant 4: a file answer must be a file this learner uploaded for this question.
    const issued = given.fileName.startsWith(fileAnswerPrefix(input.kind, model.ref.assessmentId, questionId(item)));
    if (!issued || !(await storedAssessmentFile(ctx.cloud, viewer.eid, given.fileName))) {
      return refuse(status, leftOf(model, status), userError('INVALID', ASSESSMENT_MESSAGES.fileNotIssued, 'answer.fileName'), storedSeq);
    }
  }
  const response = responseRecord(item, answer.sequence, given, answer.originalFileName ?? null);
  const saved = await updateAssessment(ctx.cloud, { ...model.ref, answers: [response], status: 'IN_PROGRESS' });
  if (saved === 'ALREADY_SUBMITTED' || saved === 'STALE_VERSION') {
    return refuse('SUBMITTED', 0, userError('ALREADY_SUBMITTED', ASSESSMENT_MESSAGES.alreadySubmitted(input.kind)), storedSeq);
  }
  return {
    savedSequence: savedSequenceOf(saved, questionId(item)) ?? answer.sequence,
    answer: storedAnswer(item, saved),
    secondsLeft: leftOf(model, ATTEMPT_STATUS[saved.status]),
    status: ATTEMPT_STATUS[saved.status],
    userErrors: [],
  };
}

/** Submit: the gateway grades what is stored (invariant 2). */
export async function submitAttempt(ctx: Context, input: AssessmentRefInput): Promise<Payload> {
  const viewer = await ctx.requireViewer();
  const model = await loadAssessment(ctx, viewer.eid, input.courseId, input.kind, input.assessmentId);
  if (!model) return noSuchAssessment();
  const status = statusOf(model);
  if (status === 'NOT_STARTED') return { assessment: model, userErrors: [userError('ATTEMPT_NOT_STARTED', ASSESSMENT_MESSAGES.notStarted)] };
  const closed = closedRefusal(model, input.kind);
  if (closed) return { assessment: model, userErrors: [closed] };
  const result = await gradeAndSubmit(ctx, model.ref);
  const fresh = await loadAssessment(ctx, viewer.eid, input.courseId, input.kind, input.assessmentId);
  if (result === 'ALREADY_SUBMITTED') return { assessment: fresh, userErrors: [userError('ALREADY_SUBMITTED', ASSESSMENT_MESSAGES.alreadySubmitted(input.kind))] };
  return { assessment: fresh, userErrors: [] };
}
