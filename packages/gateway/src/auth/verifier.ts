import { createHash } from 'node:crypto';
import { JwtVerifier } from 'aws-jwt-verify';
import { FetchError, JwtExpiredError, NonRetryableFetchError } from 'aws-jwt-verify/error';
import { SimpleJwksCache, type Jwk } from 'aws-jwt-verify/jwk';
import type { Fetcher } from 'aws-jwt-verify/https';
import { decomposeUnverifiedJwt } from 'aws-jwt-verify/jwt';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { Logger } from 'pino';
import { request } from 'undici';
import type { SessionRevocations } from './revocations.js';

/** Who the learner is, taken from the verified ID token alone (docs/architecture.md, invariant 1). */
export type TokenIdentity = {
  /** The identity provider's subject. */
  sub: string;
  /** The user name, which is the eid the cloud API knows the learner by. */
  eid: string;
  email: string;
  name: string;
  /** The sign-in this token was refreshed from (`origin_jti`): what a sign-out ends, streams included. */
  session?: string;
};

/**
 * `unavailable`: the keys could not be fetched, so the token could be neither
 * accepted nor refused (not the same as a bad token). `revoked`: a valid
 * token of a session that was signed out.
 */
export type VerifyResult = { ok: true; identity: TokenIdentity } | { ok: false; expired: boolean; unavailable: boolean; revoked?: boolean };

/**
 * How far ahead of our clock a token's `iat` may be: the identity provider's
 * clock may run a little fast, but a token "issued" minutes from now was not
 * issued by it for us (docs/decisions/076).
 */
export const CLOCK_SKEW_SECONDS = 60;

/**
 * aws-jwt-verify fetches keys with its own https-only fetcher; the local
 * identity endpoint serves its keys over http, so keys are fetched with undici,
 * which handles both.
 */
class UndiciFetcher implements Fetcher {
  async fetch(uri: string): Promise<ArrayBuffer> {
    try {
      const { statusCode, body } = await request(uri, { method: 'GET', signal: AbortSignal.timeout(3_000) });
      if (statusCode !== 200) {
        await body.dump();
        throw new NonRetryableFetchError(uri, `Status code is ${statusCode}, expected 200`);
      }
      return await body.arrayBuffer();
    } catch (error) {
      if (error instanceof FetchError) throw error;
      throw new FetchError(uri, (error as Error).message);
    }
  }
}

/** A token verified before: its claims, its header (for its key's `kid`), and the key its signature was verified with. */
type VerifiedToken = { payload: JwtPayload; header: DecomposedJwt['header']; jwk: Jwk };
type DecomposedJwt = ReturnType<typeof decomposeUnverifiedJwt>;

/**
 * At most this many verified tokens are remembered, the least recently used
 * forgotten first (under 1 KB each: the claims and header, keyed by the token's
 * SHA-256, not the token). At least the learners one replica serves: a replica
 * carries about 2,400 autosaving learners (docs/running-at-scale.md), and one that
 * remembered fewer tokens than its learners, oldest out first, verified every
 * request afresh once it had more (decision 318).
 */
const VERIFIED_TOKENS = 10_000;

/** What a verified token is remembered by: its SHA-256 (the whole token: a forged payload is another key). */
const verifiedKey = (token: string) => createHash('sha256').update(token).digest('base64url');

export type VerifierOptions = {
  issuer: string;
  audience: string;
  jwksUri: string;
  logger: Logger;
  /** Signed-out sessions; without it nothing is ever revoked (a test may leave it out). */
  revocations?: SessionRevocations;
};

/**
 * Verifies ID tokens: signature against the issuer's JWKS, issuer, audience
 * (the app client id), expiry, token_use 'id', an `iat` not in the future
 * beyond CLOCK_SKEW_SECONDS, and a session (`origin_jti`) not signed out.
 */
export class IdTokenVerifier {
  private readonly verifier;
  private readonly jwksCache = new SimpleJwksCache({ fetcher: new UndiciFetcher() });
  private readonly verified = new Map<string, VerifiedToken>();
  private hydrated = false;

  constructor(private readonly options: VerifierOptions) {
    this.verifier = JwtVerifier.create(
      {
        issuer: options.issuer,
        audience: options.audience,
        jwksUri: options.jwksUri,
        customJwtCheck: ({ payload }) => {
          if (payload.token_use !== 'id') throw new Error('not an ID token');
          if (typeof payload['cognito:username'] !== 'string' || typeof payload.sub !== 'string') throw new Error('ID token without a user name');
          if (typeof payload.iat === 'number' && payload.iat > Date.now() / 1000 + CLOCK_SKEW_SECONDS) throw new Error('ID token issued in the future');
        },
      },
      { jwksCache: this.jwksCache },
    );
  }

  get isHydrated(): boolean {
    return this.hydrated;
  }

  /** Loads the signing keys once. Returns false when they could not be fetched. */
  async hydrate(): Promise<boolean> {
    try {
      await this.verifier.hydrate();
      this.hydrated = true;
      return true;
    } catch (error) {
      this.options.logger.debug({ reason: (error as Error).message }, 'signing keys not loaded yet');
      return false;
    }
  }

  /**
   * Loads the keys, retrying while the identity endpoint is still starting (so
   * `npm start` can launch the cloud API and the gateway together).
   */
  async hydrateWithin(waitMs: number): Promise<boolean> {
    const deadline = Date.now() + waitMs;
    for (let delay = 200; ; delay = Math.min(delay * 2, 2_000)) {
      if (await this.hydrate()) return true;
      if (Date.now() + delay > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }

  async verify(token: string): Promise<VerifyResult> {
    try {
      const payload = this.alreadyVerified(token) ?? (await this.verifyAndRemember(token));
      if (!this.hydrated) this.hydrated = true;
      const origin = payload.origin_jti;
      if (typeof origin === 'string' && (await this.options.revocations?.isRevoked(origin))) {
        return { ok: false, expired: false, unavailable: false, revoked: true };
      }
      const eid = String(payload['cognito:username']).toLowerCase();
      return {
        ok: true,
        identity: {
          sub: payload.sub as string,
          eid,
          email: typeof payload.email === 'string' ? payload.email : eid,
          name: typeof payload.name === 'string' ? payload.name : '',
          session: typeof origin === 'string' ? origin : undefined,
        },
      };
    } catch (error) {
      return { ok: false, expired: error instanceof JwtExpiredError, unavailable: error instanceof FetchError };
    }
  }

  /**
   * The payload of a token this verifier has verified before, if that
   * verification still holds: the token has not expired since (the checks
   * that depend on the time, done as aws-jwt-verify does them: a later `nbf`
   * or `iat` check can only pass again), and the key that verified its
   * signature is still the one the key cache holds for its `kid` (a JWKS
   * fetched again since, after a rotation, makes a fresh verification).
   * Anything else is verified afresh, and fails there as it always did.
   * Revocation is checked on every request all the same.
   */
  private alreadyVerified(token: string): JwtPayload | undefined {
    const key = verifiedKey(token);
    const entry = this.verified.get(key);
    if (!entry) return undefined;
    this.verified.delete(key);
    const current = entry.payload.exp === undefined || entry.payload.exp >= Date.now() / 1000;
    if (!current || this.cachedKey(entry.header) !== entry.jwk) return undefined;
    // Used again: the newest entry, forgotten last.
    this.verified.set(key, entry);
    return entry.payload;
  }

  /** Verifies the signature (RS256, about 50 µs) and every claim, and keeps the result for the token's next request. */
  private async verifyAndRemember(token: string): Promise<JwtPayload> {
    const payload = await this.verifier.verify(token);
    const { header } = decomposeUnverifiedJwt(token);
    const jwk = this.cachedKey(header);
    if (jwk) {
      // Least recently used out first: a bound on memory, not a policy (a token lives an hour).
      if (this.verified.size >= VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(verifiedKey(token), { payload, header, jwk });
    }
    return payload;
  }

  /** The key the JWKS cache holds now for the token's `kid`, without fetching. */
  private cachedKey(header: DecomposedJwt['header']): Jwk | undefined {
    try {
      return this.jwksCache.getCachedJwk(this.options.jwksUri, { header } as DecomposedJwt);
    } catch {
      return undefined;
    }
  }

  /**
   * Signs out the session of a valid ID token: its `origin_jti` is refused
   * from now on, on every replica, until the token expires. Answers the session
   * ended, or null when there was none (an invalid or expired token has none; a
   * token without `origin_jti` cannot be revoked and is logged).
   */
  async revoke(token: string): Promise<string | null> {
    let payload: Awaited<ReturnType<typeof this.verifier.verify>>;
    try {
      payload = await this.verifier.verify(token);
    } catch {
      return null;
    }
    const origin = payload.origin_jti;
    if (typeof origin !== 'string' || !this.options.revocations) {
      this.options.logger.warn('sign-out: the ID token carries no origin_jti, so it stays valid until it expires');
      return null;
    }
    // A token without exp never expires here: keep its session out for a token's usual hour at least.
    await this.options.revocations.revoke(origin, typeof payload.exp === 'number' ? payload.exp : Math.floor(Date.now() / 1000) + 3600);
    return origin;
  }
}
