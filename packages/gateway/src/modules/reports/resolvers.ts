import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { assessmentScoresOf, dueNextOf, learningReport, weeklyTimeOf } from './service.js';

export const reportsResolvers: Resolvers = {
  Viewer: {
    // The parent is the verified viewer (invariant 1); the field takes no arguments.
    learningReport: (viewer, _args, ctx) => learningReport(ctx, viewer.eid),
  },
  LearningReport: {
    weeklyTime: (model) => weeklyTimeOf(model),
    quizScores: (model) => model.quizScores,
    assessmentScores: (model) => assessmentScoresOf(model),
    dueNext: (model, _args, ctx) => dueNextOf(ctx, model),
  },
};
