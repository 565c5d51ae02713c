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
import type { LiveHub } from './live/hub.js';
import type { TopicDeps } from './live/topics.js';
import type { MediaUrls } from './media/media-urls.js';
import type { ProgramSettings } from './program-settings.js';

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
  /** Live topics: what subscriptions watch and mutations publish (docs/decisions/300). */
  live: LiveServices;
};

/** The live hub and what its topics read with. */
type LiveServices = { hub: LiveHub; topics: TopicDeps };

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
  live: LiveServices;
  /** On the event stream: when the stream ends (the session is checked again when the client reconnects). */
  streamEndsAt?: number;
  /** On the event stream: a fresh deadline and upstream session for the next event's resolvers. */
  nextEvent: () => void;
  /** Who is signed in, from the verified token alone; null when nobody is. Resolved once, on first use. */
  viewer: () => Promise<TokenIdentity | null>;
  /** The viewer, or UNAUTHENTICATED. */
  requireViewer: () => Promise<TokenIdentity>;
};

/**
 * Apollo hands resolvers a copy of the context (`Object.assign` onto an object
 * of the same prototype), which reads every own getter once: a getter in an
 * object literal made the request's child logger (request-log.ts) for every
 * request. The getter lives on the prototype, so the child logger is made only
 * when something is logged. A class also spares the closures an object literal
 * made for every request (issue 7, section 5).
 */
class RequestContext implements Context {
  readonly requestId: string;
  /** The one time limit of this request, started when the context is built, before any resolver runs. */
  deadline: Deadline;
  cloud: CloudSession;
  readonly identity: IdentityProvider;
  readonly verifier: IdTokenVerifier;
  readonly cookies: SessionCookies;
  readonly rateLimits: RateLimits;
  readonly preRegistration: PreRegistrationCookie;
  readonly media: MediaUrls;
  readonly programs: ProgramSettings;
  readonly live: LiveServices;
  streamEndsAt?: number;
  /** Read now, while the connection is surely open. */
  readonly ip: string;
  readonly viewer: () => Promise<TokenIdentity | null>;

  constructor(
    private readonly services: Services,
    readonly req: Request,
    readonly res: Response,
  ) {
    this.requestId = String(req.id ?? '');
    this.deadline = new Deadline(services.cloudClient.requestDeadlineMs);
    this.cloud = new CloudSession(services.cloudClient, { requestId: this.requestId, deadline: this.deadline, logOf: this });
    this.identity = services.identity;
    this.verifier = services.verifier;
    this.cookies = services.cookies;
    this.rateLimits = services.rateLimits;
    this.preRegistration = services.preRegistration;
    this.media = services.media;
    this.programs = services.programs;
    this.live = services.live;
    this.ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    this.viewer = createViewerResolver({ verifier: services.verifier, identity: services.identity, cookies: services.cookies }, req, res, this);
  }

  /** The request's child logger, made on first use. */
  get log(): Logger {
    return (this.req as Request & { log?: Logger }).log ?? this.services.logger;
  }

  nextEvent(): void {
    this.deadline = new Deadline(this.services.cloudClient.requestDeadlineMs);
    this.cloud = new CloudSession(this.services.cloudClient, { requestId: this.requestId, deadline: this.deadline, logOf: this });
  }

  async requireViewer(): Promise<TokenIdentity> {
    const identity = await this.viewer();
    if (!identity) throw unauthenticated();
    return identity;
  }
}

export function createContext(services: Services, req: Request, res: Response): Context {
  return new RequestContext(services, req, res);
}
