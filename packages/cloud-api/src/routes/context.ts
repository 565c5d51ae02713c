import type { Logger } from 'pino';
import type { CloudApiConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { FileStore } from '../files/store.js';

/** What the route handlers of every area are built with. */
export type RouteContext = {
  db: Db;
  config: CloudApiConfig;
  log: Logger;
  files: FileStore;
  /** The server's clock in epoch ms ("server time", spec part 2, section 7); tests may set it. */
  clock: () => number;
};

/**
 * Media paths are stored relative ('/assets/programs/mba.svg') so that a data
 * directory survives a change of port or host; they become absolute on the
 * way out. Absolute URLs (real organisation storage) pass through unchanged.
 */
export function absoluteUrl(publicUrl: string, path: string | null | undefined): string {
  if (!path) return '';
  if (/^https?:\/\//i.test(path)) return path;
  return `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
