/**
 * What a poll brought that others posted, said politely to a screen reader
 * ("1 new answer"), without moving focus (issue 19, "Live"). Knows nothing of React.
 */
export type SeenQuestion = { id: string; mine: boolean; answers: readonly { id: string; mine: boolean }[] };

const plural = (n: number, word: string) => `${n} new ${word}${n === 1 ? '' : 's'}`;

/**
 * The sentence for what `after` has that `before` had not, by others; null when nothing (or on the
 * first load). The list is newest first and comes a page at a time (docs/decisions/311): a new
 * question is one above every question seen before; older ones that "Load more" brought below
 * are not new, nor are their answers (Load more says what it brought itself).
 */
export function newPostsAnnouncement(before: readonly SeenQuestion[] | null, after: readonly SeenQuestion[]): string | null {
  if (!before) return null;
  const questionsSeen = new Set(before.map((q) => q.id));
  const answersSeen = new Set(before.flatMap((q) => q.answers.map((a) => a.id)));
  const firstSeen = after.findIndex((q) => questionsSeen.has(q.id));
  let questions = 0;
  let answers = 0;
  after.forEach((q, index) => {
    const seen = questionsSeen.has(q.id);
    const arrived = !seen && (firstSeen === -1 || index < firstSeen);
    if (arrived && !q.mine) questions += 1;
    if (seen || arrived) for (const a of q.answers) if (!answersSeen.has(a.id) && !a.mine) answers += 1;
  });
  const parts = [questions ? plural(questions, 'question') : null, answers ? plural(answers, 'answer') : null].filter(Boolean);
  return parts.length ? parts.join(' and ') : null;
}
