import { expect, test } from './support/test';
import { pngFile } from './support/files';
import { signInAs } from './support/session';

test('the paper application form shows its checks one at a time, in the order of spec part 3, section 5.2', async ({ page }) => {
  await signInAs(page);
  await page.goto('/applyProgram');
  await page.getByRole('listitem').filter({ hasText: 'Bachelor of Business Administration' }).getByRole('link', { name: 'Paper application form' }).click();
  await expect(page.getByText('APPLICATION FOR ADMISSION')).toBeVisible();
  await expect(page.getByText('2022-2023').first()).toBeVisible();

  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  const failure = page.getByRole('alert').filter({ hasText: /\S/ }).last();

  await submit.click();
  await expect(failure).toHaveText('Please select Profile photo');

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^Choose file.*for Profile photo$/ }).click();
  await (await chooser).setFiles(pngFile('photo.png', 70_000));
  await expect(page.getByText(/\d{4}-photo\.png/).first()).toBeVisible();
  await submit.click();
  await expect(failure).toHaveText('Name cannot be empty');

  await page.getByLabel('First name').fill('Asha');
  await submit.click();
  await expect(failure).toHaveText('Please choose a title');

  await page.getByLabel('Title').selectOption('Miss');
  await submit.click();
  await expect(failure).toHaveText('Phone number cannot be empty');

  await page.getByLabel('Phone').fill('9876543210');
  await submit.click();
  await expect(failure).toHaveText('NIC number cannot be empty');

  // Age follows the date of birth; full time and part time exclude each other.
  await page.getByLabel('Date of birth').fill('2000-01-15');
  await expect(page.getByLabel('Age')).toHaveValue(/^\d{2}$/);
  await page.getByLabel('Full time, row 1').selectOption('yes');
  await expect(page.getByLabel('Part time, row 1')).toHaveValue('no');
  await page.getByLabel('Part time, row 1').selectOption('yes');
  await expect(page.getByLabel('Full time, row 1')).toHaveValue('no');
});

test('a paper form saved as a draft is there again in a new browser, after signing in again (docs/decisions/065)', async ({ page, browser }) => {
  await signInAs(page);
  await page.goto('/applyProgram');
  await page.getByRole('listitem').filter({ hasText: 'Diploma in Hospital Administration' }).getByRole('link', { name: 'Paper application form' }).click();
  await expect(page.getByText('APPLICATION FOR ADMISSION')).toBeVisible();
  const formUrl = page.url();

  // Part of the form only: the submit's checks would refuse it, a draft does not.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^Choose file.*for Profile photo$/ }).click();
  await (await chooser).setFiles(pngFile('draft-photo.png', 70_000));
  await expect(page.getByText(/\d{4}-draft-photo\.png/).first()).toBeVisible();
  await page.getByLabel('Title').selectOption('Miss');
  await page.getByLabel('First name').fill('Asha');
  await page.getByLabel('NIC').fill('N-4471');
  await page.getByLabel('10th Standard year').fill('2011');
  await page.getByLabel('10th Standard subjects and grades: Subject, row 1').fill('Mathematics');
  await page.getByLabel('Full time, row 1').selectOption('yes');

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);

  // A new browser context: no cookies and no sessionStorage, so only the server's draft can bring the values back.
  const elsewhere = await browser.newContext();
  try {
    const again = await elsewhere.newPage();
    await signInAs(again);
    await again.goto('/applyProgram');
    await expect(again.getByRole('listitem').filter({ hasText: 'Diploma in Hospital Administration' }).getByText('Continue Application')).toBeVisible();
    await again.goto(formUrl);
    await expect(again.getByText('APPLICATION FOR ADMISSION')).toBeVisible();
    await expect(again.getByLabel('First name')).toHaveValue('Asha');
    await expect(again.getByLabel('Title')).toHaveValue('Miss');
    await expect(again.getByLabel('NIC')).toHaveValue('N-4471');
    await expect(again.getByLabel('10th Standard year')).toHaveValue('2011');
    await expect(again.getByLabel('10th Standard subjects and grades: Subject, row 1')).toHaveValue('Mathematics');
    await expect(again.getByLabel('Full time, row 1')).toHaveValue('yes');
    await expect(again.getByLabel('Part time, row 1')).toHaveValue('no');
    await expect(again.getByText(/\d{4}-draft-photo\.png/).first()).toBeVisible();
    await expect(again.getByText(/We restored what you typed/)).toHaveCount(0);
  } finally {
    await elsewhere.close();
  }
});
