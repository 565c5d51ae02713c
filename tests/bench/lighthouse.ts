/**
 * Benchmark, not a test: Lighthouse's mobile performance score (issue 7, section 5:
 * at least 90) for the landing page, signed out, and the dashboard, signed in, with
 * Lighthouse's default mobile settings (Moto G power emulation, simulated slow 4G,
 * 4x CPU slowdown) in Debian's Chromium, headless, against a portal this script starts.
 * Lighthouse clears the browser's cache before each run; the session cookies stay.
 *
 *   npm run bench:lighthouse   (LH_RUNS=3 LH_PORT=4600 LH_DEBUG_PORT=4602, the cloud API on LH_PORT+1)
 *
 * It needs no network beyond this machine: Lighthouse 12 runs offline (12.x is the
 * last line that runs on Node 20; 13 needs Node 22).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM, DEMO_LEARNER, SIGN_IN, startPortal } from './support/portal';

const runs = Number(process.env.LH_RUNS ?? 3);
const port = Number(process.env.LH_PORT ?? 4600);
const debugPort = Number(process.env.LH_DEBUG_PORT ?? port + 2);

type Score = { version: string; score: number; fcp: number; lcp: number; tbt: number; cls: number; si: number };

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
      const result = await lighthouse(url, { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
      const ms = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      return {
        version: lhr.lighthouseVersion,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: ms('first-contentful-paint'),
        lcp: ms('largest-contentful-paint'),
        tbt: ms('total-blocking-time'),
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        si: ms('speed-index'),
      };
    };
    const report = (name: string, scores: Score[]) => {
      const m = (pick: (s: Score) => number) => median(scores.map(pick));
      console.log(`\n${name} (median of ${scores.length}; each: ${scores.map((s) => s.score).join(', ')})`);
      console.log(`  performance        ${m((s) => s.score)}   (target ≥ 90)`);
      console.log(`  FCP ${(m((s) => s.fcp) / 1000).toFixed(1)} s   LCP ${(m((s) => s.lcp) / 1000).toFixed(1)} s   Speed Index ${(m((s) => s.si) / 1000).toFixed(1)} s   TBT ${m((s) => s.tbt).toFixed(0)} ms   CLS ${m((s) => s.cls).toFixed(3)}`);
    };

    const landing: Score[] = [];
    for (let i = 0; i < runs; i++) landing.push(await audit(`${portal.url}/`));
    const signedIn = await context.request.post(`${portal.url}/graphql`, {
      headers: { 'content-type': 'application/json' },
      data: { query: SIGN_IN, variables: { input: DEMO_LEARNER } },
    });
    const body = (await signedIn.json()) as { data?: { sessionSignIn?: { viewer?: { id: string } | null } } };
    if (!body.data?.sessionSignIn?.viewer) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
    const dashboard: Score[] = [];
    for (let i = 0; i < runs; i++) dashboard.push(await audit(`${portal.url}/dashboard`));

    console.log(`Lighthouse ${landing[0].version}, mobile defaults, Debian Chromium headless`);
    report('Landing, signed out', landing);
    report('Dashboard, signed in', dashboard);
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
