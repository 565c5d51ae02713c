import { expect, test, type Page } from './support/test';
import { signInAs } from './support/session';
import { copyAssessment, setAssessmentWindow } from './support/stack';

/**
 * Timed assessments (issue 9; spec part 2, sections 2, 4 and 9) through the whole stack:
 * the answers survive a lost connection, a failed save and a reload; the countdown is
 * the server's and ignores the computer's clock; time running out submits the answers
 * saved so far; the Answers link shows once the answer date has passed. Each test
 * copies the demo's open assessment (9101, course 101201) through the cloud API's
 * test-only /__assessments admin, so it owns its window.
 *
 * The network is cut for 20 s, as the issue asks: long enough for the queue's retries
 * (after 0.5, 1, 2, 4 and then every 5 s) to reach their steady pace, and for the
 * countdown to run on while nothing answers (docs/decisions/151).
 */

const COURSE = '101201';
const SHOTS = process.env.ASSESSMENT_SCREENSHOTS_DIR;

async function copyOpenAssessment(title: string, endsInSeconds = 900) {
  return String(await copyAssessment(9101, { title, startsInSeconds: -60, endsInSeconds }));
}

async function shot(page: Page, name: string, { fullPage = false } = {}) {
  if (!SHOTS) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The countdown in seconds, read from the modal ("3 h 04 min 09 s left", "2 d 3 h 10 min left"; docs/decisions/179). */
async function secondsShown(page: Page): Promise<number> {
  const text = (await page.getByRole('dialog').getByRole('timer').textContent()) ?? '';
  const part = (unit: string) => Number(new RegExp(`(\\d+) ${unit}\\b`).exec(text)?.[1] ?? 0);
  return part('d') * 86_400 + part('h') * 3600 + part('min') * 60 + part('s');
}

async function openAttempt(page: Page, title: string) {
  await page.goto(`/course?course=${COURSE}&tab=assessment`);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await row.getByRole('button', { name: 'Start' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(dialog.getByText('Which SQL clause filters rows')).toBeVisible();
  return dialog;
}

test('answers survive a lost connection, a failed save and a reload; moving the clock changes nothing', async ({ page, context }) => {
  test.setTimeout(90_000);
  const title = 'Journey: connection and clock';
  const id = await copyOpenAssessment(title);
  // Date and performance.now come from Playwright's clock, running in real time, so Date can be moved alone.
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page);
  const dialog = await openAttempt(page, title);
  await expect(page).toHaveURL(new RegExp(`tab=assessment.*&attempt=${id}`));
  const status = dialog.getByRole('status').filter({ hasText: /Saved|Saving|Not saved/ });

  await dialog.getByText('WHERE', { exact: true }).click();
  await expect(status).toHaveText('Saved');
  const started = await secondsShown(page);
  expect(started).toBeGreaterThan(840);
  expect(started).toBeLessThanOrEqual(900);

  // The connection drops: what is answered meanwhile waits in the browser, and is sent once it is back.
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Question 2, not answered' }).click();
  await dialog.getByText('Line chart', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Question 7, not answered' }).click();
  await dialog.getByRole('textbox', { name: 'Your answer to question 7' }).fill('Duplicates and gaps distort averages.');
  await expect(status).toHaveText('Not saved — retrying');
  // The scenario itself is 20 s without a network (see the note at the top), on Playwright's clock:
  // the retries' pauses and the countdown run on it, a second at a time, so each failed retry is
  // seen by the page before the next is due; no real time is waited.
  for (let second = 0; second < 20; second += 1) await page.clock.runFor(1000);
  await context.setOffline(false);
  await expect(status).toHaveText('Saved');

  // The computer's clock jumps an hour ahead: the countdown goes on from where it was.
  const before = await secondsShown(page);
  await page.clock.setSystemTime(Date.now() + 3_600_000);
  await expect.poll(() => secondsShown(page)).toBeLessThan(before);
  expect(await secondsShown(page)).toBeGreaterThan(before - 10);

  // A save that fails (the gateway is unreachable for saves), then a reload: the answer is replayed.
  await page.route('**/graphql', (route) => (route.request().postData()?.includes('AssessmentAnswerSave') ? route.abort() : route.continue()));
  await dialog.getByRole('button', { name: 'Question 3, not answered' }).click();
  await dialog.getByText('SUM', { exact: true }).click();
  await expect(status).toHaveText('Not saved — retrying');
  await page.reload();
  const resumed = page.getByRole('dialog', { name: title });
  // In progress: the attempt opens on its questions at once, with the server's time left.
  await expect(resumed.getByText('Which SQL clause filters rows')).toBeVisible();
  expect(await secondsShown(page)).toBeLessThan(before);
  expect(await secondsShown(page)).toBeGreaterThan(before - 60);
  await page.unroute('**/graphql');
  await expect(resumed.getByRole('status').filter({ hasText: /Saved|Saving|Not saved/ })).toHaveText('Saved', { timeout: 15_000 });
  await expect(resumed.getByRole('radio', { name: 'WHERE' })).toBeChecked();
  await resumed.getByRole('button', { name: 'Question 2, answered' }).click();
  await expect(resumed.getByRole('radio', { name: 'Line chart' })).toBeChecked();
  await resumed.getByRole('button', { name: 'Question 3, answered' }).click();
  await expect(resumed.getByRole('checkbox', { name: 'SUM' })).toBeChecked();
  await resumed.getByRole('button', { name: 'Question 7, answered' }).click();
  await expect(resumed.getByRole('textbox', { name: 'Your answer to question 7' })).toHaveValue('Duplicates and gaps distort averages.');
  await resumed.getByRole('button', { name: 'Question 8, not answered' }).click();
  await expect(resumed.getByRole('button', { name: /Choose file/ })).toBeVisible();
  await shot(page, 'assessment-upload');
  await resumed.getByRole('button', { name: 'Question 1, answered' }).click();
  await shot(page, 'assessment-modal');

  // Submit with unanswered questions only warns.
  await resumed.getByRole('button', { name: 'Submit' }).click();
  await expect(resumed.getByText('You have not answered some questions!')).toBeVisible();
});

test('a session lost mid-attempt is signed in again in place; time running out submits the answers saved so far; the Answers link shows after the answer date', async ({ page }) => {
  test.setTimeout(120_000);
  const title = 'Journey: time runs out';
  const id = await copyOpenAssessment(title);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page);
  const dialog = await openAttempt(page, title);
  await dialog.getByText('WHERE', { exact: true }).click();
  const status = dialog.getByRole('status').filter({ hasText: /Saved|Saving|Not saved/ });
  await expect(status).toHaveText('Saved');

  // The session ends mid-attempt: the Login modal opens over the attempt, and the answer is sent after signing in.
  // It is this answer that finds the session gone: whatever else the page asks meanwhile (the
  // attempt's clock, on a busy machine) waits until the answer is given, or its 401 would open
  // the Login modal over the question first.
  let answerGiven!: () => void;
  const answered = new Promise<void>((resolve) => (answerGiven = resolve));
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('AssessmentAnswerSave')) await answered;
    await route.continue();
  });
  await page.context().clearCookies();
  await dialog.getByRole('button', { name: 'Question 2, not answered' }).click();
  await dialog.getByText('Line chart', { exact: true }).click();
  answerGiven();
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login.getByText('Session Time Out')).toBeVisible();
  // The attempt is behind the Login modal (hidden from the accessibility tree while it is open).
  await expect(page.getByText('Not saved — sign in to go on')).toBeAttached();
  await login.getByLabel('User Name').fill('learner@demo.university');
  await login.getByLabel('Password', { exact: true }).fill('Learner@2026');
  await login.getByLabel('Password', { exact: true }).press('Enter');
  await expect(login).toBeHidden();
  await expect(status).toHaveText('Saved');
  await page.unroute('**/graphql');

  // The window now ends in 8 s: the next clock poll re-syncs the countdown, and at 2 s left the attempt is submitted.
  await setAssessmentWindow(Number(id), { endsInSeconds: 8 });
  await expect.poll(() => secondsShown(page), { timeout: 5_000 }).toBeLessThanOrEqual(8);
  await expect(dialog.getByText('The time is over. Your answers were submitted.')).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // After the end: no Start, the score; once the answer date has passed, Answers.
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(row.getByText(/^Score: /)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Start' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Answers' })).toHaveCount(0);
  await setAssessmentWindow(Number(id), { answersInSeconds: -1 });
  await page.reload();
  await row.getByRole('button', { name: 'Answers' }).click();
  const review = page.getByRole('dialog', { name: `Answers: ${title}` });
  const first = review.getByRole('listitem').filter({ hasText: 'Which SQL clause filters rows' });
  await expect(first.getByText('Correct', { exact: true })).toBeVisible();
  await expect(first.getByRole('listitem').filter({ hasText: 'WHERE' }).getByText('Your Answer')).toBeVisible();
  await shot(page, 'assessment-review');
  await review.getByRole('button', { name: 'Close' }).click();
  await shot(page, 'assessment-list', { fullPage: true });
});
