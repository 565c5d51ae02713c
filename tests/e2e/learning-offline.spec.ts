import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { signInAs, waitForLiveApp } from './support/session';

/**
 * Learning without a connection (issue 34; docs/decisions/330): the portal installs (a
 * manifest, icons, a service worker), opens its shell offline and says so, and offers a new
 * version when one is deployed.
 */

const SERVICE_WORKER_FILE = path.join(import.meta.dirname, '../../packages/web/dist/service-worker.js');

/** Waits until the portal's service worker controls the page (it is registered once the page is idle). */
async function controlledByTheWorker(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/service-worker\.js$/);
}

test('the portal is installable: a manifest with icons, and a service worker controls its pages', async ({ page }) => {
  await page.goto('/');
  await waitForLiveApp(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await page.request.get(href!)).json()) as { name: string; start_url: string; display: string; icons: { sizes: string; purpose?: string }[] };
  expect(manifest).toMatchObject({ name: 'Demo Online University', start_url: '/dashboard', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  await controlledByTheWorker(page);
});

test('offline, the app shell opens and says the learner is offline; nothing the gateway drew for them is kept', async ({ page, context, browserErrors }) => {
  browserErrors.allow(/Failed to fetch|ERR_INTERNET_DISCONNECTED|net::/);
  await signInAs(page);
  await page.goto('/dashboard');
  await waitForLiveApp(page);
  await controlledByTheWorker(page);
  // Nothing but the build's own files in the worker's caches: no page drawn for the learner, no /graphql answer.
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.filter((url) => url.startsWith('/graphql') || url === '/dashboard')).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('You are offline', { exact: true })).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeHidden();
});

test('a new deploy shows the update prompt, and Reload runs the new version', async ({ page }) => {
  await page.goto('/');
  await waitForLiveApp(page);
  await controlledByTheWorker(page);
  const deployed = readFileSync(SERVICE_WORKER_FILE, 'utf8');
  try {
    // A new deploy: a new worker script (its precache list changes with every build).
    writeFileSync(SERVICE_WORKER_FILE, `${deployed}\n// deploy ${Date.now()}\n`);
    await page.reload();
    await waitForLiveApp(page);
    const prompt = page.getByRole('status').filter({ hasText: 'A new version of the portal is ready' });
    await expect(prompt).toBeVisible();
    // The new worker takes over and the page reloads once, with no prompt.
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => (r?.waiting ? 'waiting' : r?.active?.state ?? null)))).toBe('activated');
    await waitForLiveApp(page);
    await expect(page.getByText('A new version of the portal is ready')).toBeHidden();
  } finally {
    writeFileSync(SERVICE_WORKER_FILE, deployed);
  }
});
