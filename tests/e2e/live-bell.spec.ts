import { expect, test, type Page } from './support/test';
import { submitLogin, waitForLiveApp } from './support/session';
import { cloudUrl } from './support/stack';

/**
 * Live by push (issue 32 §1; docs/decisions/300, 302): an instructor replies in the instructor
 * console (outside the gateway) to a project message of Ravi's (the notifications journey's demo
 * learner), and Ravi's bell counts it through the event stream: the page holds /graphql/stream,
 * and the bell's query is not asked again (its 30 s poll is off while the stream holds).
 */

const RAVI = { username: 'notified@demo.university', password: 'Notified@2026' };
const AWAITING_REPLY = 'May the SWOT rest on the company\u2019s annual reports of the last two years only?';

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
async function unreadOnBell(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) unread$/.exec(name)?.[1] ?? 0);
}

test('an instructor\u2019s reply reaches the bell through the event stream, with no poll of the bell', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const streams: string[] = [];
  const bellAsks: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql/stream')) streams.push(request.postData() ?? '');
    else if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('"NotificationBell"')) bellAsks.push(request.url());
  });
  await submitLogin(page, RAVI.username, RAVI.password);
  await expect(page.getByRole('heading', { name: 'Choose a program' })).toBeVisible({ timeout: 30_000 });
  // The program chooser held a bell stream too: only the dashboard's own count. Its bell asks
  // its query, if at all, as it mounts, before it opens its stream.
  const streamsBefore = streams.length;
  await page.goto('/dashboard');
  await waitForLiveApp(page);
  await expect(bell(page)).toHaveAttribute('href', '/notification');
  // The bell's subscription is open (its first event is the current count).
  await expect.poll(() => streams.slice(streamsBefore).some((body) => body.includes('NotificationBellLive')), { timeout: 30_000 }).toBe(true);
  const before = await unreadOnBell(page);
  const asked = bellAsks.length;

  const instructor = await browser.newContext();
  try {
    const consolePage = await instructor.newPage();
    await consolePage.goto(`${cloudUrl}/instructor-console`);
    if (await consolePage.getByLabel('E-mail').isVisible()) {
      await consolePage.getByLabel('E-mail').fill('instructor@demo.university');
      await consolePage.getByLabel('Password').fill('Instructor@2026');
      await consolePage.getByRole('button', { name: 'Sign in' }).click();
    }
    const card = consolePage.getByRole('article').filter({ hasText: AWAITING_REPLY });
    await expect(card).toBeVisible();
    const reply = `Pushed to the bell. ${Date.now()}`;
    await card.getByLabel(/Reply to/).fill(reply);
    await card.getByRole('button', { name: 'Send reply' }).click();
    await expect(consolePage.getByRole('article').filter({ hasText: AWAITING_REPLY }).getByText(reply)).toBeVisible();
  } finally {
    await instructor.close();
  }

  // Well before the bell's 30 s poll would have asked: the stream brought it.
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before + 1} unread`, { timeout: 20_000 });
  expect(bellAsks.length).toBe(asked);
});
