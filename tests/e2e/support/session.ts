import { expect, type Page } from '@playwright/test';
import { DEMO } from './stack';

/**
 * GET / and the other public pages arrive drawn at build time (docs/decisions/096, 162
 * and 167); their buttons do nothing and their form fields are disabled until React has
 * drawn the real page over them, which it marks by removing #root's data-shell.
 */
export async function waitForLiveApp(page: Page) {
  await expect(page.locator('#root:not([data-shell])')).toBeAttached();
}

/** Opens the Login modal from the landing page's header. */
export async function openLogin(page: Page) {
  await page.goto('/');
  await waitForLiveApp(page);
  await page.getByRole('button', { name: 'Login', exact: true }).first().click();
  return page.getByRole('dialog', { name: 'Login' });
}

/** Fills the Login modal and presses Enter in the password field; returns the modal, for failures. */
export async function submitLogin(page: Page, username: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.getByLabel('User Name').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  // Enter in the password field submits (spec part 1, section 2).
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  return dialog;
}

/** Signs a demo account in and waits for My Programs. */
export async function signInAs(page: Page, account: { username: string; password: string } = DEMO.learner) {
  await submitLogin(page, account.username, account.password);
  await expect(page.getByRole('heading', { name: 'Choose a program' })).toBeVisible();
}
