/**
 * Grading of the Assessment and Assignment tabs' items (spec part 2, section
 * 3: atype 1 and 2 single choice, 3 multi choice, 4 single choice with
 * images, 5 multi choice with images, 6 matching, 7 descriptive text, 8 file
 * upload). Only the gateway runs it with the keys (docs/architecture.md invariant
 * 2); the web uses the answer checks (what counts as answered) alone.
 */
import { ASSESSMENT_MESSAGES } from './rules.js';

export type AssessmentQuestionKind = 'SINGLE_CHOICE' | 'MULTIPLE_CHOICE' | 'SINGLE_CHOICE_IMAGES' | 'MULTIPLE_CHOICE_IMAGES' | 'MATCHING' | 'TEXT' | 'FILE_UPLOAD';

const KIND_OF_ATYPE: Record<number, AssessmentQuestionKind> = {
  1: 'SINGLE_CHOICE',
  2: 'SINGLE_CHOICE',
  3: 'MULTIPLE_CHOICE',
  4: 'SINGLE_CHOICE_IMAGES',
  5: 'MULTIPLE_CHOICE_IMAGES',
  6: 'MATCHING',
  7: 'TEXT',
  8: 'FILE_UPLOAD',
};

/** The wire's atype as a question kind; an unknown atype is single choice, as the older client read it. */
export function questionKindOf(atype: number): AssessmentQuestionKind {
  return KIND_OF_ATYPE[atype] ?? 'SINGLE_CHOICE';
}

export function isChoiceKind(kind: AssessmentQuestionKind): boolean {
  return kind === 'SINGLE_CHOICE' || kind === 'MULTIPLE_CHOICE' || kind === 'SINGLE_CHOICE_IMAGES' || kind === 'MULTIPLE_CHOICE_IMAGES';
}
export function isMultipleChoiceKind(kind: AssessmentQuestionKind): boolean {
  return kind === 'MULTIPLE_CHOICE' || kind === 'MULTIPLE_CHOICE_IMAGES';
}
/** TEXT and FILE_UPLOAD answers are read by a person; they carry no automatic mark (docs/decisions/145). */
export function isAutoGraded(kind: AssessmentQuestionKind): boolean {
  return kind !== 'TEXT' && kind !== 'FILE_UPLOAD';
}

/** An answer as stored: the field of its kind is set. */
export type GivenAnswer = { optionIds: readonly string[]; matches: readonly string[]; text: string | null; fileName: string | null };

/** A question with its key, as only the gateway holds it. */
export type KeyedQuestion = {
  id: string;
  kind: AssessmentQuestionKind;
  /** qscore; 1 when the item has none */
  points: number;
  options: readonly { id: string; correct: boolean }[];
  /** MATCHING: for each prompt in order, the id of the option it matches */
  matchKey: readonly string[];
};

export type QuestionGrade = { correct: boolean | null; points: number };

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const x = new Set(a);
  const y = new Set(b);
  return x.size === y.size && [...x].every((v) => y.has(v));
};

/**
 * One question's mark:
 * - single choice: right when the one option chosen is a correct one;
 * - multiple choice: right only when exactly the correct options are chosen;
 * - matching: each prompt matched right earns its share of the points;
 *   `correct` only when every prompt is (docs/decisions/145);
 * - text and file: not graded automatically (`correct` null, no points).
 */
export function gradeQuestion(question: KeyedQuestion, answer: GivenAnswer | null | undefined): QuestionGrade {
  const { kind, points } = question;
  if (!isAutoGraded(kind)) return { correct: null, points: 0 };
  if (!answer) return { correct: false, points: 0 };
  if (kind === 'MATCHING') {
    const total = question.matchKey.length;
    if (total === 0) return { correct: false, points: 0 };
    const right = question.matchKey.filter((key, i) => answer.matches[i] === key).length;
    return { correct: right === total, points: round2((points * right) / total) };
  }
  const correctIds = question.options.filter((o) => o.correct).map((o) => o.id);
  const correct = isMultipleChoiceKind(kind) ? correctIds.length > 0 && sameSet(answer.optionIds, correctIds) : answer.optionIds.length === 1 && correctIds.includes(answer.optionIds[0]);
  return { correct, points: correct ? points : 0 };
}

/** The attempt's score: the sum of the points earned, to two decimals. */
export function scoreAttempt(questions: readonly KeyedQuestion[], answers: ReadonlyMap<string, GivenAnswer>): number {
  return round2(questions.reduce((sum, q) => sum + gradeQuestion(q, answers.get(q.id)).points, 0));
}

/** The most an attempt can score (auto-graded questions only). */
export function maximumScore(questions: readonly KeyedQuestion[]): number {
  return round2(questions.filter((q) => isAutoGraded(q.kind)).reduce((sum, q) => sum + q.points, 0));
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** What counts as answered for the warning 'You have not answered some questions!' (spec part 2, section 5). */
export function isAnswered(kind: AssessmentQuestionKind, answer: GivenAnswer | null | undefined): boolean {
  if (!answer) return false;
  if (kind === 'MATCHING') return answer.matches.length > 0 && answer.matches.every((m) => m !== '');
  if (kind === 'TEXT') return (answer.text ?? '').trim() !== '';
  if (kind === 'FILE_UPLOAD') return Boolean(answer.fileName);
  return answer.optionIds.length > 0;
}

/** The shape of a question an answer is checked against: no key needed. */
export type AnswerableQuestion = { kind: AssessmentQuestionKind; optionIds: readonly string[]; promptCount: number };
export type AnswerInput = { optionIds?: readonly string[] | null; matches?: readonly string[] | null; text?: string | null; fileName?: string | null };

/**
 * Checks an answer against its question and reads it as stored: `answer`
 * null means the answer is removed (spec part 2, section 5: a blank
 * descriptive answer is removed; an empty choice or matching is too).
 */
export function readAnswer(question: AnswerableQuestion, input: AnswerInput): { ok: true; answer: GivenAnswer | null } | { ok: false; message: string } {
  const { kind } = question;
  const invalid = { ok: false as const, message: ASSESSMENT_MESSAGES.invalidAnswer };
  const given = (v: unknown) => v !== undefined && v !== null;
  const none = { optionIds: [], matches: [], text: null, fileName: null };
  if (isChoiceKind(kind)) {
    if (given(input.matches) || given(input.text) || given(input.fileName)) return invalid;
    const ids = input.optionIds ?? [];
    if (new Set(ids).size !== ids.length || ids.some((id) => !question.optionIds.includes(id))) return invalid;
    if (!isMultipleChoiceKind(kind) && ids.length > 1) return invalid;
    return { ok: true, answer: ids.length === 0 ? null : { ...none, optionIds: [...ids] } };
  }
  if (kind === 'MATCHING') {
    if (given(input.optionIds) || given(input.text) || given(input.fileName)) return invalid;
    const matches = input.matches ?? [];
    if (matches.length === 0) return { ok: true, answer: null };
    if (matches.length !== question.promptCount || matches.some((m) => m !== '' && !question.optionIds.includes(m))) return invalid;
    return { ok: true, answer: matches.every((m) => m === '') ? null : { ...none, matches: [...matches] } };
  }
  if (kind === 'TEXT') {
    if (given(input.optionIds) || given(input.matches) || given(input.fileName)) return invalid;
    const text = input.text ?? '';
    return { ok: true, answer: text.trim() === '' ? null : { ...none, text } };
  }
  if (given(input.optionIds) || given(input.matches) || given(input.text)) return invalid;
  // spec part 2, section 5: a file answer field is required.
  if (!input.fileName || input.fileName.trim() === '') return { ok: false, message: ASSESSMENT_MESSAGES.fileRequired };
  return { ok: true, answer: { ...none, fileName: input.fileName } };
}
