import {
  BrokenCircuitError,
  ConsecutiveBreaker,
  ExponentialBackoff,
  TaskCancelledError,
  TimeoutStrategy,
  circuitBreaker,
  handleWhen,
  retry,
  timeout,
  wrap,
  type IPolicy,
} from 'cockatiel';
import type { Logger } from 'pino';
import { Pool } from 'undici';
import { UpstreamRefusedError, UpstreamUnavailableError } from '../errors.js';

/**
 * The only operations that may be retried: reads, where a second attempt can
 * do no harm. Writes (and analytics) are tried once.
 */
export const READ_OPERATIONS: ReadonlySet<string> = new Set([
  '/getAllProgramList',
  '/getUserTotalProgress',
  '/getEvents',
  '/getusn',
  '/getApplication',
  '/getProgram',
  '/getBatchID',
  // The scholarship e-mail check and signed download URLs change nothing.
  // (The application's load is action 1 of the same path as its saves, so
  // that path is never on this list.)
  '/getGoogleCloudResponse',
  '/getFileURL',
]);

export type CloudBody = Record<string, unknown>;

export type CloudClientOptions = {
  /** Base URL; may carry a path prefix (https://api.example.edu/prod). */
  url: string;
  oid: string;
  timeoutMs: number;
  connections?: number;
  logger: Logger;
  /** Retries after the first attempt, for read operations. */
  maxRetries?: number;
  retryInitialDelayMs?: number;
  /** Consecutive unavailable answers before the circuit opens. */
  breakerThreshold?: number;
  breakerHalfOpenAfterMs?: number;
};

export type CallMeta = { requestId?: string; log?: Logger };

const isUnavailable = (error: Error) => error instanceof UpstreamUnavailableError || error instanceof TaskCancelledError;

/**
 * One client to the cloud API: a keep-alive undici pool, `oid` added to every
 * body, a time limit on every attempt, retries with jitter for READ_OPERATIONS
 * only, and one circuit breaker for the upstream. Every failure leaves as a
 * PortalError with a stable code; upstream URLs and bodies stay in the logs.
 */
export class CloudClient {
  private readonly pool: Pool;
  private readonly basePath: string;
  private readonly readPolicy: IPolicy;
  private readonly writePolicy: IPolicy;

  constructor(private readonly options: CloudClientOptions) {
    const url = new URL(options.url);
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.pool = new Pool(url.origin, {
      connections: options.connections ?? 32,
      keepAliveTimeout: 10_000,
      keepAliveMaxTimeout: 60_000,
      // The cockatiel time-out below aborts first; these are a safety net.
      headersTimeout: options.timeoutMs * 2,
      bodyTimeout: options.timeoutMs * 2,
      connect: { timeout: Math.min(options.timeoutMs, 10_000) },
    });
    const breaker = circuitBreaker(handleWhen(isUnavailable), {
      halfOpenAfter: options.breakerHalfOpenAfterMs ?? 5_000,
      breaker: new ConsecutiveBreaker(options.breakerThreshold ?? 5),
    });
    breaker.onBreak(() => options.logger.warn({ upstream: 'cloud-api' }, 'circuit opened: cloud API calls fail fast for a while'));
    breaker.onReset(() => options.logger.info({ upstream: 'cloud-api' }, 'circuit closed: cloud API answers again'));
    const perAttempt = timeout(options.timeoutMs, TimeoutStrategy.Aggressive);
    // ExponentialBackoff's default generator is decorrelated jitter, so
    // replicas retrying the same outage do not retry in lockstep.
    const retries = retry(handleWhen(isUnavailable), {
      maxAttempts: options.maxRetries ?? 2,
      backoff: new ExponentialBackoff({ initialDelay: options.retryInitialDelayMs ?? 100, maxDelay: 1_000 }),
    });
    this.readPolicy = wrap(retries, breaker, perAttempt);
    this.writePolicy = wrap(breaker, perAttempt);
  }

  /** POSTs `body` (plus oid) to `operation` and returns the parsed answer. */
  async call<T>(operation: string, body: CloudBody, meta: CallMeta = {}): Promise<T> {
    const log = meta.log ?? this.options.logger;
    const policy = READ_OPERATIONS.has(operation) ? this.readPolicy : this.writePolicy;
    const started = performance.now();
    let attempts = 0;
    try {
      const result = await policy.execute(({ signal }) => {
        attempts += 1;
        return this.attempt<T>(operation, body, signal, meta.requestId);
      });
      log.debug({ operation, attempts, ms: Math.round(performance.now() - started) }, 'cloud call');
      return result;
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      if (error instanceof UpstreamRefusedError) {
        log.warn({ operation, status: error.status, upstreamCode: error.upstreamCode, ms }, 'cloud call refused');
        throw error;
      }
      const reason =
        error instanceof UpstreamUnavailableError
          ? error.reason
          : error instanceof BrokenCircuitError
            ? 'circuit open'
            : error instanceof TaskCancelledError
              ? `no answer within ${this.options.timeoutMs} ms`
              : String((error as Error)?.message ?? error);
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

  private async attempt<T>(operation: string, body: CloudBody, signal: AbortSignal, requestId: string | undefined): Promise<T> {
    let response;
    try {
      response = await this.pool.request({
        method: 'POST',
        path: `${this.basePath}${operation}`,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(requestId ? { 'x-request-id': requestId } : {}),
        },
        // The organisation id goes into every body (spec part 1, section 7).
        body: JSON.stringify({ ...body, oid: this.options.oid }),
        signal,
      });
    } catch (error) {
      throw new UpstreamUnavailableError(operation, `request failed: ${(error as Error).message}`);
    }
    let text: string;
    try {
      text = await response.body.text();
    } catch (error) {
      throw new UpstreamUnavailableError(operation, `reading the answer failed: ${(error as Error).message}`);
    }
    const { statusCode } = response;
    if (statusCode >= 500) throw new UpstreamUnavailableError(operation, `status ${statusCode}`);
    if (statusCode >= 400) throw new UpstreamRefusedError(operation, statusCode, upstreamErrorCode(text));
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new UpstreamUnavailableError(operation, `status ${statusCode} with an answer that is not JSON`);
    }
  }
}

function upstreamErrorCode(text: string): string | undefined {
  try {
    const parsed = JSON.parse(text) as { error?: { code?: unknown } };
    return typeof parsed.error?.code === 'string' ? parsed.error.code : undefined;
  } catch {
    return undefined;
  }
}
