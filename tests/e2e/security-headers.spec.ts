import { expect, test, type Page } from './support/test';
import { signInAs } from './support/session';
import { DEMO } from './support/stack';

type Violation = { page: string; directive: string; blocked: string; sample: string };

/**
 * Records everything the browser objects to while a journey runs: console
 * errors (Chromium also reports each CSP refusal there, from workers too),
 * uncaught exceptions and `securitypolicyviolation` events, which the page
 * reports through an exposed function so none is lost to a navigation.
 */
async function watchForProblems(page: Page) {
  const consoleErrors: string[] = [];
  const violations: Violation[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (v: Violation) => void }).__reportCspViolation({
        page: location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  return { consoleErrors, violations };
}

test('the portal and the explorer run under their security headers with no CSP violation and no console error', async ({ page }) => {
  const problems = await watchForProblems(page);

  // The landing page: banner, menus, program cards with images from the file store's origin.
  const landing = await page.goto('/');
  const csp = landing?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  await expect(page.getByRole('button', { name: 'Login', exact: true }).first()).toBeVisible();
  await expect(page.locator('img').first()).toBeVisible();

  // A program page, with its cover image and instructors' photos.
  await page.goto('/myProg/101/0');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Overview/ })).toBeVisible();

  // Sign in, My Programs, then the dashboard with its course carousels and events.
  await signInAs(page, DEMO.learner);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(`Welcome back, ${DEMO.learner.name}.`)).toBeVisible();

  // The explorer: its editor starts its workers, and a query runs with the session cookie.
  const explorer = await page.goto('/explorer');
  expect(explorer?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  const run = page.getByRole('button', { name: /Execute query/i });
  await expect(run).toBeVisible();
  await expect(page.locator('.graphiql-query-editor')).toContainText('query Explorer');
  await run.click();
  await expect(page.locator('.graphiql-response')).toContainText(DEMO.learner.name);
  // The schema arrived by introspection (the docs explorer lists the root type).
  await page.getByRole('button', { name: /Show Documentation Explorer/i }).click();
  await expect(page.locator('.graphiql-doc-explorer')).toContainText('Query');

  expect(problems.violations, 'CSP violations').toEqual([]);
  expect(problems.consoleErrors, 'console errors').toEqual([]);
});
