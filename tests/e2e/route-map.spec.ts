import { expect, test, type Page } from './support/test';
import { signInAs, waitForLiveApp } from './support/session';
import { cloudUrl, contentUrl } from './support/stack';
import { seriousViolations } from './support/axe';

// The rest of the route map (issue 20; spec part 3, sections 2.1 and 2.9; docs/decisions/244, 245).

/** The demo's shared SQL Fundamentals lesson (cloud-api seed/shared-objects-demo.ts). */
const LESSON_LINK = '/sharingobject?val1=101&val2=1012&val3=10102&val4=obj-101021-1&val5=demo-lesson-7Qk2Xw';
const ACTIVITY_LINK = '/sharingobject?val1=101&val2=1012&val3=10102&val4=obj-101021-2&val5=demo-activity-Lp9Vt4';
const UNKNOWN_LINK = '/sharingobject?val1=101&val2=1012&val3=10102&val4=obj-101021-1&val5=not-the-code';

/** Spec part 3, section 2.1: the logged-in route set (the program page /myProg/{pid}/{il} aside). */
const SIGNED_IN_ROUTES = [
  '/quickTour',
  '/',
  '/dashboard',
  '/contactUs',
  '/onlineProgram',
  '/aboutJssaher',
  '/aboutOEP',
  '/LandingScreen',
  '/about',
  '/MyPrograms/programs',
  '/myPrograms',
  '/course',
  '/coursePlayer',
  '/myApplication',
  '/myProg',
  '/profile',
  '/addComplaints',
  '/complaints',
  '/event',
  '/notification',
  '/reportsAndAnalytics',
  '/myPrograms/programinfo',
  '/myPrograms/syllabus',
  '/myPrograms/announcements',
  '/myPrograms/academicSchedule',
  '/allPrograms',
  '/applyProgram',
  '/myApplication/application',
  '/myApplication/jssapplication',
  '/viewall',
  '/announcements',
  '/tests',
  '/testresult',
  '/certificates',
  '/sharingobject',
];

/** This piece's routes, with the heading each shows a signed-in learner. */
const THIS_PIECE: [path: string, heading: string | RegExp][] = [
  ['/allPrograms', 'All programs'],
  ['/viewall', 'All my courses'],
  ['/LandingScreen', /^Welcome, /],
  ['/about', 'About this portal'],
  ['/myProg', 'Choose a program'],
  [LESSON_LINK, 'Lesson: Selecting and Filtering'],
];

const OPENS_SOON = 'This part of the portal opens soon.';

/** Errors a screen shows in its own words: every ErrorView's title starts so (components/states.tsx). */
const FAILURE = /We could not|not available right now|Something went wrong/;

async function expectARealScreen(page: Page, path: string) {
  const main = page.getByRole('main');
  // A screen, not a blank: it names itself (an empty state's heading counts: /MyPrograms/programs without a program).
  await expect(main.getByRole('heading').first(), path).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText(OPENS_SOON), path).toHaveCount(0);
  await expect(main.getByText(FAILURE), path).toHaveCount(0);
}

async function setSharedObjectAnswer(json: unknown) {
  const res = await fetch(`${cloudUrl}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ '/getSharedObject': { mode: 'answer', json } }) });
  expect(res.ok).toBe(true);
}
const clearFaults = () => fetch(`${cloudUrl}/__faults`, { method: 'DELETE' });

test.describe('the rest of the route map', () => {
  test.describe.configure({ timeout: 240_000 });

  test('this piece\u2019s routes show their screens to a signed-in learner', async ({ page }) => {
    await signInAs(page);
    for (const [path, heading] of THIS_PIECE) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible({ timeout: 30_000 });
      await expectARealScreen(page, path);
    }
    // /allPrograms marks the demo learner's enrolments and leads to their courses.
    await page.goto('/allPrograms');
    await expect(page.getByText('Enrolled').first()).toBeVisible({ timeout: 30_000 });
    await page
      .getByRole('link', { name: /^Your courses in / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/MyPrograms\/programs\?program=/);
  });

  test('every signed-in route of the route map shows a screen, none "opens soon" or an error', async ({ page }) => {
    await signInAs(page);
    // Every route is visited and every one that fails is named, not only the first.
    const wrong: string[] = [];
    for (const path of SIGNED_IN_ROUTES) {
      await page.goto(path);
      await waitForLiveApp(page);
      const main = page.getByRole('main');
      await main
        .getByRole('heading')
        .first()
        .waitFor({ timeout: 30_000 })
        .catch(() => wrong.push(`${path}: no heading`));
      if (await main.getByText(OPENS_SOON).count()) wrong.push(`${path}: opens soon`);
      if (await main.getByText(FAILURE).count()) wrong.push(`${path}: ${await main.getByText(FAILURE).first().textContent()}`);
    }
    expect(wrong).toEqual([]);
  });

  test('the sidebar, the header menu and the bell lead to screens of the route map', async ({ page }) => {
    await signInAs(page);
    await page.goto('/dashboard');
    await waitForLiveApp(page);
    const targets = [
      ...(await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')))),
      await page.getByRole('link', { name: /^Notifications/ }).getAttribute('href'),
    ];
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Account menu/ })
      .click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    targets.push(...(await menu.getByRole('menuitem').evaluateAll((items) => items.map((i) => i.getAttribute('href')).filter(Boolean))));
    expect(targets).toEqual(expect.arrayContaining(['/dashboard', '/notification', '/profile', '/complaints', '/tests', '/announcements', '/certificates']));
    for (const target of targets) expect(SIGNED_IN_ROUTES, String(target)).toContain(target);
  });

  test('a visitor opens a shared lesson: framed from the content origin, sandboxed; an unknown or hostile link shows nothing', async ({ page }) => {
    try {
      await page.goto(LESSON_LINK);
      await waitForLiveApp(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Lesson: Selecting and Filtering' })).toBeVisible({ timeout: 30_000 });
      const frame = page.locator('iframe[title="Lesson: Selecting and Filtering"]');
      await expect(frame).toHaveAttribute('src', new RegExp(`^${contentUrl.replace(/[.]/g, '\\.')}/media/`));
      await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
      await expect(page.frameLocator('iframe').getByRole('heading', { level: 1, name: /key ideas/ })).toBeVisible({ timeout: 30_000 });
      // The page inside runs in an opaque origin: it cannot read the portal's page.
      const reach = await page
        .frameLocator('iframe')
        .locator('body')
        .evaluate(() => {
          try {
            return String(window.parent.document.title);
          } catch {
            return 'refused';
          }
        });
      expect(reach).toBe('refused');
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await seriousViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page.screenshot({ path: `test-results/route-map-shared-object-visitor-${width}.png`, fullPage: true });
      }

      await page.goto(UNKNOWN_LINK);
      await expect(page.getByText('There is nothing here to display')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('link', { name: 'Go to the portal' })).toHaveAttribute('href', '/');
      await page.goto('/sharingobject?val1=101');
      await expect(page.getByText('There is nothing here to display')).toBeVisible();

      // A cloud API answering an address the portal cannot isolate: nothing is framed.
      for (const ourl of ['javascript:alert(document.cookie)', 'https://evil.example/lesson.html']) {
        await setSharedObjectAnswer({ ourl, otitle: 'Hostile' });
        await page.goto(LESSON_LINK);
        await expect(page.getByText('There is nothing here to display')).toBeVisible({ timeout: 30_000 });
        await expect(page.locator('iframe')).toHaveCount(0);
      }
    } finally {
      await clearFaults();
    }
  });

  for (const size of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`the shared-object viewer at ${size.width} px, signed in: axe clean, nothing wider than the screen, the frame reached by keyboard`, async ({ page }) => {
      await page.setViewportSize(size);
      await signInAs(page);
      await page.goto(LESSON_LINK);
      await expect(page.frameLocator('iframe').getByRole('heading', { level: 1, name: /key ideas/ })).toBeVisible({ timeout: 30_000 });
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `test-results/route-map-shared-object-${size.width}.png`, fullPage: true });

      // Keyboard only, on the shared interactivity: Tab from the top of the page goes into the frame
      // (Chromium skips a frame with nothing focusable inside, as the lesson is), and Enter opens an answer.
      await page.goto(ACTIVITY_LINK);
      const activity = page.frameLocator('iframe');
      await expect(activity.getByRole('heading', { level: 1, name: 'Try it yourself' })).toBeVisible({ timeout: 30_000 });
      const firstQuestion = activity.locator('summary').first();
      await page.locator('body').focus();
      let inside = false;
      // Past the skip link, the header and (from 992 px) the sidebar.
      for (let i = 0; i < 30 && !inside; i += 1) {
        await page.keyboard.press('Tab');
        inside = await firstQuestion.evaluate((summary) => document.hasFocus() && document.activeElement === summary);
      }
      expect(inside).toBe(true);
      await page.keyboard.press('Enter');
      await expect(activity.locator('details').first()).toHaveAttribute('open', '');

      // The empty state, and the other screens of this piece, at this size.
      for (const path of [UNKNOWN_LINK, '/allPrograms', '/viewall', '/LandingScreen', '/about']) {
        await page.goto(path);
        await expectARealScreen(page, path);
        expect(await seriousViolations(page), path).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
        await page.screenshot({ path: `test-results/route-map${path.replace(/[/?=&]+/g, '-')}-${size.width}.png`, fullPage: true });
      }
    });
  }
});
