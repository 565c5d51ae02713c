/**
 * The push prototype of `npm run bench:live` (tests/bench/live.ts), not a product
 * piece (docs/decisions/222): a GraphQL subscription over SSE (graphql-sse on
 * Express 5), standing where the gateway would serve it. One process is one
 * replica. A "thread" here is a course's enabled flag read through the real
 * gateway (`viewer { course(id) { id enabled } }`): the discussion query is not
 * on main yet, and this is a cheap authenticated query that something outside
 * the gateway (the cloud API's admin switch, like an instructor console) can
 * change.
 *
 * How a replica learns of a change:
 * - from its own mutation (`threadPost`): it writes upstream, then publishes at
 *   once, to its own subscribers, and with REDIS_URL to every replica's
 *   (Redis pub/sub);
 * - from outside: while it has viewers of a thread, it asks the gateway once per
 *   RELAY_POLL_MS for that thread, on behalf of all of them (with one of their
 *   tokens). With REDIS_URL the replicas take a lease per thread and interval
 *   (SET NX PX), so one replica asks per interval, not one per replica.
 * Each subscription's first event is the thread's current state, so a client
 * that reconnects (another replica, a restart) misses nothing.
 *
 * Env: RELAY_PORT, RELAY_GATEWAY_URL (…/graphql), RELAY_CLOUD_URL (for the
 * admin switch the mutation writes through), RELAY_POLL_MS (5000), REDIS_URL,
 * RELAY_ID.
 */
import express from 'express';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { createHandler } from 'graphql-sse/lib/use/express';
import { Redis } from 'ioredis';

const port = Number(process.env.RELAY_PORT ?? 5706);
const gatewayUrl = process.env.RELAY_GATEWAY_URL ?? 'http://127.0.0.1:5702/graphql';
const cloudUrl = process.env.RELAY_CLOUD_URL ?? 'http://127.0.0.1:5710';
const pollMs = Number(process.env.RELAY_POLL_MS ?? 5000);
const replica = process.env.RELAY_ID ?? `relay-${port}`;
const redisUrl = process.env.REDIS_URL || undefined;

const THREAD = `query Thread($id: ID!) { viewer { course(id: $id) { id enabled } } }`;

type ThreadState = { threadId: string; enabled: boolean; version: number; origin: string };

/** A queue that an async iterator reads: one per subscription. */
function channel<T>(onClose: () => void): { push: (v: T) => void; iterator: AsyncIterableIterator<T> } {
  const values: T[] = [];
  let wake: ((r: IteratorResult<T>) => void) | undefined;
  let closed = false;
  const iterator: AsyncIterableIterator<T> = {
    next: () => {
      if (values.length) return Promise.resolve({ value: values.shift() as T, done: false });
      if (closed) return Promise.resolve({ value: undefined, done: true });
      return new Promise((r) => (wake = r));
    },
    return: () => {
      closed = true;
      onClose();
      wake?.({ value: undefined, done: true });
      return Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return {
    push: (v) => {
      if (closed) return;
      if (wake) {
        const w = wake;
        wake = undefined;
        w({ value: v, done: false });
      } else values.push(v);
    },
    iterator,
  };
}

/** What this replica knows of one thread, and who watches it here. */
type Watch = { state?: ThreadState; first?: Promise<void>; viewers: Map<number, { push: (s: ThreadState) => void; token: string }>; timer?: NodeJS.Timeout };
const watches = new Map<string, Watch>();
let nextViewer = 1;
const stats = { upstreamAsks: 0, published: 0, delivered: 0 };

const publisher = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
const subscriber = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
const CHANNEL = 'live:thread';

/** Hands a state to this replica's viewers when it is newer than what they have. */
function deliver(state: ThreadState) {
  const watch = watches.get(state.threadId);
  if (!watch) return;
  if (watch.state && watch.state.version >= state.version && watch.state.enabled === state.enabled) return;
  watch.state = state;
  for (const v of watch.viewers.values()) {
    v.push(state);
    stats.delivered++;
  }
}

/** Sends a change to every replica (Redis) or to this one (in memory). */
async function publish(state: ThreadState) {
  stats.published++;
  if (publisher) await publisher.publish(CHANNEL, JSON.stringify(state));
  else deliver(state);
}
subscriber?.subscribe(CHANNEL);
subscriber?.on('message', (_channel, message: string) => deliver(JSON.parse(message) as ThreadState));

async function askGateway(threadId: string, token: string): Promise<boolean | undefined> {
  stats.upstreamAsks++;
  const res = await fetch(gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: THREAD, variables: { id: threadId } }),
  });
  const json = (await res.json()) as { data?: { viewer?: { course?: { enabled: boolean } | null } | null } };
  return json.data?.viewer?.course?.enabled;
}

/** One ask per thread and interval for all its viewers (one per interval across replicas with Redis). */
async function pollThread(threadId: string) {
  const watch = watches.get(threadId);
  if (!watch || watch.viewers.size === 0) return;
  if (publisher) {
    const got = await publisher.set(`live:lease:${threadId}`, replica, 'PX', pollMs - 200, 'NX').catch(() => 'OK');
    if (got !== 'OK') return;
  }
  const token = watch.viewers.values().next().value?.token;
  if (!token) return;
  const enabled = await askGateway(threadId, token).catch(() => undefined);
  if (enabled === undefined) return;
  if (!watch.state || watch.state.enabled !== enabled) await publish({ threadId, enabled, version: Date.now(), origin: `poll:${replica}` });
}

const schema: GraphQLSchema = buildSchema(`
  type Query { replica: String! }
  type ThreadState { threadId: ID! enabled: Boolean! version: Float! origin: String! }
  type Mutation { threadPost(threadId: ID!, enabled: Boolean!): Boolean! }
  type Subscription { threadChanged(threadId: ID!): ThreadState! }
`);
type Ctx = { token: string };
/** The gateway's own mutation: write upstream, then tell every replica at once. */
async function threadPost(threadId: string, enabled: boolean): Promise<boolean> {
  const res = await fetch(`${cloudUrl}/__learning/switches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ bcid: Number(threadId), courseEnabled: enabled }),
  });
  if (!res.ok) return false;
  await publish({ threadId, enabled, version: Date.now(), origin: `mutation:${replica}` });
  return true;
}
Object.assign(schema.getQueryType()!.getFields().replica, { resolve: () => replica });
Object.assign(schema.getMutationType()!.getFields().threadPost, {
  resolve: (_root: unknown, { threadId, enabled }: { threadId: string; enabled: boolean }) => threadPost(threadId, enabled),
});
Object.assign(schema.getSubscriptionType()!.getFields().threadChanged, {
  subscribe: async (_root: unknown, { threadId }: { threadId: string }, ctx: Ctx) => {
    let watch = watches.get(threadId);
    if (!watch) {
      watch = { viewers: new Map() };
      watches.set(threadId, watch);
    }
    const w = watch;
    const id = nextViewer++;
    const { push, iterator } = channel<ThreadState>(() => {
      w.viewers.delete(id);
      if (w.viewers.size === 0) {
        clearInterval(w.timer);
        watches.delete(threadId);
      }
    });
    // The first event is the current state: a reconnecting client misses nothing.
    // One ask for the viewers that arrive together, not one each.
    w.first ??= askGateway(threadId, ctx.token).then(
      (enabled) => {
        if (enabled !== undefined && !w.state) w.state = { threadId, enabled, version: 0, origin: `first:${replica}` };
      },
      () => undefined,
    );
    await w.first;
    if (w.state) push(w.state);
    w.viewers.set(id, { push, token: ctx.token });
    if (!w.timer) w.timer = setInterval(() => void pollThread(threadId), pollMs);
    return iterator;
  },
  resolve: (state: ThreadState) => state,
});

const app = express();
app.get('/healthz', (_req, res) => void res.json({ replica, viewers: [...watches.values()].reduce((n, w) => n + w.viewers.size, 0), ...stats, rss: process.memoryUsage().rss, heap: process.memoryUsage().heapUsed }));
app.post('/gc', (_req, res) => {
  (globalThis as { gc?: () => void }).gc?.();
  res.json({ rss: process.memoryUsage().rss, heap: process.memoryUsage().heapUsed });
});
// The mutation as plain JSON too, for the bench's posts (the gateway's would be an Apollo mutation).
app.post('/thread-post', express.json({ limit: '4kb' }), async (req, res) => {
  const { threadId, enabled } = req.body as { threadId: string; enabled: boolean };
  res.json({ ok: await threadPost(String(threadId), Boolean(enabled)) });
});
app.all(
  '/graphql/stream',
  createHandler<Ctx>({
    schema,
    context: (req) => ({ token: String(req.headers.get('authorization') ?? '').replace(/^Bearer /, '') }),
    authenticate: (req) => {
      // A token per stream; the prototype trusts what the gateway's query says about it.
      if (!req.headers.get('authorization')) return [null, { status: 401, statusText: 'Unauthorized' }];
      return req.headers.get('x-graphql-event-stream-token') ?? crypto.randomUUID();
    },
  }),
);
const server = app.listen(port, '127.0.0.1', () => console.log(`${replica} listening on ${port}${redisUrl ? ' with redis' : ''}`));
const stop = () => {
  server.closeAllConnections();
  server.close();
  publisher?.disconnect();
  subscriber?.disconnect();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
