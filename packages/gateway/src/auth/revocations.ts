import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { closeRedis, connectRedis, redisReady } from './redis.js';

export type RevocationsOptions = {
  /** When set, revoked sessions are kept in this Redis, so every replica refuses them. */
  redisUrl?: string;
  /** Prefix of the Redis keys (tests use their own; replicas must share it). */
  keyPrefix?: string;
  logger: Logger;
};

/**
 * The sessions signed out before their tokens expire (docs/decisions/076): a
 * set of `origin_jti` values (one per sign-in, shared by every token refreshed
 * from it), each kept until the newest token of its session we saw expires.
 *
 * In memory on one replica, or in Redis with `REDIS_URL` so every replica
 * refuses a session signed out on any of them. Each replica also keeps what
 * it revoked itself in memory, so a Redis outage never lets a session back in
 * on the replica that ended it; while Redis cannot be asked, other replicas
 * accept the token until it expires (logged), rather than refusing everyone.
 */
export class SessionRevocations {
  private readonly local = new Map<string, number>();
  private readonly redis: Redis | undefined;
  private readonly prefix: string;

  constructor(private readonly options: RevocationsOptions) {
    this.prefix = `${options.keyPrefix ?? 'portal-gateway'}:revoked:`;
    if (options.redisUrl) {
      this.redis = connectRedis(options.redisUrl, options.logger, 'signed-out sessions are checked in memory only');
    }
  }

  get store(): 'memory' | 'redis' {
    return this.redis ? 'redis' : 'memory';
  }

  /** Waits (up to `timeoutMs`) for Redis to accept commands. */
  ready(timeoutMs = 3_000): Promise<boolean> {
    return redisReady(this.redis, timeoutMs);
  }

  /** Records a session as signed out until `expiresAtSeconds` (a token's `exp`); nothing when that has passed. */
  async revoke(originJti: string, expiresAtSeconds: number): Promise<void> {
    const ttlMs = expiresAtSeconds * 1000 - Date.now();
    if (ttlMs <= 0) return;
    this.forgetExpired();
    this.local.set(originJti, Math.max(this.local.get(originJti) ?? 0, Date.now() + ttlMs));
    if (!this.redis) return;
    try {
      // GT: a later expiry (a refreshed token) extends the entry, an earlier one never shortens it.
      await this.redis.set(this.key(originJti), '1', 'PX', ttlMs, 'NX');
      await this.redis.pexpire(this.key(originJti), ttlMs, 'GT');
    } catch (error) {
      this.options.logger.error({ reason: (error as Error).message }, 'sign-out not recorded in redis; other replicas accept the session until its token expires');
    }
  }

  async isRevoked(originJti: string): Promise<boolean> {
    const until = this.local.get(originJti);
    if (until !== undefined) {
      if (until > Date.now()) return true;
      this.local.delete(originJti);
    }
    if (!this.redis) return false;
    try {
      return (await this.redis.exists(this.key(originJti))) === 1;
    } catch (error) {
      this.options.logger.error({ reason: (error as Error).message }, 'signed-out sessions could not be checked in redis; token accepted');
      return false;
    }
  }

  async close(): Promise<void> {
    await closeRedis(this.redis);
  }

  private key(originJti: string): string {
    return `${this.prefix}${originJti}`;
  }

  /** Entries last at most a token's lifetime (an hour); a sweep on each sign-out keeps the map that small. */
  private forgetExpired(): void {
    const now = Date.now();
    for (const [jti, until] of this.local) if (until <= now) this.local.delete(jti);
  }
}
