import type { Logger } from 'pino';
import type DataLoader from 'dataloader';
import { READ_OPERATIONS, type CloudBody, type CloudClient } from './client.js';
import { createCloudLoader, type CloudKey } from './loader.js';

/**
 * The cloud client as one request sees it: reads go through the request's
 * DataLoader (de-duplicated), writes go straight to the client. Both carry the
 * request id for the upstream's logs.
 */
export class CloudSession {
  readonly loader: DataLoader<CloudKey, unknown, string>;

  constructor(
    private readonly client: CloudClient,
    private readonly meta: { requestId?: string; log?: Logger },
  ) {
    this.loader = createCloudLoader((operation, body) => client.call(operation, body, meta));
  }

  read<T>(operation: string, body: CloudBody = {}): Promise<T> {
    if (!READ_OPERATIONS.has(operation)) throw new Error(`${operation} is not a read operation`);
    return this.loader.load({ operation, body }) as Promise<T>;
  }

  write<T>(operation: string, body: CloudBody): Promise<T> {
    return this.client.call<T>(operation, body, this.meta);
  }
}
