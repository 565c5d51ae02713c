/**
 * Benchmark, not a test: the gateway's fuzz run at length (issue 6, "Tests
 * and measures"). Sends FUZZ_COUNT (default 10,000) generated hostile
 * requests with a fixed seed to createApp, half of them as a signed-in
 * learner, against a real embedded cloud API on its own data directory, and
 * prints the counts by HTTP status and by kind, the 5xx if any, and whether
 * the gateway still answers afterwards. The committed test
 * (packages/gateway/src/fuzz.test.ts) runs 2,000 of the same and asserts.
 *
 *   npm run bench:fuzz        (FUZZ_COUNT=10000 FUZZ_SEED=20261122 FUZZ_CLOUD_PORT=4201)
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCloudApi } from '@portal/cloud-api';
import request from 'supertest';
import { createApp } from '../../packages/gateway/src/app.js';
import { loadConfig } from '../../packages/gateway/src/config.js';
import { countByKind, countByStatus, fuzzRequests, sendFuzz } from '../../packages/gateway/test/fuzz.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const count = Number(process.env.FUZZ_COUNT ?? 10_000);
const seed = Number(process.env.FUZZ_SEED ?? 20261122);
const cloudPort = Number(process.env.FUZZ_CLOUD_PORT ?? 4201);

async function main() {
  // Its own data directory: the fuzz saves garbage into the demo learner's applications.
  const cloud = await startCloudApi({ port: cloudPort, host: '127.0.0.1', dataDir: join(root, '.data/bench-fuzz'), logLevel: 'silent' });
  const gateway = await createApp(
    loadConfig({
      CLOUD_API_URL: cloud.url,
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000',
      RATE_LIMIT_SIGN_UP_PER_MINUTE: '100000',
      RATE_LIMIT_QUERY_UPLOADS_PER_10_MINUTES: '100000',
      RATE_LIMIT_QUERY_POSTS_PER_10_MINUTES: '100000',
    }),
  );
  try {
    const signIn = await request(gateway.app)
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({
        query: 'mutation($input: SessionSignInInput!) { sessionSignIn(input: $input) { viewer { id } } }',
        variables: { input: { username: 'learner@demo.university', password: 'Learner@2026' } },
      });
    const cookie = ([] as string[])
      .concat(signIn.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    if (!cookie) throw new Error('could not sign in the demo learner');

    const requests = fuzzRequests(count, seed);
    const started = performance.now();
    const outcomes = await sendFuzz(gateway.app, requests, { cookie: (index) => (index % 2 === 0 ? cookie : undefined) });
    const seconds = (performance.now() - started) / 1000;

    const after = await request(gateway.app).post('/graphql').set('Content-Type', 'application/json').send({ query: '{ programCatalog { levels { label } } }' });
    const internal = outcomes.filter((outcome) => outcome.status >= 500 || outcome.text.includes('INTERNAL_SERVER_ERROR'));

    console.log(`fuzz: ${outcomes.length} requests, seed ${seed}, ${seconds.toFixed(1)} s (${(outcomes.length / seconds).toFixed(0)} req/s)`);
    console.log('counts by HTTP status:', countByStatus(outcomes));
    console.log('counts by kind and status:', countByKind(outcomes));
    console.log(`5xx or INTERNAL_SERVER_ERROR answers: ${internal.length}`);
    for (const { request: sent, status, text } of internal.slice(0, 10)) console.log(' ', status, sent.kind, (sent.body ?? JSON.stringify(sent.query)).slice(0, 200), '->', text.slice(0, 200));
    console.log(`afterwards, a normal query: HTTP ${after.status}, ${after.body.errors ? 'with errors' : 'no errors'}`);
  } finally {
    await gateway.close();
    await cloud.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
