/**
 * Unit quizzes and unit assignments in the course player (spec part 2,
 * sections 4, 5, 7 and 9; issue 9). The gateway is the only grader: the
 * questions go out without keys, answers come in, the gateway grades them
 * with the domain's rules, stores them ("update mini assignment") and posts
 * the score upstream ("post quiz score"); the browser never sends a score
 * (docs/architecture.md invariant 2). The learner is the verified viewer and the
 * quiz is found in one of their own courses (invariant 1).
 */
import { gradeUnitQuiz, objectAccess } from '@portal/domain';
import type { Resolvers, UnitQuizType as SchemaQuizType } from '../../__generated__/resolvers-types.js';
import { uploadType } from '../../cloud/files.js';
import { ownStoredFileUrl } from '../../media/stored-file-url.js';
import { checkQuizItem, loadUnitQuiz, submitUnitAssignment, submitUnitQuiz } from './service.js';
import { sanitizeHtml } from '../../html/sanitize.js';
import { accessError, storedContentUrl } from '../learning/index.js';
import { autoscored, canComplete, canEdit, canRetry, deadlineIsPast, effectiveAnswers, quizResult, revealed } from './mappers.js';

const TYPE: Record<0 | 1 | 2 | 3, SchemaQuizType> = {
  0: 'FORMATIVE_FEEDBACK',
  1: 'SUMMATIVE',
  2: 'FORMATIVE_CUTOFF',
  3: 'ASSIGNMENT',
};

// The models (mappers.ts) speak the schema's words: the fields not listed here are read as they are.
export const quizResolvers: Resolvers = {
  Course: {
    unitQuiz: async (course, { objectId }, ctx) => {
      const viewer = await ctx.requireViewer();
      // A quiz the course screen would refuse is refused here too, with its words (docs/decisions/173).
      const check = objectAccess(course.view, objectId);
      if (!check.ok && check.reason !== 'NOT_FOUND') throw accessError(check);
      return loadUnitQuiz(ctx, course, objectId, viewer.eid);
    },
  },
  UnitQuiz: {
    type: (m) => TYPE[m.type],
    cutoffPercent: (m) => (m.type === 2 ? m.passPercent : null),
    deadline: (m) => m.deadline?.toISOString() ?? null,
    deadlinePassed: (m) => deadlineIsPast(m),
    autoscored: (m) => autoscored(m),
    maxScore: (m) => gradeUnitQuiz(m.graded, [], m.assignmentType).maxScore,
    items: (m) => m.items.map((item) => ({ ...item, quiz: m })),
    result: (m) => quizResult(m),
    canRetry: (m) => canRetry(m),
    canEdit: (m) => canEdit(m),
    canComplete: (m) => canComplete(m),
  },
  UnitQuizItem: {
    stemHtml: ({ stem }) => sanitizeHtml(stem),
    imageUrl: ({ imageKey }, _args, ctx) => (imageKey ? storedContentUrl(ctx.media, imageKey) : null),
    // The options without their keys: correct and feedback stay here.
    options: ({ keyedOptions }, _args, ctx) =>
      keyedOptions.map((option, index) => ({
        index,
        contentHtml: sanitizeHtml(option.content),
        imageUrl: option.imageKey ? storedContentUrl(ctx.media, option.imageKey) : null,
      })),
    answer: async ({ id, quiz }, _args, ctx) => {
      const answer = effectiveAnswers(quiz.stored).find((a) => a.itemId === id);
      if (!answer) return null;
      // On the portal's own origin, as complaint and project files are (docs/decisions/267).
      const fileUrl = answer.fileName ? await ownStoredFileUrl(ctx, { eid: quiz.eid }, uploadType('unitAssignment'), answer.fileName) : null;
      return {
        options: [...(answer.options ?? [])],
        text: answer.text || null,
        fileName: answer.fileName ?? null,
        fileUrl,
      };
    },
    review: ({ id, keyedOptions, quiz }) => {
      if (!revealed(quiz, id)) return null;
      const graded = quiz.graded.find((g) => g.id === id)!;
      const answer = effectiveAnswers(quiz.stored).find((a) => a.itemId === id);
      const grade = gradeUnitQuiz([graded], answer ? [answer] : []);
      return {
        correct: grade.items[0].correct,
        correctOptions: keyedOptions.flatMap((o, i) => (o.correct ? [i] : [])),
        optionFeedback: keyedOptions.map((o) => o.feedback),
      };
    },
  },
  Mutation: {
    unitQuizItemCheck: (_root, { input }, ctx) => checkQuizItem(ctx, input),
    unitQuizSubmit: (_root, { input }, ctx) => submitUnitQuiz(ctx, input),
    unitAssignmentSubmit: (_root, { input }, ctx) => submitUnitAssignment(ctx, input),
  },
};
