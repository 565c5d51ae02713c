import { expect, test } from './support/test';
import { pngFile } from './support/files';
import { waitForLiveApp } from './support/session';

test('a visitor posts a query with a file from the footer link', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'For Any Queries' }).click();
  await expect(page).toHaveURL(/\/postquires$/);
  // Followed before React took over the landing, the link loads the page drawn at build
  // time, whose fields take no input until the live form replaces them (decision 167).
  await waitForLiveApp(page);
  const form = page.getByRole('form', { name: 'Report A Query' });

  // Every rule of spec part 3, section 5.8 shows at once.
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Please enter user name')).toBeVisible();
  await expect(form.getByText('*Please enter your email-ID.')).toBeVisible();
  await expect(form.getByText('*Please Enter the issue description.')).toBeVisible();

  await form.getByLabel('Name').fill('Visitor 42');
  await expect(form.getByText('*Please enter alphabet characters only.')).toBeVisible();
  await form.getByLabel('Name').fill('Amara Okafor');
  await form.getByLabel('Email').fill('amara@');
  await expect(form.getByText('*Please enter valid email-ID.')).toBeVisible();
  await form.getByLabel('Email').fill('amara.okafor@example.com');
  await form.getByLabel('Description').fill('Can I join the MBA from Lagos, and are lectures recorded?');

  // The file goes up by presigned upload before the query is posted.
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: /^Choose file.*for Attachment$/ }).click();
  await (await chooser).setFiles(pngFile('transcript.png', 80_000));
  await expect(form.getByText('transcript.png uploaded')).toBeVisible();

  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Submitted successfully')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
});
