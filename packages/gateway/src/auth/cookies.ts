import type { CookieOptions, Request, Response } from 'express';
import { parse } from 'cookie';

/**
 * The session cookies (docs/decisions, session in httpOnly cookies). Tokens
 * never reach browser JavaScript (docs/architecture.md, invariant 3): every cookie
 * is HttpOnly and SameSite=Strict, and Secure unless COOKIE_SECURE=false for
 * plain http on localhost. These are the names without Secure; with it they
 * carry the `__Host-` prefix (see cookieNames).
 */
export const COOKIE = {
  /** The ID token: the session itself. */
  id: 'portal_id',
  /** The access token, kept only to sign out with GlobalSignOut where the pool cannot revoke tokens. */
  access: 'portal_access',
  /** The refresh token, to renew an expired ID token transparently. */
  refresh: 'portal_refresh',
  /** A pending NEW_PASSWORD_REQUIRED challenge: the identity provider's session and the user name. */
  challenge: 'portal_challenge',
  /**
   * Not a credential: the batch ids the learner's last progress answer listed, so the
   * dashboard can ask for events beside progress instead of after it; checked against
   * that answer every time (modules/dashboard/batch-hint.ts, docs/decisions/094).
   */
  batches: 'portal_batches',
} as const;

export type CookieRole = keyof typeof COOKIE;

/**
 * With Secure, every session cookie is named `__Host-…`: browsers then accept
 * it only from this origin over https, with Path=/ and no Domain, so a
 * neighbouring subdomain or a plain-http page cannot plant or overwrite a
 * session (docs/decisions/077). Without Secure (http on localhost) browsers
 * would refuse the prefix, so the plain names stay.
 */
const SECURE_PREFIX = '__Host-';

export function cookieNames(secure: boolean): Record<CookieRole, string> {
  const names = { ...COOKIE } as Record<CookieRole, string>;
  if (secure) for (const role of Object.keys(names) as CookieRole[]) names[role] = `${SECURE_PREFIX}${COOKIE[role]}`;
  return names;
}

/** Cognito's default refresh-token validity. */
const REFRESH_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Cognito keeps a challenge session for 3 minutes. */
const CHALLENGE_MAX_AGE_MS = 3 * 60 * 1000;

// Without Secure: the ID token is sent on every path (the app and /graphql);
// the others are needed only by /graphql, so page and asset requests do not
// carry them. With Secure, `__Host-` demands Path=/ for all (decision 077).
const PATHS: Record<CookieRole, string> = { id: '/', access: '/graphql', refresh: '/graphql', challenge: '/graphql', batches: '/graphql' };

export type SessionTokens = { idToken: string; accessToken: string; refreshToken?: string; expiresInSeconds?: number };

export function readCookies(req: Request): Record<string, string | undefined> {
  return parse(req.headers.cookie ?? '');
}

export class SessionCookies {
  /** The cookie names in use: `__Host-` prefixed when Secure. */
  readonly names: Record<CookieRole, string>;

  constructor(private readonly secure: boolean) {
    this.names = cookieNames(secure);
  }

  options(which: CookieRole, maxAgeMs?: number): CookieOptions {
    const path = this.secure ? '/' : PATHS[which];
    return { httpOnly: true, secure: this.secure, sameSite: 'strict', path, ...(maxAgeMs !== undefined ? { maxAge: maxAgeMs } : {}) };
  }

  /** The session cookies a request carries, by role. */
  read(req: Request): Partial<Record<CookieRole, string>> {
    const jar = readCookies(req);
    const found: Partial<Record<CookieRole, string>> = {};
    for (const role of Object.keys(this.names) as CookieRole[]) {
      const value = jar[this.names[role]];
      if (value) found[role] = value;
    }
    return found;
  }

  /** The pending new-password challenge of a request, if it carries a well-formed one. */
  readChallenge(req: Request): PendingChallenge | null {
    return parseChallenge(this.read(req).challenge);
  }

  /** Sets the session cookies after a sign-in or a refresh (a refresh brings no new refresh token). */
  setSession(res: Response, tokens: SessionTokens): void {
    // The ID and access cookies live as long as the tokens; after that the
    // refresh cookie renews them.
    const lifetimeMs = Math.max(60, tokens.expiresInSeconds ?? 3600) * 1000;
    res.cookie(this.names.id, tokens.idToken, this.options('id', lifetimeMs));
    res.cookie(this.names.access, tokens.accessToken, this.options('access', lifetimeMs));
    if (tokens.refreshToken) res.cookie(this.names.refresh, tokens.refreshToken, this.options('refresh', REFRESH_MAX_AGE_MS));
  }

  clearSession(res: Response): void {
    for (const which of ['id', 'access', 'refresh', 'challenge', 'batches'] as const) res.clearCookie(this.names[which], this.options(which));
  }

  setChallenge(res: Response, challenge: PendingChallenge): void {
    const value = Buffer.from(JSON.stringify(challenge)).toString('base64url');
    res.cookie(this.names.challenge, value, this.options('challenge', CHALLENGE_MAX_AGE_MS));
  }

  clearChallenge(res: Response): void {
    res.clearCookie(this.names.challenge, this.options('challenge'));
  }
}

export type PendingChallenge = { username: string; session: string };

function parseChallenge(raw: string | undefined): PendingChallenge | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<PendingChallenge>;
    return typeof parsed.username === 'string' && typeof parsed.session === 'string' ? { username: parsed.username, session: parsed.session } : null;
  } catch {
    return null;
  }
}
