import type { Context } from '../../context.js';

/**
 * The learner's batch ids as the last progress answer listed them, kept in a cookie
 * the browser sends back (docs/decisions/094). With it, the dashboard asks for
 * events beside progress instead of after it: one upstream step instead of two.
 *
 * It is only a guess, never trusted: the events are used only when the ids that
 * progress returns in the same request are exactly these; otherwise the events are
 * asked for again with the real ids. A forged or stale cookie therefore costs one
 * wasted upstream read, never a wrong or foreign event. The gateway keeps nothing.
 */

/** More batches than any learner has; bounds what a forged cookie can make us send. */
const MAX_IDS = 50;
const FORMAT = /^\d{1,12}(\.\d{1,12})*$/;
const written = new WeakSet<object>();

export function readBatchHint(ctx: Pick<Context, 'req' | 'cookies'>): number[] | null {
  const value = ctx.cookies.read(ctx.req).batches;
  if (!value || value.length > MAX_IDS * 13 || !FORMAT.test(value)) return null;
  const ids = value.split('.').map(Number);
  return ids.length <= MAX_IDS && ids.every(Number.isSafeInteger) ? ids : null;
}

function encode(ids: number[]): string {
  return [...new Set(ids)].sort((a, b) => a - b).join('.');
}

/** True when both name the same batches, in any order. */
export function sameBatches(a: number[], b: number[]): boolean {
  return encode(a) === encode(b);
}

/** Remembers the batches progress listed, when they differ from what the request carried (once per response). */
export function rememberBatches(ctx: Pick<Context, 'req' | 'res' | 'cookies'>, ids: number[]): void {
  if (written.has(ctx.res)) return;
  const hint = readBatchHint(ctx);
  if (hint && sameBatches(hint, ids)) return;
  if (ids.length > MAX_IDS || !ids.every((id) => Number.isSafeInteger(id) && id >= 0)) return;
  written.add(ctx.res);
  // A session cookie: it ends with the browser session, and sign-out clears it.
  ctx.res.cookie(ctx.cookies.names.batches, encode(ids), ctx.cookies.options('batches'));
}
