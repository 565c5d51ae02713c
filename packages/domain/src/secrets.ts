/**
 * Comparing a secret a request carries with the one kept (a CSRF token, a session id, a
 * code's hash) in constant time, so the time taken says nothing of how much matched.
 * Servers only: it uses node:crypto, so it is its own entry (`@portal/domain/secrets`)
 * and the domain's index, which the web app bundles, does not export it.
 */
import { timingSafeEqual } from 'node:crypto';

/** Whether two secrets are equal; a missing or empty one never matches. */
export function sameSecret(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
