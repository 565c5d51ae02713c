import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM, DEMO_LEARNER, SIGN_IN, startPortal } from './support/portal';
const port = 4650;
async function main() {
  const portal = await startPortal({ port, cloudPort: port + 1 });
  const profile = mkdtempSync(path.join(tmpdir(), 'lhp-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM.executablePath, headless: true, args: [...CHROMIUM.args, `--remote-debugging-port=${port + 2}`] });
  try {
    const audit = async (name: string, url: string) => {
      const result = await lighthouse(url, { port: port + 2, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result!.lhr;
      writeFileSync(`/tmp/lh-${name}.json`, JSON.stringify(lhr));
      const a = lhr.audits;
      console.log(`\n== ${name} score ${Math.round(lhr.categories.performance.score! * 100)}`);
      for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'cumulative-layout-shift', 'max-potential-fid', 'interactive']) console.log(id, a[id]?.numericValue?.toFixed(0), a[id]?.score);
      console.log('long tasks', JSON.stringify((a['long-tasks']?.details as any)?.items?.slice(0, 12)));
      console.log('bootup', JSON.stringify((a['bootup-time']?.details as any)?.items?.slice(0, 6)));
      console.log('mainthread', JSON.stringify((a['mainthread-work-breakdown']?.details as any)?.items));
      console.log('lcp el', JSON.stringify((a['largest-contentful-paint-element']?.details as any)?.items).slice(0, 1500));
    };
    await audit('landing', `${portal.url}/`);
    const signedIn = await context.request.post(`${portal.url}/graphql`, { headers: { 'content-type': 'application/json' }, data: { query: SIGN_IN, variables: { input: DEMO_LEARNER } } });
    await signedIn.json();
    await audit('dashboard', `${portal.url}/dashboard`);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await portal.stop();
  }
}
main().catch((e) => { console.error(e); process.exit(1); });
