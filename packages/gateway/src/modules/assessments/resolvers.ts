/**
 * Timed assessments and assignments (spec part 2, sections 2, 4, 5 and 7):
 * the Assessment and Assignment tabs' lists, the attempt with its server
 * clock, autosave, submit and the answers review. The gateway is the only
 * grader, and the only source of time (ARCHITECTURE.md invariants 2 and 7;
 * docs/decisions/143-146).
 */
import { gradeQuestion, isAnswered, isChoiceKind, maximumScore, timeAllowed } from '@portal/domain';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { ATTEMPT_STATUS, getAssessmentAnswers, getAssessmentQuiz } from '../../cloud/assessments.js';
import type { Context } from '../../context.js';
import { loadAssessment, loadAssessments } from './attempts.js';
import { KIND_OF_WIRE, answersById, keyedQuestion, publicAnswer, publicQuestion, questionKind, storedStatus, type AssessmentAttemptModel, type AssessmentModel } from './mappers.js';
import { leftOf, reviewOpen, saveAnswer, startAttempt, statusOf, submitAttempt, windowOf } from './service.js';

/** The assessment's items (with keys: only counted here) and the learner's stored attempt; one read per request. */
const quizOf = (ctx: Context, { ref }: AssessmentModel) => getAssessmentQuiz(ctx.cloud, ref.eid, ref.assessid, ref.wireKind);

async function attemptModel(ctx: Context, model: AssessmentModel): Promise<AssessmentAttemptModel | null> {
  const quiz = await quizOf(ctx, model);
  if (!quiz?.response) return null;
  return { assessment: model, items: quiz.qitems, stored: quiz.response };
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
    score: (model) => (windowOf(model) === 'CLOSED' && storedStatus(model.item) === 'SUBMITTED' ? (model.item.userlist[0]?.score ?? null) : null),
    answersAvailable: (model) => reviewOpen(model),
    maximumScore: async (model, _args, ctx) => maximumScore((await quizOf(ctx, model))?.qitems.map(keyedQuestion) ?? []),
    questionCount: async (model, _args, ctx) => (await quizOf(ctx, model))?.qitems.length ?? 0,
    // The one rule of 'You have not answered some questions!' (spec part 2, section 5), as the web's warning counts.
    answeredCount: async (model, _args, ctx) => {
      const quiz = await quizOf(ctx, model);
      if (!quiz?.response) return null;
      const answers = answersById(quiz.qitems, quiz.response);
      return quiz.qitems.filter((item) => isAnswered(questionKind(item), answers.get(item.iid))).length;
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
        score: quiz.response && ATTEMPT_STATUS[quiz.response.status] === 'SUBMITTED' ? quiz.response.score : null,
        questions: quiz.qitems.map((item, i) => {
          const kind = questionKind(item);
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
    status: ({ stored }) => ATTEMPT_STATUS[stored.status],
    secondsLeft: ({ stored, assessment }) => leftOf(assessment, ATTEMPT_STATUS[stored.status]),
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
    assessmentStart: (_parent, { input }, ctx) => startAttempt(ctx, input),
    assessmentAnswerSave: (_parent, { input }, ctx) => saveAnswer(ctx, input),
    assessmentSubmit: (_parent, { input }, ctx) => submitAttempt(ctx, input),
  },
};
