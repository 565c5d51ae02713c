import type { Logger } from 'pino';
import type DataLoader from 'dataloader';
import { READ_PATHS } from '@portal/contract';
import type { CallMeta, CloudBody, CloudClient } from './client.js';
import { Deadline } from './deadline.js';
import { createCloudLoader, type CloudKey } from './loader.js';

/**
 * The cloud client as one request sees it: reads go through the request's
 * DataLoader (de-duplicated), writes go straight to the client. Both carry the
 * request id for the upstream's logs and the request's one deadline, which
 * every call and retry shares (REQUEST_DEADLINE_MS).
 */
export class CloudSession {
  readonly loader: DataLoader<CloudKey, unknown, string>;
  readonly deadline: Deadline;
  private readonly meta: CallMeta;

  /**
   * The logger is read only when something is logged: the request's child
   * logger (request-log.ts) is then made on first use, not for every request.
   * It is `meta.log`, or the `log` of `meta.logOf` (the request's context).
   */
  constructor(
    private readonly client: CloudClient,
    meta: { requestId?: string; log?: Logger; logOf?: { readonly log: Logger }; deadline?: Deadline },
  ) {
    this.deadline = meta.deadline ?? new Deadline(client.requestDeadlineMs);
    this.meta = new SessionMeta(meta.requestId, this.deadline, meta.logOf ?? meta);
    this.loader = createCloudLoader((operation, body) => client.call(operation, body, this.meta));
  }

  /** The request's logger, when it has one. */
  get log(): Logger | undefined {
    return this.meta.log;
  }

  /** The organisation every body carries (the client adds it). */
  get oid(): string {
    return this.client.oid;
  }

  read<T>(operation: string, body: CloudBody = {}): Promise<T> {
    if (!READ_PATHS.has(operation)) throw new Error(`${operation} is not a read operation (its contract area marks reads with read())`);
    return this.loader.load({ operation, body }) as Promise<T>;
  }

  write<T>(operation: string, body: CloudBody): Promise<T> {
    return this.client.call<T>(operation, body, this.meta);
  }
}

/** The request id, deadline and logger of every call of one session; the logger read only when a line is written. */
class SessionMeta implements CallMeta {
  constructor(
    readonly requestId: string | undefined,
    readonly deadline: Deadline,
    private readonly logs: { readonly log?: Logger },
  ) {}

  get log(): Logger | undefined {
    return this.logs.log;
  }
}
