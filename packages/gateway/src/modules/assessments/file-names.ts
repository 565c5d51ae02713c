import { createHash } from 'node:crypto';
import type { AssessmentKind } from '../../__generated__/resolvers-types.js';

/**
 * The stored name prefix of a file answer: binds the file to the assessment
 * and question it was issued for (and, with the file store's owner check, to
 * the learner), so a stored name cannot be reused for another question.
 */
export function fileAnswerPrefix(kind: AssessmentKind, assessmentId: number, questionId: string): string {
  return `wb-${createHash('sha256').update(`${kind}:${assessmentId}:${questionId}`).digest('hex').slice(0, 12)}-`;
}
