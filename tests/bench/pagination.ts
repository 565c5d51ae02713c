/**
 * Benchmark, not a test: a course discussion of 2,000 posts (BENCH_QUESTIONS questions, 500, each
 * with BENCH_ANSWERS answers, 3), read through the gateway as the Discussion tab read it before
 * (the whole list, `questions`) and as it reads it now (the first page, `questionsConnection(first:
 * 20)`), and a page deep in the list (issue 32, section 3; docs/decisions/312). For each: the
 * answer's size (JSON, and gzip as the gateway may send it) and its time (BENCH_RUNS sequential
 * requests after a warm-up: median and p95), with the cloud API's own /getDiscussion beside them
 * (the gateway reads the whole list from it either way). Prints one table and the load average.
 *
 *   npm run bench:pagination            (BENCH_PORT, default 5310, and the two ports after it)
 */
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { DEMO_LEARNER, SIGN_IN, startPortal } from './support/portal.js';

const port = Number(process.env.BENCH_PORT ?? 5310);
const questionCount = Number(process.env.BENCH_QUESTIONS ?? 500);
const answersEach = Number(process.env.BENCH_ANSWERS ?? 3);
const runs = Number(process.env.BENCH_RUNS ?? 30);

const QUESTION_FIELDS = 'id number text authorName mine postedAt answerCount answers { id number text authorName mine postedAt }';
const WHOLE = `query Whole($courseId: ID!) { courseDiscussion(courseId: $courseId) { id questions { ${QUESTION_FIELDS} } } }`;
const PAGE = `query Page($courseId: ID!, $after: String) { courseDiscussion(courseId: $courseId) { id questionsConnection(first: 20, after: $after) { nodes { ${QUESTION_FIELDS} } pageInfo { hasNextPage endCursor } totalCount } } }`;

/** About 40 words, as a learner's question or answer might be. */
const words = (seed: number) => Array.from({ length: 40 }, (_, i) => `word${(seed * 7 + i) % 97}`).join(' ');
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? NaN;

async function main() {
  const portal = await startPortal({ port, cloudPort: port + 1 });
  const gatewayUrl = `http://127.0.0.1:${port}`;
  try {
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const signedIn = await post({ query: SIGN_IN, variables: { input: DEMO_LEARNER } });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    if (!signedIn.ok || !cookie) throw new Error(`sign-in failed: ${signedIn.status}`);

    // The demo learner's first course and its batch (EnrolledProgram.id is the batch, EnrolledCourse.id the course as run).
    const list = (await (await post({ query: '{ viewer { programs { id courses { id title } } } }' }, { cookie })).json()) as {
      data?: { viewer?: { programs?: { id: string; courses: { id: string; title: string }[] }[] } };
    };
    const program = list.data?.viewer?.programs?.find((p) => p.courses.length > 0);
    const course = program?.courses[0];
    if (!program || !course) throw new Error(`no course for the demo learner: ${JSON.stringify(list).slice(0, 300)}`);
    const where = { oid: 'demo-university', bpid: Number(program.id), bcid: Number(course.id), idata: [], cname: course.title, pname: 'Bench' };

    const cloud = async (path: string, body: Record<string, unknown>) => {
      const response = await fetch(`${portal.cloudUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response;
    };
    const started = performance.now();
    for (let q = 0; q < questionCount; q++) {
      const made = (await (await cloud('/updateDiscussion', { ...where, qtype: 0, jdata: { question: words(q), emailId: `peer${q % 40}@demo.university`, username: `Peer ${q % 40}` } })).json()) as {
        qid: number;
      };
      for (let a = 0; a < answersEach; a++) {
        await cloud('/updateDiscussion', {
          ...where,
          qtype: 1,
          qid: made.qid,
          jdata: { answer: words(q + a + 1), emailId: `peer${(q + a + 1) % 40}@demo.university`, username: `Peer ${(q + a + 1) % 40}` },
        });
      }
      if ((q + 1) % 100 === 0) process.stderr.write(`  ${q + 1} questions with their answers posted (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
    }

    const variables = { courseId: course.id };
    const check = async (body: unknown) => {
      const json = (await (await post(body, { cookie })).json()) as {
        data?: { courseDiscussion?: { questions?: unknown[]; questionsConnection?: { nodes: unknown[]; pageInfo: { endCursor: string | null }; totalCount: number } } };
        errors?: unknown[];
      };
      if (json.errors?.length || !json.data?.courseDiscussion) throw new Error(JSON.stringify(json).slice(0, 300));
      return json.data.courseDiscussion;
    };
    const whole = await check({ query: WHOLE, variables });
    const first = (await check({ query: PAGE, variables })).questionsConnection!;
    const posts = (whole.questions as { answers: unknown[] }[]).reduce((n, q) => n + 1 + q.answers.length, 0);
    // A page deep in the list: walk to the middle once, keep its cursor.
    let middle: string | null = first.pageInfo.endCursor;
    for (let i = 1; i < Math.floor(first.totalCount / 20 / 2); i++) middle = (await check({ query: PAGE, variables: { ...variables, after: middle } })).questionsConnection!.pageInfo.endCursor;

    type Row = { name: string; send: () => Promise<Response> };
    const rows: Row[] = [
      { name: 'whole list (questions, deprecated)', send: () => post({ query: WHOLE, variables }, { cookie }) },
      { name: 'first page (questionsConnection, 20)', send: () => post({ query: PAGE, variables }, { cookie }) },
      { name: 'a middle page (after a cursor)', send: () => post({ query: PAGE, variables: { ...variables, after: middle } }, { cookie }) },
      { name: 'cloud API /getDiscussion (upstream, for both)', send: () => cloud('/getDiscussion', { oid: 'demo-university', bpid: where.bpid, bcid: where.bcid }) },
    ];
    const results = [];
    for (const row of rows) {
      let bytes = 0;
      for (let i = 0; i < 5; i++) bytes = (await (await row.send()).arrayBuffer()).byteLength; // warm-up
      const body = Buffer.from(await (await row.send()).arrayBuffer());
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        await (await row.send()).arrayBuffer();
        times.push(performance.now() - t0);
      }
      results.push({ row: row.name, 'JSON bytes': bytes, 'gzip bytes': gzipSync(body).byteLength, 'p50 ms': +quantile(times, 0.5).toFixed(1), 'p95 ms': +quantile(times, 0.95).toFixed(1) });
    }
    const [load1, load5] = loadavg();
    console.log(
      `\nA discussion of ${posts} posts (${first.totalCount} questions, ${answersEach} answers each), ${runs} sequential requests per row; load average ${load1.toFixed(2)} (1 min), ${load5.toFixed(2)} (5 min)\n`,
    );
    console.table(results);
    const [w, f] = results;
    console.log(`first page / whole list: ${((f['JSON bytes'] / w['JSON bytes']) * 100).toFixed(1)} % of the bytes, ${((f['p50 ms'] / w['p50 ms']) * 100).toFixed(0)} % of the median time`);
  } finally {
    await portal.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
