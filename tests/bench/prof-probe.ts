import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM, DEMO_LEARNER, SIGN_IN, startPortal } from './support/portal';
const port = 4660;
async function main() {
  const portal = await startPortal({ port, cloudPort: port + 1 });
  const browser = await chromium.launch(CHROMIUM);
  try {
    for (const [name, path, signIn] of [['landing', '/', false], ['dashboard', '/dashboard', true]] as const) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      if (signIn) await (await context.request.post(`${portal.url}/graphql`, { headers: { 'content-type': 'application/json' }, data: { query: SIGN_IN, variables: { input: DEMO_LEARNER } } })).json();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(`${portal.url}${path}`);
      await page.locator('#root:not([data-shell])').waitFor({ state: 'attached' });
      if (signIn) await page.getByRole('article').first().waitFor();
      await page.waitForTimeout(3000);
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(`/tmp/prof-${name}.cpuprofile`, JSON.stringify(profile));
      await context.close();
    }
  } finally {
    await browser.close();
    await portal.stop();
  }
}
main().catch((e) => { console.error(e); process.exit(1); });
