import type { DraftAnswer } from './quiz-item';

/**
 * What a learner chose in a unit quiz or assignment before Submit, kept in this browser
 * until the gateway has it (docs/architecture.md invariant 7; issue 17: "nothing typed is lost
 * in unit quizzes either"), as the assessments' answer queue keeps its answers. One key
 * per learner, course and quiz; only the learner's own choices are stored, never a key
 * or a score (invariant 2). Knows nothing of React: the storage is passed in.
 */
const PREFIX = 'portal.unit-quiz-answers.v1';

export function quizDraftKey(parts: { learnerId: string; courseId: string; objectId: string }): string {
  return [PREFIX, parts.learnerId, parts.courseId, parts.objectId].map(encodeURIComponent).join(':');
}

const asDraft = (value: unknown): DraftAnswer | null => {
  const v = value as Partial<DraftAnswer> | null;
  if (!v || typeof v !== 'object') return null;
  const options = Array.isArray(v.options) ? v.options.filter((n): n is number => Number.isInteger(n)) : [];
  return { options, text: typeof v.text === 'string' ? v.text : '', fileName: typeof v.fileName === 'string' ? v.fileName : '' };
};

/** The drafts kept for a quiz, by question id; none when nothing (readable) is kept. */
export function readQuizDrafts(storage: Storage | undefined, key: string): Record<string, DraftAnswer> {
  try {
    const raw = storage?.getItem(key);
    const parsed = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const drafts: Record<string, DraftAnswer> = {};
    for (const [id, value] of Object.entries(parsed ?? {})) {
      const draft = asDraft(value);
      if (draft) drafts[id] = draft;
    }
    return drafts;
  } catch {
    // A draft that cannot be read is no draft.
    return {};
  }
}

export function writeQuizDrafts(storage: Storage | undefined, key: string, drafts: Record<string, DraftAnswer>): void {
  try {
    storage?.setItem(key, JSON.stringify(drafts));
  } catch {
    // Storage full or refused: the answers are still on screen.
  }
}

/** Forgets a quiz's drafts once the gateway has its answers (a submission, every question checked). */
export function clearQuizDrafts(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // nothing to forget
  }
}

/**
 * The drafts to show: the server's answers, with what this browser kept on top for the
 * questions that still take an answer (`open`); a question already checked or revealed
 * keeps the server's answer.
 */
export function withKeptDrafts(base: Record<string, DraftAnswer>, kept: Record<string, DraftAnswer>, open: (id: string) => boolean): Record<string, DraftAnswer> {
  const out = { ...base };
  for (const id of Object.keys(base)) if (kept[id] && open(id)) out[id] = kept[id];
  return out;
}

export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
