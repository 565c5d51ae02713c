/**
 * Benchmark, not a test: Lighthouse's mobile performance score (issue 7, section 5, and
 * issue 17, section 4: at least 90) for the landing page, signed out, and the dashboard and
 * the course screen (COLD_COURSE's course, default 101203, on its resume object), signed in, with
 * Lighthouse's default mobile settings (Moto G power emulation, simulated slow 4G,
 * 4x CPU slowdown) in Debian's Chromium, headless, against a portal this script starts.
 * Lighthouse clears the browser's cache before each run; the session cookies stay.
 *
 *   npm run bench:lighthouse   (LH_RUNS=3 LH_PORT=4600 LH_DEBUG_PORT=4603, the cloud API on LH_PORT+1, course content on LH_PORT+2)
 *   LH_ONLY=landing (or dashboard, or course) audits that page alone; LH_DETAIL=1 prints each run's long tasks and where the main thread's time went;
 *   LH_SAVE=/tmp/lh writes each run's report and its trace (/tmp/lh-landing.json and .trace.json, the same for the dashboard and /tmp/lh-course).
 *
 * It needs no network beyond this machine: Lighthouse 12 runs offline (12.x is the
 * last line that runs on Node 20; 13 needs Node 22).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM, DEMO_LEARNER, SIGN_IN, startPortal } from './support/portal';

const runs = Number(process.env.LH_RUNS ?? 3);
const port = Number(process.env.LH_PORT ?? 4600);
// port + 2 is the content listener (startPortal: one past the cloud API; docs/decisions/170).
const debugPort = Number(process.env.LH_DEBUG_PORT ?? port + 3);

type Score = { version: string; score: number; fcp: number; lcp: number; tbt: number; cls: number; si: number; benchmarkIndex: number };
type Item = Record<string, unknown>;
const detail = process.env.LH_DETAIL === '1';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

async function main() {
  const portal = await startPortal({ port, cloudPort: port + 1 });
  const profile = mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-'));
  // A persistent context is the browser's default one, which Lighthouse's tab shares (cookies included).
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM.executablePath,
    headless: true,
    args: [...CHROMIUM.args, `--remote-debugging-port=${debugPort}`],
  });
  try {
    const audit = async (url: string): Promise<Score> => {
      const result = await lighthouse(url, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // With LH_SAVE, the trace also holds V8's samples, to see which code each long task ran.
        ...(process.env.LH_SAVE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
      });
      const lhr = result?.lhr;
      if (process.env.LH_SAVE) {
        const name = `${process.env.LH_SAVE}-${new URL(url).pathname.replace(/\W/g, '') || 'landing'}`;
        writeFileSync(`${name}.json`, JSON.stringify(lhr));
        writeFileSync(`${name}.trace.json`, JSON.stringify((result?.artifacts as { Trace?: unknown } | undefined)?.Trace ?? null));
      }
      if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
      const ms = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      if (detail) {
        // LH_DETAIL=1: where the main thread's time went, to find what to cut.
        const items = (id: string) => ((lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []);
        console.log(`\n${url} score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, TBT ${ms('total-blocking-time').toFixed(0)} ms`);
        for (const t of items('long-tasks')) console.log(`  long task ${String(t.url).replace(/^.*\//, '')} start ${Number(t.startTime).toFixed(0)} ms, ${Number(t.duration).toFixed(0)} ms`);
        for (const s of items('bootup-time')) console.log(`  script ${String(s.url).replace(/^.*\//, '')}: evaluation ${Number(s.scripting).toFixed(0)} ms, parse ${Number(s.scriptParseCompile).toFixed(0)} ms`);
        for (const g of items('mainthread-work-breakdown')) console.log(`  ${String(g.groupLabel)}: ${Number(g.duration).toFixed(0)} ms`);
      }
      return {
        version: lhr.lighthouseVersion,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: ms('first-contentful-paint'),
        lcp: ms('largest-contentful-paint'),
        tbt: ms('total-blocking-time'),
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        si: ms('speed-index'),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      };
    };
    const report = (name: string, scores: Score[]) => {
      const m = (pick: (s: Score) => number) => median(scores.map(pick));
      console.log(`\n${name} (median of ${scores.length}; each: ${scores.map((s) => s.score).join(', ')})`);
      console.log(`  performance        ${m((s) => s.score)}   (target ≥ 90)`);
      console.log(`  host CPU benchmark index ${m((s) => s.benchmarkIndex).toFixed(0)} (the 4x slowdown assumes a fast host; a slower one inflates TBT)`);
      console.log(`  FCP ${(m((s) => s.fcp) / 1000).toFixed(1)} s   LCP ${(m((s) => s.lcp) / 1000).toFixed(1)} s   Speed Index ${(m((s) => s.si) / 1000).toFixed(1)} s   TBT ${m((s) => s.tbt).toFixed(0)} ms   CLS ${m((s) => s.cls).toFixed(3)}`);
    };

    const landing: Score[] = [];
    const only = process.env.LH_ONLY || undefined; // 'landing', 'dashboard' or 'course': that page alone
    const wanted = (name: string) => only === undefined || only === name;
    if (wanted('landing')) for (let i = 0; i < runs; i++) landing.push(await audit(`${portal.url}/`));
    const signedIn = await context.request.post(`${portal.url}/graphql`, {
      headers: { 'content-type': 'application/json' },
      data: { query: SIGN_IN, variables: { input: DEMO_LEARNER } },
    });
    const body = (await signedIn.json()) as { data?: { sessionSignIn?: { viewer?: { id: string } | null } } };
    if (!body.data?.sessionSignIn?.viewer) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
    const dashboard: Score[] = [];
    if (wanted('dashboard')) for (let i = 0; i < runs; i++) dashboard.push(await audit(`${portal.url}/dashboard`));
    const course: Score[] = [];
    if (wanted('course')) {
      const id = process.env.COLD_COURSE ?? '101203';
      const answer = await context.request.post(`${portal.url}/graphql`, {
        headers: { 'content-type': 'application/json' },
        data: { query: 'query ($id: ID!) { viewer { course(id: $id) { resumeUnitId } } }', variables: { id } },
      });
      const unit = ((await answer.json()) as { data?: { viewer?: { course?: { resumeUnitId: string | null } | null } } }).data?.viewer?.course?.resumeUnitId;
      if (!unit) throw new Error(`course ${id} has no object to resume for the demo learner`);
      for (let i = 0; i < runs; i++) course.push(await audit(`${portal.url}/course?course=${encodeURIComponent(id)}&unit=${encodeURIComponent(unit)}`));
    }

    console.log(`Lighthouse ${(landing[0] ?? dashboard[0] ?? course[0])?.version}, mobile defaults, Debian Chromium headless; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    if (landing.length) report('Landing, signed out', landing);
    if (dashboard.length) report('Dashboard, signed in', dashboard);
    if (course.length) report('Course screen, signed in', course);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await portal.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
