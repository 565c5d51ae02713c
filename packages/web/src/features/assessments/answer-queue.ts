/**
 * The answers of one timed attempt on their way to the server (issue 9: "no answer is
 * lost"; docs/architecture.md invariant 7). Every change the learner makes gets the next
 * `sequence` and is written to localStorage at once; it stays there until the server
 * acknowledged it (`savedSequence` at least its sequence). Sends go one at a time in
 * sequence order; a failed send is retried with a growing pause (and at once when the
 * browser comes back online), a lost session pauses the queue until the learner signed
 * in again, and a reload or a new tab replays whatever is left, in order.
 *
 * The queue knows nothing of React or GraphQL: `send` does the request and `classify`
 * says what a thrown error means (docs/decisions/151).
 */
import type { GivenAnswer } from '@portal/domain';

/** One answer as the learner gave it; which fields count depends on the question's kind. */
export type AnswerValue = {
  optionIds?: string[];
  /** MATCHING: for each prompt in order, the chosen option id ('' when none yet) */
  matches?: string[];
  /** TEXT: '' removes the answer (spec part 2, section 5: a blank descriptive answer is removed) */
  text?: string;
  /** FILE_UPLOAD: the stored name from uploadCreate, and the name the learner's file had */
  fileName?: string;
  originalFileName?: string;
};

export type QueuedAnswer = AnswerValue & { questionId: string; sequence: number };

/** What the server said to a save. */
export type SaveReply =
  | { kind: 'saved'; savedSequence: number; secondsLeft?: number; submitted?: boolean }
  /** a userError: the answer cannot be saved (the attempt is closed or submitted, or the answer was refused) */
  | { kind: 'refused'; code: string | null; message: string };

/** What a thrown error means for the queue. */
export type FailureClass = 'retry' | 'signedOut' | 'refused';

export type QueueStatus =
  /** nothing waits: everything the learner gave is on the server */
  | 'saved'
  /** something waits or is on its way */
  | 'saving'
  /** the last send failed; it is tried again */
  | 'retrying'
  /** the session ended: waits for the learner to sign in again */
  | 'signedOut'
  /** the attempt no longer takes answers (submitted, or its time is over) */
  | 'closed';

export type QueueSnapshot = {
  status: QueueStatus;
  /** waiting answers, oldest sequence first */
  pending: readonly QueuedAnswer[];
  /** answers this queue sent and the server acknowledged, newest per question (they are newer than what the attempt opened with) */
  saved: readonly QueuedAnswer[];
  /** the last refusal's message (the spec's text), if any */
  refusal: string | null;
};

export type StoredQueue = { nextSequence: number; pending: QueuedAnswer[] };

/** The pauses between retries, in ms; the last one repeats. Short, so a short outage costs seconds, not minutes. */
const RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 5000] as const;

const STORAGE_PREFIX = 'portal.assessment-answers.v1';

/** One attempt's key: one learner, one course, one kind, one assessment. */
export function answerStorageKey(parts: { learnerId: string; courseId: string; kind: string; assessmentId: string }): string {
  return [STORAGE_PREFIX, parts.learnerId, parts.courseId, parts.kind, parts.assessmentId].map(encodeURIComponent).join(':');
}

export function readStoredQueue(storage: Storage | undefined, key: string): StoredQueue {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return { nextSequence: 0, pending: [] };
    const parsed = JSON.parse(raw) as Partial<StoredQueue> | null;
    const pending = Array.isArray(parsed?.pending) ? parsed.pending.filter(isQueuedAnswer) : [];
    const nextSequence = Number.isInteger(parsed?.nextSequence) ? (parsed!.nextSequence as number) : 0;
    return { nextSequence, pending: pending.sort((a, b) => a.sequence - b.sequence) };
  } catch {
    return { nextSequence: 0, pending: [] };
  }
}

function isQueuedAnswer(value: unknown): value is QueuedAnswer {
  const v = value as QueuedAnswer | null;
  return Boolean(v) && typeof v!.questionId === 'string' && Number.isInteger(v!.sequence);
}

/** Forgets a finished attempt's answers in this browser. */
export function clearStoredQueue(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // nothing to forget
  }
}

export type AnswerQueueOptions = {
  storageKey: string;
  send: (answer: QueuedAnswer) => Promise<SaveReply>;
  classify: (error: unknown) => FailureClass;
  /** every reply that carried the server's time (re-syncs the countdown) */
  onReply?: (reply: Extract<SaveReply, { kind: 'saved' }>) => void;
  storage?: Storage;
  retryDelaysMs?: readonly number[];
  /** timers, replaceable in tests */
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (id: unknown) => void;
  /** the window whose `online` event retries at once */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
};

export class AnswerQueue {
  private nextSequence: number;
  private pending: QueuedAnswer[];
  private saved: QueuedAnswer[] = [];
  private status: QueueStatus;
  private refusal: string | null = null;
  private snapshot: QueueSnapshot;
  private listeners = new Set<() => void>();
  private inFlight = false;
  private failures = 0;
  private retryTimer: unknown = null;
  private sendTimer: unknown = null;
  private disposed = false;
  private idleWaiters: (() => void)[] = [];
  private readonly storage: Storage | undefined;
  private readonly delays: readonly number[];
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (id: unknown) => void;

  constructor(private readonly options: AnswerQueueOptions) {
    this.storage = options.storage ?? safeLocalStorage();
    this.delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
    this.setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = options.clearTimer ?? ((id) => clearTimeout(id as ReturnType<typeof setTimeout>));
    const stored = readStoredQueue(this.storage, options.storageKey);
    this.nextSequence = stored.nextSequence;
    this.pending = stored.pending;
    this.status = this.pending.length ? 'saving' : 'saved';
    this.snapshot = this.makeSnapshot();
    options.target?.addEventListener('online', this.onOnline);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /**
   * Starts sending. `serverSequence` is the highest sequence the server holds for this
   * attempt, so a browser without this attempt's storage (another computer, cleared data)
   * still numbers its changes above what the server kept.
   */
  start(serverSequence: number): void {
    this.nextSequence = Math.max(this.nextSequence, serverSequence);
    this.persist();
    this.kick(0);
  }

  /** The learner changed an answer. `delayMs` lets typing settle before it is sent (it is stored at once). */
  change(questionId: string, value: AnswerValue, { delayMs = 0 }: { delayMs?: number } = {}): QueuedAnswer {
    if (this.status === 'closed') throw new Error('The attempt is closed');
    this.nextSequence += 1;
    const answer: QueuedAnswer = { ...value, questionId, sequence: this.nextSequence };
    // Only the newest change of a question matters: the server keeps the highest sequence per question.
    this.pending = [...this.pending.filter((p) => p.questionId !== questionId), answer];
    this.persist();
    if (this.status === 'saved') this.status = 'saving';
    this.emit();
    this.kick(delayMs);
    return answer;
  }

  /** The learner signed in again, or asked to try now: send at once. */
  resume(): void {
    if (this.status === 'closed' || this.disposed) return;
    if (this.status === 'signedOut') this.status = this.pending.length ? 'retrying' : 'saved';
    this.failures = 0;
    this.emit();
    this.kick(0, true);
  }

  /**
   * Sends everything now and resolves once nothing waits (true), or false when that did not
   * happen within `timeoutMs` (still offline, signed out, or closed).
   */
  flush(timeoutMs: number): Promise<boolean> {
    if (this.pending.length === 0) return Promise.resolve(true);
    if (this.status === 'closed' || this.status === 'signedOut') return Promise.resolve(false);
    this.kick(0, true);
    return new Promise<boolean>((resolve) => {
      let done = false;
      const finish = (value: boolean) => {
        if (done) return;
        done = true;
        this.idleWaiters = this.idleWaiters.filter((w) => w !== onIdle);
        resolve(value);
      };
      const onIdle = () => finish(this.pending.length === 0);
      this.idleWaiters.push(onIdle);
      this.setTimer(() => finish(false), timeoutMs);
    });
  }

  /** The attempt is over: nothing more is sent, and this browser forgets its answers. */
  close({ forget = true }: { forget?: boolean } = {}): void {
    this.status = 'closed';
    this.cancelTimers();
    if (forget) {
      this.pending = [];
      clearStoredQueue(this.storage, this.options.storageKey);
    }
    this.emit();
    this.wakeWaiters();
  }

  dispose(): void {
    this.disposed = true;
    this.cancelTimers();
    this.options.target?.removeEventListener('online', this.onOnline);
    this.listeners.clear();
    this.wakeWaiters();
  }

  private onOnline = () => {
    if (this.status === 'retrying') this.resume();
  };

  /** Sends after `delayMs`; `force` skips a scheduled retry's pause (the learner or the browser said "now"). */
  private kick(delayMs: number, force = false) {
    if (this.disposed || this.status === 'closed' || this.status === 'signedOut' || this.inFlight) return;
    if (this.retryTimer !== null) {
      // A retry is scheduled: a new change does not hammer a server that just failed.
      if (!force) return;
      this.clearRetry();
    }
    if (this.sendTimer !== null) this.clearTimer(this.sendTimer);
    this.sendTimer = null;
    if (delayMs > 0) {
      this.sendTimer = this.setTimer(() => {
        this.sendTimer = null;
        void this.pump();
      }, delayMs);
    } else {
      void this.pump();
    }
  }

  private async pump(): Promise<void> {
    if (this.inFlight || this.disposed) return;
    while (!this.disposed && this.pending.length > 0 && this.status !== 'closed' && this.status !== 'signedOut') {
      const answer = this.pending[0];
      this.inFlight = true;
      let reply: SaveReply;
      try {
        reply = await this.options.send(answer);
      } catch (error) {
        this.inFlight = false;
        if (this.disposed) return;
        const failure = this.options.classify(error);
        if (failure === 'refused') {
          this.drop(answer, null);
          continue;
        }
        if (failure === 'signedOut') {
          this.status = 'signedOut';
          this.emit();
          this.wakeWaiters();
          return;
        }
        this.scheduleRetry();
        return;
      }
      this.inFlight = false;
      if (this.disposed) return;
      this.failures = 0;
      if (reply.kind === 'refused') {
        this.drop(answer, reply.message);
        if (reply.code === 'ATTEMPT_CLOSED' || reply.code === 'ALREADY_SUBMITTED') {
          this.close();
          return;
        }
        continue;
      }
      this.acknowledge(answer.questionId, reply.savedSequence);
      this.options.onReply?.(reply);
      if (reply.submitted) {
        this.close();
        return;
      }
    }
    if (!this.disposed && this.pending.length === 0 && this.status !== 'closed' && this.status !== 'signedOut') {
      this.status = 'saved';
      this.emit();
    }
    this.wakeWaiters();
  }

  private acknowledge(questionId: string, savedSequence: number) {
    const acknowledged = this.pending.filter((p) => p.questionId === questionId && p.sequence <= savedSequence).at(-1);
    if (acknowledged) this.saved = [...this.saved.filter((p) => p.questionId !== questionId), acknowledged];
    this.pending = this.pending.filter((p) => p.questionId !== questionId || p.sequence > savedSequence);
    if (this.status === 'retrying') this.status = 'saving';
    this.persist();
    this.emit();
  }

  private drop(answer: QueuedAnswer, message: string | null) {
    this.pending = this.pending.filter((p) => p !== answer);
    if (message) this.refusal = message;
    this.persist();
    this.emit();
  }

  private scheduleRetry() {
    const delay = this.delays[Math.min(this.failures, this.delays.length - 1)];
    this.failures += 1;
    this.status = 'retrying';
    this.emit();
    this.wakeWaiters();
    this.clearRetry();
    this.retryTimer = this.setTimer(() => {
      this.retryTimer = null;
      void this.pump();
    }, delay);
  }

  private clearRetry() {
    if (this.retryTimer !== null) this.clearTimer(this.retryTimer);
    this.retryTimer = null;
  }

  private cancelTimers() {
    this.clearRetry();
    if (this.sendTimer !== null) this.clearTimer(this.sendTimer);
    this.sendTimer = null;
  }

  private wakeWaiters() {
    // A waiter resolves only when nothing waits, or when sending cannot go on for now.
    if (this.pending.length > 0 && this.status !== 'retrying' && this.status !== 'signedOut' && this.status !== 'closed' && !this.disposed) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }

  private persist() {
    try {
      this.storage?.setItem(this.options.storageKey, JSON.stringify({ nextSequence: this.nextSequence, pending: this.pending } satisfies StoredQueue));
    } catch {
      // A full or blocked store: the answers still go to the server; only a reload before then could lose them.
    }
  }

  private emit() {
    this.snapshot = this.makeSnapshot();
    for (const listener of this.listeners) listener();
  }

  private makeSnapshot(): QueueSnapshot {
    return { status: this.status, pending: this.pending, saved: this.saved, refusal: this.refusal };
  }
}

/**
 * The answers to show: the server's, with this browser's newer ones on top (issue 9: "on
 * reload, answers shown = server answers overlaid with unacknowledged local ones"), oldest
 * sequence first. A blank text removes the server's answer.
 */
export function overlayAnswers<T extends { questionId: string }>(server: readonly T[], ...local: (readonly QueuedAnswer[])[]): Map<string, AnswerValue> {
  const shown = new Map<string, AnswerValue>();
  for (const answer of server) shown.set(answer.questionId, answer as AnswerValue);
  for (const answer of local.flat().sort((a, b) => a.sequence - b.sequence)) {
    const { questionId, sequence: _sequence, ...value } = answer;
    if (isBlankAnswer(value)) shown.delete(questionId);
    else shown.set(questionId, value);
  }
  return shown;
}

/** Whether an answer says nothing: no option, no match, blank text and no file. */
function isBlankAnswer(value: AnswerValue | undefined): boolean {
  if (!value) return true;
  if (value.optionIds?.length) return false;
  if (value.matches?.some(Boolean)) return false;
  if (value.text?.trim()) return false;
  if (value.fileName) return false;
  return true;
}

/** An answer as the domain's rules read it (`isAnswered`: what counts for 'You have not answered some questions!'). */
export function givenAnswer(value: AnswerValue | undefined): GivenAnswer | null {
  if (!value) return null;
  return { optionIds: value.optionIds ?? [], matches: value.matches ?? [], text: value.text ?? null, fileName: value.fileName || null };
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
