import type { z } from 'zod';
import { UpstreamInvalidError } from '../errors.js';
import type { CloudSession } from './session.js';

/**
 * Answers already checked, by the raw answer and its schema: the request's
 * loader hands the same object to every field that asks, and each is checked
 * once. Weak, so nothing outlives the request's answers.
 */
const checkedAnswers = new WeakMap<object, Map<z.ZodType, unknown>>();

/**
 * The cloud API's answer to `operation`, read through its contract schema
 * (@portal/contract): the one place the gateway trusts the wire's shape. A
 * malformed answer is an UpstreamInvalidError, so the field that needed it is
 * null with `UPSTREAM_INVALID` at its path (docs/decisions/088). The log
 * names where the answer is wrong, never what it holds (it may carry
 * personal data).
 */
export function checkAnswer<S extends z.ZodType>(cloud: CloudSession, operation: string, schema: S, answer: unknown): z.output<S> {
  const memo = answer !== null && typeof answer === 'object' ? checkedAnswers.get(answer) : undefined;
  if (memo?.has(schema)) return memo.get(schema) as z.output<S>;
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((issue) => ({ path: issue.path.join('.'), code: issue.code, message: issue.message }));
    cloud.log?.warn({ operation, issues }, 'cloud answer not in the contract\u2019s shape');
    throw new UpstreamInvalidError(operation, issues.map((issue) => `${issue.path || '(answer)'}: ${issue.message}`).join('; '));
  }
  if (answer !== null && typeof answer === 'object') {
    if (memo) memo.set(schema, parsed.data);
    else checkedAnswers.set(answer, new Map<z.ZodType, unknown>([[schema, parsed.data]]));
  }
  return parsed.data;
}
