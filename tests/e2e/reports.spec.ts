import { expect, test, type Page } from './support/test';
import { submitLogin } from './support/session';
import { DEMO } from './support/stack';
import { seriousViolations } from './support/axe';

// Reports and analytics (issue 20): the demo learner reads their own figures. Other journeys
// change learner@'s progress, quizzes and assessments on the same stack, so this one checks
// what stays true (the seeded completed courses, scores and dated activity), not exact numbers.

async function signIn(page: Page) {
  await submitLogin(page, DEMO.learner.username, DEMO.learner.password);
  await expect(page.getByRole('heading', { name: 'Choose a program' })).toBeVisible({ timeout: 30_000 });
}

/** The report's sections have arrived (the route's code and its one request). */
async function reportShown(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Reports and analytics' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Scores' })).toBeVisible({ timeout: 30_000 });
}

test.describe('reports and analytics', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the demo learner reads their completion, time per week, scores and what is due, from the sidebar, with the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page);
    // Keyboard only: the sidebar's entry, then Enter; focus lands on the new page's heading.
    const entry = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports and analytics' });
    await entry.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/reportsAndAnalytics$/);
    await reportShown(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Reports and analytics' })).toBeFocused();

    // Completion per program, and per course in a table a screen reader reads.
    await expect(page.getByRole('heading', { level: 3, name: 'Master of Business Administration' })).toBeVisible();
    const mbaCourses = page.getByRole('table', { name: 'Completion of each course of Master of Business Administration' });
    await expect(mbaCourses.getByRole('row', { name: /Principles of Management 100%/ })).toHaveCount(1);

    // Time per week: the seeded activity of the last weeks, in words and as a table.
    await expect(page.getByText(/ in the last 8 weeks\.$/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Time spent per week, the current week last' }).getByRole('row')).toHaveCount(9);

    // Scores: the seeded unit quiz scores of the completed MBA and BCA courses.
    await expect(page.getByRole('table', { name: 'Unit quiz scores, oldest first' }).getByRole('row').nth(1)).toBeAttached();

    // Due next: each entry says when; an assessment leads to its course.
    const due = page.getByRole('region', { name: 'Due next' });
    await expect(
      due
        .getByRole('listitem')
        .first()
        .or(due.getByText(/^Nothing is due/)),
    ).toBeVisible();
    const assessmentLink = due.getByRole('link').filter({ hasNotText: 'Open link' }).first();
    if (await assessmentLink.count()) await expect(assessmentLink).toHaveAttribute('href', /^\/course\?course=\d+$/);

    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/reports-1280.png', fullPage: true });
  });

  test('at 360 px the report fits the screen, has no serious axe violation, and every link is reached by Tab', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page);
    await page.goto('/reportsAndAnalytics');
    await reportShown(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/reports-360.png', fullPage: true });

    // Keyboard only: Tab from the top of the page reaches every link of the report (Due next).
    const links = await page.getByRole('main').getByRole('link').count();
    expect(links).toBeGreaterThan(0);
    await page.locator('body').focus();
    // Each link Tab lands on is marked, so two links with the same words still count twice.
    const reached = async () => page.locator('main a[data-tab-reached]').count();
    for (let i = 0; i < links + 30 && (await reached()) < links; i += 1) {
      await page.keyboard.press('Tab');
      await page.evaluate(() => {
        const active = document.activeElement;
        if (active?.closest('main') && active.tagName === 'A') active.setAttribute('data-tab-reached', '');
      });
    }
    expect(await reached()).toBe(links);
  });
});
