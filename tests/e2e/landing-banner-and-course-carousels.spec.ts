import { expect, test, type Page } from './support/test';
import { signInAs, waitForLiveApp } from './support/session';

/**
 * Timings and breakpoints only a real browser with layout can show (spec part
 * 1, sections 1, 2 and 9): the landing banner turns every 3000 ms with a
 * 500 ms transition (docs/decisions/024: Embla's duration 20 settles in about
 * 530 ms), and the dashboard's course carousel shows 4 slides, 3 under
 * 1100 px, 2 under 600 px and 1 under 480 px. The banner's time is Playwright's
 * clock (its timers, animation frames and performance.now), moved by the test:
 * a busy machine makes the run slower, never the timings it reads.
 */

type BannerTimeline = { changes: { at: number; slide: number }[]; samples: { at: number; x: number }[] };
type BannerWindow = Window & { bannerTimeline?: BannerTimeline };

/**
 * Starts recording, inside the page, every frame's current dot and the slide
 * strip's horizontal position, stamped with the page's performance.now (Playwright's
 * clock once installed), into window.bannerTimeline.
 */
async function recordBanner(page: Page): Promise<void> {
  await page.evaluate(() => {
    const banner = document.querySelector('section[aria-label="Highlights"]')!;
    const strip = banner.querySelector('[aria-roledescription="slide"]')!.parentElement!;
    const dots = [...banner.querySelectorAll('button[aria-label^="Show slide"]')];
    const current = () => dots.findIndex((d) => d.getAttribute('aria-current') === 'true');
    const timeline: BannerTimeline = { changes: [], samples: [] };
    (window as BannerWindow).bannerTimeline = timeline;
    let slide = current();
    const frame = () => {
      const at = performance.now();
      const next = current();
      if (next !== slide) {
        slide = next;
        timeline.changes.push({ at, slide });
      }
      timeline.samples.push({ at, x: new DOMMatrix(getComputedStyle(strip).transform).m41 });
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/**
 * Pauses the page's clock a moment from now. The moment is read from the page and handed back,
 * so on a busy machine it may have passed on the way ("Cannot fast-forward to the past"): then
 * a moment twice as far is tried, as many times as it takes (a turn is 3000 ms away at most).
 */
async function pauseSoon(page: Page) {
  for (let ahead = 100; ; ahead *= 2) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ahead);
      return;
    } catch (error) {
      if (ahead >= 1600 || !/to the past/.test(String(error))) throw error;
    }
  }
}

/** For each turn: ms from the dot changing until the strip is within 1 % of where it comes to rest. */
function turnDurations({ changes, samples }: BannerTimeline): number[] {
  return changes.map((change, i) => {
    const until = changes[i + 1]?.at ?? Infinity;
    const before = samples.filter((s) => s.at <= change.at).at(-1)!;
    const during = samples.filter((s) => s.at > change.at && s.at < until);
    const rest = during.at(-1)!;
    const near = during.find((s) => Math.abs(s.x - rest.x) <= 0.01 * Math.abs(rest.x - before.x))!;
    return near.at - change.at;
  });
}

test.describe('the landing banner (spec part 1, sections 1 and 9)', () => {
  test('turns by itself every 3000 ms, each turn taking about 500 ms', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.clock.install();
    await page.goto('/');
    await waitForLiveApp(page);
    await expect(page.getByRole('button', { name: /^Show slide 1: / })).toHaveAttribute('aria-current', 'true');
    // The pointer away from the banner: hovering pauses it (docs/decisions/024).
    await page.mouse.move(0, 799);

    // From here the page's time moves only when the test moves it, a frame at a time.
    await pauseSoon(page);
    await recordBanner(page);
    // A tenth of a second at a time (the first turn also waits for Embla to download, in real
    // time), until three turns have happened and the last has had 1.5 s to settle.
    const timeline = () => page.evaluate(() => (window as BannerWindow).bannerTimeline!);
    const settled = () =>
      page.evaluate(() => {
        const { changes, samples } = (window as BannerWindow).bannerTimeline!;
        return changes.length >= 3 && samples.at(-1)!.at - changes.at(-1)!.at > 1500;
      });
    for (let ms = 0; ms < 30_000 && !(await settled()); ms += 100) await page.clock.runFor(100);
    const { changes } = await timeline();
    expect(changes.map((c) => c.slide)).toEqual([1, 2, 3]);
    const gaps = changes.slice(1).map((c, i) => c.at - changes[i].at);
    for (const gap of gaps) {
      // 3000 ms between turns, give or take a few frames.
      expect(gap).toBeGreaterThanOrEqual(3000 - 50);
      expect(gap).toBeLessThanOrEqual(3000 + 50);
    }
    for (const turn of turnDurations(await timeline())) {
      // 500 ms in the spec; Embla's duration 20 comes within 1 % in about 500 ms. Not a jump, not a crawl.
      expect(turn).toBeGreaterThan(300);
      expect(turn).toBeLessThan(800);
    }
  });
});

/** How many course slides of the first carousel fit in its viewport. */
async function slidesInView(page: Page): Promise<number> {
  const carousel = page.locator('section[aria-roledescription="carousel"]').first();
  const slide = carousel.locator('[aria-roledescription="slide"]').first();
  await expect(slide).toBeVisible();
  const viewport = await slide.locator('xpath=../..').boundingBox();
  const box = await slide.boundingBox();
  return Math.round(viewport!.width / box!.width);
}

test.describe('the dashboard course carousel (spec part 1, sections 2 and 9)', () => {
  test('shows 4 slides, 3 under 1100 px, 2 under 600 px and 1 under 480 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page);
    await page.goto('/dashboard');
    // The dashboard arrives drawn (docs/decisions/168); the carousel is measured once live.
    await waitForLiveApp(page);
    for (const [width, slides] of [
      [1280, 4],
      [1100, 4],
      [1099, 3],
      [600, 3],
      [599, 2],
      [480, 2],
      [479, 1],
      [360, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => slidesInView(page), { message: `${width} px` }).toBe(slides);
    }
  });
});

test.describe('Embla on first use (docs/decisions/134)', () => {
  test('the banner turns with its buttons, loops from the last slide to the first and turns on a drag', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForLiveApp(page);
    const banner = page.locator('section[aria-label="Highlights"]');
    const dot = (n: number) => page.getByRole('button', { name: new RegExp(`^Show slide ${n}: `) });
    // The pointer coming in brings Embla, which then moves the strip with a transform of its own.
    // The page is hydrated (docs/decisions/168): #root loses data-shell when the root commits,
    // and the banner's boundary may hydrate a moment later, so a pointer that came in before
    // then comes in again.
    const strip = banner.locator('[aria-roledescription="slide"]').first().locator('xpath=..');
    await expect(async () => {
      await page.mouse.move(0, 0);
      await banner.hover();
      await expect(strip).toHaveAttribute('style', /translate3d/, { timeout: 3000 });
    }).toPass();
    await dot(5).click();
    await expect(dot(5)).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect(dot(5)).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');

    // A drag that starts while the strip is still gliding to slide 1 (on a busy machine the
    // dot changes long before the glide ends) is taken as catching the strip, not as a swipe:
    // wait until the strip has stood still for ten frames.
    await strip.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          let last = '';
          let still = 0;
          const frame = () => {
            const now = getComputedStyle(element).transform;
            still = now === last ? still + 1 : 0;
            last = now;
            if (still >= 10) resolve();
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
    );
    const box = (await banner.boundingBox())!;
    // Over half the slide's width: Embla snaps to the next slide however slowly the pointer
    // moved (a drag of 40 % needs a flick's speed, which a busy machine does not give).
    await page.mouse.move(box.x + box.width * 0.85, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.15, box.y + 100, { steps: 12 });
    await page.mouse.up();
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  });

  test('a course carousel turns a page with its buttons', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 900 });
    await signInAs(page);
    await page.goto('/dashboard');
    // The dashboard arrives drawn (docs/decisions/168); the carousel is measured once live.
    await waitForLiveApp(page);
    const carousel = page.locator('section[aria-roledescription="carousel"]').first();
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides.first()).toBeVisible();
    const name = (await carousel.getByRole('heading', { level: 2 }).textContent())!;
    const next = page.getByRole('button', { name: `Next courses of ${name}` });
    const previous = page.getByRole('button', { name: `Previous courses of ${name}` });
    await expect(previous).toBeDisabled();
    await next.click();
    // One slide per view under 480 px: the second course comes to where the first was.
    const viewport = (await slides.first().locator('xpath=../..').boundingBox())!;
    await expect.poll(async () => Math.abs((await slides.nth(1).boundingBox())!.x - viewport.x)).toBeLessThan(20);
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect.poll(async () => Math.abs((await slides.first().boundingBox())!.x - viewport.x)).toBeLessThan(20);
    await expect(previous).toBeDisabled();
  });
});
