/**
 * Issue 20, Profile (spec part 3, 2.5, 4.3, 5.7): the profile journey's own learner
 * (profile@, never saved a profile, so Submit first asks for a photo) edits the profile
 * with a photo and a document, then deletes the document after the confirmation. Other
 * journeys do not read this learner.
 */
import { expect, test, type Page } from './support/test';
import { submitLogin, waitForLiveApp } from './support/session';
import { pngFile } from './support/files';
import { seriousViolations } from './support/axe';

const RAVI = { username: 'profile@demo.university', password: 'Profile@2026' };

async function signIn(page: Page) {
  const dialog = await submitLogin(page, RAVI.username, RAVI.password);
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

async function openProfile(page: Page) {
  await page.goto('/profile');
  await waitForLiveApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: /First name/ })).toBeVisible({ timeout: 30_000 });
}

/** A document that starts as a PDF does, of a chosen size (the store checks the first bytes). */
const pdfFile = (name: string, size: number) => ({ name, mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n'), Buffer.alloc(size - 15, 0x20)]) });

test.describe('My Profile', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a learner edits the profile with a photo and a document, then deletes the document', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page);
    await openProfile(page);
    await expect(page.getByText('No USN')).toBeVisible();

    // spec part 3, 5.7: the photo is checked first.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please Select Profile Photo' })).toBeVisible();

    // A photo too small is refused when chosen, with the spec's words; a right one is uploaded and shown.
    const photoInput = page.locator('input[type=file][accept=".jpg,.jpeg,.png"]');
    await photoInput.setInputFiles(pngFile('tiny.png', 20_000));
    await expect(page.getByText('file size is less than 50kb').first()).toBeVisible();
    await photoInput.setInputFiles(pngFile('ravi.png', 120_000));
    await expect(page.getByRole('img', { name: /^Profile photo: \d{4}-ravi\.png$/ })).toBeVisible({ timeout: 30_000 });

    // The spec's order: date of birth, then country code ...
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter date of Birth' })).toBeVisible();
    await page.getByLabel(/Date of birth/).fill('1999-03-14');
    await page.getByRole('combobox', { name: /Country code/ }).selectOption('91');
    await page.getByRole('textbox', { name: /Address/ }).fill('21 Chamundi Hill Road, Mysuru 570010');
    await page.getByRole('textbox', { name: /Phone number/ }).fill('9812345678');
    await page.getByRole('textbox', { name: /Passport number/ }).fill('P7654321');
    await page.getByRole('textbox', { name: /Highest degree/ }).fill('BSc Computer Science');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter work experience' })).toBeVisible();
    await page.getByRole('textbox', { name: /Work experience/ }).fill('1 year as a lab assistant');

    // A document: an image is not added, one over 256000 bytes is refused as "greater than 1mb", a PDF is uploaded.
    const documentInput = page.locator('input[type=file][accept=".pdf,.doc,.docx"]');
    await documentInput.setInputFiles(pdfFile('too-big.pdf', 256_001));
    await expect(page.getByText('file size is greater than 1mb')).toBeVisible();
    await documentInput.setInputFiles(pdfFile('degree.pdf', 80_000));
    await expect(page.getByText('Uploaded successfully')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('degree.pdf (not saved yet)')).toBeVisible();

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Submitted successfully')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'degree.pdf' })).toBeVisible();

    // Saved: a reload shows the server's photo and the document.
    await page.reload();
    await openProfile(page);
    await expect(page.getByRole('textbox', { name: /Work experience/ })).toHaveValue('1 year as a lab assistant');
    const photo = page.getByRole('img', { name: /^Profile photo: \d{4}-ravi\.png$/ });
    await expect(photo).toBeVisible();
    // What is served is the re-encoded JPEG, from the portal's own origin.
    const served = await page.request.get((await photo.getAttribute('src'))!);
    expect(served.headers()['content-type']).toBe('image/jpeg');
    await expect(page.getByRole('link', { name: 'degree.pdf' })).toBeVisible();

    // spec part 3, 4.3: No keeps it; Yes saves without it and says so.
    await page.getByRole('button', { name: 'Delete degree.pdf' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete ?' });
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('link', { name: 'degree.pdf' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete degree.pdf' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('deleted successfully')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'degree.pdf' })).toHaveCount(0);
    await page.reload();
    await openProfile(page);
    await expect(page.getByText('No documents yet.')).toBeVisible();
  });

  for (const size of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`My Profile at ${size.width} px: no serious axe violation, nothing wider than the screen, keyboard to Submit`, async ({ page }) => {
      await page.setViewportSize(size);
      await signIn(page);
      await openProfile(page);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `test-results/profile-${size.width}.png`, fullPage: true });
      // Keyboard only: from the work experience field, Tab reaches Submit past the documents.
      await page.getByRole('textbox', { name: /Work experience/ }).focus();
      const submit = page.getByRole('button', { name: 'Submit' });
      for (let i = 0; i < 12 && !(await submit.evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press('Tab');
      await expect(submit).toBeFocused();
    });
  }
});
