/**
 * What the learner did offline, on its way to the gateway (issue 34; docs/decisions/332):
 * Mark Complete, opening a unit, SCORM commits, unit quiz answers and discussion posts, each the
 * very request the app would have sent, kept in IndexedDB (store.ts) in the order the learner acted.
 *
 * When the connection returns the queue is sent oldest first, one at a time, each once: an
 * action leaves the queue when the gateway answered it, accepted or refused. The gateway stays
 * the authority: it applies its locks and rules to each as it arrives, and a refusal (its
 * userErrors, in the spec's words) is handed back for the learner to read. A network failure
 * stops the round; the next `online` event (or the next page) starts another. One tab sends at a
 * time (a Web Lock), so two open tabs never send the same action twice. The ideas are the timed
 * answer queue's (features/assessments/answer-queue.ts): stored at once, sent in order,
 * retried on `online`; this one keeps every action, not the newest per question.
 */
import { offlineDb, type QueuedAction } from './store';

/** What the gateway said to one action. */
export type SendReply = { kind: 'accepted' } | { kind: 'refused'; message: string };

export type FlushResult = {
  accepted: QueuedAction[];
  refused: { action: QueuedAction; message: string }[];
  /** True when the round stopped on a network failure with actions still waiting. */
  interrupted: boolean;
};

/**
 * Puts an action at the end of the queue. One with a `key` takes the place of a waiting action of
 * the same key (a quiz submitted again offline): it goes at the end, as the learner's last word.
 */
export async function enqueueAction(action: Omit<QueuedAction, 'id' | 'queuedAt'>, now = Date.now()): Promise<QueuedAction> {
  const db = await offlineDb();
  const tx = db.transaction('queue', 'readwrite');
  if (action.key !== undefined) {
    for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) if (cursor.value.key === action.key) await cursor.delete();
  }
  const queued: QueuedAction = { ...action, queuedAt: now };
  queued.id = await tx.store.add(queued);
  await tx.done;
  return queued;
}

export async function queuedActions(): Promise<QueuedAction[]> {
  return (await offlineDb()).getAll('queue');
}

/** Runs `work` alone among this origin's tabs, where the browser can say so. */
function alone<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('portal-offline-queue', work) as Promise<T>) : work();
}

/**
 * Sends what waits, oldest first. `send` throws when the request did not reach the gateway
 * (the action stays, and the round ends); otherwise the action leaves the queue.
 */
export function flushQueue(send: (action: QueuedAction) => Promise<SendReply>): Promise<FlushResult> {
  return alone(async () => {
    const result: FlushResult = { accepted: [], refused: [], interrupted: false };
    const db = await offlineDb();
    for (;;) {
      const cursor = await db.transaction('queue').store.openCursor();
      const action = cursor?.value;
      if (!action) return result;
      let reply: SendReply;
      try {
        reply = await send(action);
      } catch {
        result.interrupted = true;
        return result;
      }
      await db.delete('queue', action.id!);
      if (reply.kind === 'accepted') result.accepted.push(action);
      else result.refused.push({ action, message: reply.message });
    }
  });
}

/**
 * The gateway's answer to a queued request, read the same way for every action: a mutation
 * payload's userErrors refuse it (the first one's message is what the learner reads); an
 * error the gateway gave for the whole request refuses it too; a failed connection or an
 * answer that is not the gateway's (a 5xx) throws, so the action waits for the next round.
 */
export async function sendQueuedAction(action: QueuedAction, fetcher: typeof fetch = fetch): Promise<SendReply> {
  const response = await fetcher('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ operationName: action.operationName, query: action.query, variables: action.variables }),
  });
  if (response.status >= 500) throw new Error(`The gateway answered ${response.status}`);
  const body = (await response.json().catch(() => null)) as {
    data?: Record<string, { userErrors?: { message: string }[] } | null>;
    errors?: { message: string; extensions?: { code?: string } }[];
  } | null;
  if (!body) throw new Error('The gateway did not answer with JSON');
  if (body.errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) throw new Error('Signed out: the action waits for the next sign-in');
  const payload = body.data ? Object.values(body.data)[0] : null;
  const userError = payload?.userErrors?.[0];
  if (userError) return { kind: 'refused', message: userError.message };
  if (!payload) return { kind: 'refused', message: body.errors?.[0]?.message ?? 'The portal did not accept it.' };
  return { kind: 'accepted' };
}
