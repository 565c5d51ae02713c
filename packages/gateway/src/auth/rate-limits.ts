import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract, type RateLimiterStoreAbstract } from 'rate-limiter-flexible';
import { closeRedis, connectRedis, redisReady } from './redis.js';
import { normaliseEmail } from '@portal/domain';

/** The message of an attempt over the limit (docs/decisions/011). */
export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/**
 * Every limited action: how many attempts its options allow (the option's
 * default) and the window they are counted in. Per IP address unless the name
 * says `Target`: those are keyed by the address an attempt is about (the
 * e-mail or user name), so guesses spread over many IPs still meet one limit.
 */
const ACTIONS = {
  signIn: { option: 'signInPerMinute', fallback: 10, windowSeconds: 60 },
  signUp: { option: 'signUpPerMinute', fallback: 5, windowSeconds: 60 },
  queryUpload: { option: 'queryUploadsPer10Minutes', fallback: 10, windowSeconds: 600 },
  queryPost: { option: 'queryPostsPer10Minutes', fallback: 5, windowSeconds: 600 },
  // Docs/decisions/075: codes mailed by the identity provider cannot be guessed through the gateway.
  passwordResetRequest: { option: 'passwordResetRequestsPerIpPer10Minutes', fallback: 10, windowSeconds: 600 },
  passwordResetRequestTarget: { option: 'passwordResetRequestsPerAddressPer10Minutes', fallback: 3, windowSeconds: 600 },
  passwordResetConfirm: { option: 'passwordResetConfirmsPerIpPer10Minutes', fallback: 10, windowSeconds: 600 },
  passwordResetConfirmTarget: { option: 'passwordResetConfirmsPerAddressPer10Minutes', fallback: 5, windowSeconds: 600 },
  accountConfirmSignUp: { option: 'signUpConfirmsPerIpPer10Minutes', fallback: 10, windowSeconds: 600 },
  accountConfirmSignUpTarget: { option: 'signUpConfirmsPerAddressPer10Minutes', fallback: 5, windowSeconds: 600 },
  sessionCompleteNewPassword: { option: 'newPasswordsPerIpPer10Minutes', fallback: 10, windowSeconds: 600 },
  sessionCompleteNewPasswordTarget: { option: 'newPasswordsPerAddressPer10Minutes', fallback: 5, windowSeconds: 600 },
  // Docs/decisions/078: the scholarship check mails a code, and the code is a guess target.
  scholarshipCheck: { option: 'scholarshipChecksPerIpPer10Minutes', fallback: 10, windowSeconds: 600 },
  scholarshipCheckTarget: { option: 'scholarshipChecksPerEmailPer10Minutes', fallback: 5, windowSeconds: 600 },
  scholarshipCode: { option: 'scholarshipCodesPerIpPer15Minutes', fallback: 20, windowSeconds: 900 },
  scholarshipCodeTarget: { option: 'scholarshipCodesPerEmailPer15Minutes', fallback: 5, windowSeconds: 900 },
  // Docs/decisions/175: the calendar feed's address is its credential; guesses are counted apart.
  calendarFeed: { option: 'calendarFeedsPerIpPer10Minutes', fallback: 300, windowSeconds: 600 },
  calendarFeedMiss: { option: 'calendarFeedMissesPerIpPer10Minutes', fallback: 30, windowSeconds: 600 },
  // Docs/decisions/210: discussion posts (questions and answers) per learner, not per address
  // (keyed by a hash of the verified eid), so a class behind one campus address is not one learner.
  discussionPost: { option: 'discussionPostsPerLearnerPer10Minutes', fallback: 20, windowSeconds: 600 },
  // Issue 31 (docs/decisions/281): complaints per learner (the verified eid's hash), not per address.
  complaintAdd: { option: 'complaintsPerLearnerPerHour', fallback: 5, windowSeconds: 3600 },
  // ---- certificates (issue 19; docs/decisions/221): the public verification page, per IP ----
  certificateVerify: { option: 'certificateVerificationsPerIpPerMinute', fallback: 30, windowSeconds: 60 },
  // ---- the rest of the route map (issue 20; docs/decisions/244): a share link's code is its credential; misses are counted ----
  sharedObjectMiss: { option: 'sharedObjectMissesPerIpPer10Minutes', fallback: 30, windowSeconds: 600 },
} as const satisfies Record<string, { option: string; fallback: number; windowSeconds: number }>;

export type RateLimitedAction = keyof typeof ACTIONS;
/** The actions limited per learner (their verified eid), not per address. */
type LearnerAction = 'discussionPost' | 'complaintAdd';
/** The actions limited both per IP and per target address. */
export type TargetedAction = { [A in RateLimitedAction]: `${A}Target` extends RateLimitedAction ? A : never }[RateLimitedAction];

const secondsOf = (state: RateLimiterRes) => Math.max(1, Math.ceil(state.msBeforeNext / 1000));

/** Targets are e-mail addresses: counters are keyed by a hash, so Redis holds no address. */
const targetKey = (target: string) => createHash('sha256').update(normaliseEmail(target)).digest('base64url');
type BudgetOption = (typeof ACTIONS)[RateLimitedAction]['option'];

export type RateLimitsOptions = {
  signInPerMinute: number;
  signUpPerMinute: number;
  /** When set, counters live in Redis and are shared by every replica. */
  redisUrl?: string;
  /** Prefix of the Redis keys (tests use their own). */
  keyPrefix?: string;
  logger: Logger;
} & Partial<Record<BudgetOption, number>>;

/**
 * Rate limits (docs/architecture.md, invariant 5): sign-in and sign-up per IP,
 * the public query form's uploads and posts (docs/decisions/044), and the
 * identity flows that check a mailed code or a challenge per IP and per
 * target address (docs/decisions/075), in memory or in Redis. When Redis
 * cannot be reached the in-memory limiter stands in (insurance), so an
 * outage of Redis neither blocks sign-in nor lifts the limit.
 */
export class RateLimits {
  private readonly limiters: Record<RateLimitedAction, RateLimiterAbstract | RateLimiterStoreAbstract>;
  private readonly redis: Redis | undefined;

  constructor(private readonly options: RateLimitsOptions) {
    const prefix = options.keyPrefix ?? 'portal-gateway';
    const budget = (action: RateLimitedAction) => {
      const { option, fallback, windowSeconds } = ACTIONS[action];
      return { points: options[option] ?? fallback, duration: windowSeconds };
    };
    const memory = (action: RateLimitedAction) => new RateLimiterMemory({ keyPrefix: `${prefix}:${action}`, ...budget(action) });
    let limiter: (action: RateLimitedAction) => RateLimiterAbstract | RateLimiterStoreAbstract = memory;
    if (options.redisUrl) {
      this.redis = connectRedis(options.redisUrl, options.logger, 'rate limits fall back to memory');
      limiter = (action: RateLimitedAction) => new RateLimiterRedis({ storeClient: this.redis, keyPrefix: `${prefix}:${action}`, ...budget(action), insuranceLimiter: memory(action) });
    }
    this.limiters = Object.fromEntries(Object.keys(ACTIONS).map((action) => [action, limiter(action as RateLimitedAction)])) as typeof this.limiters;
  }

  /**
   * Waits (up to `timeoutMs`) for Redis to accept commands, so the first
   * attempts after start are counted there rather than by the stand-in.
   */
  ready(timeoutMs = 3_000): Promise<boolean> {
    return redisReady(this.redis, timeoutMs);
  }

  get store(): 'memory' | 'redis' {
    return this.redis ? 'redis' : 'memory';
  }

  /** Counts one attempt; false when the key (an IP address, or a target's hash) is over the limit. */
  async allow(action: RateLimitedAction, key: string): Promise<boolean> {
    return (await this.take(action, key)) === 0;
  }

  /**
   * Counts one attempt: 0 when it is within the limit, else the whole seconds until the
   * key has an attempt again (for `Retry-After`).
   */
  async take(action: RateLimitedAction, key: string): Promise<number> {
    try {
      await this.limiters[action].consume(key);
      return 0;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return secondsOf(rejection);
      // Neither store answered: let the attempt through rather than lock everyone out.
      this.options.logger.error({ action, reason: (rejection as Error)?.message }, 'rate limiter failed; attempt allowed');
      return 0;
    }
  }

  /** Like `take`, without counting one: 0 while the key has an attempt left, else the seconds until it has one again. */
  async wait(action: RateLimitedAction, key: string): Promise<number> {
    try {
      const state = await this.limiters[action].get(key);
      return state && state.consumedPoints >= this.limiters[action].points ? secondsOf(state) : 0;
    } catch (error) {
      this.options.logger.error({ action, reason: (error as Error)?.message }, 'rate limiter failed; attempt allowed');
      return 0;
    }
  }

  /**
   * Counts one attempt of an action limited per IP and per target address:
   * the IP first, and only an attempt within its IP's allowance uses the
   * target's, so one noisy address cannot spend a learner's allowance alone.
   */
  async allowFor(action: TargetedAction, ip: string, target: string): Promise<boolean> {
    if (!(await this.allow(action, ip))) return false;
    return this.allow(`${action}Target`, targetKey(target));
  }

  /** Counts one attempt of a learner's action, keyed by a hash of their verified eid (never by address). */
  async allowLearner(action: LearnerAction, eid: string): Promise<boolean> {
    return (await this.takeLearner(action, eid)) === 0;
  }

  /** Like `allowLearner`, answering 0 within the limit, else the whole seconds until the learner has an attempt again. */
  takeLearner(action: LearnerAction, eid: string): Promise<number> {
    return this.take(action, targetKey(eid));
  }

  async close(): Promise<void> {
    await closeRedis(this.redis);
  }
}
