import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

const load = createRequire(import.meta.url);

/**
 * A Redis connection for state the replicas share (rate-limit counters,
 * signed-out sessions). No offline queue: while Redis is away, commands fail
 * at once and the caller's in-memory stand-in answers; `fallback` says in the
 * log what that stand-in is.
 */
export function connectRedis(url: string, logger: Logger, fallback: string, options: { offlineQueue?: boolean } = {}): Redis {
  // Loaded here, not at start: only the scale-out path names a Redis, and the embedded
  // default should not carry the client in its memory (decision 254).
  const { Redis: RedisClient } = load('ioredis') as typeof import('ioredis');
  const redis = new RedisClient(url, { enableOfflineQueue: options.offlineQueue ?? false, maxRetriesPerRequest: 1, lazyConnect: false });
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
