/**
 * Benchmark, not a test: learning without a connection (issue 34, "Figures"), printed as one
 * table against a portal this script starts (the web app built first: npm run bench:offline).
 *
 * 1. A saved course screen opening offline: the demo learner saves the media course, the
 *    browser goes offline (Playwright's setOffline, and the page's network emulation, so that
 *    navigator.onLine says so as a phone's does) with 4x CPU throttling, and the course
 *    screen is opened on its PDF unit; useful content is the course's heading with its units
 *    on screen, by the page's own clock from the navigation (median of BENCH_RUNS, 5); the
 *    PDF's first page drawn is printed beside it.
 * 2. The app shell precache: the worker's precache list (dist/service-worker.js), gzip -9.
 * 3. First-route JavaScript online: the scripts the landing and dashboard pages name, gzip -9.
 * 4. Queued actions lost across 20 offline/online flips: each flip queues one SCORM commit
 *    offline through the app's own offline answers (src/offline/saved-answers.ts, as its fetch
 *    does on a failed request), then goes online, where the app's queue sends what waits; at the
 *    end, the commits the gateway stored are counted (lost = queued − stored; sent twice too).
 *
 *   npm run bench:offline            BENCH_PORT (5640), BENCH_RUNS (5)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, expect } from '@playwright/test';
import { CHROMIUM, DEMO_LEARNER, SIGN_IN, root, startPortal } from './support/portal';

const port = Number(process.env.BENCH_PORT ?? 5640);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const dist = join(root, 'packages/web/dist');
const COURSE = '301205';
const PDF_UNIT = 'obj-301058-3';
const SCORM_UNIT = 'obj-301058-4';
const FLIPS = 20;

const gzipKiB = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

function precacheKiB(): { entries: number; kib: number } {
  const worker = readFileSync(join(dist, 'service-worker.js'), 'utf8');
  const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
  return { entries: urls.length, kib: urls.reduce((sum, url) => sum + gzipKiB(url), 0) };
}

function firstRouteKiB(page: string): number {
  const html = readFileSync(join(dist, page), 'utf8');
  const files = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  return [...files].reduce((sum, file) => sum + gzipKiB(file), 0);
}

/**
 * The built chunk with src/offline/saved-answers.ts, found by its export's name in the chunk's
 * namespace object (the build groups the offline app's modules in one chunk, decision 383, so the
 * module has no manifest entry of its own).
 */
function offlineAnswersChunk(): string {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const own = manifest['src/offline/saved-answers.ts']?.file;
  if (own) return own;
  const chunk = Object.values(manifest).find(({ file }) => file.endsWith('.js') && readFileSync(join(dist, file), 'utf8').includes('answerOffline:'));
  if (!chunk) throw new Error('no built chunk holds src/offline/saved-answers.ts');
  return chunk.file;
}

async function main() {
  const portal = await startPortal({ port, cloudPort: port + 1 });
  const browser = await chromium.launch(CHROMIUM);
  try {
    const context = await browser.newContext({ baseURL: portal.url, viewport: { width: 390, height: 844 } });
    const signIn = await context.request.post('/graphql', { headers: { 'apollo-require-preflight': 'true' }, data: { query: SIGN_IN, variables: { input: DEMO_LEARNER } } });
    if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);
    const page = await context.newPage();
    await page.goto(`/course?course=${COURSE}`);
    await expect(page.locator('#root:not([data-shell])')).toBeAttached({ timeout: 60_000 });
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 }).toBe(true);
    await page.getByRole('button', { name: 'Save for offline' }).click();
    await page
      .getByRole('group', { name: 'Save for offline' })
      .getByRole('button', { name: /^Save / })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved for offline' })).toBeVisible({ timeout: 120_000 });

    // 1. The saved course offline, on the phone profile.
    await context.setOffline(true);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // As a phone without a connection says it (navigator.onLine false, which the app reads):
    // Playwright's setOffline leaves a page opened after it believing it is online.
    const noConnection = (offline: boolean) => cdp.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.send('Network.enable');
    await noConnection(true);
    // The page's own clock when the useful content, and the PDF's page, are first on screen.
    await page.addInitScript(() => {
      const marks: Record<string, number> = {};
      (window as unknown as { __offlineMarks: Record<string, number> }).__offlineMarks = marks;
      new MutationObserver(() => {
        const heading = [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Organisational Behaviour');
        if (!marks.useful && heading && document.querySelector('nav[aria-label="Units of the course"] button')) marks.useful = performance.now();
        if (!marks.pdf && document.body?.textContent?.includes('Page 1 of 1') && document.querySelector('canvas')) marks.pdf = performance.now();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const useful: number[] = [];
    const pdf: number[] = [];
    for (let i = 0; i < runs; i++) {
      await page.goto(`/course?course=${COURSE}&unit=${PDF_UNIT}`, { waitUntil: 'commit' });
      await expect(page.getByText('Page 1 of 1')).toBeVisible({ timeout: 60_000 });
      const marks = await page.evaluate(() => (window as unknown as { __offlineMarks: Record<string, number> }).__offlineMarks);
      useful.push(marks.useful);
      pdf.push(marks.pdf);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await noConnection(false);

    // 4. Twenty flips, one SCORM commit queued offline in each, sent by the app's queue online.
    const answersModule = `/${offlineAnswersChunk()}`;
    const sent = new Map<number, number>();
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (!request.url().endsWith('/graphql') || !body.includes('"operationName":"ScormCommit"')) return;
      const sequence = (JSON.parse(body) as { variables: { input: { sequence: number } } }).variables.input.sequence;
      sent.set(sequence, (sent.get(sequence) ?? 0) + 1);
    });
    // Above what the gateway already holds: the bench's data directory outlives a run, and a
    // commit below the stored sequence is refused as stale, which would read as a reordering.
    const storedSequence = async () =>
      (
        (await (
          await context.request.post('/graphql', {
            headers: { 'apollo-require-preflight': 'true' },
            data: { query: `{ scormRuntime(courseId: "${COURSE}", objectId: "${SCORM_UNIT}") { sequence } }` },
          })
        ).json()) as { data?: { scormRuntime?: { sequence: number } | null } }
      ).data?.scormRuntime?.sequence ?? 0;
    const base = (await storedSequence()) + 1;
    for (let flip = 0; flip < FLIPS; flip++) {
      await context.setOffline(true);
      await page.evaluate(
        async ({ module, input }) => {
          // The chunk holds the module (alone, or with the rest of the offline app) and its namespace, by its own names.
          type Answers = { answerOffline: (body: string) => Promise<Response | null> };
          const chunk = (await import(module)) as Record<string, unknown>;
          const { answerOffline } = [chunk, ...Object.values(chunk)].find((v): v is Answers => typeof (v as Partial<Answers> | null)?.answerOffline === 'function')!;
          const query = 'mutation ScormCommit($input: ScormCommitInput!) { scormCommit(input: $input) { stored completed userErrors { message } } }';
          if (!(await answerOffline(JSON.stringify({ operationName: 'ScormCommit', query, variables: { input } })))) throw new Error('not queued');
        },
        { module: answersModule, input: { courseId: COURSE, objectId: SCORM_UNIT, version: 'SCORM_12', data: JSON.stringify({ cmi: { suspend_data: `flip ${flip}` } }), sequence: base + flip } },
      );
      await context.setOffline(false);
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await page.waitForTimeout(50 + Math.random() * 150);
    }
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const waiting = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('portal-offline');
            open.onsuccess = () => {
              const count = open.result.transaction('queue').objectStore('queue').count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      );
    await expect.poll(waiting, { timeout: 60_000 }).toBe(0);
    const delivered = [...sent.keys()].filter((s) => s >= base && s < base + FLIPS).length;
    const twice = [...sent.values()].filter((n) => n > 1).length;
    // The gateway's own record: the highest commit it stored is the last one queued.
    const lastStored = await storedSequence();

    const precache = precacheKiB();
    const rows = [
      [
        `a saved course screen opening offline, useful content (4x CPU, median of ${runs})`,
        `${(median(useful) / 1000).toFixed(2)} s (runs: ${useful.map((ms) => (ms / 1000).toFixed(2)).join(', ')}; its PDF's page: ${(median(pdf) / 1000).toFixed(2)} s)`,
        '≤ 1 s',
      ],
      [`app shell precache (${precache.entries} files)`, `${precache.kib.toFixed(1)} KiB gzip`, '≤ 400 KiB gzip'],
      [
        'first-route JavaScript online: landing / dashboard',
        `${firstRouteKiB('landing.html').toFixed(1)} / ${firstRouteKiB('pages/dashboard.html').toFixed(1)} KiB gzip`,
        // Counted the same way on the commit before issue 34 (bb72bf7~1, built in a worktree). The
        // issue's "197 / 199.5" match no count of that commit; they are near older decisions' (163, 176).
        'not more than before issue 34: 200.5 / 209.1 KiB gzip',
      ],
      [
        `queued actions lost across ${FLIPS} offline/online flips`,
        `${FLIPS - delivered} (sent again after a cut answer: ${twice}; the gateway's last stored commit is the last queued: ${lastStored === base + FLIPS - 1})`,
        '0',
      ],
    ];
    console.log('\n| figure | measured | goal |\n| --- | --- | --- |');
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  } finally {
    await browser.close();
    await portal.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
