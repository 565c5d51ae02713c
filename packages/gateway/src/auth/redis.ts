import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * A Redis connection for state the replicas share (rate-limit counters,
 * signed-out sessions). No offline queue: while Redis is away, commands fail
 * at once and the caller's in-memory stand-in answers; `fallback` says in the
 * log what that stand-in is.
 */
export function connectRedis(url: string, logger: Logger, fallback: string): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  redis.on('error', (error) => logger.warn({ reason: error.message }, `redis error (${fallback})`));
  return redis;
}

/** Waits (up to `timeoutMs`) for Redis to accept commands; true at once without Redis. */
export function redisReady(redis: Redis | undefined, timeoutMs = 3_000): Promise<boolean> {
  if (!redis || redis.status === 'ready') return Promise.resolve(true);
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

/** Closes the connection, politely when Redis answers. */
export async function closeRedis(redis: Redis | undefined): Promise<void> {
  if (redis) await redis.quit().catch(() => redis.disconnect());
}
