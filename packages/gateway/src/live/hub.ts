import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Fanout } from './fanout.js';

/**
 * One thing viewers watch (docs/decisions/300): a learner's notifications, a course's
 * discussion, a learner's project thread, a learner's progress.
 */
export type TopicSource<T> = {
  /** The topic's name, the same on every replica (`discussion:101202`, `notifications:<eid>` …). */
  key: string;
  /** Reads the current state upstream, once for all the topic's viewers. */
  read: () => Promise<T>;
  /** Asked again every poll interval while watched: the cloud API cannot say when it changes from outside. */
  poll: boolean;
  /**
   * Other names a change to it can be announced by (`touch`), where whoever causes the change
   * knows the topic by something other than its key: an answer's author knows the asker's
   * e-mail, not their eid. A name only asks for a read; the state stays the key's.
   */
  aliases?: string[];
};

type Viewer = (state: unknown) => void;

type Topic = {
  key: string;
  source: TopicSource<unknown>;
  viewers: Set<Viewer>;
  /** The state last delivered, as sent on the fan-out: a message that says the same is dropped. */
  json?: string;
  state?: unknown;
  first?: Promise<void>;
  timer?: NodeJS.Timeout;
  polling?: boolean;
};

export type LiveHubOptions = { fanout: Fanout; pollMs: number; logger: Logger };

/** What a subscription is watched for: when its stream ends, and the sign-in it belongs to (a sign-out ends it). */
export type WatchOptions = { endsAt?: number; session?: string };

/**
 * Messages between the replicas' hubs that are not a topic's state (topic keys never start with
 * `!`): a sign-out's session, whose streams end everywhere; a topic changed upstream by something
 * done through the gateway, which the replica watching it reads now (the name, then a nonce that
 * names the one read).
 */
const SESSION_ENDED = '!session-ended';
const TOUCHED = '!touched:';

/**
 * `reads`: upstream reads of topics (first states and polls); `beats`: poll beats of watched
 * topics on this replica; `polled`: the beats that took the lease and read.
 */
export type LiveStats = { topics: number; viewers: number; reads: number; beats: number; polled: number; published: number; delivered: number };

/**
 * The replica's live topics and their viewers. A topic lives while this replica has viewers
 * of it; its first viewer reads its state (shared by the viewers that arrive together), later
 * ones get the state it holds at once. Changes made through the gateway are published by the
 * mutation that made them; a topic that can change outside the gateway is read every
 * `pollMs` by one replica (the fan-out's lease) for all viewers everywhere, and published
 * when it changed.
 */
export class LiveHub {
  private readonly topics = new Map<string, Topic>();
  /** Each alias of a watched topic (TopicSource.aliases), and the topics it names. */
  private readonly aliases = new Map<string, Set<Topic>>();
  private readonly counts = { reads: 0, beats: 0, polled: 0, published: 0, delivered: 0 };
  /** Every open subscription's queue, to end them all when the replica stops. */
  private readonly queues = new Set<Queue<unknown>>();
  private closed = false;

  constructor(private readonly options: LiveHubOptions) {
    options.fanout.listen((key, json) => this.deliver(key, json));
  }

  get store(): 'memory' | 'redis' {
    return this.options.fanout.kind;
  }

  stats(): LiveStats {
    let viewers = 0;
    for (const topic of this.topics.values()) viewers += topic.viewers.size;
    return { topics: this.topics.size, viewers, ...this.counts };
  }

  /**
   * The topic's states from now on, the current one first (a viewer that reconnects misses
   * nothing). Ends when the caller returns the iterator, or at `endsAt` (ms since the epoch).
   */
  async watch<T>(source: TopicSource<T>, options: WatchOptions = {}): Promise<AsyncIterableIterator<T>> {
    if (this.closed) throw new Error('the live hub is closed');
    let topic = this.topics.get(source.key);
    if (!topic) {
      topic = { key: source.key, source: source as TopicSource<unknown>, viewers: new Set() };
      this.topics.set(source.key, topic);
      for (const alias of source.aliases ?? []) {
        const named = this.aliases.get(alias) ?? new Set<Topic>();
        this.aliases.set(alias, named.add(topic));
      }
    }
    const queue = new Queue<T>(options.session);
    const viewer: Viewer = (state) => queue.push(state as T);
    // Counted as a viewer while its first state is read, so the topic is not dropped meanwhile.
    topic.viewers.add(viewer);
    const t = topic;
    this.queues.add(queue as Queue<unknown>);
    queue.onClose = () => {
      this.queues.delete(queue as Queue<unknown>);
      this.leave(t, viewer);
    };
    if (t.json === undefined) {
      t.first ??= this.firstState(t).then(
        (json) => {
          if (t.json === undefined) this.keep(t, json);
        },
        (error: unknown) => {
          t.first = undefined;
          throw error;
        },
      );
      try {
        await t.first;
      } catch (error) {
        this.queues.delete(queue as Queue<unknown>);
        this.leave(t, viewer);
        throw error;
      }
    }
    queue.push(t.state as T);
    if (t.source.poll && !t.timer) t.timer = setInterval(() => void this.poll(t), this.options.pollMs);
    if (options.endsAt !== undefined) queue.endAt(options.endsAt);
    return queue;
  }

  /**
   * The topic's state as this replica holds it, or as the replicas keep it in Redis (fresh
   * within a few poll intervals; exact for what changed through the gateway); undefined when
   * nobody watched it lately. A mutation decides on it instead of reading upstream again.
   */
  async current<T>(key: string): Promise<T | undefined> {
    const topic = this.topics.get(key);
    if (topic?.json !== undefined) return topic.state as T;
    const kept = await this.options.fanout.recall(key).catch(() => undefined);
    return kept === undefined ? undefined : (JSON.parse(kept) as T);
  }

  /** A change made through the gateway: every replica's viewers get it now. */
  async publish<T>(key: string, state: T): Promise<void> {
    const json = JSON.stringify(state);
    this.counts.published++;
    try {
      await Promise.all([this.options.fanout.publish(key, json), this.options.fanout.remember(key, json, this.stateTtlMs)]);
    } catch (error) {
      // Redis away: this replica's viewers still hear it; the others at their topic's next poll.
      this.options.logger.warn({ reason: (error as Error).message, topic: key.split(':')[0] }, 'live change not published to other replicas');
      this.deliver(key, json);
    }
  }

  /**
   * A change made through the gateway whose answer is not the topic's state (an answer writes the
   * asker a notification): the replica that watches the topic (a key or an alias), if any, reads
   * it now and publishes it, instead of at its next poll. One read whatever the replicas watching
   * (a lease per touch); none when nobody watches.
   */
  async touch(name: string): Promise<void> {
    await this.control(`${TOUCHED}${name}`, randomUUID());
  }

  /** A signed-out session: its subscriptions end now on every replica, so its streams close. */
  async endSession(session: string): Promise<void> {
    await this.control(SESSION_ENDED, session);
  }

  /**
   * Stops polling and ends every open subscription: their streams close, and the clients
   * reconnect (to another replica behind a load balancer) and start from the current state.
   */
  close(): void {
    this.closed = true;
    for (const queue of [...this.queues]) void queue.return();
    for (const topic of this.topics.values()) clearInterval(topic.timer);
    this.topics.clear();
    this.aliases.clear();
  }

  /** How long the replicas keep a topic's state in Redis: a few polls, renewed by each. */
  private get stateTtlMs(): number {
    return Math.max(3 * this.options.pollMs, 10_000);
  }

  /** A new viewer's first state: what the replicas keep (a viewer moved from a stopped replica), else read upstream. */
  private async firstState(topic: Topic): Promise<string> {
    const kept = await this.options.fanout.recall(topic.key).catch(() => undefined);
    return kept ?? this.read(topic);
  }

  private async read(topic: Topic): Promise<string> {
    this.counts.reads++;
    return JSON.stringify(await topic.source.read());
  }

  private keep(topic: Topic, json: string): boolean {
    if (topic.json === json) return false;
    topic.json = json;
    topic.state = JSON.parse(json) as unknown;
    return true;
  }

  /** Sends a message between the hubs; with Redis away, this replica still acts on it. */
  private async control(key: string, message: string): Promise<void> {
    try {
      await this.options.fanout.publish(key, message);
    } catch (error) {
      this.options.logger.warn({ reason: (error as Error).message, message: key.split(':')[0] }, 'live message not sent to other replicas');
      this.deliver(key, message);
    }
  }

  private deliver(key: string, json: string): void {
    if (key === SESSION_ENDED) {
      for (const queue of [...this.queues]) if (queue.session === json) void queue.return();
      return;
    }
    if (key.startsWith(TOUCHED)) {
      const name = key.slice(TOUCHED.length);
      const named = new Set(this.aliases.get(name));
      const topic = this.topics.get(name);
      if (topic) named.add(topic);
      for (const touched of named) void this.reread(touched, json);
      return;
    }
    const topic = this.topics.get(key);
    if (!topic || !this.keep(topic, json)) return;
    for (const viewer of topic.viewers) {
      viewer(topic.state);
      this.counts.delivered++;
    }
  }

  /** One read per interval for all viewers on all replicas: the replica that takes the lease asks. */
  private async poll(topic: Topic): Promise<void> {
    if (topic.polling || topic.viewers.size === 0 || this.topics.get(topic.key) !== topic) return;
    topic.polling = true;
    this.counts.beats++;
    try {
      // The lease lasts nearly an interval: another replica's beat within it reads nothing, and the
      // holder's next beat (a little later than the lease's end) takes it again.
      const { pollMs } = this.options;
      if (!(await this.options.fanout.lease(topic.key, Math.max(50, pollMs - Math.min(200, pollMs / 10))))) return;
      this.counts.polled++;
      const before = topic.json;
      const json = await this.read(topic);
      // A state published while the read was upstream (a change made through the gateway) is newer: the read is dropped.
      if (topic.json !== before) return;
      if (json !== topic.json) await this.publish(topic.key, JSON.parse(json));
      else await this.options.fanout.remember(topic.key, json, this.stateTtlMs);
    } catch (error) {
      this.options.logger.debug({ reason: (error as Error).message, topic: topic.key.split(':')[0] }, 'live topic not polled');
    } finally {
      topic.polling = false;
    }
  }

  /** A touched topic read now, by the one replica that takes the touch's lease. */
  private async reread(topic: Topic, nonce: string): Promise<void> {
    if (topic.viewers.size === 0 || topic.json === undefined) return;
    try {
      if (!(await this.options.fanout.lease(`${topic.key}#${nonce}`, Math.max(1_000, this.options.pollMs)))) return;
      const json = await this.read(topic);
      if (json !== topic.json) await this.publish(topic.key, JSON.parse(json));
    } catch (error) {
      this.options.logger.debug({ reason: (error as Error).message, topic: topic.key.split(':')[0] }, 'live topic not read when touched');
    }
  }

  private leave(topic: Topic, viewer: Viewer): void {
    topic.viewers.delete(viewer);
    if (topic.viewers.size > 0 || this.topics.get(topic.key) !== topic) return;
    clearInterval(topic.timer);
    this.topics.delete(topic.key);
    for (const alias of topic.source.aliases ?? []) {
      const named = this.aliases.get(alias);
      named?.delete(topic);
      if (named?.size === 0) this.aliases.delete(alias);
    }
  }
}

/** What one viewer has not read yet: an async iterator graphql-js reads events from. */
class Queue<T> implements AsyncIterableIterator<T> {
  private readonly values: T[] = [];
  private wake: ((result: IteratorResult<T>) => void) | undefined;
  private done = false;
  private timer: NodeJS.Timeout | undefined;
  onClose: (() => void) | undefined;

  /** The sign-in whose stream reads it (TokenIdentity.session), if known. */
  constructor(readonly session?: string) {}

  push(value: T): void {
    if (this.done) return;
    if (this.wake) {
      const wake = this.wake;
      this.wake = undefined;
      wake({ value, done: false });
      return;
    }
    // A slow reader keeps only the newest state: each event is the whole state.
    this.values.length = 0;
    this.values.push(value);
  }

  endAt(at: number): void {
    this.timer = setTimeout(() => void this.return(), Math.max(0, at - Date.now()));
    this.timer.unref?.();
  }

  next(): Promise<IteratorResult<T>> {
    if (this.values.length) return Promise.resolve({ value: this.values.shift() as T, done: false });
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.wake = resolve));
  }

  return(): Promise<IteratorResult<T>> {
    if (!this.done) {
      this.done = true;
      clearTimeout(this.timer);
      this.values.length = 0;
      this.onClose?.();
      this.wake?.({ value: undefined, done: true });
      this.wake = undefined;
    }
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}
