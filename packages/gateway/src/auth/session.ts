import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { UpstreamUnavailableError } from '../errors.js';
import { COOKIE, readCookies, type SessionCookies } from './cookies.js';
import { IdentityRefusal, type IdentityProvider } from './identity-provider.js';
import type { IdTokenVerifier, TokenIdentity } from './verifier.js';

export type SessionDeps = { verifier: IdTokenVerifier; identity: IdentityProvider; cookies: SessionCookies };

/**
 * Finds who is asking, once per request and only when a resolver asks:
 * - `Authorization: Bearer <ID token>` (integrators): that token alone, no cookies, no refresh;
 * - otherwise the `portal_id` cookie; when it is missing or expired and a
 *   refresh cookie exists, new tokens are fetched with REFRESH_TOKEN_AUTH and
 *   set as cookies on this same response. A refused refresh clears the cookies:
 *   the learner is signed out (the client then shows 'Session Time Out',
 *   spec part 1, section 4).
 * An unreachable identity provider is not a sign-out: it is UPSTREAM_UNAVAILABLE.
 */
export function createViewerResolver(deps: SessionDeps, req: Request, res: Response, log: Logger): () => Promise<TokenIdentity | null> {
  let pending: Promise<TokenIdentity | null> | undefined;
  return () => (pending ??= resolveViewer(deps, req, res, log));
}

async function resolveViewer({ verifier, identity, cookies }: SessionDeps, req: Request, res: Response, log: Logger): Promise<TokenIdentity | null> {
  const authorization = req.headers.authorization;
  if (authorization !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match) return null;
    const result = await verifier.verify(match[1]);
    if (result.ok) return result.identity;
    if (result.unavailable) throw new UpstreamUnavailableError('identity:jwks', 'signing keys could not be fetched');
    return null;
  }

  const jar = readCookies(req);
  const idToken = jar[COOKIE.id];
  if (idToken) {
    const result = await verifier.verify(idToken);
    if (result.ok) return result.identity;
    if (result.unavailable) throw new UpstreamUnavailableError('identity:jwks', 'signing keys could not be fetched');
  }

  const refreshToken = jar[COOKIE.refresh];
  if (!refreshToken) {
    if (idToken || jar[COOKIE.access]) cookies.clearSession(res);
    return null;
  }
  try {
    const tokens = await identity.refresh(refreshToken);
    const result = await verifier.verify(tokens.idToken);
    if (!result.ok) {
      if (result.unavailable) throw new UpstreamUnavailableError('identity:jwks', 'signing keys could not be fetched');
      throw new IdentityRefusal('InvalidRefreshedToken', 'the refreshed ID token did not verify');
    }
    cookies.setSession(res, tokens);
    log.debug('session refreshed');
    return result.identity;
  } catch (error) {
    if (error instanceof IdentityRefusal) {
      log.info({ exception: error.exceptionName }, 'refresh refused; session cleared');
      cookies.clearSession(res);
      return null;
    }
    throw error;
  }
}
