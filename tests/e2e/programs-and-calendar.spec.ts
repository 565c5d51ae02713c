import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { expect, request, test, type Page, type TestInfo } from './support/test';
import { signInAs } from './support/session';
import { cloudUrl } from './support/stack';
import { seriousViolations } from './support/axe';

/** The embedded exam provider's development secret, which the journeys' stack runs with (docs/decisions/125). */
const DEV_EXAM_PROVIDER_SECRET = 'local-exam-provider-secret-not-for-production';

// axe and full-page screenshots at two widths take a while on a busy two-core machine.
test.describe.configure({ timeout: 150_000 });

/** Looks at a screen at a phone's and a desktop's width (the PNGs go with the test's output), and asks axe. */
async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    expect.soft(await seriousViolations(page), `${name} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('from My Programs to a program\u2019s courses by semester, each card linking to its course', async ({ page }, testInfo) => {
  await signInAs(page);
  await page.getByRole('link', { name: 'Master of Business Administration', exact: true }).click();
  await expect(page).toHaveURL(/\/MyPrograms\/programs\?program=3012$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Master of Business Administration' })).toBeVisible();
  // spec part 2, section 2: semester headings for a normal program.
  const semester1 = page.getByRole('region', { name: 'Semester 1' });
  await expect(semester1).toBeVisible();
  await expect(page.getByRole('region', { name: 'Semester 2' })).toBeVisible();
  const card = semester1.getByRole('link', { name: 'Principles of Management' });
  await expect(card).toHaveAttribute('href', /^\/course\?course=\d+$/);
  // Unselected electives are left out (spec part 1, section 3).
  await expect(page.getByRole('link', { name: 'Financial Risk Management' })).toHaveCount(0);
  await screenshots(page, testInfo, 'program-courses');

  // The special program of the demo (SPECIAL_PROGRAM_IDS) has no semester headings.
  await page.goto('/MyPrograms/programs?program=1012');
  await expect(page.getByRole('heading', { level: 1, name: 'Certificate in Data Analytics' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Spreadsheets for Analysis' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Semester \d+$/ })).toHaveCount(0);

  // The program-info tabs name the same enrolment.
  await page.goto('/myPrograms');
  await page.getByRole('navigation', { name: 'Master of Business Administration: program information' }).getByRole('link', { name: 'Announcements' }).click();
  await expect(page).toHaveURL(/\/myPrograms\/announcements\?program=3012$/);
  await expect(page.getByRole('tab', { name: 'Announcements' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Semester 2 timetable published')).toBeVisible();
  await screenshots(page, testInfo, 'program-announcements');
  await page.getByRole('tab', { name: 'Academic Schedule' }).click();
  await expect(page).toHaveURL(/\/myPrograms\/academicSchedule\?program=3012$/);
  await expect(page.getByText('MBA live case discussion: Strategy at Scale', { exact: true })).toBeVisible();
});

test('the exam-scheduling form reaches the local exam provider with a valid hash', async ({ page }, testInfo) => {
  await signInAs(page);
  await page.goto('/MyPrograms/programs?program=3012');
  const schedule = page.getByRole('button', { name: 'Schedule exam' });
  await expect(schedule).toBeVisible();
  const posted = page.waitForRequest((r) => r.url() === `${cloudUrl}/exam-provider/schedule` && r.method() === 'POST');
  await schedule.click();
  const fields = new URLSearchParams((await posted).postData() ?? '');
  // spec part 1, section 7: SHA-256 of the secret plus org, timestamp, expiry and usn; the session ends 14400 s later.
  const [org, timestamp, expiry, usn] = ['CLIENT_CODE', 'TIMESTAMP', 'EXTERNAL_SESSION_TIMEOUT', 'CLIENT_CANDIDATE_ID'].map((name) => fields.get(name) ?? '');
  expect(Number(expiry) - Number(timestamp)).toBe(14_400);
  expect(fields.get('ACTION')).toBe('scheduleExam');
  expect(fields.get('AUTH_HASH')).toBe(createHash('sha256').update(`${DEV_EXAM_PROVIDER_SECRET}${org}${timestamp}${expiry}${usn}`).digest('hex'));
  // The provider checked the hash and shows the scheduled candidate.
  await expect(page.getByRole('heading', { name: 'Exam scheduling' })).toBeVisible();
  await expect(page.getByTestId('candidate')).toHaveText('DOU25MBA0042');
  await page.screenshot({ path: testInfo.outputPath('exam-provider-1280.png') });
  await page.getByRole('link', { name: 'Return to the portal' }).click();
  // A full page load of the portal again.
  await expect(page.getByRole('heading', { level: 1, name: 'Master of Business Administration' })).toBeVisible({ timeout: 30_000 });
});

test('the calendar shows the month with an event, and its feed is a calendar a real iCal parser reads', async ({ page }, testInfo) => {
  await signInAs(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calendar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  // Default view Month, month labels Jan to Dec (spec part 1, section 2).
  await expect(page.getByRole('heading', { level: 2, name: /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/ })).toBeVisible();
  const event = page.getByRole('table').getByText('MBA live case discussion: Strategy at Scale');
  const upcoming = page.getByRole('region', { name: 'Upcoming Events' });
  await expect(upcoming).toBeVisible();
  // The event is three days after the seed date: next month's page near a month's end.
  if (!(await event.isVisible())) await page.getByRole('button', { name: 'Next Month' }).click();
  await expect(event).toBeVisible();
  await screenshots(page, testInfo, 'calendar');

  const url = await page.getByLabel('Your calendar feed address').inputValue();
  // A sealed token: nothing of the learner's e-mail in it (decision 175).
  expect(url).toMatch(/\/calendar-feed\/[A-Za-z0-9_-]{80,}\.ics$/);
  expect(url).not.toContain('learner');
  // A calendar server has no session: a fresh client without cookies.
  const calendarServer = await request.newContext();
  try {
    const feed = await calendarServer.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const mba = events.find((e) => e.summary === 'MBA live case discussion: Strategy at Scale');
    expect(mba?.startDate.isDate).toBe(true);
    expect(mba?.uid).toMatch(/@calendar\.learner-portal$/);
    // Only this learner's batches and the university's own events.
    expect(events.map((e) => e.summary)).not.toContain('Guest lecture: Digital Health Records');
    // An edited token gets nothing.
    const forged = await calendarServer.get(url.replace(/[A-Za-z0-9_-]{8}\.ics$/, `${'A'.repeat(8)}.ics`));
    expect(forged.status()).toBe(404);
  } finally {
    await calendarServer.dispose();
  }
});
