/**
 * Starting the embedded cloud API from code: the gateway's integration tests,
 * scripts and main.ts use startCloudApi. The gateway itself never imports
 * this package at run time; they only meet over HTTP.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCloudApi, type CloudApi } from './app.js';
import { loadConfig, reachableHost, type CloudApiConfig } from './config.js';
import type { Db } from './db/client.js';

export { createCloudApi, type CloudApi } from './app.js';
export { loadConfig, type CloudApiConfig } from './config.js';
export { parseFaultRules, type FaultRule, type FaultRules } from './faults.js';
export { DEMO_USERS } from './seed/index.js';
export type * from '@portal/contract';

export type StartedCloudApi = {
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  url: string;
  config: CloudApiConfig;
  db: Db;
  api: CloudApi;
  close(): Promise<void>;
};

/**
 * Listens first (port 0 picks a free one), so that the public URL, which the
 * identity endpoint puts in every token's issuer, names the real port.
 * Settings come from the environment, then `options` override them.
 */
export async function startCloudApi(
  options: Partial<CloudApiConfig> & { port?: number; /** defaults to process.env */ env?: NodeJS.ProcessEnv; /** the server's clock (epoch ms); tests may set it */ clock?: () => number } = {},
): Promise<StartedCloudApi> {
  const { env = process.env, clock, ...overrides } = options;
  const initial = loadConfig(env, overrides);
  // Until the app is ready, answer rather than leave early callers hanging
  // (a readiness probe that connects mid-start would otherwise never hear back).
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
    res.end(JSON.stringify({ error: { code: 'STARTING', message: 'The cloud API is starting' } }));
  };
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(initial.port, initial.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  let api: CloudApi;
  let config: CloudApiConfig;
  try {
    config = loadConfig(env, { ...overrides, port });
    api = await createCloudApi(config, { clock });
  } catch (err) {
    await closeServer(server);
    throw err;
  }
  handle = api.app;
  // Node's default keep-alive timeout (5 s) is shorter than undici's; keep
  // idle sockets a little longer than clients do so they never race a close.
  server.keepAliveTimeout = 65_000;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${reachableHost(config.host)}:${port}`,
    config,
    db: api.db,
    api,
    close: () =>
      (closing ??= (async () => {
        await closeServer(server);
        await api.close();
      })()),
  };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Idle keep-alive connections would hold close() open.
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 2000).unref();
  });
}
