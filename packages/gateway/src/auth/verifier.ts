import { JwtVerifier } from 'aws-jwt-verify';
import { FetchError, JwtExpiredError, NonRetryableFetchError } from 'aws-jwt-verify/error';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { Fetcher } from 'aws-jwt-verify/https';
import type { Logger } from 'pino';
import { request } from 'undici';

/** Who the learner is, taken from the verified ID token alone (ARCHITECTURE.md, invariant 1). */
export type TokenIdentity = {
  /** The identity provider's subject. */
  sub: string;
  /** The user name, which is the eid the cloud API knows the learner by. */
  eid: string;
  email: string;
  name: string;
};

/**
 * `unavailable`: the keys could not be fetched, so the token could be neither
 * accepted nor refused (not the same as a bad token).
 */
export type VerifyResult = { ok: true; identity: TokenIdentity } | { ok: false; expired: boolean; unavailable: boolean };

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

export type VerifierOptions = { issuer: string; audience: string; jwksUri: string; logger: Logger };

/**
 * Verifies ID tokens: signature against the issuer's JWKS, issuer, audience
 * (the app client id), expiry, and token_use 'id'.
 */
export class IdTokenVerifier {
  private readonly verifier;
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
        },
      },
      { jwksCache: new SimpleJwksCache({ fetcher: new UndiciFetcher() }) },
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
      const payload = await this.verifier.verify(token);
      if (!this.hydrated) this.hydrated = true;
      const eid = String(payload['cognito:username']).toLowerCase();
      return {
        ok: true,
        identity: {
          sub: payload.sub as string,
          eid,
          email: typeof payload.email === 'string' ? payload.email : eid,
          name: typeof payload.name === 'string' ? payload.name : '',
        },
      };
    } catch (error) {
      return { ok: false, expired: error instanceof JwtExpiredError, unavailable: error instanceof FetchError };
    }
  }
}
