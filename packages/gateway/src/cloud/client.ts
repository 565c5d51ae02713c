import { BrokenCircuitError, CircuitState, ExponentialBackoff, SamplingBreaker, circuitBreaker, handleWhen, type CircuitBreakerPolicy, type IBackoff, type IBackoffFactory } from 'cockatiel';
import { GET_PATHS, READ_PATHS } from '@portal/contract';
import { APPLICATION_ACTION } from '@portal/domain';
import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import { Pool } from 'undici';
import { UpstreamRefusedError, UpstreamTimeoutError, UpstreamUnavailableError } from '../errors.js';
import { Deadline } from './deadline.js';

/** Paths that load or change an application by the body's `action` (spec part 3, 7.1). */
const APPLICATION_PATHS: ReadonlySet<string> = new Set(['/updateUserApplication', '/updatePreUserApplication']);

/**
 * A call that changes nothing, so a second attempt can do no harm: a path its
 * contract area marks read() (READ_PATHS; writes and analytics are tried once),
 * or the load (action 1) of an application path, whose saves and submits
 * (actions 0 and 2) stay tried once.
 */
function isRead(operation: string, body: CloudBody): boolean {
  return READ_PATHS.has(operation) || (APPLICATION_PATHS.has(operation) && body.action === APPLICATION_ACTION.LOAD);
}

export type CloudBody = Record<string, unknown>;

export type CloudClientOptions = {
  /** Base URL; may carry a path prefix (https://api.example.edu/prod). */
  url: string;
  /** The university's organisation id, sent as `oid` in every body (env OID). */
  organisationId: string;
  /** Time limit of one attempt (cut shorter when the request's deadline is nearer). */
  timeoutMs: number;
  connections?: number;
  logger: Logger;
  /** Retries after the first attempt, for read operations. */
  maxRetries?: number;
  retryInitialDelayMs?: number;
  /** The deadline of a request that brings none of its own (REQUEST_DEADLINE_MS). */
  requestDeadlineMs?: number;
  breaker?: BreakerOptions;
};

/** One circuit per operation (docs/decisions/073). */
export type BreakerOptions = {
  /** Share of unavailable answers (0..1, exclusive) over the window that opens the circuit. */
  threshold: number;
  /** The sliding window the share is measured over. */
  windowMs: number;
  /** Fewer calls than this in the window never open the circuit. */
  minCalls: number;
  /** How long the circuit stays open before one trial call is let through. */
  halfOpenAfterMs: number;
};

const DEFAULT_BREAKER: BreakerOptions = { threshold: 0.5, windowMs: 10_000, minCalls: 40, halfOpenAfterMs: 5_000 };

export type CallMeta = { requestId?: string; log?: Logger; deadline?: Deadline };

/**
 * What counts against a circuit and is retried: no answer, a time-out, a 5xx
 * or an unreadable answer. A 4xx (UpstreamRefusedError) is the upstream
 * working as designed, caused by the request itself; an attempt cut short by
 * the request's own deadline (UpstreamTimeoutError) says more about the
 * request than about the upstream. Neither counts either way.
 */
const isUnavailable = (error: Error) => error instanceof UpstreamUnavailableError;

/**
 * A refusal of the cloud API as null: for the calls where "no such record" (a
 * 404, and for some paths a status of the same meaning) is an answer, not a
 * failure. Any other failure is thrown as it came.
 */
export async function nullWhenRefused<T>(call: Promise<T>, statuses: readonly number[] = [404]): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof UpstreamRefusedError && statuses.includes(error.status)) return null;
    throw error;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One client to the cloud API: a keep-alive undici pool, `oid` added to every
 * body, a time limit on every attempt within the request's deadline, retries
 * with jitter for reads only (isRead), and one circuit breaker per operation.
 * Every failure leaves as a PortalError with a stable code; upstream URLs and
 * bodies stay in the logs.
 */
export class CloudClient {
  readonly requestDeadlineMs: number;
  private readonly pool: Pool;
  private readonly basePath: string;
  private readonly breakerOptions: BreakerOptions;
  private readonly breakers = new Map<string, CircuitBreakerPolicy>();
  private readonly backoff: IBackoffFactory<unknown>;
  private readonly maxRetries: number;

  constructor(private readonly options: CloudClientOptions) {
    const url = new URL(options.url);
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.requestDeadlineMs = options.requestDeadlineMs ?? 10_000;
    this.breakerOptions = options.breaker ?? DEFAULT_BREAKER;
    this.maxRetries = options.maxRetries ?? 2;
    this.pool = new Pool(url.origin, {
      connections: options.connections ?? 32,
      keepAliveTimeout: 10_000,
      keepAliveMaxTimeout: 60_000,
      // Each attempt aborts itself first (see attempt); these are a safety net.
      headersTimeout: options.timeoutMs * 2,
      bodyTimeout: options.timeoutMs * 2,
      connect: { timeout: Math.min(options.timeoutMs, 10_000) },
    });
    // ExponentialBackoff's default generator is decorrelated jitter, so
    // replicas retrying the same outage do not retry in lockstep.
    this.backoff = new ExponentialBackoff({ initialDelay: options.retryInitialDelayMs ?? 100, maxDelay: 1_000 });
  }

  /** The organisation every body carries (a few paths repeat it under a name of their own: /getSharedObject's val6). */
  get oid(): string {
    return this.options.organisationId;
  }

  /** POSTs `body` (plus oid) to `operation` and returns the parsed answer. */
  async call<T>(operation: string, body: CloudBody, meta: CallMeta = {}): Promise<T> {
    const deadline = meta.deadline ?? new Deadline(this.requestDeadlineMs);
    const retries = isRead(operation, body) ? this.maxRetries : 0;
    const breaker = this.breakerFor(operation);
    const started = performance.now();
    let attempts = 0;
    try {
      // cockatiel's RetryPolicy cannot honour a deadline (it sleeps each pause
      // to the end, whatever its signal says), so the loop is here, with
      // cockatiel's backoff and breaker: no pause and no attempt outlives the
      // request's deadline (docs/decisions/074).
      let backoff: IBackoff<unknown> | undefined;
      for (;;) {
        try {
          const result = await this.throughBreaker(breaker, operation, deadline, () => {
            attempts += 1;
            return this.attempt<T>(operation, body, deadline, meta.requestId);
          });
          // meta.log is the request's child logger, made when first read: only when a line is written.
          if (this.options.logger.isLevelEnabled('debug')) {
            (meta.log ?? this.options.logger).debug({ operation, attempts, ms: Math.round(performance.now() - started) }, 'cloud call');
          }
          return result;
        } catch (error) {
          if (!(error instanceof UpstreamUnavailableError) || attempts > retries) throw error;
          const left = deadline.left();
          if (left <= 0) throw new UpstreamTimeoutError(operation, `request deadline reached after ${attempts} attempts (${error.reason})`);
          // As cockatiel's RetryPolicy: the first retry at once, then growing pauses.
          backoff = backoff ? backoff.next(undefined) : this.backoff.next(undefined);
          // A pause that would end past the deadline is not taken: the real reason is the answer.
          if (backoff.duration >= left) throw error;
          if (backoff.duration > 0) await sleep(backoff.duration);
        }
      }
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      const log = meta.log ?? this.options.logger;
      if (error instanceof UpstreamRefusedError) {
        log.warn({ operation, attempts, status: error.status, upstreamCode: error.upstreamCode, ms }, 'cloud call refused');
        throw error;
      }
      if (error instanceof UpstreamTimeoutError) {
        log.warn({ operation, attempts, ms, reason: error.reason }, 'cloud call failed');
        throw error;
      }
      const reason = error instanceof UpstreamUnavailableError ? error.reason : error instanceof BrokenCircuitError ? 'circuit open' : String((error as Error)?.message ?? error);
      log.warn({ operation, attempts, ms, reason }, 'cloud call failed');
      throw error instanceof UpstreamUnavailableError ? error : new UpstreamUnavailableError(operation, reason);
    }
  }

  /** True when the cloud API answers HTTP at all (any status below 500). */
  async ping(timeoutMs = 2_000): Promise<boolean> {
    try {
      const { statusCode, body } = await this.pool.request({
        method: 'GET',
        path: this.basePath || '/',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await body.dump();
      return statusCode < 500;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.pool.close();
  }

  /** The circuit of one operation, made on its first call. */
  private breakerFor(operation: string): CircuitBreakerPolicy {
    let breaker = this.breakers.get(operation);
    if (breaker) return breaker;
    const { threshold, windowMs, minCalls, halfOpenAfterMs } = this.breakerOptions;
    breaker = circuitBreaker(handleWhen(isUnavailable), {
      halfOpenAfter: halfOpenAfterMs,
      breaker: new SamplingBreaker({
        threshold,
        duration: windowMs,
        // cockatiel wants a rate; half a call less than the minimum keeps
        // floating point from asking for one call more than configured.
        minimumRps: (minCalls - 0.5) / (windowMs / 1000),
      }),
    });
    const { logger } = this.options;
    breaker.onBreak(() => logger.warn({ upstream: 'cloud-api', operation }, 'circuit opened: calls of this operation fail fast for a while'));
    breaker.onHalfOpen(() => logger.info({ upstream: 'cloud-api', operation }, 'circuit half-open: one trial call goes through'));
    breaker.onReset(() => logger.info({ upstream: 'cloud-api', operation }, 'circuit closed: this operation answers again'));
    this.breakers.set(operation, breaker);
    return breaker;
  }

  /**
   * Runs one attempt through the operation's circuit. While a trial call is
   * out (half-open), cockatiel makes other calls wait for it; the wait must
   * not outlive this request's deadline.
   */
  private async throughBreaker<T>(breaker: CircuitBreakerPolicy, operation: string, deadline: Deadline, fn: () => Promise<T>): Promise<T> {
    if (breaker.state !== CircuitState.HalfOpen) return breaker.execute(fn);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new UpstreamTimeoutError(operation, 'request deadline reached while the circuit was half-open')), Math.max(0, deadline.left()));
    });
    try {
      return await Promise.race([breaker.execute(fn), timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async attempt<T>(operation: string, body: CloudBody, deadline: Deadline, requestId: string | undefined): Promise<T> {
    const left = deadline.left();
    if (left <= 0) throw new UpstreamTimeoutError(operation, 'request deadline reached before the call');
    // The time limit of this attempt: CLOUD_TIMEOUT_MS, or what is left of the request's deadline.
    const cutByDeadline = left < this.options.timeoutMs;
    const limit = Math.ceil(Math.min(this.options.timeoutMs, left));
    // One signal per attempt, its timer cleared on the way out: nothing is
    // shared between calls. undici takes an EventEmitter as its signal as
    // well as an AbortSignal, and aborts the same way on its 'abort' event;
    // an AbortController and its listener cost about 6 µs per attempt on
    // Node 20, an EventEmitter a fortieth of that (issue 7, section 5).
    const signal = new EventEmitter();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      signal.emit('abort');
    }, limit);
    const failed = (what: string, error: unknown) =>
      timedOut
        ? cutByDeadline
          ? new UpstreamTimeoutError(operation, `request deadline reached: no answer within the ${limit} ms left`)
          : new UpstreamUnavailableError(operation, `no answer within ${limit} ms`)
        : new UpstreamUnavailableError(operation, `${what}: ${(error as Error)?.message ?? error}`);
    let statusCode: number;
    let text: string;
    try {
      let response;
      try {
        // The organisation id goes into every body (spec part 1, section 7), and into the query
        // of the few paths the contract asks with GET (spec part 3, 7.6: GET_PATHS).
        const fields = { ...body, oid: this.options.organisationId };
        const get = GET_PATHS.has(operation);
        response = await this.pool.request({
          method: get ? 'GET' : 'POST',
          path: `${this.basePath}${operation}${get ? `?${queryString(fields)}` : ''}`,
          headers: {
            ...(get ? {} : { 'content-type': 'application/json' }),
            accept: 'application/json',
            ...(requestId ? { 'x-request-id': requestId } : {}),
          },
          body: get ? undefined : JSON.stringify(fields),
          signal,
        });
      } catch (error) {
        throw failed('request failed', error);
      }
      statusCode = response.statusCode;
      try {
        text = await response.body.text();
      } catch (error) {
        throw failed('reading the answer failed', error);
      }
    } finally {
      clearTimeout(timer);
    }
    if (statusCode >= 500) throw new UpstreamUnavailableError(operation, `status ${statusCode}`);
    if (statusCode >= 400) throw new UpstreamRefusedError(operation, statusCode, upstreamErrorCode(text));
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new UpstreamUnavailableError(operation, `status ${statusCode} with an answer that is not JSON`);
    }
  }
}

/** A GET path's fields as its query: scalars only (the contract's GET bodies have no nested fields). */
function queryString(fields: CloudBody): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'object') throw new TypeError(`${name}: a GET path takes no nested field`);
    query.set(name, String(value));
  }
  return query.toString();
}

function upstreamErrorCode(text: string): string | undefined {
  try {
    const parsed = JSON.parse(text) as { error?: { code?: unknown } };
    return typeof parsed.error?.code === 'string' ? parsed.error.code : undefined;
  } catch {
    return undefined;
  }
}
