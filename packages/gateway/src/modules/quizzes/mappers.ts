/**
 * The models behind the unit quiz types: the quiz as the cloud API gives it
 * (with its keys), the learner's stored data, and the rules of spec part 2,
 * section 4 read from them once. Which keys a field may show is decided
 * here, in `revealed`, and nowhere else (docs/architecture.md invariant 2).
 */
import type { QuizData, QuizItem, ResponseRecord } from '@portal/contract';
import {
  assignmentOffersEdit,
  assignmentScorePending,
  AUTOSCORED_MINI_ASSIGNMENT_TYPE,
  cutoffPercent,
  deadlineOf,
  hasResponse,
  quizMayComplete,
  quizOffersRetry,
  quizPassedByRetry,
  unitItemKind,
  type GradedItem,
  type ItemAnswer,
  type UnitQuizType,
} from '@portal/domain';
import type { UnitQuizItemKind } from '../../__generated__/resolvers-types.js';
import { unitQuizTypeOf, type StoredQuiz } from '../../cloud/quizzes.js';
import type { CourseModel, LearningObjectModel } from '../learning/index.js';

export { storedQuiz, type StoredQuiz } from '../../cloud/quizzes.js';

/** A quiz item in the schema's words, its key (the options' correct flags and feedback) kept on the server. */
type QuizItemModel = {
  id: string;
  /** The question as stored (sanitised when shown). */
  stem: string;
  /** The question's picture by storage key. */
  imageKey: string | null;
  kind: UnitQuizItemKind;
  points: number | null;
  keyedOptions: { content: string; imageKey: string | null; correct: boolean; feedback: string }[];
};

/** The unit quiz, read once: the quiz (with its keys), its type by the domain's rule and what the learner stored. */
export type UnitQuizModel = {
  course: CourseModel;
  object: LearningObjectModel;
  objectId: string;
  title: string;
  type: UnitQuizType;
  /** The pass mark in percent (a cutoff quiz's). */
  passPercent: number;
  /** An assignment's deadline, when it has one. */
  deadline: Date | null;
  /** The mini assignment's scoring type, which the grader reads. */
  assignmentType: number | null;
  items: QuizItemModel[];
  /** The items as the grader reads them (with their keys). */
  graded: GradedItem[];
  stored: StoredQuiz;
  eid: string;
  now: Date;
};

export type UnitQuizItemModel = QuizItemModel & { quiz: UnitQuizModel };

const ITEM_KIND = {
  single: 'SINGLE_CHOICE',
  multiple: 'MULTIPLE_CHOICE',
  image: 'IMAGE_CHOICE',
  dropdown: 'DROPDOWN',
  descriptive: 'DESCRIPTIVE',
} as const satisfies Record<string, UnitQuizItemKind>;

/** The quiz's items as the grader reads them. */
function gradedItems(quiz: QuizData): GradedItem[] {
  return quiz.qitems.map((item) => ({ id: item.iid, atype: item.atype, options: item.iopts.map((o) => ({ correct: o.correct })), qscore: item.qscore ?? null }));
}

function itemModel(item: QuizItem): QuizItemModel {
  return {
    id: item.iid,
    stem: item.istem,
    imageKey: item.imageurl ?? item.img ?? null,
    kind: ITEM_KIND[unitItemKind(item.atype, item.iopts.length)],
    points: typeof item.qscore === 'number' ? item.qscore : null,
    keyedOptions: item.iopts.map((o) => ({ content: o.content, imageKey: o.url || null, correct: o.correct, feedback: o.feedback })),
  };
}

/** The quiz's type: its own qtype, else the course object's (spec part 2, section 3); null when unknown. */
export const quizTypeOf = (quiz: QuizData, object: LearningObjectModel): UnitQuizType | null => unitQuizTypeOf(quiz, object.quizType);

/** The quiz answer and the stored data read once into the UnitQuiz type's model. */
export function unitQuizModel(read: { course: CourseModel; object: LearningObjectModel; quiz: QuizData; type: UnitQuizType; stored: StoredQuiz; eid: string; now: Date }): UnitQuizModel {
  const { quiz, type } = read;
  return {
    course: read.course,
    object: read.object,
    objectId: read.object.id,
    title: read.object.title,
    type,
    passPercent: cutoffPercent(quiz.cutoff, quiz.qitems.length),
    deadline: type === 3 ? deadlineOf(quiz.deadLine) : null,
    assignmentType: quiz.miniassignmenttype ?? null,
    items: quiz.qitems.map(itemModel),
    graded: gradedItems(quiz),
    stored: read.stored,
    eid: read.eid,
    now: read.now,
  };
}

/** The same quiz with what is stored now (read again after a change). */
export const withStored = (model: UnitQuizModel, stored: StoredQuiz, now: Date): UnitQuizModel => ({ ...model, stored, now });

/** A stored response record as the grader's answer. */
function answerOf(record: ResponseRecord): ItemAnswer {
  return {
    itemId: record.iid,
    options: Array.isArray(record.response) ? record.response : [],
    text: typeof record.response === 'string' ? record.response : null,
    fileName: record.fname ?? null,
  };
}

/** An answer as a response record (spec part 2, section 3: iid, response, type, fname, orgname). */
function recordOf(answer: ItemAnswer, originalName?: string | null): ResponseRecord {
  if (answer.fileName || (answer.text && !answer.options?.length)) {
    return { iid: answer.itemId, response: answer.text?.trim() ?? '', type: answer.fileName ? 'file' : 'text', fname: answer.fileName ?? null, orgname: originalName ?? null };
  }
  return { iid: answer.itemId, response: [...(answer.options ?? [])], type: 'option', fname: null, orgname: null };
}

/** The answers that count: an assignment's edit replaces its first submission. */
export function effectiveAnswers(stored: StoredQuiz): ItemAnswer[] {
  return (stored.resubmittedData ?? stored.response).map(answerOf);
}

/** The answers of the first submission (a formative quiz's: each question's first answer, as checked). */
export const firstAnswers = (stored: StoredQuiz): ItemAnswer[] => stored.response.map(answerOf);

/** Whether the learner stored an answer to that question (a formative quiz keeps the first). */
export const answeredBefore = (stored: StoredQuiz, itemId: string): boolean => stored.response.some((r) => r.iid === itemId);

/** The stored quiz with one more checked answer (a formative quiz with feedback). */
export const withCheckedAnswer = (stored: StoredQuiz, answer: ItemAnswer): StoredQuiz => ({ ...stored, response: [...stored.response, recordOf(answer)] });

/** The stored quiz with a whole submission's answers (summative and cutoff quizzes). */
export const withSubmittedAnswers = (stored: StoredQuiz, answers: ItemAnswer[]): StoredQuiz => ({ ...stored, response: answers.map((a) => recordOf(a)) });

/**
 * The stored assignment with its answers: the first submission, or its one
 * edit beside it (spec part 2, section 4). A file answer keeps the name the
 * learner gave it (the stored name less its upload prefix).
 */
export function withAssignmentAnswers(stored: StoredQuiz, answers: ItemAnswer[], editing: boolean): StoredQuiz {
  const records = answers.map((a) => recordOf(a, a.fileName ? a.fileName.replace(/^\d{4}-/, '') : null));
  return { ...stored, response: editing ? stored.response : records, resubmittedData: editing ? records : null };
}

export function deadlineIsPast(model: UnitQuizModel): boolean {
  return model.deadline !== null && model.now.getTime() > model.deadline.getTime();
}

export const autoscored = (model: UnitQuizModel) => model.type === 3 && model.assignmentType === AUTOSCORED_MINI_ASSIGNMENT_TYPE;

/**
 * Whether a question's key and feedback may be shown (docs/architecture.md
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

/** The learner's result so far, or null before any answer. */
export function quizResult(model: UnitQuizModel) {
  const { stored } = model;
  const answers = firstAnswers(stored);
  if (!stored.submitted && stored.attempts === 0 && answers.length === 0) return null;
  return {
    percent: stored.percent,
    score: stored.score,
    passed: stored.passed,
    attempts: stored.attempts,
    answeredCount: answers.filter(hasResponse).length,
    edited: stored.edited,
    scorePending: model.type === 3 && assignmentScorePending(model.graded, model.assignmentType),
    passedByRetry: stored.passed && quizPassedByRetry(model.type, stored.percent ?? 0, model.passPercent, stored.attempts),
    feedback: stored.feedback,
    submittedAt: stored.submittedAt,
  };
}
