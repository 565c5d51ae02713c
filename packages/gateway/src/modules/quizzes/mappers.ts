/**
 * The models behind the unit quiz types: the quiz as the cloud API gives it
 * (with its keys), the learner's stored data, and the rules of spec part 2,
 * section 4 read from them once. Which keys a field may show is decided
 * here, in `revealed`, and nowhere else (ARCHITECTURE.md invariant 2).
 */
import type { AssignmentData, CourseObject, QuizData, QuizItem, ResponseRecord } from '@portal/contract';
import {
  AUTOSCORED_MINI_ASSIGNMENT_TYPE,
  cutoffPercent,
  deadlineOf,
  hasResponse,
  QUIZ_ATTEMPTS_WITH_RETRY,
  type GradedItem,
  type ItemAnswer,
  type UnitQuizType,
} from '@portal/domain';
import type { CourseModel } from '../learning/index.js';

/** What the gateway stores with "update mini assignment" for a quiz object (the older client's quizdata, plus what the flow needs). */
export type StoredQuiz = {
  version: number;
  /** the answers of the first submission (type 0: each question's first answer, as checked) */
  response: ResponseRecord[];
  /** the answers of the one edit of an assignment, or null */
  resubmittedData: ResponseRecord[] | null;
  score: number | null;
  percent: number | null;
  passed: boolean;
  attempts: number;
  /** type 0: every question answered; others: submitted at least once */
  submitted: boolean;
  edited: boolean;
  feedback: string | null;
  submittedAt: string | null;
};

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function storedQuiz(data: AssignmentData | null): StoredQuiz {
  const raw = (data ?? {}) as Record<string, unknown>;
  return {
    version: data?.version ?? 0,
    response: data?.response ?? [],
    resubmittedData: data?.resubmittedData ?? null,
    score: num(raw.score),
    percent: num(raw.percent),
    passed: raw.passed === true,
    attempts: num(raw.attempts) ?? 0,
    submitted: raw.submitted === true,
    edited: raw.edited === true,
    feedback: typeof raw.feedback === 'string' && raw.feedback.trim() ? raw.feedback : null,
    submittedAt: typeof raw.submittedAt === 'string' ? raw.submittedAt : null,
  };
}

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

export function canRetry(model: UnitQuizModel): boolean {
  return model.type === 2 && model.stored.attempts >= 1 && model.stored.attempts < QUIZ_ATTEMPTS_WITH_RETRY && !model.stored.passed;
}

export function canEdit(model: UnitQuizModel): boolean {
  return model.type === 3 && model.stored.submitted && !model.stored.edited && !deadlineIsPast(model);
}

/** Mark Complete completes a quiz only once it is passed or submitted (docs/decisions/136). */
export function canComplete(model: UnitQuizModel): boolean {
  switch (model.type) {
    case 0:
      return model.stored.submitted;
    case 1:
      return model.stored.attempts >= 1;
    case 2:
      return model.stored.passed;
    case 3:
      return model.stored.submitted;
  }
}
