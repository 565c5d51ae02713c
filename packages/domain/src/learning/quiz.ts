/**
 * Unit quizzes and unit assignments (spec part 2, sections 3, 4 "Unit quiz
 * flow" and "Unit assignment flow", 5, 9): item kinds, grading, the cutoff,
 * the score posted upstream and its date. Pure: the gateway grades with these
 * (it is the only grader, docs/architecture.md invariant 2) and the web reads the
 * same kinds and messages to draw the players.
 */

/** qtype on the wire (spec part 2, section 3): 0 formative feedback, 1 summative, 2 formative with cutoff, 3 assignment. */
export type UnitQuizType = 0 | 1 | 2 | 3;

/** A wire qtype read safely; 'course', 'instructor' and anything else is null (feedback quizzes are not unit quizzes). */
export function unitQuizType(qtype: unknown): UnitQuizType | null {
  const n = typeof qtype === 'string' && /^[0-3]$/.test(qtype.trim()) ? Number(qtype) : qtype;
  return n === 0 || n === 1 || n === 2 || n === 3 ? n : null;
}

/** How an item is answered. */
export type UnitItemKind = 'single' | 'multiple' | 'image' | 'dropdown' | 'descriptive';

/**
 * Spec part 2, section 3: for unit quizzes atype 3 and 5 are multi-select, 4
 * image single choice, 7 fill-in dropdown, any other value single choice; a
 * descriptive item (one with no options, in an assignment) takes a file upload.
 */
export function unitItemKind(atype: unknown, optionCount: number): UnitItemKind {
  if (optionCount === 0) return 'descriptive';
  const a = Number(atype);
  if (a === 3 || a === 5) return 'multiple';
  if (a === 4) return 'image';
  if (a === 7) return 'dropdown';
  return 'single';
}

/** An item as the grader reads it: the options' correct flags and the item's qscore. */
export type GradedItem = { id: string; atype: unknown; options: readonly { correct: boolean }[]; qscore?: number | null };
/** A learner's answer to one item: chosen option indexes (from 0), typed text, an uploaded file's stored name. */
export type ItemAnswer = { itemId: string; options?: readonly number[]; text?: string | null; fileName?: string | null };

/** True when the answer says something: an option chosen, text typed or a file uploaded. */
export function hasResponse(answer: ItemAnswer | undefined | null): boolean {
  if (!answer) return false;
  return (answer.options?.length ?? 0) > 0 || Boolean(answer.text?.trim()) || Boolean(answer.fileName);
}

/** The chosen options, deduplicated, sorted, in range; one at most for single-choice kinds. */
export function chosenOptions(item: GradedItem, answer: ItemAnswer | undefined | null): number[] {
  const kind = unitItemKind(item.atype, item.options.length);
  const picked = [...new Set(answer?.options ?? [])].filter((i) => Number.isInteger(i) && i >= 0 && i < item.options.length).sort((a, b) => a - b);
  return kind === 'multiple' ? picked : picked.slice(0, 1);
}

/**
 * Whether an item was answered correctly: the chosen option is a correct one
 * (single, image, dropdown), or exactly the correct options were chosen
 * (multi-select). A descriptive item is never "correct" here: an instructor
 * marks it.
 */
export function itemCorrect(item: GradedItem, answer: ItemAnswer | undefined | null): boolean {
  const kind = unitItemKind(item.atype, item.options.length);
  if (kind === 'descriptive') return false;
  const chosen = chosenOptions(item, answer);
  if (chosen.length === 0) return false;
  if (kind === 'multiple') {
    const correct = item.options.flatMap((o, i) => (o.correct ? [i] : []));
    return correct.length === chosen.length && correct.every((i, n) => chosen[n] === i);
  }
  return item.options[chosen[0]]?.correct === true;
}

/** Round to two decimals, as scores are shown and posted. */
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Summative percent is capped at 100 (spec part 2, sections 4 and 9); never below 0. */
export function capPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, round2(percent)));
}

/** An ordinary quiz's score (out of) when no mini-assignment type sums qscore (spec part 2, sections 4 and 9). */
export const DEFAULT_QUIZ_SCORE = 10;
/** Mini-assignment types whose score is the sum of the items' qscore (spec part 2, sections 4 and 9). */
export const QSCORE_MINI_ASSIGNMENT_TYPES: readonly number[] = [1, 3, 4];
/** The autoscored unit assignment: its score sums the qscore of the chosen correct options (spec part 2, section 4). */
export const AUTOSCORED_MINI_ASSIGNMENT_TYPE = 1;

const qscoreOf = (item: GradedItem) => (typeof item.qscore === 'number' && Number.isFinite(item.qscore) && item.qscore > 0 ? item.qscore : 0);

/** What the quiz object is worth: the sum of qscore for mini-assignment types 1, 3 and 4, else 10. */
export function quizMaxScore(items: readonly GradedItem[], miniAssignmentType: number | null | undefined): number {
  if (miniAssignmentType != null && QSCORE_MINI_ASSIGNMENT_TYPES.includes(miniAssignmentType)) return round2(items.reduce((sum, item) => sum + qscoreOf(item), 0));
  return DEFAULT_QUIZ_SCORE;
}

/**
 * Spec part 2, sections 4 and 9: "If the cutoff is missing, the default is
 * half the question count", read as the number of questions to get right
 * (docs/decisions/135): half the questions right passes, which as a percent
 * is 50 whatever the count. A cutoff given is a percent.
 */
export function cutoffPercent(cutoff: unknown, itemCount: number): number {
  const n = typeof cutoff === 'string' && cutoff.trim() !== '' ? Number(cutoff) : cutoff;
  if (typeof n === 'number' && Number.isFinite(n) && n >= 0) return Math.min(100, n);
  // half the question count, out of the question count
  return itemCount > 0 ? round2((itemCount / 2 / itemCount) * 100) : 0;
}

export type QuizGrade = {
  /** items answered correctly */
  correct: number;
  total: number;
  /** correct / total, in percent, capped at 100 */
  percent: number;
  /** points earned: qscore of the correct items (autoscored assignment), else percent of the quiz's 10 */
  score: number;
  /** what the object is worth */
  maxScore: number;
  /** per item, in order */
  items: { id: string; correct: boolean }[];
};

/** Grades a submission of a unit quiz or an autoscored unit assignment (spec part 2, section 4). */
export function gradeUnitQuiz(items: readonly GradedItem[], answers: readonly ItemAnswer[], miniAssignmentType: number | null = null): QuizGrade {
  const byId = new Map(answers.map((a) => [a.itemId, a]));
  const graded = items.map((item) => ({ id: item.id, correct: itemCorrect(item, byId.get(item.id)) }));
  const correct = graded.filter((g) => g.correct).length;
  const total = items.length;
  const percent = capPercent(total ? (correct / total) * 100 : 0);
  const maxScore = quizMaxScore(items, miniAssignmentType);
  const score = miniAssignmentType === AUTOSCORED_MINI_ASSIGNMENT_TYPE ? round2(items.reduce((sum, item, i) => sum + (graded[i].correct ? qscoreOf(item) : 0), 0)) : round2((percent / 100) * maxScore);
  return { correct, total, percent, score, maxScore, items: graded };
}

/**
 * Type 2 (spec part 2, section 4): pass when the score percent is at least
 * the cutoff; "a retry also passes": the one Try Again counts as passed
 * whatever its score. Types 0 and 1 have no cutoff: a submission completes them.
 */
export function quizPassed(type: UnitQuizType, percent: number, cutoff: number, attempt: number): boolean {
  if (type !== 2) return true;
  return attempt >= QUIZ_ATTEMPTS_WITH_RETRY || percent >= cutoff;
}

/**
 * A type 2 quiz passed on its one Try Again below the cutoff ("a retry also passes",
 * spec part 2, section 4): the score screen then says why Mark Complete is offered.
 */
export function quizPassedByRetry(type: UnitQuizType, percent: number, cutoff: number, attempt: number): boolean {
  return type === 2 && attempt >= QUIZ_ATTEMPTS_WITH_RETRY && percent < cutoff;
}

/**
 * A unit assignment's score waits for its instructor while it has a descriptive
 * question (a written answer or a file, spec part 2, section 3): the autoscored sum
 * counts the chosen options only (section 4), so "5 / 15" would read as a final mark
 * (issue 17). An assignment that is not autoscored has no score until it is marked.
 */
export function assignmentScorePending(items: readonly GradedItem[], miniAssignmentType: number | null | undefined): boolean {
  if (miniAssignmentType !== AUTOSCORED_MINI_ASSIGNMENT_TYPE) return true;
  return items.some((item) => unitItemKind(item.atype, item.options.length) === 'descriptive');
}

/** A failing type 2 quiz offers Try Again once (spec part 2, section 4): after the first attempt only. */
export const QUIZ_ATTEMPTS_WITH_RETRY = 2;
/** A submitted unit assignment may be edited once, and that score is final (spec part 2, sections 4 and 9). */
export const ASSIGNMENT_EDITS = 1;

/** The date posted with a quiz score: d.m.yyyy without leading zeros (spec part 2, section 7), on the university's day (Asia/Kolkata). */
export function quizScoreDate(at: Date, timeZone = 'Asia/Kolkata'): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'numeric', year: 'numeric' }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return `${get('day')}.${get('month')}.${get('year')}`;
}

/**
 * A deadline has passed when now is after it. The wire's deadLine is read as
 * a date-time (ISO 8601, or epoch seconds or milliseconds); a date alone
 * ('YYYY-MM-DD') lasts to the end of that day in Asia/Kolkata. Unreadable or
 * missing: no deadline.
 */
export function deadlineOf(deadLine: unknown): Date | null {
  if (typeof deadLine === 'number' && Number.isFinite(deadLine) && deadLine > 0) return new Date(deadLine < 1e11 ? deadLine * 1000 : deadLine);
  if (typeof deadLine !== 'string' || !deadLine.trim()) return null;
  const text = deadLine.trim();
  if (/^\d{9,13}$/.test(text)) return deadlineOf(Number(text));
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return new Date(`${text}T23:59:59.999+05:30`);
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

export function deadlinePassed(deadLine: unknown, now: Date): boolean {
  const at = deadlineOf(deadLine);
  return at !== null && now.getTime() > at.getTime();
}

/** The unit assignment's file: up to 500 kb, 512000 bytes (spec part 2, sections 5 and 9). */
export const UNIT_ASSIGNMENT_MAX_BYTES = 512_000;

/** The spec's messages (part 2, sections 4, 5 and 8), word for word; the ones it does not word are marked. */
export const QUIZ_MESSAGES = {
  cutoffNotMet: (cutoff: number) => `You should score more than ${cutoff}% to complete this Quiz.`,
  deadlineOver: 'DeadLine is Over for Submission Of Assignment',
  offline: 'you are offline',
  fileTooLarge: 'file size is greater than 500kb',
  confirmSubmit: 'Are you sure you want to submit?',
  submitting: 'Loading...',
  /** Section 5 gives its sense, not its words: pdf, jpg, jpeg or png only, no handwritten images or PDFs. */
  uploadInstructions: 'Upload pdf, jpg, jpeg or png files only. Handwritten images or PDFs are not accepted.',
  /** NOT IN THE SPEC (section 5 only says such names do not proceed): the project file's words for the same rule. */
  fileWrongType: 'Please upload files in the format of pdf, jpg, jpeg, png only.',
  /** NOT IN THE SPEC: a second submission of what can be submitted once (docs/decisions/137). */
  alreadySubmitted: 'This quiz is already submitted.',
  /** NOT IN THE SPEC: Mark Complete on a quiz not yet passed or submitted (docs/decisions/136). */
  completeQuizFirst: 'Please complete the quiz before marking it complete.',
  /** NOT IN THE SPEC: an assignment edited once already (spec: "Edit assignment: a single attempt"). */
  editUsed: 'This assignment was already edited once; its score is final.',
  /** NOT IN THE SPEC: why Mark Complete is offered after a second score under the cutoff ("a retry also passes"). */
  passedByRetry: 'This was your second attempt: a retry completes the quiz whatever its score, so you may now mark it complete.',
  /** NOT IN THE SPEC (issue 17): an assignment whose written or file answers the instructor has yet to mark. */
  scorePending: 'Score: pending. Your instructor marks the written and file answers.',
  /** NOT IN THE SPEC: a submission that leaves a question without a response. */
  answerEveryQuestion: 'Please answer every question.',
} as const;

/** Where the learner stands in a unit quiz, as stored (spec part 2, section 4). */
export type UnitQuizProgress = {
  /** type 0: every question answered; others: submitted at least once */
  submitted: boolean;
  attempts: number;
  passed: boolean;
  /** an assignment's one edit used */
  edited: boolean;
};

/**
 * Whether the quiz takes a submission as a whole now: a summative quiz once;
 * a cutoff quiz until passed, with one Try Again (spec part 2, section 4).
 * Type 0 is checked question by question; type 3 has its own rule.
 */
export function quizTakesSubmission(type: UnitQuizType, progress: UnitQuizProgress): boolean {
  if (type === 1) return progress.attempts < 1;
  if (type === 2) return !progress.passed && progress.attempts < QUIZ_ATTEMPTS_WITH_RETRY;
  return false;
}

/** Try Again: a cutoff quiz failed on its first attempt (spec part 2, section 4). */
export function quizOffersRetry(type: UnitQuizType, progress: UnitQuizProgress): boolean {
  return type === 2 && progress.attempts >= 1 && progress.attempts < QUIZ_ATTEMPTS_WITH_RETRY && !progress.passed;
}

/** A submitted unit assignment may be edited ASSIGNMENT_EDITS times before its deadline (spec part 2, sections 4 and 9). */
export function assignmentOffersEdit(progress: UnitQuizProgress, deadlinePassed: boolean): boolean {
  return progress.submitted && (progress.edited ? 1 : 0) < ASSIGNMENT_EDITS && !deadlinePassed;
}

/** Mark Complete completes a unit quiz only once it is passed or submitted (docs/decisions/136). */
export function quizMayComplete(type: UnitQuizType, progress: UnitQuizProgress): boolean {
  switch (type) {
    case 0:
    case 3:
      return progress.submitted;
    case 1:
      return progress.attempts >= 1;
    case 2:
      return progress.passed;
  }
}
