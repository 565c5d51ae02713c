/**
 * Benchmark, not a test: the course screen's one GraphQL request (CoursePage,
 * the web's own document) through the gateway, against the embedded cloud API
 * over real HTTP (issue 8, "Bench").
 *
 * 1. Throughput: BENCH_CONNECTIONS (10) connections for BENCH_SECONDS (10)
 *    after a warm-up, signed in as the demo learner: req/s, p50, p99.
 * 2. Upstream shape: every upstream call the screen makes is slowed by
 *    BENCH_DELAY_MS (300) with the cloud API's fault admin; the screen's time
 *    over that delay tells how many upstream steps it waits for in a row
 *    (about 1.0: one step, its calls in parallel; 2.0: two steps).
 * 3. The tabs that fetch their own data when opened (References, Recorded
 *    session, Podcast), the same way, for comparison.
 *
 *   npm run bench:course
 */
import autocannon from 'autocannon';
import { print } from 'graphql';
import { CoursePageDocument, SessionSignInDocument } from '../../packages/web/src/gql/graphql.js';
import { DEMO_LEARNER, startPortal } from './support/portal.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const delayMs = Number(process.env.BENCH_DELAY_MS ?? 300);
const port = Number(process.env.BENCH_PORT ?? 4240);
const cloudPort = port + 1;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main() {
  const portal = await startPortal({ port, cloudPort, extraCloudEnv: { CLOUD_API_FAULT_ADMIN: 'true' } });
  const gatewayUrl = `http://127.0.0.1:${port}`;
  try {
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

    const signedIn = await post({ query: print(SessionSignInDocument), variables: { input: DEMO_LEARNER } });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    if (!signedIn.ok || !cookie) throw new Error(`sign-in failed: ${signedIn.status}`);

    // The learner's first course, as the dashboard links to it.
    const list = (await (await post({ query: '{ viewer { programs { courses { id title } } } }' }, { cookie })).json()) as {
      data?: { viewer?: { programs?: { courses: { id: string; title: string }[] }[] } };
    };
    const course = list.data?.viewer?.programs?.flatMap((p) => p.courses)[0];
    if (!course) throw new Error(`no course for the demo learner: ${JSON.stringify(list).slice(0, 300)}`);

    const screen = { query: print(CoursePageDocument), variables: { id: course.id } };
    const tabs = {
      query: `query Tabs($id: ID!) { courseReferences(courseId: $id) { title } courseRecordedSessions(courseId: $id) { title } coursePodcasts(courseId: $id) { title } }`,
      variables: { id: course.id },
    };
    for (const [name, body] of [
      ['course screen', screen],
      ['tabs', tabs],
    ] as const) {
      const json = (await (await post(body, { cookie })).json()) as { data?: unknown; errors?: unknown[] };
      if (json.errors?.length || !json.data) throw new Error(`${name}: ${JSON.stringify(json).slice(0, 300)}`);
    }

    const requests = [{ method: 'POST' as const, path: '/graphql', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(screen) }];
    await autocannon({ url: gatewayUrl, connections, duration: 2, requests }); // warm-up
    const run = await autocannon({ url: gatewayUrl, connections, duration: seconds, requests });

    // Every upstream path slowed by the same delay: how many steps does each request wait for?
    const slow = await fetch(`${portal.cloudUrl}/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ '*': { mode: 'slow', delayMs } }),
    });
    if (!slow.ok) throw new Error(`fault admin refused: ${slow.status}`);
    const timed = async (body: unknown) => {
      const times: number[] = [];
      for (let i = 0; i < 9; i++) {
        const started = performance.now();
        await (await post(body, { cookie })).arrayBuffer();
        times.push(performance.now() - started);
      }
      return median(times);
    };
    // The loader de-duplicates within a request only, so every request goes upstream again.
    const screenMs = await timed(screen);
    const tabsMs = await timed(tabs);
    await fetch(`${portal.cloudUrl}/__faults`, { method: 'DELETE' });

    console.log(`\nCourse screen (${course.title}, id ${course.id}), ${connections} connections for ${seconds} s, on ${process.platform}/${process.arch}, node ${process.version}`);
    console.log(`CoursePage           ${run.requests.average.toFixed(0).padStart(5)} req/s   p50 ${run.latency.p50} ms   p99 ${run.latency.p99} ms   (${run.non2xx} non-2xx, ${run.errors} errors)`);
    console.log(`every upstream call ${delayMs} ms slower:`);
    console.log(`  CoursePage         ${screenMs.toFixed(0).padStart(5)} ms   ${(screenMs / delayMs).toFixed(2)}× one upstream call`);
    console.log(`  the three tabs     ${tabsMs.toFixed(0).padStart(5)} ms   ${(tabsMs / delayMs).toFixed(2)}× one upstream call (one request for all three)`);
  } finally {
    await portal.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
