import { test as base, type Browser, type Page } from '@playwright/test';
import { portalUrl } from './stack';

export * from '@playwright/test';

/**
 * What a journey's own pages report that nobody asked for: an uncaught exception or an
 * unhandled rejection in the page (`pageerror`), or a `console.error`. Either fails the
 * journey when it ends (issue 18, section 4: no error passes silently). A failed
 * request's own line ("Failed to load resource: …") is left out: journeys cut the
 * network, refuse saves and open locked things on purpose, and say what they expect of
 * each in their assertions. A journey that provokes a console error on purpose names it
 * with `browserErrors.allow(/…/)`.
 */
export type BrowserErrors = { allow(pattern: RegExp): void };

const FAILED_REQUEST = /^Failed to load resource: /;

export const test = base.extend<{ browserErrors: BrowserErrors }>({
  // This worker's own stack (docs/decisions/248): stack.ts reads the worker's slot.
  baseURL: portalUrl,
  browserErrors: [
    async ({ context }, use) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (error) => seen.push(`uncaught in ${page.url()}: ${error.stack ?? error.message}`));
        page.on('console', (message) => {
          if (message.type() === 'error' && !FAILED_REQUEST.test(message.text())) seen.push(`console.error in ${page.url()}: ${message.text()}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use({ allow: (pattern) => void allowed.push(pattern) });
      const unexpected = seen.filter((line) => !allowed.some((pattern) => pattern.test(line)));
      if (unexpected.length) throw new Error(`the browser reported ${unexpected.length} error(s) nobody expected:\n${unexpected.join('\n')}`);
    },
    { auto: true },
  ],
});

/**
 * The journeys' test with Chromium's third-party storage partitioned by top-level site, as in
 * Chrome since 115 (and allowed with third-party cookies blocked since 119). Playwright turns
 * the feature off in its default switches (microsoft/playwright#32230), and a cross-site frame
 * then gets no storage and no service worker at all: the content origin could keep nothing for
 * offline (docs/decisions/390). The worker's browser is launched without that one default: the
 * default list is read from a first launch's command line, so it follows Playwright's own.
 */
export const testWithPartitionedStorage = test.extend<object, { browser: Browser }>({
  browser: [
    async ({ playwright, launchOptions, headless }, use) => {
      const first = await playwright.chromium.launchServer({ ...launchOptions, headless });
      const defaults = first.process().spawnargs.find((arg) => arg.startsWith('--disable-features=')) ?? '';
      await first.close();
      const features = defaults
        .slice('--disable-features='.length)
        .split(',')
        .filter((feature) => feature && feature !== 'ThirdPartyStoragePartitioning');
      const browser = await playwright.chromium.launch({
        ...launchOptions,
        headless,
        ignoreDefaultArgs: defaults ? [defaults] : [],
        args: [...(launchOptions.args ?? []), `--disable-features=${features.join(',')}`],
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
});
