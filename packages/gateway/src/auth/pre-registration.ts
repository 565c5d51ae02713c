import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import { readCookies } from './cookies.js';

/**
 * The pre-registration "session": a partner-country applicant has no account;
 * they prove who they are by an e-mail the partner portal knows (spec part 1,
 * sections 2 and 5; part 3, sections 4.2 and 7.1 item 3). Once the
 * scholarship check passes, the gateway remembers that e-mail and the chosen
 * program in this cookie, so no later request can name another applicant's
 * e-mail (the spirit of ARCHITECTURE.md invariant 1).
 *
 * The gateway keeps no state, so the cookie carries its claim signed with
 * HMAC-SHA256 under PREREG_SECRET, and an expiry. Like the session cookies it
 * is HttpOnly, SameSite=Strict and Secure unless COOKIE_SECURE=false.
 */
export const PRE_REGISTRATION_COOKIE = 'portal_prereg';

/** How long a passed check lasts: long enough to fill the wizard, short enough that a shared computer forgets. */
export const PRE_REGISTRATION_TTL_MS = 2 * 60 * 60 * 1000;

const VERSION = 'v1';

export type PreRegistrationClaim = {
  /** the partner e-mail that passed the check, lower-cased */
  email: string;
  /** the program whose Apply button was pressed, and its batch */
  programId: number;
  batchId: number;
};

export class PreRegistrationCookie {
  constructor(
    private readonly secret: string,
    private readonly secure: boolean,
  ) {}

  private options(maxAgeMs?: number): CookieOptions {
    // Only GraphQL reads it; pages and assets need not carry it.
    return { httpOnly: true, secure: this.secure, sameSite: 'strict', path: '/graphql', ...(maxAgeMs !== undefined ? { maxAge: maxAgeMs } : {}) };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(`${VERSION}.${payload}`).digest('base64url');
  }

  /** The cookie's value for a claim, valid until now + TTL. */
  token(claim: PreRegistrationClaim, now = Date.now()): string {
    const body = { e: claim.email, p: claim.programId, b: claim.batchId, x: Math.floor((now + PRE_REGISTRATION_TTL_MS) / 1000) };
    const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
    return `${VERSION}.${payload}.${this.sign(payload)}`;
  }

  /** The claim a token carries, or null when it is malformed, forged or expired. */
  verify(token: string | undefined, now = Date.now()): PreRegistrationClaim | null {
    if (!token) return null;
    const [version, payload, signature, ...rest] = token.split('.');
    if (version !== VERSION || !payload || !signature || rest.length) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { e?: unknown; p?: unknown; b?: unknown; x?: unknown };
      if (typeof body.e !== 'string' || !Number.isInteger(body.p) || !Number.isInteger(body.b) || typeof body.x !== 'number') return null;
      if (body.x * 1000 <= now) return null;
      return { email: body.e, programId: body.p as number, batchId: body.b as number };
    } catch {
      return null;
    }
  }

  read(req: Request, now = Date.now()): PreRegistrationClaim | null {
    return this.verify(readCookies(req)[PRE_REGISTRATION_COOKIE], now);
  }

  set(res: Response, claim: PreRegistrationClaim, now = Date.now()): void {
    res.cookie(PRE_REGISTRATION_COOKIE, this.token(claim, now), this.options(PRE_REGISTRATION_TTL_MS));
  }

  clear(res: Response): void {
    res.clearCookie(PRE_REGISTRATION_COOKIE, this.options());
  }
}
