/**
 * What a poll brought that others posted, said politely to a screen reader
 * ("1 new answer"), without moving focus (issue 19, "Live"). Knows nothing of React.
 */
export type SeenQuestion = { id: string; mine: boolean; answers: readonly { id: string; mine: boolean }[] };

const plural = (n: number, word: string) => `${n} new ${word}${n === 1 ? '' : 's'}`;

/** The sentence for what `after` has that `before` had not, by others; null when nothing (or on the first load). */
export function newPostsAnnouncement(before: readonly SeenQuestion[] | null, after: readonly SeenQuestion[]): string | null {
  if (!before) return null;
  const questionsSeen = new Set(before.map((q) => q.id));
  const answersSeen = new Set(before.flatMap((q) => q.answers.map((a) => a.id)));
  let questions = 0;
  let answers = 0;
  for (const q of after) {
    if (!questionsSeen.has(q.id) && !q.mine) questions += 1;
    for (const a of q.answers) if (!answersSeen.has(a.id) && !a.mine) answers += 1;
  }
  const parts = [questions ? plural(questions, 'question') : null, answers ? plural(answers, 'answer') : null].filter(Boolean);
  return parts.length ? parts.join(' and ') : null;
}
