import { expect, test, type APIRequestContext, type Page } from './support/test';
import { waitForLiveApp } from './support/session';

/**
 * The public pages with a form arrive drawn at build time like the others
 * (docs/decisions/162 and 167): their HTML carries the heading and the fields before
 * any JavaScript runs, the fields take no input until React has replaced the page
 * with the live form (so nothing typed is thrown away), and the live form works as before.
 */

/** The page's HTML as the gateway serves it to a browser, before any script runs. */
async function servedPage(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  // No inline script: only files, and the early queries' JSON data block (decision 161).
  expect(response.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
  for (const script of html.match(/<script[^>]*>/g) ?? []) expect(script, path).toMatch(/\ssrc="\/assets\/|type="application\/json"/);
  return html;
}

/** Holds every GraphQL request (the page's early Session query too) until `release`: React waits for the session before it takes over a drawn page. */
async function holdGraphql(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

test('Report A Query arrives with its heading and fields, takes no typing until the live form replaces it, then posts as before', async ({ page, request }) => {
  const html = await servedPage(request, '/postquires');
  expect(html).toContain('<div id="root" data-shell="page">');
  expect(html).toMatch(/<title>Report A Query · [^<]+<\/title>/);
  expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  expect(html).toMatch(/<h1[^>]*>Report A Query<\/h1>/);
  expect(html).toMatch(/<form[^>]*aria-label="Report A Query"><fieldset disabled=""/);
  for (const field of ['<input[^>]*name="name"', '<input[^>]*name="email"', '<textarea[^>]*name="description"']) expect(html).toMatch(new RegExp(field));

  const release = await holdGraphql(page);
  await page.goto('/postquires');
  await expect(page.locator('#root[data-shell]')).toBeAttached();
  const form = page.getByRole('form', { name: 'Report A Query' });
  const name = form.getByLabel('Name');
  await expect(page.getByRole('heading', { level: 1, name: 'Report A Query' })).toBeVisible();
  for (const field of [name, form.getByLabel('Email'), form.getByLabel('Description'), form.getByRole('button', { name: 'Submit' })]) await expect(field).toBeDisabled();
  const drawnBox = await name.boundingBox();

  // A click on the drawn field does not focus it, so typing goes nowhere; Enter submits nothing.
  await name.click({ force: true });
  await page.keyboard.type('Amara Okafor');
  await page.keyboard.press('Enter');
  await expect(name).toHaveValue('');
  await expect(name).not.toBeFocused();
  await expect(page).toHaveURL(/\/postquires$/);
  await expect(page.locator('#root[data-shell]')).toBeAttached();

  // The live form takes the drawn one's place, field for field.
  release();
  await waitForLiveApp(page);
  await expect(name).toBeEnabled();
  const liveBox = await name.boundingBox();
  for (const side of ['x', 'y', 'width', 'height'] as const) expect(liveBox![side], side).toBeCloseTo(drawnBox![side], 0);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Please enter user name')).toBeVisible();
  await name.fill('Amara Okafor');
  await form.getByLabel('Email').fill('amara.okafor@example.com');
  await form.getByLabel('Description').fill('Are the lectures of the MBA recorded?');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Submitted successfully')).toBeVisible();
  await expect(name).toHaveValue('');
});

test('the scholarship application arrives with its heading and loading state; without the e-mail check it then says where to start', async ({ page, request }) => {
  const html = await servedPage(request, '/application');
  expect(html).toContain('<div id="root" data-shell="page">');
  expect(html).toMatch(/<title>Scholarship application · [^<]+<\/title>/);
  expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  expect(html).toMatch(/<h1[^>]*>Scholarship application<\/h1>/);
  expect(html).toContain('Loading your application');
  // The wizard follows the check's cookie, which the build does not have: no field is drawn.
  expect(html).not.toMatch(/<(input|textarea|select)[\s>]/);

  await page.goto('/application');
  await waitForLiveApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Scholarship application' })).toBeVisible();
  await expect(page.getByText('Start from the program you want to apply for')).toBeVisible();
});

test('Verify Email is not drawn: its page depends on the code in its address', async ({ request }) => {
  const html = await servedPage(request, '/verify-email?username=someone%40example.com&code=123456');
  expect(html).toContain('<div id="root"></div>');
});
