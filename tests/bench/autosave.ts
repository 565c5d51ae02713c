/**
 * Benchmark, not a test: assessment autosave under load (issue 9, "Bench").
 * BENCH_LEARNERS (200) learners, each in their own attempt at one timed
 * assessment, save an answer every BENCH_INTERVAL_MS (2000) for
 * BENCH_SECONDS (60), through the gateway (real HTTP, real embedded cloud
 * API on its own ports and data directory). Answers rotate over a choice, a
 * multiple choice, a matching and a text question, each save with the next
 * sequence number, as the web's autosave queue sends them.
 *
 * It prints saves per second, p50 / p99 latency, failures, the saves that
 * were due but not sent in time (the server fell behind), and the lost
 * answers: at the end every attempt is read back through the gateway, and
 * every acknowledged save must be there (the stored sequence of its question
 * at least the acknowledged one, and the last acknowledged value stored).
 *
 * Learners are made by the cloud API's test-only admin (/__assessments/learners,
 * CLOUD_API_FAULT_ADMIN=true) and sign in at the identity endpoint directly
 * (InitiateAuth), calling the gateway with `Authorization: Bearer`, as
 * integrators do: 200 browser sign-ins from one address would meet the
 * gateway's sign-in rate limit, which is not what is measured here.
 *
 *   npm run bench:autosave
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { answerFor, valueOf } from './support/answers.js';
import { root, startPortal } from './support/portal.js';

const learners = Number(process.env.BENCH_LEARNERS ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const intervalMs = Number(process.env.BENCH_INTERVAL_MS ?? 2000);
const port = Number(process.env.BENCH_PORT ?? 4300);
const cloudPort = Number(process.env.BENCH_CLOUD_PORT ?? port + 10);
const dataDir = process.env.BENCH_DATA_DIR ?? '.data/h9srv-bench-autosave';
const PASSWORD = 'Bench#Autosave2026';
const COURSE = '101201';

const SAVE = `mutation Save($input: AssessmentAnswerSaveInput!) { assessmentAnswerSave(input: $input) { savedSequence status userErrors { code message } } }`;
const START = `mutation Start($input: AssessmentRefInput!) { assessmentStart(input: $input) { assessment { attemptStatus } userErrors { code message } } }`;
const READ = `query Read($course: ID!, $id: ID!) { viewer { course(id: $course) { assessment(kind: ASSESSMENT, id: $id) { attempt { answers { questionId optionIds matches text sequence } } } } } }`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

async function main() {
  // A fresh data directory only when asked: making and enrolling the learners is idempotent,
  // and each run copies a new assessment, so runs can share one.
  if (process.env.BENCH_FRESH === '1') rmSync(join(root, dataDir), { recursive: true, force: true });
  const portal = await startPortal({ port, cloudPort, extraCloudEnv: { CLOUD_API_FAULT_ADMIN: 'true', CLOUD_API_DATA_DIR: dataDir } });
  const gatewayUrl = `http://127.0.0.1:${port}/graphql`;
  try {
    const admin = async <T>(path: string, body: unknown): Promise<T> => {
      const res = await fetch(`${portal.cloudUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };
    const made = Date.now();
    const { emails } = await admin<{ emails: string[] }>('/__assessments/learners', { prefix: 'autosave', count: learners, bpid: 1012, password: PASSWORD });
    const { assessid } = await admin<{ assessid: number }>('/__assessments/copy', { from: 9101, title: 'Autosave bench', startsInSeconds: -60, endsInSeconds: seconds + 3600, answersInSeconds: null });
    const item = (k: number) => `9101-q${k}`;
    const ref = { courseId: COURSE, kind: 'ASSESSMENT', assessmentId: String(assessid) };

    // Sign in at the identity endpoint, ten at a time.
    const tokens: string[] = new Array(emails.length);
    for (let i = 0; i < emails.length; i += 10) {
      await Promise.all(
        emails.slice(i, i + 10).map(async (email, j) => {
          const res = await fetch(`${portal.cloudUrl}/`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
            body: JSON.stringify({ ClientId: 'portal-web', AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: PASSWORD } }),
          });
          const json = (await res.json()) as { AuthenticationResult?: { IdToken: string } };
          if (!json.AuthenticationResult) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(json).slice(0, 200)}`);
          tokens[i + j] = json.AuthenticationResult.IdToken;
        }),
      );
    }
    const gql = async <T>(token: string, query: string, variables: unknown): Promise<T> => {
      const res = await fetch(gatewayUrl, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
      const json = (await res.json()) as { data?: T; errors?: unknown[] };
      if (!res.ok || json.errors?.length || !json.data) throw new Error(`${res.status} ${JSON.stringify(json).slice(0, 300)}`);
      return json.data;
    };
    for (let i = 0; i < tokens.length; i += 20) {
      await Promise.all(
        tokens.slice(i, i + 20).map(async (token) => {
          const started = await gql<{ assessmentStart: { userErrors: unknown[] } }>(token, START, { input: ref });
          if (started.assessmentStart.userErrors.length) throw new Error(`start refused: ${JSON.stringify(started.assessmentStart.userErrors)}`);
        }),
      );
    }
    console.log(`${learners} learners made, signed in and started in ${((Date.now() - made) / 1000).toFixed(1)} s; autosaving every ${intervalMs} ms for ${seconds} s ...`);

    // What each learner's server acknowledged last, per question: sequence and value.
    const acked = tokens.map(() => new Map<string, { sequence: number; value: string }>());
    const latencies: number[] = [];
    const failures: string[] = [];
    /** Saves that were due before the end but not sent, because the learner's previous save had not returned. */
    let behind = 0;
    const begin = performance.now();
    const end = begin + seconds * 1000;
    await Promise.all(
      tokens.map(async (token, l) => {
        // Spread the learners over the interval, as real ones would be.
        const offset = (l / tokens.length) * intervalMs;
        for (let n = 0; ; n++) {
          const due = begin + offset + n * intervalMs;
          // The run lasts BENCH_SECONDS of real time: a learner whose saves fell behind (each
          // waits for the previous one, as the web's queue does) stops at the end too.
          if (due >= end || performance.now() >= end) {
            if (due < end) behind += Math.ceil((end - due) / intervalMs);
            break;
          }
          const wait = due - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          const answer = answerFor(l, n, item);
          const sequence = n + 1;
          const t0 = performance.now();
          try {
            const { assessmentAnswerSave: saved } = await gql<{ assessmentAnswerSave: { savedSequence: number; userErrors: { code: string }[] } }>(token, SAVE, {
              input: { ...ref, answer: { ...answer, sequence } },
            });
            latencies.push(performance.now() - t0);
            if (saved.userErrors.length) failures.push(saved.userErrors[0].code);
            else acked[l].set(answer.questionId, { sequence, value: valueOf(answer) });
          } catch (error) {
            latencies.push(performance.now() - t0);
            failures.push(String(error).slice(0, 120));
          }
        }
      }),
    );
    const elapsed = (performance.now() - begin) / 1000;

    // Every attempt read back: each acknowledged answer must be stored.
    let lost = 0;
    let checked = 0;
    for (let i = 0; i < tokens.length; i += 20) {
      await Promise.all(
        tokens.slice(i, i + 20).map(async (token, j) => {
          const l = i + j;
          const data = await gql<{
            viewer: { course: { assessment: { attempt: { answers: { questionId: string; optionIds: string[]; matches: string[]; text: string | null; sequence: number }[] } } } };
          }>(token, READ, { course: COURSE, id: String(assessid) });
          const stored = new Map(data.viewer.course.assessment.attempt.answers.map((a) => [a.questionId, a]));
          for (const [questionId, expected] of acked[l]) {
            checked += 1;
            const got = stored.get(questionId);
            // A newer save of the question may be stored even if its reply never came back (a
            // timeout after the upstream applied it): that is the learner's newer answer, not a loss.
            if (!got || got.sequence < expected.sequence || (got.sequence === expected.sequence && valueOf(got) !== expected.value)) lost += 1;
          }
        }),
      );
    }

    const sorted = [...latencies].sort((a, b) => a - b);
    const saves = latencies.length - failures.length;
    console.log(
      JSON.stringify(
        {
          learners,
          seconds: Math.round(elapsed),
          intervalMs,
          saves,
          savesPerSecond: Math.round((saves / elapsed) * 10) / 10,
          p50Ms: Math.round(percentile(sorted, 50)),
          p99Ms: Math.round(percentile(sorted, 99)),
          maxMs: Math.round(sorted[sorted.length - 1] ?? NaN),
          failures: failures.length,
          savesNotSentInTime: behind,
          failureKinds: [...new Set(failures)].slice(0, 5),
          answersChecked: checked,
          lostAnswers: lost,
        },
        null,
        2,
      ),
    );
    if (lost > 0) process.exitCode = 1;
  } finally {
    await portal.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
