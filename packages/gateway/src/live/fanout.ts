import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { closeRedis, connectRedis, redisReady } from '../auth/redis.js';

/**
 * How a change reaches every replica's viewers of a topic (docs/decisions/300): in memory on
 * one process (the embedded default, nothing to start), or Redis pub/sub with `REDIS_URL`.
 * The lease lets one replica, not each, ask the cloud API about a topic per interval.
 */
export interface Fanout {
  readonly kind: 'memory' | 'redis';
  /** Sends a topic's new state (JSON) to every replica, this one included. */
  publish(topic: string, message: string): Promise<void>;
  /** Hears every topic's messages; one listener per replica. */
  listen(onMessage: (topic: string, message: string) => void): void;
  /** True for the one caller that may poll `topic` for the next `ms` (SET NX PX; always true in memory). */
  lease(topic: string, ms: number): Promise<boolean>;
  /** Keeps a topic's state for `ms`, for replicas that do not watch it (nothing in memory: one replica holds its topics). */
  remember(topic: string, message: string, ms: number): Promise<void>;
  /** The state kept by `remember`, if any. */
  recall(topic: string): Promise<string | undefined>;
  ready(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export class MemoryFanout implements Fanout {
  readonly kind = 'memory';
  private onMessage: ((topic: string, message: string) => void) | undefined;
  async publish(topic: string, message: string): Promise<void> {
    this.onMessage?.(topic, message);
  }
  listen(onMessage: (topic: string, message: string) => void): void {
    this.onMessage = onMessage;
  }
  async lease(): Promise<boolean> {
    return true;
  }
  async remember(): Promise<void> {}
  async recall(): Promise<string | undefined> {
    return undefined;
  }
  async ready(): Promise<boolean> {
    return true;
  }
  async close(): Promise<void> {}
}

/**
 * One channel for every topic (`<prefix>:live`), the topic inside the message: a replica
 * hears everything and drops what none of its viewers watch, which costs a JSON parse of
 * the envelope's head, against a SUBSCRIBE/UNSUBSCRIBE per topic as viewers come and go.
 */
export class RedisFanout implements Fanout {
  readonly kind = 'redis';
  private readonly commands: Redis;
  private readonly subscriber: Redis;
  private readonly channel: string;
  private readonly leasePrefix: string;
  private readonly statePrefix: string;

  constructor(
    url: string,
    keyPrefix: string,
    private readonly logger: Logger,
  ) {
    this.commands = connectRedis(url, logger, 'live updates reach only this replica');
    // The subscriber queues its SUBSCRIBE until connected and renews it on every reconnection.
    this.subscriber = connectRedis(url, logger, 'live updates from other replicas are not heard', { offlineQueue: true });
    this.channel = `${keyPrefix}:live`;
    this.leasePrefix = `${keyPrefix}:live-lease:`;
    this.statePrefix = `${keyPrefix}:live-state:`;
  }

  async publish(topic: string, message: string): Promise<void> {
    await this.commands.publish(this.channel, `${topic}\n${message}`);
  }

  listen(onMessage: (topic: string, message: string) => void): void {
    this.subscriber.subscribe(this.channel).catch((error: Error) => this.logger.warn({ reason: error.message }, 'live channel not subscribed'));
    this.subscriber.on('message', (_channel: string, raw: string) => {
      const cut = raw.indexOf('\n');
      if (cut > 0) onMessage(raw.slice(0, cut), raw.slice(cut + 1));
    });
  }

  async lease(topic: string, ms: number): Promise<boolean> {
    return (await this.commands.set(this.leasePrefix + topic, '1', 'PX', ms, 'NX')) === 'OK';
  }

  async remember(topic: string, message: string, ms: number): Promise<void> {
    await this.commands.set(this.statePrefix + topic, message, 'PX', ms);
  }

  async recall(topic: string): Promise<string | undefined> {
    return (await this.commands.get(this.statePrefix + topic)) ?? undefined;
  }

  async ready(timeoutMs = 3_000): Promise<boolean> {
    return (await Promise.all([redisReady(this.commands, timeoutMs), redisReady(this.subscriber, timeoutMs)])).every(Boolean);
  }

  async close(): Promise<void> {
    await Promise.all([closeRedis(this.commands), closeRedis(this.subscriber)]);
  }
}
