/**
 * Timed assessments and assignments (spec part 2, sections 2, 4, 5 and 7):
 * the Assessment and Assignment tabs' lists, the attempt with its server
 * clock, autosave, submit and the answers review. The gateway is the only
 * grader, and the only source of time (ARCHITECTURE.md invariants 2 and 7;
 * docs/decisions/143-146).
 */
import {
  acceptsSave,
  ASSESSMENT_MESSAGES,
  assessmentWindow,
  gradeQuestion,
  isAnswered,
  isChoiceKind,
  maximumScore,
  questionKindOf,
  readAnswer,
  reviewAvailable,
  secondsLeft,
  timeAllowed,
} from '@portal/domain';
import type { AssessmentResponseInput } from '@portal/contract';
import type { AssessmentAnswerSavePayload, AssessmentKind, AttemptStatus, Resolvers, UserError, UserErrorCode } from '../../__generated__/resolvers-types.js';
import { getAssessmentAnswers, getAssessmentQuiz, storedAssessmentFile, updateAssessment } from '../../cloud/assessments.js';
import type { Context } from '../../context.js';
import { accessUserError, openCourseContent } from '../learning/index.js';
import { fileAnswerPrefix } from './file-names.js';
import { gradeAndSubmit, loadAssessment, loadAssessments, loadAttempt, storedStatus } from './attempts.js';
import { KIND_OF_WIRE, answersById, keyedQuestion, publicAnswer, publicQuestion, type AssessmentAttemptModel, type AssessmentModel } from './mappers.js';

const STATUS: Record<0 | 1, AttemptStatus> = { 0: 'IN_PROGRESS', 1: 'SUBMITTED' };

const statusOf = (model: AssessmentModel): AttemptStatus => {
  const s = storedStatus(model.item);
  return s === null ? 'NOT_STARTED' : STATUS[s];
};
const windowOf = (model: AssessmentModel) => assessmentWindow(model.clock.now, model.item.startdate, model.item.enddate);
/** The answers review's one rule (docs/decisions/174): submitted or closed, and the answer date passed. */
const reviewOpen = (model: AssessmentModel) =>
  reviewAvailable(model.clock.now, { answersAt: model.item.answerdate, endsAt: model.item.enddate, submitted: storedStatus(model.item) === 1 });
const leftOf = (model: AssessmentModel, status: AttemptStatus) => (status === 'SUBMITTED' ? 0 : secondsLeft(model.clock.now, model.item.enddate));

const userError = (code: UserErrorCode, message: string, field: string | null = null): UserError => ({ field, code, message });
type Payload = { assessment: AssessmentModel | null; userErrors: UserError[] };
const noSuchAssessment = (): Payload => ({ assessment: null, userErrors: [userError('NOT_FOUND', 'No such assessment.', 'assessmentId')] });

/** The assessment's items (with keys: only counted here) and the learner's stored attempt; one read per request. */
const quizOf = (ctx: Context, { ref }: AssessmentModel) => getAssessmentQuiz(ctx.cloud, ref.eid, ref.assessid, ref.wireKind);

async function attemptModel(ctx: Context, model: AssessmentModel): Promise<AssessmentAttemptModel | null> {
  const quiz = await quizOf(ctx, model);
  if (!quiz?.response) return null;
  return { assessment: model, items: quiz.qitems, stored: quiz.response };
}

/** The refusal for an attempt that cannot change any more, or null when it can. */
function closedRefusal(model: AssessmentModel, kind: AssessmentKind): UserError | null {
  // Time first: an attempt this very read closed because its time was over says so.
  if (!acceptsSave(model.clock.now, model.item.enddate)) return userError('ATTEMPT_CLOSED', ASSESSMENT_MESSAGES.timeOver(kind));
  if (storedStatus(model.item) === 1) return userError('ALREADY_SUBMITTED', ASSESSMENT_MESSAGES.alreadySubmitted(kind));
  return null;
}

export const assessmentResolvers: Resolvers = {
  Course: {
    // The eid is the verified viewer's; the course decides which assessments exist.
    assessments: async ({ data }, { kind }, ctx) => {
      const viewer = await ctx.requireViewer();
      return loadAssessments(ctx, viewer.eid, data.btid, kind);
    },
    assessment: async ({ data }, { kind, id }, ctx) => {
      const viewer = await ctx.requireViewer();
      return loadAssessment(ctx, viewer.eid, String(data.btid), kind, id);
    },
  },
  Assessment: {
    id: ({ item }) => String(item.assessid),
    kind: ({ item }) => KIND_OF_WIRE[item.quiztype],
    title: ({ item }) => item.title,
    startsAt: ({ item }) => item.startdate,
    endsAt: ({ item }) => item.enddate,
    answersAt: ({ item }) => item.answerdate,
    instructions: ({ item }) => item.instructions,
    window: (model) => windowOf(model),
    attemptStatus: (model) => statusOf(model),
    // spec part 2, section 4: the score shows after the end.
    score: (model) => (windowOf(model) === 'CLOSED' && storedStatus(model.item) === 1 ? (model.item.userlist[0]?.score ?? null) : null),
    answersAvailable: (model) => reviewOpen(model),
    maximumScore: async (model, _args, ctx) => maximumScore((await quizOf(ctx, model))?.qitems.map(keyedQuestion) ?? []),
    questionCount: async (model, _args, ctx) => (await quizOf(ctx, model))?.qitems.length ?? 0,
    // The one rule of 'You have not answered some questions!' (spec part 2, section 5), as the web's warning counts.
    answeredCount: async (model, _args, ctx) => {
      const quiz = await quizOf(ctx, model);
      if (!quiz?.response) return null;
      const answers = answersById(quiz.qitems, quiz.response);
      return quiz.qitems.filter((item) => isAnswered(questionKindOf(item.atype), answers.get(item.iid))).length;
    },
    timeAllowedSeconds: ({ item, clock }) => timeAllowed(clock.now, item.startdate, item.enddate),
    attempt: (model, _args, ctx) => (statusOf(model) === 'NOT_STARTED' ? null : attemptModel(ctx, model)),
    // Keys only once the attempt can no longer change and the answer date has passed (invariants 2 and 9);
    // the upstream refuses before the answer date too.
    review: async (model, _args, ctx) => {
      if (!reviewOpen(model)) return null;
      const { ref } = model;
      const quiz = await getAssessmentAnswers(ctx.cloud, ref.eid, ref.assessid, ref.wireKind);
      if (!quiz) return null;
      const answers = quiz.response ? answersById(quiz.qitems, quiz.response) : new Map();
      const stored = new Map((quiz.response?.response ?? []).map((r) => [r.iid, r]));
      return {
        score: quiz.response?.status === 1 ? quiz.response.score : null,
        questions: quiz.qitems.map((item, i) => {
          const kind = questionKindOf(item.atype);
          const r = stored.get(item.iid);
          return {
            question: publicQuestion(item, i),
            answer: r ? publicAnswer(item, r) : null,
            correctOptionIds: isChoiceKind(kind) ? item.iopts.filter((o) => o.correct).map((o) => o.id) : [],
            correctMatches: kind === 'MATCHING' ? item.prompts.map((p) => p.answer) : [],
            correct: gradeQuestion(keyedQuestion(item), answers.get(item.iid)).correct,
          };
        }),
      };
    },
  },
  AssessmentAttempt: {
    status: ({ stored }) => STATUS[stored.status],
    secondsLeft: ({ stored, assessment }) => leftOf(assessment, STATUS[stored.status]),
    clockPollMs: ({ assessment }) => assessment.clock.delayMs,
    questions: ({ items }) => items.map(publicQuestion),
    answers: ({ items, stored }) => {
      const byId = new Map(items.map((i) => [i.iid, i]));
      return stored.response.flatMap((r) => publicAnswer(byId.get(r.iid), r) ?? []);
    },
  },
  Viewer: {
    assessmentClock: async (viewer, { courseId, kind, assessmentId }, ctx) => {
      const model = await loadAssessment(ctx, viewer.eid, courseId, kind, assessmentId);
      if (!model) return null;
      const status = statusOf(model);
      return { secondsLeft: leftOf(model, status), clockPollMs: model.clock.delayMs, status };
    },
  },
  Mutation: {
    assessmentStart: async (_parent, { input }, ctx): Promise<Payload> => {
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
      const started = await updateAssessment(ctx.cloud, { ...model.ref, quiztype: model.ref.wireKind, response: [], status: 0 });
      const fresh = await loadAssessment(ctx, viewer.eid, input.courseId, input.kind, input.assessmentId);
      if (started === 'ALREADY_SUBMITTED') return { assessment: fresh, userErrors: [userError('ALREADY_SUBMITTED', ASSESSMENT_MESSAGES.alreadySubmitted(input.kind))] };
      return { assessment: fresh, userErrors: [] };
    },

    assessmentAnswerSave: async (_parent, { input }, ctx): Promise<AssessmentAnswerSavePayload> => {
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
      const storedSeq = attempt.stored.response.find((r) => r.iid === answer.questionId)?.seq ?? 0;
      const closed = closedRefusal(model, input.kind);
      if (closed) return refuse(status, leftOf(model, status), closed, storedSeq);
      if (!Number.isInteger(answer.sequence) || answer.sequence < 0) return refuse(status, leftOf(model, status), userError('INVALID', 'The sequence must be a whole number, 0 or more.', 'answer.sequence'), storedSeq);

      const item = attempt.items.find((i) => i.iid === answer.questionId);
      if (!item) return refuse(status, leftOf(model, status), userError('INVALID', ASSESSMENT_MESSAGES.invalidAnswer, 'answer.questionId'), storedSeq);
      const kind = questionKindOf(item.atype);
      const read = readAnswer({ kind, optionIds: item.iopts.map((o) => o.id), promptCount: item.prompts.length }, answer);
      if (!read.ok) return refuse(status, leftOf(model, status), userError('INVALID', read.message, 'answer'), storedSeq);
      const given = read.answer;
      if (kind === 'FILE_UPLOAD' && given?.fileName) {
        // spec part 2, section 5; invariant 4: a file answer must be a file this learner uploaded for this question.
        const issued = given.fileName.startsWith(fileAnswerPrefix(input.kind, model.ref.assessid, item.iid));
        if (!issued || !(await storedAssessmentFile(ctx.cloud, viewer.eid, given.fileName))) {
          return refuse(status, leftOf(model, status), userError('INVALID', ASSESSMENT_MESSAGES.fileNotIssued, 'answer.fileName'), storedSeq);
        }
      }
      const response: AssessmentResponseInput = {
        iid: item.iid,
        type: item.atype,
        seq: answer.sequence,
        // A blank text (or an emptied choice) is stored as a removal, which keeps its sequence (spec part 2, section 5).
        response: !given ? null : kind === 'TEXT' ? given.text : kind === 'MATCHING' ? [...given.matches] : kind === 'FILE_UPLOAD' ? null : [...given.optionIds],
        fname: kind === 'FILE_UPLOAD' && given ? given.fileName : null,
        orgname: kind === 'FILE_UPLOAD' && given ? (answer.originalFileName ?? null) : null,
      };
      const saved = await updateAssessment(ctx.cloud, { ...model.ref, quiztype: model.ref.wireKind, response: [response], status: 0 });
      if (saved === 'ALREADY_SUBMITTED' || saved === 'STALE_VERSION') {
        return refuse('SUBMITTED', 0, userError('ALREADY_SUBMITTED', ASSESSMENT_MESSAGES.alreadySubmitted(input.kind)), storedSeq);
      }
      const stored = saved.response.find((r) => r.iid === item.iid);
      return {
        savedSequence: stored?.seq ?? answer.sequence,
        answer: stored ? publicAnswer(item, stored) : null,
        secondsLeft: leftOf(model, STATUS[saved.status]),
        status: STATUS[saved.status],
        userErrors: [],
      };
    },

    assessmentSubmit: async (_parent, { input }, ctx): Promise<Payload> => {
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
    },
  },
};
