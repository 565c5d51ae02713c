/**
 * The answers the autosave benches send (bench:autosave, bench:storm): learner l's n-th
 * save rotates over a choice, a multiple choice, a matching and a text question of the
 * demo assessment 9101 (or a copy of it), the value changing with every save.
 */
export type Answer = { questionId: string; optionIds?: string[]; matches?: string[]; text?: string };

const DEMO_ITEM = (k: number) => `9101-q${k}`;

/** The n-th answer of learner l. */
export function answerFor(l: number, n: number, item: (k: number) => string = DEMO_ITEM): Answer {
  switch (n % 4) {
    case 0:
      return { questionId: item(1), optionIds: [['a', 'b', 'c'][(n / 4 + l) % 3]] };
    case 1:
      return { questionId: item(3), optionIds: [['a'], ['a', 'b'], ['b', 'd'], ['a', 'b', 'd']][(n + l) % 4] };
    case 2:
      return {
        questionId: item(6),
        matches: [
          ['a', 'b', 'c'],
          ['b', 'c', 'a'],
          ['c', 'a', 'b'],
        ][(n + l) % 3],
      };
    default:
      return { questionId: item(7), text: `learner ${l}, draft ${n}: missing values distort the averages.` };
  }
}

/** An answer's value, comparable between what was sent and what is read back. */
export const valueOf = (a: { optionIds?: string[] | null; matches?: string[] | null; text?: string | null }) => JSON.stringify([a.optionIds ?? [], a.matches ?? [], a.text ?? null]);
