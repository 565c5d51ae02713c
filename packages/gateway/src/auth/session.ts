import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { UpstreamUnavailableError } from '../errors.js';
import type { SessionCookies } from './cookies.js';
import { IdentityRefusal, type IdentityProvider } from './identity-provider.js';
import type { IdTokenVerifier, TokenIdentity } from './verifier.js';

export type SessionDeps = { verifier: IdTokenVerifier; identity: IdentityProvider; cookies: SessionCookies };

/**
 * Finds who is asking, once per request and only when a resolver asks:
 * - `Authorization: Bearer <ID token>` (integrators): that token alone, no cookies, no refresh;
 * - otherwise the ID cookie; when it is missing, expired or signed out and a
 *   refresh cookie exists, new tokens are fetched with REFRESH_TOKEN_AUTH and
 *   set as cookies on this same response. A refused refresh clears the cookies:
 *   the learner is signed out (the client then shows 'Session Time Out',
 *   spec part 1, section 4).
 * An unreachable identity provider is not a sign-out: it is UPSTREAM_UNAVAILABLE.
 */
export function createViewerResolver(deps: SessionDeps, req: Request, res: Response, logs: LogSource): () => Promise<TokenIdentity | null> {
  let pending: Promise<TokenIdentity | null> | undefined;
  return () => (pending ??= resolveViewer(deps, req, res, logs));
}

/**
 * The token of `Authorization: Bearer <token>`; null without the header, and
 * an empty string for a header that is not a Bearer token (nobody is signed in then).
 */
export function bearerToken(req: Request): string | null {
  const authorization = req.headers.authorization;
  if (authorization === undefined) return null;
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] ?? '';
}

/** Where the request's logger is read, when something is logged (its child logger is made then). */
export type LogSource = { readonly log: Logger };

async function resolveViewer({ verifier, identity, cookies }: SessionDeps, req: Request, res: Response, logs: LogSource): Promise<TokenIdentity | null> {
  const bearer = bearerToken(req);
  if (bearer !== null) {
    if (!bearer) return null;
    const result = await verifier.verify(bearer);
    if (result.ok) return result.identity;
    if (result.unavailable) throw new UpstreamUnavailableError('identity:jwks', 'signing keys could not be fetched');
    return null;
  }

  const jar = cookies.read(req);
  const idToken = jar.id;
  if (idToken) {
    const result = await verifier.verify(idToken);
    if (result.ok) return result.identity;
    if (result.unavailable) throw new UpstreamUnavailableError('identity:jwks', 'signing keys could not be fetched');
  }

  const refreshToken = jar.refresh;
  if (!refreshToken) {
    if (idToken || jar.access) cookies.clearSession(res);
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
    logs.log.debug('session refreshed');
    return result.identity;
  } catch (error) {
    if (error instanceof IdentityRefusal) {
      logs.log.info({ exception: error.exceptionName }, 'refresh refused; session cleared');
      cookies.clearSession(res);
      return null;
    }
    throw error;
  }
}
