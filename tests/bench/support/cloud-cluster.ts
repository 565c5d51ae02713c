/**
 * The embedded cloud API as several processes on one port (node:cluster; Linux hands the
 * connections round robin), all on the one DATABASE_URL, for bench:storm's
 * STORM_CLOUD_PROCESSES: the upstream scaled beside the gateway replicas, as the
 * university's would be. The first worker migrates and seeds before the others start.
 *
 *   CLOUD_PROCESSES=2 node tests/bench/support/cloud-cluster.ts   (with the cloud API's environment)
 */
import cluster from 'node:cluster';

const processes = Math.max(1, Number(process.env.CLOUD_PROCESSES ?? 2));
cluster.setupPrimary({ exec: 'packages/cloud-api/src/main.ts', execArgv: ['--import', 'tsx'] });
const listening = () => new Promise<void>((resolve) => cluster.once('listening', () => resolve()));
cluster.fork();
await listening();
for (let i = 1; i < processes; i++) {
  cluster.fork();
  await listening();
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  });
}
