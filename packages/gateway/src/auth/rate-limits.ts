import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract, type RateLimiterStoreAbstract } from 'rate-limiter-flexible';

/** The message of an attempt over the limit (docs/decisions/011). */
export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

export type RateLimitedAction =
  | 'signIn'
  | 'signUp'
  | 'queryUpload'
  | 'queryPost'
  // The scholarship check mails a code, and the code is a guess target
  // (docs/decisions/078): each is counted per client address and per target e-mail.
  | 'scholarshipCheckByIp'
  | 'scholarshipCheckByEmail'
  | 'scholarshipCodeByIp'
  | 'scholarshipCodeByEmail';

export type RateLimitsOptions = {
  signInPerMinute: number;
  signUpPerMinute: number;
  /** Files for the query form before sign-in (uploadCreate with kind QUERY), per IP per 10 minutes; default 10. */
  queryUploadsPer10Minutes?: number;
  /** Queries posted before sign-in (queryPost), per IP per 10 minutes; default 5. */
  queryPostsPer10Minutes?: number;
  /** scholarshipEmailCheck per IP per 10 minutes; default 10. */
  scholarshipChecksPerIpPer10Minutes?: number;
  /** scholarshipEmailCheck per target e-mail per 10 minutes; default 5. */
  scholarshipChecksPerEmailPer10Minutes?: number;
  /** scholarshipCodeConfirm per IP per 15 minutes; default 20. */
  scholarshipCodesPerIpPer15Minutes?: number;
  /** scholarshipCodeConfirm per target e-mail per 15 minutes; default 5. */
  scholarshipCodesPerEmailPer15Minutes?: number;
  /** When set, counters live in Redis and are shared by every replica. */
  redisUrl?: string;
  /** Prefix of the Redis keys (tests use their own). */
  keyPrefix?: string;
  logger: Logger;
};

/**
 * Per-IP limits on sign-in and sign-up (ARCHITECTURE.md, invariant 5) and on
 * the public query form's uploads and posts (docs/decisions/044), in
 * memory or in Redis. When Redis cannot be reached the in-memory limiter
 * stands in (insurance), so an outage of Redis neither blocks sign-in nor
 * lifts the limit.
 */
export class RateLimits {
  private readonly limiters: Record<RateLimitedAction, RateLimiterAbstract | RateLimiterStoreAbstract>;
  private readonly redis: Redis | undefined;

  constructor(private readonly options: RateLimitsOptions) {
    const prefix = options.keyPrefix ?? 'portal-gateway';
    const minute = 60;
    /** Allowed attempts and the window they are counted in, in seconds. */
    const budgets: Record<RateLimitedAction, { points: number; duration: number }> = {
      signIn: { points: options.signInPerMinute, duration: minute },
      signUp: { points: options.signUpPerMinute, duration: minute },
      queryUpload: { points: options.queryUploadsPer10Minutes ?? 10, duration: 10 * minute },
      queryPost: { points: options.queryPostsPer10Minutes ?? 5, duration: 10 * minute },
      scholarshipCheckByIp: { points: options.scholarshipChecksPerIpPer10Minutes ?? 10, duration: 10 * minute },
      scholarshipCheckByEmail: { points: options.scholarshipChecksPerEmailPer10Minutes ?? 5, duration: 10 * minute },
      scholarshipCodeByIp: { points: options.scholarshipCodesPerIpPer15Minutes ?? 20, duration: 15 * minute },
      scholarshipCodeByEmail: { points: options.scholarshipCodesPerEmailPer15Minutes ?? 5, duration: 15 * minute },
    };
    const memory = (action: RateLimitedAction) => new RateLimiterMemory({ keyPrefix: `${prefix}:${action}`, ...budgets[action] });
    let limiter: (action: RateLimitedAction) => RateLimiterAbstract | RateLimiterStoreAbstract = memory;
    if (options.redisUrl) {
      // No offline queue: while Redis is away, calls fail at once and the insurance limiter answers.
      this.redis = new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
      this.redis.on('error', (error) => options.logger.warn({ reason: error.message }, 'redis error (rate limits fall back to memory)'));
      limiter = (action: RateLimitedAction) =>
        new RateLimiterRedis({ storeClient: this.redis, keyPrefix: `${prefix}:${action}`, ...budgets[action], insuranceLimiter: memory(action) });
    }
    this.limiters = Object.fromEntries((Object.keys(budgets) as RateLimitedAction[]).map((action) => [action, limiter(action)])) as typeof this.limiters;
  }

  /**
   * Waits (up to `timeoutMs`) for Redis to accept commands, so the first
   * attempts after start are counted there rather than by the stand-in.
   */
  async ready(timeoutMs = 3_000): Promise<boolean> {
    const redis = this.redis;
    if (!redis || redis.status === 'ready') return true;
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        redis.off('ready', onReady);
        resolve(ok);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      redis.once('ready', onReady);
    });
  }

  get store(): 'memory' | 'redis' {
    return this.redis ? 'redis' : 'memory';
  }

  /** Counts one attempt; false when the key (an address, or a target e-mail) is over the limit. */
  async allow(action: RateLimitedAction, ip: string): Promise<boolean> {
    try {
      await this.limiters[action].consume(ip);
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false;
      // Neither store answered: let the attempt through rather than lock everyone out.
      this.options.logger.error({ action, reason: (rejection as Error)?.message }, 'rate limiter failed; attempt allowed');
      return true;
    }
  }

  async close(): Promise<void> {
    if (this.redis) await this.redis.quit().catch(() => this.redis?.disconnect());
  }
}
