import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { sameSecret } from '@portal/domain/secrets';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SCHOLARSHIP_CODE_VALID_MINUTES } from '@portal/domain';
import type { CookieOptions, Request, Response } from 'express';
import { readCookies } from './cookies.js';

/**
 * The pre-registration "session": a partner-country applicant has no account
 * (spec part 1, sections 2 and 5; part 3, sections 4.2 and 7.1 item 3). The
 * scholarship check says the partner portal knows an e-mail; knowing an
 * e-mail proves nothing, so the gateway then mails a one-time code to it and
 * opens the wizard only for the browser that enters that code
 * (docs/decisions/035, 078). From then on this cookie alone says who the
 * applicant is, so no later request can name another applicant's e-mail (the
 * spirit of docs/architecture.md invariant 1).
 *
 * The gateway keeps no state, so both steps live in signed cookies:
 * - `portal_prereg_code`, the challenge: e-mail, program, batch, expiry and a
 *   keyed hash of the code (the code itself is only in the mail);
 * - `portal_prereg`, the passed check: e-mail, program, batch, expiry.
 * Both are HMAC-SHA256 under keys derived from PREREG_SECRET (or the
 * development key file), HttpOnly, SameSite=Strict, Secure unless
 * COOKIE_SECURE=false, and sent only to /graphql.
 */
export const PRE_REGISTRATION_COOKIE = 'portal_prereg';
export const SCHOLARSHIP_CODE_COOKIE = 'portal_prereg_code';

/** How long a passed check lasts: long enough to fill the wizard, short enough that a shared computer forgets. */
const PRE_REGISTRATION_TTL_MS = 2 * 60 * 60 * 1000;
/** How long a mailed code may be entered (docs/decisions/078). */
export const SCHOLARSHIP_CODE_TTL_MS = SCHOLARSHIP_CODE_VALID_MINUTES * 60 * 1000;
/**
 * The challenge cookie outlives its code, so that a late entry is told "the
 * code has expired, ask for a new one" rather than a puzzling "no code".
 */
const CODE_COOKIE_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * v2: issued only after the mailed code was entered. v1 cookies (issued for a
 * bare e-mail, docs/decisions/035) are refused, whatever key signed them.
 */
const PASS_VERSION = 'v2';
const CODE_VERSION = 'c1';

export type PreRegistrationClaim = {
  /** the partner e-mail that passed the check, lower-cased */
  email: string;
  /** the program whose Apply button was pressed, and its batch */
  programId: number;
  batchId: number;
};

/** A challenge read back from its cookie. */
export type ScholarshipChallenge = {
  claim: PreRegistrationClaim;
  expiresAt: Date;
  expired: boolean;
  /** Whether a typed code is the one that was mailed (constant time). */
  matches: (code: string) => boolean;
};

/** A fresh six-digit code from the CSPRNG: as identity providers mail them, easy to type from a phone. */
export function newScholarshipCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export class PreRegistrationCookie {
  private readonly passKey: Buffer;
  private readonly codeCookieKey: Buffer;
  private readonly codeHashKey: Buffer;

  constructor(
    secret: string,
    private readonly secure: boolean,
  ) {
    // One configured secret, a separate key per use: a value signed for one
    // purpose can never be replayed as another.
    const derive = (label: string) => createHmac('sha256', secret).update(`portal pre-registration: ${label}`).digest();
    this.passKey = derive('passed check cookie v2');
    this.codeCookieKey = derive('code challenge cookie v1');
    this.codeHashKey = derive('mailed code hash v1');
  }

  private options(maxAgeMs?: number): CookieOptions {
    // Only GraphQL reads them; pages and assets need not carry them.
    return { httpOnly: true, secure: this.secure, sameSite: 'strict', path: '/graphql', ...(maxAgeMs !== undefined ? { maxAge: maxAgeMs } : {}) };
  }

  private seal(key: Buffer, version: string, body: object): string {
    const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
    return `${version}.${payload}.${createHmac('sha256', key).update(`${version}.${payload}`).digest('base64url')}`;
  }

  /** The body of a sealed value, or null when it is malformed or its signature is not ours. */
  private unseal(key: Buffer, version: string, token: string | undefined): Record<string, unknown> | null {
    if (!token) return null;
    const [given, payload, signature, ...rest] = token.split('.');
    if (given !== version || !payload || !signature || rest.length) return null;
    if (!sameSecret(createHmac('sha256', key).update(`${version}.${payload}`).digest('base64url'), signature)) return null;
    try {
      const body: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  private static claimOf(body: Record<string, unknown>): PreRegistrationClaim | null {
    if (typeof body.e !== 'string' || !Number.isInteger(body.p) || !Number.isInteger(body.b) || typeof body.x !== 'number') return null;
    return { email: body.e, programId: body.p as number, batchId: body.b as number };
  }

  private codeHash(nonce: string, claim: PreRegistrationClaim, code: string): string {
    return createHmac('sha256', this.codeHashKey).update(`${nonce}.${claim.email}.${claim.programId}.${claim.batchId}.${code}`).digest('base64url');
  }

  // ---- the passed check ---------------------------------------------------

  /** The cookie's value for a claim, valid until now + TTL. */
  token(claim: PreRegistrationClaim, now = Date.now()): string {
    return this.seal(this.passKey, PASS_VERSION, { e: claim.email, p: claim.programId, b: claim.batchId, x: Math.floor((now + PRE_REGISTRATION_TTL_MS) / 1000) });
  }

  /** The claim a token carries, or null when it is malformed, forged or expired. */
  verify(token: string | undefined, now = Date.now()): PreRegistrationClaim | null {
    const body = this.unseal(this.passKey, PASS_VERSION, token);
    const claim = body && PreRegistrationCookie.claimOf(body);
    if (!claim || (body.x as number) * 1000 <= now) return null;
    return claim;
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

  // ---- the mailed code ----------------------------------------------------

  /** The challenge cookie's value for a mailed code, which may be entered until now + SCHOLARSHIP_CODE_TTL_MS. */
  challengeToken(claim: PreRegistrationClaim, code: string, now = Date.now()): string {
    const nonce = randomBytes(16).toString('base64url');
    return this.seal(this.codeCookieKey, CODE_VERSION, {
      e: claim.email,
      p: claim.programId,
      b: claim.batchId,
      x: Math.floor((now + SCHOLARSHIP_CODE_TTL_MS) / 1000),
      n: nonce,
      h: this.codeHash(nonce, claim, code),
    });
  }

  /** The challenge a token carries (expired or not), or null when it is malformed or forged. */
  verifyChallenge(token: string | undefined, now = Date.now()): ScholarshipChallenge | null {
    const body = this.unseal(this.codeCookieKey, CODE_VERSION, token);
    const claim = body && PreRegistrationCookie.claimOf(body);
    if (!claim || typeof body.n !== 'string' || typeof body.h !== 'string') return null;
    const { n: nonce, h: hash } = body as { n: string; h: string };
    const expiresAt = new Date((body.x as number) * 1000);
    return { claim, expiresAt, expired: expiresAt.getTime() <= now, matches: (code) => sameSecret(this.codeHash(nonce, claim, code), hash) };
  }

  readChallenge(req: Request, now = Date.now()): ScholarshipChallenge | null {
    return this.verifyChallenge(readCookies(req)[SCHOLARSHIP_CODE_COOKIE], now);
  }

  /** Sets the challenge for a code just mailed; answers until when it may be entered. */
  setChallenge(res: Response, claim: PreRegistrationClaim, code: string, now = Date.now()): Date {
    res.cookie(SCHOLARSHIP_CODE_COOKIE, this.challengeToken(claim, code, now), this.options(CODE_COOKIE_MAX_AGE_MS));
    return new Date(Math.floor((now + SCHOLARSHIP_CODE_TTL_MS) / 1000) * 1000);
  }

  clearChallenge(res: Response): void {
    res.clearCookie(SCHOLARSHIP_CODE_COOKIE, this.options());
  }
}

export type PreRegistrationKey = { secret: string; devKey: boolean; keyFile?: string; created?: boolean };

/**
 * The key that signs pre-registration cookies: PREREG_SECRET when set (the
 * same on every replica; required in production). Otherwise, for local runs,
 * a random key made at first start and kept in a file of the data directory
 * (mode 0600), so it survives restarts, differs between machines and data
 * directories, and is never derived from anything public such as the OID.
 */
export function preRegistrationKey(options: { secret: string | undefined; keyFile: string }): PreRegistrationKey {
  if (options.secret) return { secret: options.secret, devKey: false };
  const keyFile = path.resolve(options.keyFile);
  const readKey = () => {
    const key = readFileSync(keyFile, 'utf8').trim();
    if (key.length < 32) throw new Error(`${keyFile} does not hold a pre-registration key (at least 32 characters); delete it to have a new one made`);
    // Another process may have made it with a looser mode: only its owner reads it.
    if ((statSync(keyFile).mode & 0o077) !== 0) chmodSync(keyFile, 0o600);
    return key;
  };
  try {
    return { secret: readKey(), devKey: true, keyFile, created: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(keyFile), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('hex');
  try {
    // 'wx': when two processes start together, the first one's key wins and the other reads it.
    writeFileSync(keyFile, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return { secret, devKey: true, keyFile, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { secret: readKey(), devKey: true, keyFile, created: false };
  }
}
