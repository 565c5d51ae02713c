/**
 * `npm start -w @portal/cloud-api` (and scripts/start.mjs): listens on
 * CLOUD_API_PORT, logs where things are and the demo accounts, and closes
 * cleanly on SIGTERM/SIGINT.
 */
import { ConfigError } from './config.js';
import { startCloudApi } from './index.js';
import { DEMO_USERS } from './seed/index.js';

async function main() {
  const started = Date.now();
  const cloud = await startCloudApi();
  const { api, config } = cloud;
  api.log.info(
    {
      url: cloud.url,
      publicUrl: config.publicUrl,
      mailbox: `${config.publicUrl}/mailbox`,
      storage: api.kind === 'postgres' ? 'postgresql (DATABASE_URL)' : `pglite in ${config.dataDir}`,
      seeded: api.seeded,
      ms: Date.now() - started,
      node: process.version,
    },
    `cloud API listening on ${cloud.url}`,
  );
  // No passwords in logs, not even the demo ones: packages/cloud-api/README.md lists them.
  api.log.info({ accounts: DEMO_USERS.map((u) => `${u.email}: ${u.about}`) }, 'demo accounts (passwords in packages/cloud-api/README.md)');
  if (Object.keys(config.faults).length) api.log.warn({ faults: config.faults }, 'fault injection is ON');
  if (config.faultAdmin) api.log.warn('fault admin endpoint /__faults is enabled');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    api.log.info({ signal }, 'closing');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await cloud.close();
      process.exit(0);
    } catch (err) {
      api.log.error({ err }, 'close failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error('cloud-api failed to start:', err);
  process.exit(1);
});
