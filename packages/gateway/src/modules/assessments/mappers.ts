/**
 * The models behind the Assessment types. The cloud API's answers carry the
 * answer keys; these models keep them on the server side, and the field
 * resolvers build every question, option and answer the schema exposes from
 * named safe fields only (docs/architecture.md invariant 2).
 */
import type { AssessmentAttemptData, AssessmentItem, AssessmentListItem, AssessmentQuiz, AssessmentResponse, AssessmentResponseInput, AssessmentWireKind, ServerTime } from '@portal/contract';
import { clockPollMs, gradeQuestion, isAnswered, isChoiceKind, questionKindOf, type AnswerableQuestion, type AssessmentQuestionKind, type GivenAnswer, type KeyedQuestion } from '@portal/domain';
import type { AssessmentAnswer, AssessmentKind, AssessmentQuestion } from '../../__generated__/resolvers-types.js';
import { ATTEMPT_STATUS, attemptStatus, type StoredAttemptStatus } from '../../cloud/assessments.js';
import { sanitizeHtml } from '../../html/sanitize.js';

/** Which assessment, of whom: eid always from the verified token; the course is Course.id. */
export type AssessmentRef = { eid: string; courseId: number; wireKind: AssessmentWireKind; assessmentId: number };

/** The server's clock as read once per request ("server time", spec part 2, section 7). */
export type ServerClock = { now: number; delayMs: number };

/** A list item of the Assessment and Assignment tabs, read once into the schema's words. */
export type AssessmentModel = {
  ref: AssessmentRef;
  id: string;
  kind: AssessmentKind;
  /** The course the assessment belongs to, as the cloud API lists it (Course.id). */
  courseId: number;
  title: string;
  startsAt: string;
  endsAt: string;
  answersAt: string | null;
  instructions: string[];
  /** The learner's attempt: in progress, submitted, or null when never started. */
  storedStatus: StoredAttemptStatus | null;
  /** The learner's score as listed (shown after the end). */
  listedScore: number | null;
  clock: ServerClock;
};

/** "get assessment quiz" (or its answers) in the schema's words: the items WITH keys (read by this file only) and the stored attempt. */
export type AssessmentQuizModel = {
  items: AssessmentItem[];
  attempt: AssessmentAttemptData | null;
  /** The assessment's list item, when the answer carries it (docs/decisions/185). */
  listed: AssessmentListItem | null;
  serverTime: ServerTime | null;
};

export type AssessmentAttemptModel = {
  assessment: AssessmentModel;
  /** WITH keys: never returned as is. */
  items: AssessmentItem[];
  stored: AssessmentAttemptData;
};

export const WIRE_KIND: Record<AssessmentKind, AssessmentWireKind> = { ASSESSMENT: 'assess', ASSIGNMENT: 'assign' };
const KIND_OF_WIRE: Record<AssessmentWireKind, AssessmentKind> = { assess: 'ASSESSMENT', assign: 'ASSIGNMENT' };

/** A list item as the Assessment type's model. */
export function assessmentModel(eid: string, courseId: number, wireKind: AssessmentWireKind, item: AssessmentListItem, clock: ServerClock): AssessmentModel {
  return {
    ref: { eid, courseId, wireKind, assessmentId: item.assessid },
    id: String(item.assessid),
    kind: KIND_OF_WIRE[item.quiztype],
    courseId: item.bcid,
    title: item.title,
    startsAt: item.startdate,
    endsAt: item.enddate,
    answersAt: item.answerdate,
    instructions: item.instructions,
    storedStatus: attemptStatus(item.userlist[0]?.status),
    listedScore: item.userlist[0]?.score ?? null,
    clock,
  };
}

/** The quiz answer in the schema's words. */
export const assessmentQuizModel = (quiz: AssessmentQuiz): AssessmentQuizModel => ({ items: quiz.qitems, attempt: quiz.response, listed: quiz.assessment, serverTime: quiz.servertime });

/** The server's time as the clock the rules read: now (epoch ms) and the poll delay. */
export const clockOf = (time: ServerTime): ServerClock => ({ now: time.itime, delayMs: clockPollMs(time.delay) });

/** The attempt's questions with their keys, for the domain's scoring only. */
export const keyedQuestions = (items: AssessmentItem[]): KeyedQuestion[] => items.map(keyedQuestion);

/** The question with that id, or undefined. */
export const questionById = (items: AssessmentItem[], id: string): AssessmentItem | undefined => items.find((i) => i.iid === id);

/** How many questions the stored attempt answers, by the one rule of 'You have not answered some questions!' (spec part 2, section 5). */
export function answeredCount(items: AssessmentItem[], stored: AssessmentAttemptData): number {
  const answers = answersById(items, stored);
  return items.filter((item) => isAnswered(questionKind(item), answers.get(item.iid))).length;
}

/** The stored answers as the schema shows them, removals left out. */
export function publicAnswers(items: AssessmentItem[], stored: AssessmentAttemptData): AssessmentAnswer[] {
  const byId = new Map(items.map((i) => [i.iid, i]));
  return stored.response.flatMap((r) => publicAnswer(byId.get(r.iid), r) ?? []);
}

/** The answers review (docs/decisions/174): each question with the learner's answer and its key. */
export function reviewOf(quiz: AssessmentQuizModel) {
  const answers = quiz.attempt ? answersById(quiz.items, quiz.attempt) : new Map<string, GivenAnswer>();
  const stored = new Map((quiz.attempt?.response ?? []).map((r) => [r.iid, r]));
  return {
    score: quiz.attempt && ATTEMPT_STATUS[quiz.attempt.status] === 'SUBMITTED' ? quiz.attempt.score : null,
    questions: quiz.items.map((item, i) => {
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
}

/** The question's id and kind, read from the wire once (spec part 2, section 3: atype 1 to 8). */
export const questionId = (item: AssessmentItem): string => item.iid;
export const questionKind = (item: AssessmentItem): AssessmentQuestionKind => questionKindOf(item.atype);

/** What the domain needs to read an answer to this question. */
export const answerable = (item: AssessmentItem): AnswerableQuestion => ({ kind: questionKind(item), optionIds: item.iopts.map((o) => o.id), promptCount: item.prompts.length });

/**
 * One answer as "update assessment" stores it (spec part 2, section 7). A
 * blank text (or an emptied choice) is stored as a removal, which keeps its
 * sequence (spec part 2, section 5).
 */
export function responseRecord(item: AssessmentItem, sequence: number, given: GivenAnswer | null, originalFileName: string | null): AssessmentResponseInput {
  const kind = questionKind(item);
  return {
    iid: item.iid,
    type: item.atype,
    seq: sequence,
    response: !given ? null : kind === 'TEXT' ? given.text : kind === 'MATCHING' ? [...given.matches] : kind === 'FILE_UPLOAD' ? null : [...given.optionIds],
    fname: kind === 'FILE_UPLOAD' && given ? given.fileName : null,
    orgname: kind === 'FILE_UPLOAD' && given ? originalFileName : null,
  };
}

/** The sequence stored for a question's answer, or null when none is. */
export const savedSequenceOf = (stored: AssessmentAttemptData, id: string): number | null => stored.response.find((r) => r.iid === id)?.seq ?? null;

/** The question's stored answer as the schema shows it, or null. */
export function storedAnswer(item: AssessmentItem, stored: AssessmentAttemptData): AssessmentAnswer | null {
  const record = stored.response.find((r) => r.iid === item.iid);
  return record ? publicAnswer(item, record) : null;
}

/** A question as the learner may see it: built field by field, so no key can slip through. */
export function publicQuestion(item: AssessmentItem, index: number): AssessmentQuestion {
  const kind = questionKind(item);
  const hasOptions = isChoiceKind(kind) || kind === 'MATCHING';
  return {
    id: item.iid,
    number: index + 1,
    kind,
    stemHtml: sanitizeHtml(item.istem),
    imageUrl: item.imageurl,
    options: hasOptions ? item.iopts.map((o) => ({ id: o.id, content: o.content, imageUrl: o.url })) : [],
    matchPrompts: kind === 'MATCHING' ? item.prompts.map((p) => p.text) : [],
  };
}

/** The grading view of an item: its key, for the domain's scoring only. */
function keyedQuestion(item: AssessmentItem): KeyedQuestion {
  return {
    id: item.iid,
    kind: questionKind(item),
    points: item.qscore,
    options: item.iopts.map((o) => ({ id: o.id, correct: o.correct })),
    matchKey: item.prompts.map((p) => p.answer),
  };
}

/** A stored response as the domain reads it; null for a removal. */
function givenAnswer(item: AssessmentItem | undefined, r: AssessmentResponse): GivenAnswer | null {
  const kind = questionKindOf(item?.atype ?? r.type);
  if (kind === 'FILE_UPLOAD') return r.fname ? { optionIds: [], matches: [], text: null, fileName: r.fname } : null;
  if (r.response === null) return null;
  if (kind === 'TEXT') return typeof r.response === 'string' ? { optionIds: [], matches: [], text: r.response, fileName: null } : null;
  const list = Array.isArray(r.response) ? r.response : [r.response];
  return kind === 'MATCHING' ? { optionIds: [], matches: list, text: null, fileName: null } : { optionIds: list, matches: [], text: null, fileName: null };
}

/** A stored response as the schema shows it; null when it is a removal. */
function publicAnswer(item: AssessmentItem | undefined, r: AssessmentResponse): AssessmentAnswer | null {
  const given = givenAnswer(item, r);
  if (!given) return null;
  return {
    questionId: r.iid,
    optionIds: [...given.optionIds],
    matches: [...given.matches],
    text: given.text,
    fileName: given.fileName,
    originalFileName: given.fileName ? r.orgname : null,
    sequence: r.seq,
  };
}

/** The stored answers by question, removals left out. */
export function answersById(items: AssessmentItem[], stored: AssessmentAttemptData): Map<string, GivenAnswer> {
  const byId = new Map(items.map((i) => [i.iid, i]));
  const answers = new Map<string, GivenAnswer>();
  for (const r of stored.response) {
    const given = givenAnswer(byId.get(r.iid), r);
    if (given) answers.set(r.iid, given);
  }
  return answers;
}
