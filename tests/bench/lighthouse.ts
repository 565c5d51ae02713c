/**
 * Benchmark, not a test: Lighthouse's mobile performance score (issue 7, section 5, and
 * issue 17, section 4: at least 90) for the landing page, signed out, and the dashboard and
 * the course screen (COLD_COURSE's course, default 101203, on its resume object), signed in, with
 * Lighthouse's default mobile settings (Moto G power emulation, simulated slow 4G,
 * 4x CPU slowdown) in Debian's Chromium, headless, against a portal this script starts.
 * Lighthouse clears the browser's cache before each run (every run is a cold first visit);
 * the session cookies stay.
 *
 * Each page is measured quiet and busy, side by side in one run (issue 31, section 6: a
 * learner's phone is a busy machine): busy is beside two CPU burners (scripts/cpu-burners.mjs,
 * as `npm run test:busy`), started for that audit alone; the runs alternate, quiet then busy,
 * so both see the same machine otherwise. Before the runs the stack is warmed: each page is
 * asked for once, unmeasured, so the gateway's drawing thread has started and the upstream
 * has read the pages' data (LH_WARM=0 measures a fresh stack as it comes). Each run says
 * whether the gateway drew the page for it (`Cache-Control: no-store`, docs/decisions/168) or
 * served it as built (past PAGE_DRAW_BUDGET_MS, or not signed in); the landing is drawn at
 * build time.
 *
 *   npm run bench:lighthouse   (LH_RUNS=5 LH_MODES=quiet,busy LH_PORT=4600 LH_DEBUG_PORT=4603, the cloud API on LH_PORT+1, course content on LH_PORT+2)
 *   LH_ONLY=landing (or dashboard, or course) audits that page alone; LH_DETAIL=1 prints each run's long tasks and where the main thread's time went;
 *   LH_SAVE=/tmp/lh writes each run's report and its trace (/tmp/lh-landing-quiet.json and .trace.json, -busy for the busy runs, the same for the dashboard and /tmp/lh-course-…).
 *
 * It needs no network beyond this machine: Lighthouse 12 runs offline (12.x is the
 * last line that runs on Node 20; 13 needs Node 22).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { startBurners } from '../../scripts/cpu-burners.mjs';
import { CHROMIUM, DEMO_LEARNER, SIGN_IN, startPortal } from './support/portal';

const runs = Number(process.env.LH_RUNS ?? 5);
type Mode = 'quiet' | 'busy';
const modes = (process.env.LH_MODES ?? 'quiet,busy').split(',').filter((m): m is Mode => m === 'quiet' || m === 'busy');
const port = Number(process.env.LH_PORT ?? 4600);
// port + 2 is the content listener (startPortal: one past the cloud API; docs/decisions/170).
const debugPort = Number(process.env.LH_DEBUG_PORT ?? port + 3);

/** One audit; `drawn`: the gateway drew the page for this request (null: no answer seen). */
type Score = { version: string; score: number; fcp: number; lcp: number; tbt: number; cls: number; si: number; benchmarkIndex: number; drawn: boolean | null; load: number };
type DevtoolsEvent = { method: string; params: { type?: string; response?: { url: string; headers: Record<string, string> } } };
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
    const audit = async (url: string, mode: Mode): Promise<Score> => {
      const burners = mode === 'busy' ? startBurners(2) : undefined;
      let result: Awaited<ReturnType<typeof lighthouse>>;
      try {
        result = await lighthouse(url, {
          port: debugPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // With LH_SAVE, the trace also holds V8's samples, to see which code each long task ran.
          ...(process.env.LH_SAVE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
        });
      } finally {
        burners?.stop();
      }
      const load = loadavg()[0];
      const lhr = result?.lhr;
      if (process.env.LH_SAVE) {
        const name = `${process.env.LH_SAVE}-${new URL(url).pathname.replace(/\W/g, '') || 'landing'}-${mode}`;
        writeFileSync(`${name}.json`, JSON.stringify(lhr));
        writeFileSync(`${name}.trace.json`, JSON.stringify((result?.artifacts as { Trace?: unknown } | undefined)?.Trace ?? null));
      }
      if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
      const ms = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      // The document's answer: drawn for this request (no-store) or served as built (no-cache).
      const log = ((result?.artifacts as { DevtoolsLog?: DevtoolsEvent[] } | undefined)?.DevtoolsLog ?? []).find((e) => e.method === 'Network.responseReceived' && e.params.type === 'Document');
      const cacheControl = Object.entries(log?.params.response?.headers ?? {}).find(([name]) => name.toLowerCase() === 'cache-control')?.[1];
      const drawn = cacheControl === undefined ? null : cacheControl.includes('no-store');
      if (detail) {
        // LH_DETAIL=1: where the main thread's time went, to find what to cut.
        const items = (id: string) => (lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? [];
        console.log(`\n${url} ${mode} score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, TBT ${ms('total-blocking-time').toFixed(0)} ms, ${drawn ? 'drawn' : 'as built'}`);
        for (const t of items('long-tasks')) console.log(`  long task ${String(t.url).replace(/^.*\//, '')} start ${Number(t.startTime).toFixed(0)} ms, ${Number(t.duration).toFixed(0)} ms`);
        for (const s of items('bootup-time'))
          console.log(`  script ${String(s.url).replace(/^.*\//, '')}: evaluation ${Number(s.scripting).toFixed(0)} ms, parse ${Number(s.scriptParseCompile).toFixed(0)} ms`);
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
        drawn,
        load,
      };
    };
    /** One page's medians, quiet and busy side by side, with each run's score and whether it was drawn. */
    const report = (name: string, byMode: Record<Mode, Score[]>, drawnBy: 'request' | 'build') => {
      const shown = modes.filter((mode) => byMode[mode].length);
      if (!shown.length) return;
      const m = (mode: Mode, pick: (s: Score) => number) => median(byMode[mode].map(pick));
      const row = (label: string, cell: (mode: Mode) => string) => console.log(`  ${label.padEnd(26)}${shown.map((mode) => cell(mode).padEnd(30)).join('')}`);
      console.log(`\n${name}`);
      row('', (mode) => `${mode} (median of ${byMode[mode].length})`);
      row('performance (≥ 95 / ≥ 85)', (mode) => `${m(mode, (s) => s.score)}   [${byMode[mode].map((s) => s.score).join(', ')}]`);
      row('TBT (busy ≤ 600 ms)', (mode) => `${m(mode, (s) => s.tbt).toFixed(0)} ms`);
      row('FCP / LCP', (mode) => `${(m(mode, (s) => s.fcp) / 1000).toFixed(1)} s / ${(m(mode, (s) => s.lcp) / 1000).toFixed(1)} s`);
      row('Speed Index / CLS', (mode) => `${(m(mode, (s) => s.si) / 1000).toFixed(1)} s / ${m(mode, (s) => s.cls).toFixed(3)}`);
      row('host CPU benchmark index', (mode) => `${m(mode, (s) => s.benchmarkIndex).toFixed(0)}`);
      row('load average (1 min)', (mode) => `${m(mode, (s) => s.load).toFixed(1)}`);
      row(drawnBy === 'build' ? 'page (drawn at build time)' : 'drawn for the request', (mode) =>
        drawnBy === 'build' ? 'cold cache' : `${byMode[mode].filter((s) => s.drawn).length} of ${byMode[mode].length}, cold cache`,
      );
    };
    const scores = (): Record<Mode, Score[]> => ({ quiet: [], busy: [] });
    /** LH_RUNS rounds, each the page quiet then busy. */
    const measure = async (url: string, into: Record<Mode, Score[]>) => {
      for (let i = 0; i < runs; i++)
        for (const mode of modes) {
          // Lighthouse now and then loses the trace's navigation start on a loaded machine: that run is run again.
          for (let attempt = 1; ; attempt++) {
            try {
              into[mode].push(await audit(url, mode));
              break;
            } catch (error) {
              if (attempt >= 3 || !String(error).includes('NO_NAVSTART')) throw error;
              console.log(`  (${mode} run of ${new URL(url).pathname}: NO_NAVSTART, run again)`);
            }
          }
        }
    };
    /** One unmeasured request for the page (LH_WARM=0: none): the drawing thread starts, the upstream reads the page's data. */
    const warm = async (url: string) => {
      if (process.env.LH_WARM === '0') return;
      await context.request.get(url, { headers: { accept: 'text/html' } });
    };

    const landing = scores();
    const only = process.env.LH_ONLY || undefined; // 'landing', 'dashboard' or 'course': that page alone
    const wanted = (name: string) => only === undefined || only === name;
    if (wanted('landing')) await measure(`${portal.url}/`, landing);
    const signedIn = await context.request.post(`${portal.url}/graphql`, {
      headers: { 'content-type': 'application/json' },
      data: { query: SIGN_IN, variables: { input: DEMO_LEARNER } },
    });
    const body = (await signedIn.json()) as { data?: { sessionSignIn?: { viewer?: { id: string } | null } } };
    if (!body.data?.sessionSignIn?.viewer) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
    const dashboard = scores();
    if (wanted('dashboard')) {
      await warm(`${portal.url}/dashboard`);
      await measure(`${portal.url}/dashboard`, dashboard);
    }
    const course = scores();
    if (wanted('course')) {
      const id = process.env.COLD_COURSE ?? '101203';
      const answer = await context.request.post(`${portal.url}/graphql`, {
        headers: { 'content-type': 'application/json' },
        data: { query: 'query ($id: ID!) { viewer { course(id: $id) { resumeUnitId } } }', variables: { id } },
      });
      const unit = ((await answer.json()) as { data?: { viewer?: { course?: { resumeUnitId: string | null } | null } } }).data?.viewer?.course?.resumeUnitId;
      if (!unit) throw new Error(`course ${id} has no object to resume for the demo learner`);
      const url = `${portal.url}/course?course=${encodeURIComponent(id)}&unit=${encodeURIComponent(unit)}`;
      await warm(url);
      await measure(url, course);
    }

    const first = [landing, dashboard, course].flatMap((byMode) => [...byMode.quiet, ...byMode.busy])[0];
    console.log(
      `\nLighthouse ${first?.version}, mobile defaults, Debian Chromium headless; quiet: as the machine is; busy: beside 2 CPU burners; ` +
        `stack ${process.env.LH_WARM === '0' ? 'fresh (LH_WARM=0: not warmed)' : 'warmed (each signed-in page asked once, unmeasured)'}; every run a cold browser cache; load average now ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );
    report('Landing, signed out', landing, 'build');
    report('Dashboard, signed in', dashboard, 'request');
    report('Course screen, signed in', course, 'request');
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
