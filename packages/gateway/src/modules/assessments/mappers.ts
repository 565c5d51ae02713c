/**
 * The models behind the Assessment types. The cloud API's answers carry the
 * answer keys; these models keep them on the server side, and the field
 * resolvers build every question, option and answer the schema exposes from
 * named safe fields only (ARCHITECTURE.md invariant 2).
 */
import type { AssessmentAttemptData, AssessmentItem, AssessmentListItem, AssessmentResponse, AssessmentWireKind } from '@portal/contract';
import { isChoiceKind, questionKindOf, type GivenAnswer, type KeyedQuestion } from '@portal/domain';
import type { AssessmentAnswer, AssessmentKind, AssessmentQuestion } from '../../__generated__/resolvers-types.js';
import { sanitizeHtml as sanitizeProgramHtml } from '../../html/sanitize.js';

/** Which assessment, of whom: eid always from the verified token. */
export type AssessmentRef = { eid: string; bcid: number; wireKind: AssessmentWireKind; assessid: number };

/** The server's clock as read once per request ("server time", spec part 2, section 7). */
export type ServerClock = { now: number; delayMs: number };

export type AssessmentModel = {
  ref: AssessmentRef;
  item: AssessmentListItem;
  clock: ServerClock;
};

export type AssessmentAttemptModel = {
  assessment: AssessmentModel;
  /** WITH keys: never returned as is. */
  items: AssessmentItem[];
  stored: AssessmentAttemptData;
};

export const WIRE_KIND: Record<AssessmentKind, AssessmentWireKind> = { ASSESSMENT: 'assess', ASSIGNMENT: 'assign' };
export const KIND_OF_WIRE: Record<AssessmentWireKind, AssessmentKind> = { assess: 'ASSESSMENT', assign: 'ASSIGNMENT' };

/** A question as the learner may see it: built field by field, so no key can slip through. */
export function publicQuestion(item: AssessmentItem, index: number): AssessmentQuestion {
  const kind = questionKindOf(item.atype);
  const hasOptions = isChoiceKind(kind) || kind === 'MATCHING';
  return {
    id: item.iid,
    number: index + 1,
    kind,
    stemHtml: sanitizeProgramHtml(item.istem),
    imageUrl: item.imageurl,
    options: hasOptions ? item.iopts.map((o) => ({ id: o.id, content: o.content, imageUrl: o.url })) : [],
    matchPrompts: kind === 'MATCHING' ? item.prompts.map((p) => p.text) : [],
  };
}

/** The grading view of an item: its key, for the domain's scoring only. */
export function keyedQuestion(item: AssessmentItem): KeyedQuestion {
  return {
    id: item.iid,
    kind: questionKindOf(item.atype),
    points: item.qscore,
    options: item.iopts.map((o) => ({ id: o.id, correct: o.correct })),
    matchKey: item.prompts.map((p) => p.answer),
  };
}

/** A stored response as the domain reads it; null for a removal. */
export function givenAnswer(item: AssessmentItem | undefined, r: AssessmentResponse): GivenAnswer | null {
  const kind = questionKindOf(item?.atype ?? r.type);
  if (kind === 'FILE_UPLOAD') return r.fname ? { optionIds: [], matches: [], text: null, fileName: r.fname } : null;
  if (r.response === null) return null;
  if (kind === 'TEXT') return typeof r.response === 'string' ? { optionIds: [], matches: [], text: r.response, fileName: null } : null;
  const list = Array.isArray(r.response) ? r.response : [r.response];
  return kind === 'MATCHING' ? { optionIds: [], matches: list, text: null, fileName: null } : { optionIds: list, matches: [], text: null, fileName: null };
}

/** A stored response as the schema shows it; null when it is a removal. */
export function publicAnswer(item: AssessmentItem | undefined, r: AssessmentResponse): AssessmentAnswer | null {
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
