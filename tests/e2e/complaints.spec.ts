import { expect, test, type Page } from './support/test';
import { submitLogin, waitForLiveApp } from './support/session';
import { newClassmate } from './support/stack';
import { seriousViolations } from './support/axe';

// Each test files complaints as a new learner of the MBA (batch 3012), so the demo learner's
// list (and every other journey) stays as seeded, and the first visit is always empty.

/** A real one-page PDF that says `text`, with a correct cross-reference table (pdf.js draws it). */
function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function signInAsNewLearner(page: Page) {
  const learner = await newClassmate('complaints');
  await submitLogin(page, learner.username, learner.password);
  await expect(page.getByRole('heading', { name: 'Choose a program' })).toBeVisible({ timeout: 30_000 });
}

test.describe('complaints', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a learner files a complaint with a PDF and opens it from the Complaints table', async ({ page }) => {
    await signInAsNewLearner(page);
    // From the header's account menu (spec part 1, section 2).
    await waitForLiveApp(page);
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Complaints' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Complaints / Grievances Details' })).toBeVisible();
    await expect(page.getByText('No Complaints')).toBeVisible();

    await page.getByRole('link', { name: 'Add Complaints' }).click();
    await expect(page).toHaveURL(/\/addComplaints$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Report A Query' })).toBeVisible();

    // Both messages at once, in the spec's words; nothing is sent.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('*Please Select the Program.')).toBeVisible();
    await expect(page.getByText('*Please Enter the issue description.')).toBeVisible();

    const program = page.getByRole('combobox', { name: /Program/ });
    await expect(program.locator('option').first()).toHaveText('--Select--');
    await program.selectOption({ label: 'Master of Business Administration' });
    await expect(page.getByText('*Please Select the Program.')).toBeHidden();
    const description = `My fee receipt is not recorded (${Date.now().toString(36)})`;
    await page.getByRole('textbox', { name: /Description/ }).fill(description);
    await page.getByTestId('complaint-file-input').setInputFiles({ name: 'fee receipt.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Fee receipt 2026') });
    await expect(page.getByText('fee receipt.pdf uploaded')).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Submit' }).click();
    const success = page.getByRole('alertdialog', { name: 'Success' });
    await expect(success.getByText('Submitted successfully')).toBeVisible({ timeout: 30_000 });
    await success.getByRole('button', { name: 'OK' }).click();

    await expect(page).toHaveURL(/\/complaints$/);
    const row = page.getByRole('row').filter({ hasText: description });
    await expect(row.getByRole('cell').first()).toHaveText('1');
    // When it was raised (with its zone) and for which program (issue 31).
    await expect(row.getByText(/^Raised \d{1,2} \w{3} \d{4}, .* · Master of Business Administration$/)).toBeVisible();
    await row.getByRole('button', { name: /fee receipt\.pdf/ }).click();
    const viewer = page.getByRole('dialog', { name: 'fee receipt.pdf' });
    await expect(viewer.getByText('Page 1 of 1')).toBeVisible({ timeout: 30_000 });
    await expect(viewer.locator('canvas')).toBeVisible();
    await expect(viewer.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'fee receipt.pdf');
    // Download saves the file through the portal's own origin; the tab stays on the portal (issue 31).
    const [saved] = await Promise.all([page.waitForEvent('download'), viewer.getByRole('link', { name: 'Download' }).click()]);
    expect(saved.suggestedFilename()).toBe('fee receipt.pdf');
    expect(new URL(saved.url()).origin).toBe(new URL(page.url()).origin);
    await expect(page).toHaveURL(/\/complaints$/);
    await expect(viewer).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/complaints-viewer-1280.png' });
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(viewer.locator('canvas')).toBeVisible();
    await page.screenshot({ path: 'test-results/complaints-viewer-360.png' });
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();
  });

  test('the file of one learner is not given to another: its address is signed for its owner', async ({ page, browser }) => {
    await signInAsNewLearner(page);
    await page.goto('/addComplaints');
    await page.getByRole('combobox', { name: /Program/ }).selectOption({ label: 'Master of Business Administration' });
    await page.getByRole('textbox', { name: /Description/ }).fill('Private complaint');
    await page.getByTestId('complaint-file-input').setInputFiles({ name: 'private.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Private') });
    await expect(page.getByText('private.pdf uploaded')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alertdialog', { name: 'Success' }).getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: /private\.pdf/ })).toBeVisible();

    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      await signInAsNewLearner(otherPage);
      await otherPage.goto('/complaints');
      await expect(otherPage.getByText('No Complaints')).toBeVisible();
      await expect(otherPage.getByText('Private complaint')).toHaveCount(0);
    } finally {
      await other.close();
    }
  });

  for (const size of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`Complaints and Report A Query at ${size.width} px: no serious axe violation, nothing wider than the screen, keyboard only`, async ({ page }) => {
      await page.setViewportSize(size);
      await signInAsNewLearner(page);
      await page.goto('/complaints');
      await expect(page.getByText('No Complaints')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `test-results/complaints-empty-${size.width}.png`, fullPage: true });

      // Keyboard only: Add Complaints, the form, its messages, then a filed complaint.
      await page.getByRole('link', { name: 'Add Complaints' }).focus();
      await page.keyboard.press('Enter');
      const program = page.getByRole('combobox', { name: /Program/ });
      await expect(program).toBeVisible();
      await program.focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('textbox', { name: /Description/ })).toBeFocused();
      await page.getByRole('button', { name: 'Submit' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText('*Please Enter the issue description.')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `test-results/complaints-form-${size.width}.png`, fullPage: true });

      await program.selectOption({ label: 'Master of Business Administration' });
      await page.getByRole('textbox', { name: /Description/ }).fill('The week 3 recording stops after ten minutes, and the transcript link is broken as well.');
      await page.getByRole('button', { name: 'Submit' }).focus();
      await page.keyboard.press('Enter');
      const success = page.getByRole('alertdialog', { name: 'Success' });
      await expect(success.getByRole('button', { name: 'OK' })).toBeFocused({ timeout: 30_000 });
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/complaints-success-${size.width}.png` });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('table')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `test-results/complaints-list-${size.width}.png`, fullPage: true });
    });
  }
});
