/**
 * Issue 20, Certificates (spec part 3, 2.15, 4.5, 7.7): the program certificates of the
 * profile's cert list on the Certificates screen. A learner previews one (titled with
 * its name, or 'Certificate Preview' when it has none) and downloads it as
 * certificate.png. profile@ is the profile journeys' learner; nothing here changes it.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { submitLogin, waitForLiveApp } from './support/session';
import { seriousViolations } from './support/axe';

const RAVI = { username: 'profile@demo.university', password: 'Profile@2026' };

async function openCertificates(page: Page) {
  const dialog = await submitLogin(page, RAVI.username, RAVI.password);
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await page.goto('/certificates');
  await waitForLiveApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Orientation Programme' })).toBeVisible({ timeout: 30_000 });
}

test.describe('program certificates', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a learner previews a certificate and downloads it as certificate.png', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openCertificates(page);

    // The named one: the dialog carries its name, the image, a close button and Download.
    await page.getByRole('button', { name: 'Preview Orientation Programme' }).click();
    const named = page.getByRole('dialog', { name: 'Orientation Programme' });
    const image = named.getByRole('img', { name: 'Certificate: Orientation Programme' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1684);
    const [download] = await Promise.all([page.waitForEvent('download'), named.getByRole('button', { name: 'Download Orientation Programme (PNG)' }).click()]);
    expect(download.suggestedFilename()).toBe('certificate.png');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    await named.getByRole('button', { name: 'Close' }).click();
    await expect(named).toBeHidden();

    // The one without a name: 'Certificate Preview'.
    await page.getByRole('button', { name: 'Preview Certificate Preview' }).click();
    const unnamed = page.getByRole('dialog', { name: 'Certificate Preview' });
    await expect(unnamed.getByRole('img', { name: 'Certificate' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(unnamed).toBeHidden();

    // Download from the card too.
    const [fromCard] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Certificate Preview (PNG)' }).click()]);
    expect(fromCard.suggestedFilename()).toBe('certificate.png');
  });

  for (const size of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`the Certificates screen at ${size.width} px: no serious axe violation, nothing wider than the screen, keyboard to the preview`, async ({ page }) => {
      await page.setViewportSize(size);
      await openCertificates(page);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `test-results/program-certificates-${size.width}.png`, fullPage: true });
      const preview = page.getByRole('button', { name: 'Preview Orientation Programme' });
      await preview.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Orientation Programme' });
      await expect(dialog).toBeVisible();
      await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/program-certificates-preview-${size.width}.png` });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(preview).toBeFocused();
    });
  }
});
