import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { loadMallocTrim, releaseMemoryWhenIdle } from './idle-memory.js';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // Fail fast: a wrong setting stops the process before it listens.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

const { app, contentApp, services, close } = await createApp(config);
const { logger } = services;
// A replica gives back what a busy spell took once it is quiet (docs/decisions/256).
releaseMemoryWhenIdle({ logger, gc: globalThis.gc, trim: loadMallocTrim() });
const server = createServer(app);
// Course content on an origin of its own (docs/decisions/170).
const contentServer = createServer(contentApp);

for (const s of [server, contentServer]) {
  s.on('error', (error) => {
    logger.fatal({ err: error }, 'cannot listen');
    process.exit(1);
  });
}

server.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  logger.info({ port, host: config.host, cloudApi: config.cloud.url, node: process.version }, `gateway listening on http://${shown}:${port}`);
});
contentServer.listen(config.content.port, config.host, () => {
  const { port } = contentServer.address() as AddressInfo;
  logger.info({ port, host: config.host, contentUrl: config.content.url }, `course content listening on port ${port} (reached at ${config.content.url})`);
});

let stopping = false;
function shutdown(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'stopping: no new connections, finishing the requests in flight');
  // Event streams never finish on their own: end them now, so their clients reconnect elsewhere at once.
  services.live.hub.close();
  // Past the cap, whatever is still open is cut so the process does exit.
  const cap = setTimeout(() => {
    logger.warn({ afterMs: config.shutdownTimeoutMs }, 'requests still in flight at the shutdown cap; closing them');
    server.closeAllConnections();
    contentServer.closeAllConnections();
    process.exit(0);
  }, config.shutdownTimeoutMs);
  cap.unref();
  // close() stops accepting and resolves once every in-flight request has been answered.
  contentServer.close();
  contentServer.closeIdleConnections();
  server.close(async () => {
    await close().catch((error: unknown) => logger.error({ err: error }, 'error while closing'));
    logger.info('stopped');
    clearTimeout(cap);
    process.exit(0);
  });
  // Keep-alive connections with no request in flight would hold close() open.
  server.closeIdleConnections();
}

process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
