/**
 * Unit quizzes and unit assignments in the course player (spec part 2,
 * sections 4, 5, 7 and 9; issue 9). The gateway is the only grader: the
 * questions go out without keys, answers come in, the gateway grades them
 * with the domain's rules, stores them ("update mini assignment") and posts
 * the score upstream ("post quiz score"); the browser never sends a score
 * (ARCHITECTURE.md invariant 2). The learner is the verified viewer and the
 * quiz is found in one of their own courses (invariant 1).
 */
import { assignmentScorePending, deadlineOf, gradeUnitQuiz, hasResponse, objectAccess, quizPassedByRetry, unitItemKind } from '@portal/domain';
import type { Resolvers, UnitQuizItemKind, UnitQuizType as SchemaQuizType } from '../../__generated__/resolvers-types.js';
import { storedFile, uploadType } from '../../cloud/files.js';
import { checkQuizItem, loadUnitQuiz, submitUnitAssignment, submitUnitQuiz } from './service.js';
import { sanitizeHtml } from '../../html/sanitize.js';
import { accessError, storedContentUrl } from '../learning/index.js';
import { answerOf, autoscored, canComplete, canEdit, canRetry, cutoffOf, deadlineIsPast, effectiveAnswers, gradedItems, revealed } from './mappers.js';

const TYPE: Record<0 | 1 | 2 | 3, SchemaQuizType> = {
  0: 'FORMATIVE_FEEDBACK',
  1: 'SUMMATIVE',
  2: 'FORMATIVE_CUTOFF',
  3: 'ASSIGNMENT',
};
const ITEM_KIND = {
  single: 'SINGLE_CHOICE',
  multiple: 'MULTIPLE_CHOICE',
  image: 'IMAGE_CHOICE',
  dropdown: 'DROPDOWN',
  descriptive: 'DESCRIPTIVE',
} as const satisfies Record<string, UnitQuizItemKind>;

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
    objectId: (m) => m.object.oid,
    title: (m) => m.object.otitle,
    type: (m) => TYPE[m.type],
    cutoffPercent: (m) => (m.type === 2 ? cutoffOf(m) : null),
    deadline: (m) => (m.type === 3 ? (deadlineOf(m.quiz.deadLine)?.toISOString() ?? null) : null),
    deadlinePassed: (m) => deadlineIsPast(m),
    autoscored: (m) => autoscored(m),
    maxScore: (m) => gradeUnitQuiz(gradedItems(m.quiz), [], m.quiz.miniassignmenttype ?? null).maxScore,
    items: (m) => m.quiz.qitems.map((item) => ({ item, quiz: m })),
    result: (m) => {
      const s = m.stored;
      if (!s.submitted && s.attempts === 0 && s.response.length === 0) return null;
      return {
        percent: s.percent,
        score: s.score,
        passed: s.passed,
        attempts: s.attempts,
        answeredCount: s.response.filter((r) => hasResponse(answerOf(r))).length,
        edited: s.edited,
        scorePending: m.type === 3 && assignmentScorePending(gradedItems(m.quiz), m.quiz.miniassignmenttype ?? null),
        passedByRetry: s.passed && quizPassedByRetry(m.type, s.percent ?? 0, cutoffOf(m), s.attempts),
        feedback: s.feedback,
        submittedAt: s.submittedAt,
      };
    },
    canRetry: (m) => canRetry(m),
    canEdit: (m) => canEdit(m),
    canComplete: (m) => canComplete(m),
  },
  UnitQuizItem: {
    id: ({ item }) => item.iid,
    stemHtml: ({ item }) => sanitizeHtml(item.istem),
    imageUrl: ({ item }, _args, ctx) => {
      const key = item.imageurl ?? item.img;
      return key ? storedContentUrl(ctx.media, key) : null;
    },
    kind: ({ item }) => ITEM_KIND[unitItemKind(item.atype, item.iopts.length)],
    points: ({ item }) => (typeof item.qscore === 'number' ? item.qscore : null),
    // The options without their keys: correct and feedback stay here.
    options: ({ item }, _args, ctx) =>
      item.iopts.map((option, index) => ({
        index,
        contentHtml: sanitizeHtml(option.content),
        imageUrl: option.url ? storedContentUrl(ctx.media, option.url) : null,
      })),
    answer: async ({ item, quiz }, _args, ctx) => {
      const record = (quiz.stored.resubmittedData ?? quiz.stored.response).find((r) => r.iid === item.iid);
      if (!record) return null;
      const answer = answerOf(record);
      const file = answer.fileName ? await storedFile(ctx.cloud, { eid: quiz.eid }, uploadType('unitAssignment'), answer.fileName) : null;
      return {
        options: [...(answer.options ?? [])],
        text: answer.text || null,
        fileName: answer.fileName ?? null,
        fileUrl: file?.url ?? null,
      };
    },
    review: ({ item, quiz }) => {
      if (!revealed(quiz, item.iid)) return null;
      const graded = gradedItems(quiz.quiz).find((g) => g.id === item.iid)!;
      const answer = effectiveAnswers(quiz.stored).find((a) => a.itemId === item.iid);
      const grade = gradeUnitQuiz([graded], answer ? [answer] : []);
      return {
        correct: grade.items[0].correct,
        correctOptions: item.iopts.flatMap((o, i) => (o.correct ? [i] : [])),
        optionFeedback: item.iopts.map((o) => o.feedback),
      };
    },
  },
  Mutation: {
    unitQuizItemCheck: (_root, { input }, ctx) => checkQuizItem(ctx, input),
    unitQuizSubmit: (_root, { input }, ctx) => submitUnitQuiz(ctx, input),
    unitAssignmentSubmit: (_root, { input }, ctx) => submitUnitAssignment(ctx, input),
  },
};
