import { randomBytes } from 'node:crypto';
import { readCookies } from '../../auth/cookies.js';
import type { Context } from '../../context.js';
import type { FileOwner } from '../../cloud/files.js';

/**
 * A visitor who attaches a file to the query form before sign-in (spec part
 * 3, sections 2.6 and 5.8) has no account and, at upload time, no e-mail we
 * could trust. Their files are owned in the store by an anonymous id: 128
 * random bits, made on their first upload and kept in this HttpOnly cookie,
 * so that queryPost from the same browser can prove the file is theirs, and
 * no one else can attach it. The gateway keeps nothing (docs/decisions/043).
 */
export const VISITOR_COOKIE = 'portal_visitor';

/** Long enough to fill in the form after the upload. */
const VISITOR_COOKIE_MAX_AGE_MS = 2 * 60 * 60 * 1000;

const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

/** The store's owner for a visitor id. The colon keeps it apart from every eid (an e-mail address). */
const ownerOf = (id: string): FileOwner => ({ eid: `visitor:${id}` });

/** The visitor's owner from this browser's cookie, or null when it has none. */
export function visitorOwner(ctx: Context): FileOwner | null {
  const id = readCookies(ctx.req)[VISITOR_COOKIE];
  return id && VISITOR_ID.test(id) ? ownerOf(id) : null;
}

/** The visitor's owner, making the id (and setting its cookie) on the first upload. */
export function visitorOwnerOrNew(ctx: Context): FileOwner {
  const existing = visitorOwner(ctx);
  if (existing) return existing;
  const id = randomBytes(16).toString('base64url');
  // The flags and path of the other /graphql-only cookies: HttpOnly, SameSite=Strict, Secure.
  ctx.res.cookie(VISITOR_COOKIE, id, { ...ctx.cookies.options('access'), maxAge: VISITOR_COOKIE_MAX_AGE_MS });
  return ownerOf(id);
}
