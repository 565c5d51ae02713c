import { expect, test, type Locator, type Page, type TestInfo } from './support/test';
import { signInAs } from './support/session';
import { contentUrl, newClassmate } from './support/stack';
import { seriousViolations } from './support/axe';

// The demo's announcements (packages/cloud-api/src/seed/announcements-demo.ts): one of every
// kind a player opens in the BCA batch of learner@, a text and a web one in the MBA batch.
const BCA = 'Bachelor of Computer Applications';
const MBA = 'Master of Business Administration';

// Opening ten players, axe and screenshots at two widths take a while on a busy two-core machine.
test.describe.configure({ timeout: 240_000 });

/** The announcement titled `title`, as a list item (each is labelled by its title). */
const entry = (page: Page, title: string) => page.getByRole('listitem', { name: title });
/** A program's accordion trigger. */
const programTrigger = (page: Page, program: string) => page.getByRole('button', { name: new RegExp(`^${program}`) });

async function openAnnouncements(page: Page) {
  await page.goto('/announcements');
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  await expect(programTrigger(page, BCA)).toBeVisible({ timeout: 30_000 });
}

async function expand(page: Page, program: string) {
  const trigger = programTrigger(page, program);
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
}

/** Opens an announcement's dialog from its button, checks what it shows, closes it with Escape and finds focus back on the button. */
async function play(page: Page, title: string, button: string, check: (dialog: Locator) => Promise<void>) {
  const opener = entry(page, title).getByRole('button', { name: `${button}: ${title}` });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await check(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/** The PDF viewer has drawn the handbook's first page: its text layer holds the page's words. */
async function pdfShown(dialog: Locator) {
  await expect(dialog.getByText(/^Page 1 of \d+$/)).toBeVisible({ timeout: 30_000 });
  await expect(dialog.locator('.react-pdf__Page__textContent')).toContainText('Computing: reading', { timeout: 30_000 });
}

/** A screenshot to look at: the whole page, or (a dialog open) what the window shows. */
async function look(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage });
}

test('a learner reads an announcement of every kind the demo has, each in the player a course unit uses', async ({ page }) => {
  await signInAs(page);
  await openAnnouncements(page);
  // One accordion item per program of the learner.
  await expect(programTrigger(page, MBA)).toBeVisible();
  await expect(programTrigger(page, 'Certificate in Data Analytics')).toBeVisible();

  // Text and web (MBA): the text is all there, the web link opens elsewhere.
  await expand(page, MBA);
  await expect(entry(page, 'Semester 2 timetable published').getByText('Saturdays, 10:00 to 12:00 IST')).toBeVisible();
  const library = entry(page, 'Library access for online learners').getByRole('link', { name: /Open the e-library/ });
  await expect(library).toHaveAttribute('href', 'https://library.demo.university');
  await expect(library).toHaveAttribute('target', '_blank');

  await expand(page, BCA);
  // The YouTube announcement's link is its video: offered once, in the player.
  await expect(entry(page, 'Talk: careers in software').getByRole('link')).toHaveCount(0);
  // Every entry is dated DD/MM/YYYY.
  for (const time of await page.getByRole('listitem').locator('time').all()) await expect(time).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);

  await play(page, 'Welcome video from the programme coordinator', 'Watch video', async (dialog) => {
    const video = dialog.locator('video');
    await expect(video).toHaveAttribute('src', /^\/media\//);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  });
  await play(page, 'Audio note: how the lab clinic works', 'Listen', async (dialog) => {
    const audio = dialog.locator('audio');
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  });
  await play(page, 'Campus network diagram', 'View image', async (dialog) => {
    const image = dialog.getByRole('img', { name: 'Campus network diagram' });
    await expect.poll(() => image.evaluate((i: HTMLImageElement) => i.naturalWidth), { timeout: 20_000 }).toBeGreaterThan(0);
  });
  await play(page, 'Semester handbook', 'Read PDF', pdfShown);
  // HTML and interactivity: as a lesson is shown, from the content origin in a sandboxed frame.
  await play(page, 'Exam guidelines', 'Open page', async (dialog) => {
    const frame = dialog.locator('iframe[title="Exam guidelines"]');
    await expect(frame).toHaveAttribute('src', new RegExp(`^${contentUrl}/media/`));
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
    await expect(dialog.frameLocator('iframe').locator('h1')).toContainText('key ideas', { timeout: 20_000 });
  });
  await play(page, 'Try the new practice tool', 'Open interactivity', async (dialog) => {
    await expect(dialog.locator('iframe[title="Try the new practice tool"]')).toHaveAttribute('src', new RegExp(`^${contentUrl}/media/`));
    await expect(dialog.frameLocator('iframe').getByRole('heading', { name: 'Try it yourself' })).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole('button', { name: 'Full screen' })).toBeVisible();
  });
  // The video sites: their privacy-enhanced players, or (offline here) the calm message with the link.
  for (const [title, site, embed] of [
    ['Recorded orientation session', 'Vimeo', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['Talk: careers in software', 'YouTube', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
  ] as const) {
    await play(page, title, 'Watch video', async (dialog) => {
      await expect(dialog.locator(`iframe[src="${embed}"]`).or(dialog.getByText(`This video plays from ${site}, which cannot be reached right now.`))).toBeVisible({ timeout: 20_000 });
    });
  }
  // A file downloads under its own name.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    entry(page, 'Lab record template')
      .getByRole('link', { name: /Download reading-commerce\.pdf/ })
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe('reading-commerce.pdf');

  // The program-info Announcements tab reads the same announcements.
  await page.goto('/myPrograms/announcements?program=5021');
  await expect(page.getByRole('tab', { name: 'Announcements' })).toHaveAttribute('aria-selected', 'true');
  for (const title of ['Lab clinic every Thursday', 'Welcome video from the programme coordinator', 'Semester handbook', 'Talk: careers in software']) {
    await expect(entry(page, title)).toBeVisible();
  }
  await play(page, 'Semester handbook', 'Read PDF', pdfShown);
});

test('a learner whose programs have no announcements reads No Announcements', async ({ page }, testInfo) => {
  // A new learner of the Data Analytics batch, which has none (and whose state no other journey changes).
  await signInAs(page, await newClassmate('announcements-empty', 1012));
  await page.goto('/announcements');
  await expect(page.getByText('No Announcements')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^Certificate in Data Analytics/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await look(page, testInfo, 'announcements-empty');
});

for (const size of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`Announcements at ${size.width} px: no serious axe violation, nothing wider than the screen, keyboard only to a video and back`, async ({ page }, testInfo) => {
    await page.setViewportSize(size);
    await signInAs(page);
    await openAnnouncements(page);
    await expand(page, BCA);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await look(page, testInfo, `announcements-${size.width}`);

    // Keyboard only: from the program's accordion trigger, Tab reaches the video's button; Enter opens it.
    await programTrigger(page, BCA).focus();
    const watch = entry(page, 'Welcome video from the programme coordinator').getByRole('button', { name: /^Watch video/ });
    for (let i = 0; i < 12 && !(await watch.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(watch).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Welcome video from the programme coordinator' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await look(page, testInfo, `announcements-video-${size.width}`, false);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(watch).toBeFocused();

    // The PDF viewer in the dialog, for the eye.
    await play(page, 'Semester handbook', 'Read PDF', async (pdf) => {
      await pdfShown(pdf);
      await look(page, testInfo, `announcements-pdf-${size.width}`, false);
    });
  });
}
