import DataLoader from 'dataloader';
import { canonicalJson } from './canonical-json.js';
import type { CloudBody } from './client.js';

export type CloudKey = { operation: string; body: CloudBody };
export type CloudFetch = (operation: string, body: CloudBody) => Promise<unknown>;

/**
 * A per-request DataLoader in front of the cloud client: the same operation
 * with the same body (in any key order) is sent once per request, however many
 * fields ask for it. Built per request so nothing is cached between learners.
 */
export function createCloudLoader(fetch: CloudFetch): DataLoader<CloudKey, unknown, string> {
  return new DataLoader<CloudKey, unknown, string>(
    // The cloud API has no batch endpoint, so a batch is parallel calls; a
    // failed call is returned as its Error so it fails only its own key.
    (keys) => Promise.all(keys.map(({ operation, body }) => fetch(operation, body).catch((error: unknown) => toError(error)))),
    { cacheKeyFn: cloudCacheKey },
  );
}

export function cloudCacheKey({ operation, body }: CloudKey): string {
  return `${operation} ${canonicalJson(body)}`;
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
