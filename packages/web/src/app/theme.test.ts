import { describe, expect, it } from 'vitest';
import { portalSystem } from './theme';

/** The colour a semantic token stands for, as `#rrggbb` (the portal is light only: its base value). */
function hexOf(name: string): string {
  const system = portalSystem();
  const token = system.tokens.getByName(`colors.${name}`);
  const reference = (token?.extensions as { conditions?: { base?: string } } | undefined)?.conditions?.base ?? String(token?.value);
  const inner = /^\{colors\.(.+)\}$/.exec(reference);
  return inner ? hexOf(inner[1]) : reference;
}

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('the text colours of the theme', () => {
  // WCAG 1.4.3: 4.5:1 for text of ordinary size. 'Posted Successfully' was green.600, 3.30:1 (issue 31, section 3).
  it.each(['fg', 'fg.muted', 'fg.error', 'fg.success'])('%s reads at 4.5:1 or more on the page background', (name) => {
    expect(contrast(hexOf(name), hexOf('bg'))).toBeGreaterThanOrEqual(4.5);
  });
});
