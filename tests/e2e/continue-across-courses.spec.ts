import { expect, test, type Locator, type Page } from './support/test';
import { signInAs, waitForLiveApp } from './support/session';

/**
 * The learner's way through (issue 17, section 4): "Continue where you left off" follows
 * the last activity across courses and names what comes next; on a phone, Continue, Start
 * and choosing a unit bring the player into view with focus on its heading; a quiz taken
 * with the keyboard alone lands focus on each new question and result.
 *
 * The demo learner's courses used here, touched by no other journey: Spreadsheets for
 * Analysis (Data Analytics certificate) and Discrete Mathematics (BCA), both in progress
 * (the first object of their second unit opened), and Python for Data Analysis (Data
 * Analytics, free navigation, not started).
 */

const SHOTS = process.env.CONTINUE_SCREENSHOTS_DIR;

/** The batch course id behind a course card on the dashboard. */
async function courseId(page: Page, title: string): Promise<string> {
  const href = await page.getByRole('link', { name: title, exact: true }).first().getAttribute('href');
  const id = new URL(href!, 'http://x').searchParams.get('course');
  expect(id).toMatch(/^\d+$/);
  return id!;
}

async function dashboard(page: Page) {
  await page.goto('/dashboard');
  await waitForLiveApp(page);
  const resume = page.getByRole('region', { name: 'Continue where you left off' });
  await expect(resume).toBeVisible({ timeout: 30_000 });
  return resume;
}

const player = (page: Page) => page.locator('section[aria-labelledby="player-title"]');
const playerHeading = (page: Page) => page.locator('#player-title');

/** Opens the course where it resumes and marks that object complete (after its 5 seconds): the learner's activity there. */
async function workIn(page: Page, id: string): Promise<string> {
  await page.goto(`/course?course=${id}`);
  await expect(page).toHaveURL(/unit=/, { timeout: 20_000 });
  const title = (await playerHeading(page).textContent())!;
  await player(page).getByRole('button', { name: 'Mark Complete' }).click({ timeout: 20_000 });
  await expect(player(page).getByText('Done', { exact: true })).toBeVisible();
  return title;
}

/** True when the element's box lies inside the viewport. */
async function inViewport(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });
}

async function expectPlayerInViewAndFocused(page: Page, title: string) {
  await expect(playerHeading(page)).toHaveText(title);
  await expect(playerHeading(page)).toBeFocused();
  // The scroll may glide: wait for it to end with the heading on screen.
  await expect.poll(() => inViewport(playerHeading(page)), { timeout: 10_000 }).toBe(true);
}

test('Continue follows the course last worked in, across two courses, and names what comes next', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page);
  await dashboard(page);
  const spreadsheets = await courseId(page, 'Spreadsheets for Analysis');
  const discrete = await courseId(page, 'Discrete Mathematics');

  await workIn(page, spreadsheets);
  let resume = await dashboard(page);
  await expect(resume.getByText('Spreadsheets for Analysis', { exact: true })).toBeVisible();

  // Then in the other course: Continue follows it, and says what comes next there.
  await workIn(page, discrete);
  resume = await dashboard(page);
  await expect(resume.getByText('Discrete Mathematics', { exact: true })).toBeVisible();
  const upNext = resume.locator('#continue-up-next');
  await expect(upNext).toBeVisible();
  const named = (await upNext.textContent())!;
  // "Up next: Audio, 8 min · <title>, Unit 2": a kind in words, the object's minutes, its title and unit.
  expect(named).toMatch(/^Up next: [A-Z][a-z ]+, \d+ min · .+, Unit \d+$/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-continue-1280.png` });

  await resume.getByRole('link', { name: 'Continue Discrete Mathematics' }).click();
  await expect(page).toHaveURL(new RegExp(`course=${discrete}&unit=`));
  // The object Up next named is the one the course opens on.
  await expect(playerHeading(page)).toHaveText(named.replace(/^.* · (.+), Unit \d+$/, '$1'));

  // And back: work in the first course again, and Continue goes there.
  await workIn(page, spreadsheets);
  resume = await dashboard(page);
  await expect(resume.getByRole('link', { name: 'Continue Spreadsheets for Analysis' })).toBeVisible();
});

test("on a phone, the dashboard's Continue, choosing a unit, Continue and Start bring the player into view with focus on its heading", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page);
  await dashboard(page);
  const spreadsheets = await courseId(page, 'Spreadsheets for Analysis');
  const python = await courseId(page, 'Python for Data Analysis');

  // The dashboard's Continue: the course opens where it resumes, its player in view.
  await page
    .getByRole('region', { name: 'Continue where you left off' })
    .getByRole('link', { name: /^Continue / })
    .click();
  await expect(page).toHaveURL(/unit=/, { timeout: 20_000 });
  await expect(playerHeading(page)).toBeFocused();
  await expect.poll(() => inViewport(playerHeading(page)), { timeout: 10_000 }).toBe(true);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/continued-360.png` });

  await page.goto(`/course?course=${spreadsheets}`);
  await expect(page).toHaveURL(/unit=/, { timeout: 20_000 });
  // The tabs that do not fit say so: a fading edge with an arrow to the rest.
  await expect(page.getByTestId('tabs-more-end')).toBeVisible();
  await expect(page.getByTestId('tabs-more-start')).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/course-tabs-360.png` });
  await page.getByRole('button', { name: 'Show more tabs' }).click();
  await expect(page.getByTestId('tabs-more-start')).toBeVisible();

  // Choosing a unit (a done lesson of the first unit, above the player on a phone).
  await page.evaluate(() => window.scrollTo(0, 0));
  const lesson = page.getByRole('button', { name: /^Lesson: .*, Done$/ }).first();
  // Its accessible name is its content ('Lesson: …, Done'), no longer an aria-label.
  const lessonTitle = /button "(.*)"/.exec(await lesson.ariaSnapshot())![1].replace(/, Done$/, '');
  await lesson.click();
  await expectPlayerInViewAndFocused(page, lessonTitle);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/unit-chosen-360.png` });

  // Continue, from the top of the screen.
  await page.evaluate(() => window.scrollTo(0, 0));
  const resumeTitle = await page.locator('#course-up-next').textContent();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectPlayerInViewAndFocused(page, resumeTitle!.replace(/^.* · (.+), Unit \d+$/, '$1'));

  // Start, on a course not started: the first object is done, the next opens in view.
  await page.goto(`/course?course=${python}`);
  const start = page.getByRole('button', { name: 'Start', exact: true });
  await start.click({ timeout: 20_000 });
  await expect(page.getByText(/Your course has started, and its first item, .+, is marked done\./)).toBeVisible();
  await expect(page).toHaveURL(/unit=/);
  await expect(playerHeading(page)).toBeFocused();
  await expect.poll(() => inViewport(playerHeading(page)), { timeout: 10_000 }).toBe(true);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/started-360.png` });
});

test('a quiz taken with the keyboard alone lands focus on each new question and result', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page);
  await dashboard(page);
  const python = await courseId(page, 'Python for Data Analysis');
  await page.goto(`/course?course=${python}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Python for Data Analysis' })).toBeVisible({ timeout: 20_000 });

  // The first unit's formative quiz (free navigation: it may be opened at once), from the outline by keyboard.
  const quizInOutline = page.getByRole('button', { name: /^Check your understanding, / }).first();
  await quizInOutline.focus();
  await page.keyboard.press('Enter');
  await expect(playerHeading(page)).toHaveText('Check your understanding');
  await expect(playerHeading(page)).toBeFocused();

  const focused = page.locator(':focus');
  const tabTo = async (name: string) => {
    // The button first has to be there to be reached (Mark Complete waits its 5 s, the score its
    // answer); looking does not touch it. Then Tab alone gets there. The focused element is read
    // without waiting: a Tab past the page's last control leaves nothing focused for a moment.
    await expect(page.getByRole('button', { name, exact: true })).toBeEnabled({ timeout: 20_000 });
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const label = await page.evaluate(() => {
        const active = document.activeElement;
        return active && active !== document.body ? (active.getAttribute('aria-label') ?? active.textContent ?? '') : '';
      });
      if (label.trim() === name) return;
    }
    throw new Error(`Tab never reached ${name}`);
  };

  await tabTo('Start Quiz');
  await page.keyboard.press('Enter');
  await expect(focused).toHaveText('Question 1 of 2');
  await expect(focused).toHaveRole('heading');
  // One Prev / Next pair: the quiz's, named for questions; the player's pair is away meanwhile.
  await expect(player(page).getByRole('button', { name: 'Previous unit' })).toHaveCount(0);
  await expect(player(page).getByRole('button', { name: 'Next unit' })).toHaveCount(0);
  await expect(player(page).getByRole('button', { name: 'Next question' })).toBeVisible();

  // Into the choices, Space picks the first, then Submit: focus lands on the result.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await tabTo('Submit');
  await page.keyboard.press('Enter');
  await expect(focused).toHaveRole('status');
  await expect(focused).toContainText(/Correct|Incorrect/);

  await tabTo('Next question');
  await page.keyboard.press('Enter');
  await expect(focused).toHaveText('Question 2 of 2');

  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await tabTo('Submit');
  await page.keyboard.press('Enter');
  await expect(focused).toHaveRole('status');

  await tabTo('See your score');
  await page.keyboard.press('Enter');
  await expect(focused).toHaveText(/^Your score: \d+(\.\d+)?%$/);
  await expect(focused).toHaveRole('heading');

  await tabTo('Mark Complete');
  await page.keyboard.press('Enter');
  await expect(player(page).getByText('Done', { exact: true })).toBeVisible();
  await expect(playerHeading(page)).toBeFocused();
  // The quiz's questions gone, the player's own pair is back.
  await expect(player(page).getByRole('button', { name: 'Next unit' })).toBeVisible();
});
