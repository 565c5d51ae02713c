import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's serious and critical findings on what is on screen now, as "rule: where" lines, one per
 * element; every journey's accessibility check asks this one.
 *
 * - It asks once the page is still: a dialog still fading in is drawn at part opacity, and axe
 *   measured its text's contrast mid-fade (a quiet clean-clone run, on the Success dialog). Only
 *   animations that end are awaited (a spinner turns for ever).
 * - `label-content-name-mismatch` is off by default in axe 4 (experimental); it caught the
 *   account button whose visible initials were not in its name, so it is on.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const result = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}
