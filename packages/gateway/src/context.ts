import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { SessionCookies } from './auth/cookies.js';
import type { IdentityProvider } from './auth/identity-provider.js';
import type { PreRegistrationCookie } from './auth/pre-registration.js';
import type { RateLimits } from './auth/rate-limits.js';
import { createViewerResolver } from './auth/session.js';
import type { IdTokenVerifier, TokenIdentity } from './auth/verifier.js';
import type { CloudClient } from './cloud/client.js';
import { Deadline } from './cloud/deadline.js';
import { CloudSession } from './cloud/session.js';
import { unauthenticated } from './errors.js';
import type { MediaUrls } from './media/media-urls.js';
import type { ProgramSettings } from './modules/programs/index.js';

/** What lives for the whole process and is shared by every request. */
export type Services = {
  cloudClient: CloudClient;
  verifier: IdTokenVerifier;
  identity: IdentityProvider;
  cookies: SessionCookies;
  rateLimits: RateLimits;
  logger: Logger;
  preRegistration: PreRegistrationCookie;
  /** Signs one-hour media URLs on our own origin (docs/decisions/115). */
  media: MediaUrls;
  /** The special programs, the exam provider and the calendar feed's signer. */
  programs: ProgramSettings;
};

/** What one GraphQL request sees. Built per request: nothing here outlives it. */
export type Context = {
  requestId: string;
  log: Logger;
  req: Request;
  res: Response;
  /** The client address, as express sees it with TRUST_PROXY. */
  ip: string;
  /** The one time limit of this request (REQUEST_DEADLINE_MS), shared by all its upstream calls and their retries. */
  deadline: Deadline;
  /** The cloud API for this request: reads batched and de-duplicated by the request's DataLoader. */
  cloud: CloudSession;
  identity: IdentityProvider;
  verifier: IdTokenVerifier;
  cookies: SessionCookies;
  rateLimits: RateLimits;
  /** The signed cookie of a partner applicant who passed the scholarship check (pre-registration). */
  preRegistration: PreRegistrationCookie;
  /** Signs one-hour media URLs on our own origin (docs/decisions/115). */
  media: MediaUrls;
  programs: ProgramSettings;
  /** Who is signed in, from the verified token alone; null when nobody is. Resolved once, on first use. */
  viewer: () => Promise<TokenIdentity | null>;
  /** The viewer, or UNAUTHENTICATED. */
  requireViewer: () => Promise<TokenIdentity>;
};

export function createContext(services: Services, req: Request, res: Response): Context {
  const requestId = String(req.id ?? '');
  // Starts when the request's context is built, before any resolver runs.
  const deadline = new Deadline(services.cloudClient.requestDeadlineMs);
  // The request's child logger (request-log.ts) is made when something is logged, not for every request.
  const requestLogger = () => (req as Request & { log?: Logger }).log ?? services.logger;
  const viewer = createViewerResolver({ verifier: services.verifier, identity: services.identity, cookies: services.cookies }, req, res, requestLogger);
  return {
    requestId,
    get log() {
      return requestLogger();
    },
    req,
    res,
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    deadline,
    cloud: new CloudSession(services.cloudClient, {
      requestId,
      deadline,
      get log() {
        return requestLogger();
      },
    }),
    identity: services.identity,
    verifier: services.verifier,
    cookies: services.cookies,
    rateLimits: services.rateLimits,
    preRegistration: services.preRegistration,
    media: services.media,
    programs: services.programs,
    viewer,
    requireViewer: async () => {
      const identity = await viewer();
      if (!identity) throw unauthenticated();
      return identity;
    },
  };
}
