import type { Logger } from 'pino';
import type DataLoader from 'dataloader';
import { READ_OPERATIONS, type CallMeta, type CloudBody, type CloudClient } from './client.js';
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
  /** The request's logger, when it has one. */
  readonly log: Logger | undefined;
  private readonly meta: CallMeta;

  constructor(
    private readonly client: CloudClient,
    meta: { requestId?: string; log?: Logger; deadline?: Deadline },
  ) {
    this.deadline = meta.deadline ?? new Deadline(client.requestDeadlineMs);
    this.log = meta.log;
    this.meta = { ...meta, deadline: this.deadline };
    this.loader = createCloudLoader((operation, body) => client.call(operation, body, this.meta));
  }

  read<T>(operation: string, body: CloudBody = {}): Promise<T> {
    if (!READ_OPERATIONS.has(operation)) throw new Error(`${operation} is not a read operation`);
    return this.loader.load({ operation, body }) as Promise<T>;
  }

  write<T>(operation: string, body: CloudBody): Promise<T> {
    return this.client.call<T>(operation, body, this.meta);
  }
}
