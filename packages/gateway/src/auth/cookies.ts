import type { CookieOptions, Request, Response } from 'express';
import { parse } from 'cookie';

/**
 * The session cookies (docs/decisions, session in httpOnly cookies). Tokens
 * never reach browser JavaScript (ARCHITECTURE.md, invariant 3): every cookie
 * is HttpOnly and SameSite=Strict, and Secure unless COOKIE_SECURE=false for
 * plain http on localhost.
 */
export const COOKIE = {
  /** The ID token: the session itself. */
  id: 'portal_id',
  /** The access token, kept only to revoke the session (GlobalSignOut). */
  access: 'portal_access',
  /** The refresh token, to renew an expired ID token transparently. */
  refresh: 'portal_refresh',
  /** A pending NEW_PASSWORD_REQUIRED challenge: the identity provider's session and the user name. */
  challenge: 'portal_challenge',
} as const;

/** Cognito's default refresh-token validity. */
const REFRESH_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Cognito keeps a challenge session for 3 minutes. */
const CHALLENGE_MAX_AGE_MS = 3 * 60 * 1000;

// The ID token is sent on every path (the app and /graphql); the others are
// needed only by /graphql, so they are not sent with page and asset requests.
const PATHS: Record<keyof typeof COOKIE, string> = { id: '/', access: '/graphql', refresh: '/graphql', challenge: '/graphql' };

export type SessionTokens = { idToken: string; accessToken: string; refreshToken?: string; expiresInSeconds?: number };

export function readCookies(req: Request): Record<string, string | undefined> {
  return parse(req.headers.cookie ?? '');
}

export class SessionCookies {
  constructor(private readonly secure: boolean) {}

  options(which: keyof typeof COOKIE, maxAgeMs?: number): CookieOptions {
    return { httpOnly: true, secure: this.secure, sameSite: 'strict', path: PATHS[which], ...(maxAgeMs !== undefined ? { maxAge: maxAgeMs } : {}) };
  }

  /** Sets the session cookies after a sign-in or a refresh (a refresh brings no new refresh token). */
  setSession(res: Response, tokens: SessionTokens): void {
    // The ID and access cookies live as long as the tokens; after that the
    // refresh cookie renews them.
    const lifetimeMs = Math.max(60, tokens.expiresInSeconds ?? 3600) * 1000;
    res.cookie(COOKIE.id, tokens.idToken, this.options('id', lifetimeMs));
    res.cookie(COOKIE.access, tokens.accessToken, this.options('access', lifetimeMs));
    if (tokens.refreshToken) res.cookie(COOKIE.refresh, tokens.refreshToken, this.options('refresh', REFRESH_MAX_AGE_MS));
  }

  clearSession(res: Response): void {
    for (const which of ['id', 'access', 'refresh', 'challenge'] as const) res.clearCookie(COOKIE[which], this.options(which));
  }

  setChallenge(res: Response, challenge: PendingChallenge): void {
    const value = Buffer.from(JSON.stringify(challenge)).toString('base64url');
    res.cookie(COOKIE.challenge, value, this.options('challenge', CHALLENGE_MAX_AGE_MS));
  }

  clearChallenge(res: Response): void {
    res.clearCookie(COOKIE.challenge, this.options('challenge'));
  }
}

export type PendingChallenge = { username: string; session: string };

export function readChallenge(cookies: Record<string, string | undefined>): PendingChallenge | null {
  const raw = cookies[COOKIE.challenge];
  if (!raw) return null;
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<PendingChallenge>;
    return typeof parsed.username === 'string' && typeof parsed.session === 'string' ? { username: parsed.username, session: parsed.session } : null;
  } catch {
    return null;
  }
}
