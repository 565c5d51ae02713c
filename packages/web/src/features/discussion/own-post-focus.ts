/**
 * Where the learner is taken after their own post or delete (issue 31, section 3): the list
 * is newest first (docs/decisions/311), so a new question lands at its top, below the box.
 * After the step the learner took, focus moves to what it changed and a polite live region
 * says what happened. Knows nothing of React: the tab asks it once each answer arrives.
 */
import type { SeenQuestion } from './new-posts';

/** What the learner just did, with what the list held before it where that tells the new post. */
export type OwnStep =
  | { kind: 'asked'; known: ReadonlySet<string> }
  | { kind: 'answered'; questionId: string; known: ReadonlySet<string> }
  | { kind: 'deletedQuestion'; questionId: string; neighbours: readonly string[] }
  | { kind: 'deletedAnswer'; questionId: string; answerId: string };

/** Where focus goes: a question's or an answer's element (by its dom id), the tab's heading when nothing is left; the question to open first, the new question to mark. */
export type Landing = { focus: string; say: string; open?: string; highlight?: string };

export const questionDomId = (id: string) => `discussion-question-${id}`;
export const answerDomId = (id: string) => `discussion-answer-${id}`;
export const DISCUSSION_HEADING_ID = 'discussion-heading';

/** What the live region says (the spec's 'Posted Successfully' first, where the step posted). */
export const OWN_STEP_SAYS = {
  asked: 'Posted Successfully. Your question is at the top of the list.',
  // The toast says 'Posted Successfully' (spec part 2, section 5) for an answer.
  answered: (questionNumber: number) => `Your answer is posted under question ${questionNumber}.`,
  deletedQuestion: 'Your question is deleted.',
  deletedAnswer: 'Your answer is deleted.',
} as const;

type Listed = SeenQuestion & { number?: number };

/** The snapshot taken before a post: the ids the list held. */
export function knownQuestions(questions: readonly SeenQuestion[] | undefined): ReadonlySet<string> {
  return new Set((questions ?? []).map((q) => q.id));
}
export function knownAnswers(questions: readonly SeenQuestion[] | undefined, questionId: string): ReadonlySet<string> {
  return new Set((questions ?? []).find((q) => q.id === questionId)?.answers.map((a) => a.id) ?? []);
}

/** The questions to land on if `questionId` goes: the next one, else the one before. */
export function neighboursOf(questions: readonly SeenQuestion[] | undefined, questionId: string): string[] {
  const list = questions ?? [];
  const at = list.findIndex((q) => q.id === questionId);
  return at === -1 ? [] : [...list.slice(at + 1), ...list.slice(0, at).reverse()].map((q) => q.id);
}

/**
 * Where to land once `questions` shows the step done, or null while the list does not show it
 * yet (the answer is on its way, or a poll came first).
 */
export function landingAfter(step: OwnStep, questions: readonly Listed[]): Landing | null {
  switch (step.kind) {
    case 'asked': {
      // The learner's own question that was not there before; the newest (the first) if a poll brought two.
      const fresh = questions.find((q) => q.mine && !step.known.has(q.id));
      return fresh ? { focus: questionDomId(fresh.id), say: OWN_STEP_SAYS.asked, highlight: fresh.id } : null;
    }
    case 'answered': {
      const question = questions.find((q) => q.id === step.questionId);
      const fresh = question?.answers.filter((a) => a.mine && !step.known.has(a.id)).at(-1);
      return question && fresh ? { focus: answerDomId(fresh.id), say: OWN_STEP_SAYS.answered(question.number ?? 0), open: question.id } : null;
    }
    case 'deletedQuestion': {
      if (questions.some((q) => q.id === step.questionId)) return null;
      const next = step.neighbours.find((id) => questions.some((q) => q.id === id));
      return { focus: next ? questionDomId(next) : DISCUSSION_HEADING_ID, say: OWN_STEP_SAYS.deletedQuestion };
    }
    case 'deletedAnswer': {
      const question = questions.find((q) => q.id === step.questionId);
      if (question?.answers.some((a) => a.id === step.answerId)) return null;
      return { focus: question ? questionDomId(question.id) : DISCUSSION_HEADING_ID, say: OWN_STEP_SAYS.deletedAnswer };
    }
  }
}
