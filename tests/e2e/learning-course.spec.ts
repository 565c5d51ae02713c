import { expect, test, type Page } from './support/test';
import { signInAs, waitForLiveApp } from './support/session';
import { contentUrl } from './support/stack';

/**
 * A learner takes a course from start to finish (spec part 2, sections 2 and 4):
 * from the dashboard's card to the course, Start, the lock message, Mark Complete
 * appearing 5 seconds after an object opens, Next, and the dashboard's percentage
 * moving once the topic is complete. SQL Fundamentals (bcid 101202) is the demo
 * learner's course not started yet: six objects of html, interactivity and youtube.
 */

const COURSE = '101202';
const SHOTS = process.env.COURSE_SCREENSHOTS_DIR;

const progress = (page: Page, percent: number) => page.getByRole('progressbar', { name: `Progress in SQL Fundamentals: ${percent}%` }).first();

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('from the dashboard card to a finished course, and the dashboard follows', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page);
  await page.goto('/dashboard');
  // The dashboard arrives drawn by the gateway (docs/decisions/168): its card is pressed once live.
  await waitForLiveApp(page);
  // The first screen after sign-in may take a while on a busy machine.
  await expect(page.getByRole('heading', { name: 'Certificate in Data Analytics' })).toBeVisible({ timeout: 30_000 });
  const card = page.locator(`a[href="/course?course=${COURSE}"]`).first();
  await expect(progress(page, 0)).toBeVisible();
  await card.click();

  await expect(page).toHaveURL(new RegExp(`/course\\?course=${COURSE}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'SQL Fundamentals' })).toBeVisible();
  for (const tab of ['Course structure', 'Discussion', 'Assignment', 'Assessment', 'Recorded session', 'Podcast', 'References']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await shot(page, 'course-not-started');

  // Start: the course is started, the first object done, and the screen opens the next one.
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Lesson: Selecting and Filtering, Done' })).toBeVisible();
  await expect(page).toHaveURL(/unit=obj-101021-2/);
  const player = page.getByRole('region', { name: 'Try a query' });
  await expect(player.getByRole('heading', { name: 'Try a query' })).toBeVisible();
  // The interactivity itself, from the file store through the gateway's signed /media/ address on course
  // content's own origin (docs/decisions/170), in its sandboxed frame.
  await expect(player.locator(`iframe[src^="${contentUrl}/media/"]`)).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
  await expect(player.frameLocator('iframe').getByRole('heading', { level: 1, name: 'Try it yourself' })).toBeVisible();

  // The third object is locked until the second is complete.
  await page.getByRole('button', { name: /unit 2.*joins/i }).click();
  await page.getByRole('button', { name: 'Lecture: Joins, Locked' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please Mark Complete previously viewed object.' })).toBeVisible();

  // Mark Complete appears 5000 ms after the object opened (on a held timer in course-page.test.tsx:
  // here it is awaited, never timed); Next only once it is complete.
  const markComplete = player.getByRole('button', { name: 'Mark Complete' });
  await expect(player.getByRole('button', { name: /Next/ })).toHaveCount(0);
  await expect(markComplete).toBeVisible({ timeout: 15_000 });
  await shot(page, 'course-player');

  // Full screen (issue 17): the way out is inside it, and leaving keeps the player where it was (the same frame, Mark Complete still there).
  const frame = player.locator('iframe');
  await frame.evaluate((el) => (el.dataset.kept = 'yes'));
  await player.getByRole('button', { name: 'Full screen' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.querySelector('button[aria-pressed="true"]')?.textContent ?? null)).toBe('Exit full screen');
  await page.getByRole('button', { name: 'Exit full screen' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  await expect(frame).toHaveAttribute('data-kept', 'yes');
  await expect(markComplete).toBeVisible();
  await markComplete.click();
  await player.getByRole('button', { name: /Next/ }).click();

  // The youtube lecture: offline here, so a calm message with the link; online, the embed.
  const lecture = page.getByRole('region', { name: 'Lecture: Joins' });
  await expect(lecture.getByRole('heading', { name: 'Lecture: Joins' })).toBeVisible();
  await expect(lecture.getByRole('link', { name: /Watch .* on YouTube/ }).or(lecture.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]'))).toBeVisible({ timeout: 15_000 });
  await expect(lecture.getByRole('button', { name: 'Previous unit' })).toBeVisible();

  // The remaining objects, each after its 5 seconds.
  for (const title of ['Lecture: Joins', 'Worked examples', 'Practice round', 'Summary']) {
    const region = page.getByRole('region', { name: title });
    await expect(region.getByRole('heading', { name: title })).toBeVisible();
    await region.getByRole('button', { name: 'Mark Complete' }).click({ timeout: 15_000 });
    if (title !== 'Summary') await region.getByRole('button', { name: /Next/ }).click();
  }
  await expect(page.getByRole('button', { name: 'Summary, Done' })).toBeVisible();
  await expect(progress(page, 100)).toBeVisible();
  await shot(page, 'course-complete');

  // The dashboard's card follows without a reload.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(progress(page, 100)).toBeVisible();
});

test('a disabled course says so, and a project course has two tabs', async ({ page }) => {
  await signInAs(page);
  await page.goto('/course?course=301210');
  await expect(page.getByText('The Course Is Disabled From Admin.')).toBeVisible();
  await shot(page, 'course-disabled');
  await page.goto('/coursePlayer?course=301208');
  await expect(page).toHaveURL(/\/course\?course=301208/);
  // The course's own tabs (the project's objectives are tabs too, in a list of their own).
  const courseTabs = page.getByRole('tab', { name: /^(Course structure|Discussion|Assignment|Assessment|Recorded session|Podcast|References)$/ });
  await expect(courseTabs).toHaveText(['Course structure', 'Recorded session']);
});
