/**
 * The models behind the unit quiz types: the quiz as the cloud API gives it
 * (with its keys), the learner's stored data, and the rules of spec part 2,
 * section 4 read from them once. Which keys a field may show is decided
 * here, in `revealed`, and nowhere else (ARCHITECTURE.md invariant 2).
 */
import type { CourseObject, QuizData, QuizItem, ResponseRecord } from '@portal/contract';
import {
  assignmentOffersEdit,
  AUTOSCORED_MINI_ASSIGNMENT_TYPE,
  cutoffPercent,
  deadlineOf,
  hasResponse,
  quizMayComplete,
  quizOffersRetry,
  type GradedItem,
  type ItemAnswer,
  type UnitQuizType,
} from '@portal/domain';
import type { StoredQuiz } from '../../cloud/quizzes.js';
import type { CourseModel } from '../learning/index.js';

export { storedQuiz, type StoredQuiz } from '../../cloud/quizzes.js';

export type UnitQuizModel = {
  course: CourseModel;
  object: CourseObject;
  quiz: QuizData;
  type: UnitQuizType;
  stored: StoredQuiz;
  eid: string;
  now: Date;
};

export type UnitQuizItemModel = { item: QuizItem; quiz: UnitQuizModel };

/** The quiz's items as the grader reads them. */
export function gradedItems(quiz: QuizData): GradedItem[] {
  return quiz.qitems.map((item) => ({ id: item.iid, atype: item.atype, options: item.iopts.map((o) => ({ correct: o.correct })), qscore: item.qscore ?? null }));
}

/** A stored response record as the grader's answer. */
export function answerOf(record: ResponseRecord): ItemAnswer {
  return {
    itemId: record.iid,
    options: Array.isArray(record.response) ? record.response : [],
    text: typeof record.response === 'string' ? record.response : null,
    fileName: record.fname ?? null,
  };
}

/** An answer as a response record (spec part 2, section 3: iid, response, type, fname, orgname). */
export function recordOf(answer: ItemAnswer, originalName?: string | null): ResponseRecord {
  if (answer.fileName || (answer.text && !answer.options?.length)) {
    return { iid: answer.itemId, response: answer.text?.trim() ?? '', type: answer.fileName ? 'file' : 'text', fname: answer.fileName ?? null, orgname: originalName ?? null };
  }
  return { iid: answer.itemId, response: [...(answer.options ?? [])], type: 'option', fname: null, orgname: null };
}

/** The answers that count: an assignment's edit replaces its first submission. */
export function effectiveAnswers(stored: StoredQuiz): ItemAnswer[] {
  return (stored.resubmittedData ?? stored.response).map(answerOf);
}

export function cutoffOf(model: UnitQuizModel): number {
  return cutoffPercent(model.quiz.cutoff, model.quiz.qitems.length);
}

export function deadlineIsPast(model: UnitQuizModel): boolean {
  const at = model.type === 3 ? deadlineOf(model.quiz.deadLine) : null;
  return at !== null && model.now.getTime() > at.getTime();
}

export const autoscored = (model: UnitQuizModel) => model.type === 3 && model.quiz.miniassignmenttype === AUTOSCORED_MINI_ASSIGNMENT_TYPE;

/**
 * Whether a question's key and feedback may be shown (ARCHITECTURE.md
 * invariant 2; docs/decisions/137):
 * - formative with feedback: that question, once the learner answered it;
 * - summative: after its one submission;
 * - cutoff: once passed (a failed first attempt shows the score only, so the
 *   retry is not answered from the key);
 * - assignment: once its score is final: the one edit used, or the deadline past.
 */
export function revealed(model: UnitQuizModel, itemId: string): boolean {
  const { stored } = model;
  switch (model.type) {
    case 0:
      return stored.response.some((r) => r.iid === itemId && hasResponse(answerOf(r)));
    case 1:
      return stored.attempts >= 1;
    case 2:
      return stored.passed;
    case 3:
      return stored.submitted && (stored.edited || deadlineIsPast(model));
  }
}

export const canRetry = (model: UnitQuizModel): boolean => quizOffersRetry(model.type, model.stored);

export const canEdit = (model: UnitQuizModel): boolean => model.type === 3 && assignmentOffersEdit(model.stored, deadlineIsPast(model));

/** Mark Complete completes a quiz only once it is passed or submitted (docs/decisions/136). */
export const canComplete = (model: UnitQuizModel): boolean => quizMayComplete(model.type, model.stored);
