/**
 * Timed assessments and assignments (spec part 2, sections 2, 4, 5 and 7):
 * the Assessment and Assignment tabs' lists, the attempt with its server
 * clock, autosave, submit and the answers review. The gateway is the only
 * grader, and the only source of time (docs/architecture.md invariants 2 and 7;
 * docs/decisions/143-146).
 */
import { maximumScore, timeAllowed } from '@portal/domain';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { ATTEMPT_STATUS, getAssessmentAnswers, getAssessmentQuiz } from '../../cloud/assessments.js';
import type { Context } from '../../context.js';
import { loadAssessment, loadAssessments } from './attempts.js';
import { answeredCount, assessmentQuizModel, keyedQuestions, publicAnswers, publicQuestion, reviewOf, type AssessmentAttemptModel, type AssessmentModel } from './mappers.js';
import { leftOf, reviewOpen, saveAnswer, startAttempt, statusOf, submitAttempt, windowOf } from './service.js';

/** The assessment's items (with keys: only counted here) and the learner's stored attempt; one read per request. */
async function quizOf(ctx: Context, { ref }: AssessmentModel) {
  const answer = await getAssessmentQuiz(ctx.cloud, ref.eid, ref.assessmentId, ref.wireKind);
  return answer && assessmentQuizModel(answer);
}

async function attemptModel(ctx: Context, model: AssessmentModel): Promise<AssessmentAttemptModel | null> {
  const quiz = await quizOf(ctx, model);
  if (!quiz?.attempt) return null;
  return { assessment: model, items: quiz.items, stored: quiz.attempt };
}

// The models (mappers.ts) speak the schema's words: the fields not listed here are read as they are.
export const assessmentResolvers: Resolvers = {
  Course: {
    // The eid is the verified viewer's; the course decides which assessments exist.
    assessments: async ({ ids }, { kind }, ctx) => {
      const viewer = await ctx.requireViewer();
      return loadAssessments(ctx, viewer.eid, ids.id, kind);
    },
    assessment: async ({ id: courseId }, { kind, id }, ctx) => {
      const viewer = await ctx.requireViewer();
      return loadAssessment(ctx, viewer.eid, courseId, kind, id);
    },
  },
  Assessment: {
    window: (model) => windowOf(model),
    attemptStatus: (model) => statusOf(model),
    // spec part 2, section 4: the score shows after the end.
    score: (model) => (windowOf(model) === 'CLOSED' && model.storedStatus === 'SUBMITTED' ? model.listedScore : null),
    answersAvailable: (model) => reviewOpen(model),
    maximumScore: async (model, _args, ctx) => maximumScore(keyedQuestions((await quizOf(ctx, model))?.items ?? [])),
    questionCount: async (model, _args, ctx) => (await quizOf(ctx, model))?.items.length ?? 0,
    // The one rule of 'You have not answered some questions!' (spec part 2, section 5), as the web's warning counts.
    answeredCount: async (model, _args, ctx) => {
      const quiz = await quizOf(ctx, model);
      return quiz?.attempt ? answeredCount(quiz.items, quiz.attempt) : null;
    },
    timeAllowedSeconds: ({ startsAt, endsAt, clock }) => timeAllowed(clock.now, startsAt, endsAt),
    attempt: (model, _args, ctx) => (statusOf(model) === 'NOT_STARTED' ? null : attemptModel(ctx, model)),
    // Keys only once the attempt can no longer change and the answer date has passed (invariants 2 and 9);
    // the upstream refuses before the answer date too.
    review: async (model, _args, ctx) => {
      if (!reviewOpen(model)) return null;
      const { ref } = model;
      const quiz = await getAssessmentAnswers(ctx.cloud, ref.eid, ref.assessmentId, ref.wireKind);
      return quiz && reviewOf(assessmentQuizModel(quiz));
    },
  },
  AssessmentAttempt: {
    status: ({ stored }) => ATTEMPT_STATUS[stored.status],
    secondsLeft: ({ stored, assessment }) => leftOf(assessment, ATTEMPT_STATUS[stored.status]),
    clockPollMs: ({ assessment }) => assessment.clock.delayMs,
    questions: ({ items }) => items.map(publicQuestion),
    answers: ({ items, stored }) => publicAnswers(items, stored),
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
