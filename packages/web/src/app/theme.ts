import { createSystem, defaultBaseConfig, defineConfig, type SlotRecipeConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  emptyStateSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/** Colour palettes the portal never names: left out, their tokens cost the boot and every page's CSS. */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'pink', 'cyan']);
const withoutUnusedPalettes = <T extends Record<string, unknown>>(colors: T): T => Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/**
 * The portal has no dark mode: each semantic token keeps its light value alone. Chakra
 * otherwise builds and writes every semantic token twice (`:root` and `.dark`), the
 * larger part of createSystem's work at boot and of the token CSS in every drawn page
 * (docs/decisions/168).
 */
function lightOnly<T>(node: T): T {
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node as Record<string, unknown>).map(([key, value]) => {
    if (key === 'value' && value !== null && typeof value === 'object' && '_light' in value) return [key, (value as { _light: unknown })._light];
    return [key, lightOnly(value)];
  });
  return Object.fromEntries(entries) as T;
}

// Chakra's defaultConfig carries the recipes of all ~80 components. Registering only
// the ones the portal uses keeps about 25 KiB gzip out of every first load
// (docs/decisions/021-web-structure.md). A component added later needs its recipe here, or,
// when no first screen draws it, in components/later-components.ts (docs/decisions/398).
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors ?? {}) }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      // The timed assessments' choices (features/assessments).
      radioGroup: radioGroupSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

// Form controls' borders: Chakra draws them in `border` (gray.200, 1.27:1 on white), too faint
// to find a field by (WCAG 1.4.11 asks 3:1 for the parts that identify a control). Cards and
// separators keep the light `border`; only controls use `border.control`.
const controlBorder = { borderColor: 'border.control' };

// The university's colours: a deep teal for actions. `colorPalette="brand"` needs the semantic tokens below.
const portalTheme = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
        body: { value: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
      colors: {
        brand: {
          50: { value: '#e6f4f3' },
          100: { value: '#c2e4e1' },
          200: { value: '#8fcdc7' },
          300: { value: '#57b2aa' },
          400: { value: '#2b968e' },
          500: { value: '#107d75' },
          600: { value: '#0b6660' },
          700: { value: '#0a524d' },
          800: { value: '#0a3f3b' },
          900: { value: '#082f2c' },
          950: { value: '#041c1a' },
        },
      },
    },
    recipes: {
      input: { variants: { variant: { outline: controlBorder } } },
      textarea: { variants: { variant: { outline: controlBorder } } },
    },
    slotRecipes: {
      nativeSelect: { slots: nativeSelectSlotRecipe.slots, variants: { variant: { outline: { field: controlBorder } } } },
      checkbox: { slots: checkboxSlotRecipe.slots, variants: { variant: { solid: { control: controlBorder }, outline: { control: controlBorder } } } },
      radioGroup: { slots: radioGroupSlotRecipe.slots, variants: { variant: { solid: { itemControl: controlBorder }, outline: { itemControl: controlBorder } } } },
    },
    semanticTokens: {
      colors: {
        // Contrast on white (WCAG 1.4.11 and 1.4.3), measured by tests/e2e/accessibility.spec.ts with axe:
        // gray.500 4.8:1 for control borders (gray.200 was 1.27:1); the default focus ring
        // brand.600 6.6:1 (gray.400 was 2.6:1); error text red.700 6.5:1 (red.500 was 3.76:1 at 12 px);
        // success text green.700 5.0:1 ('Posted Successfully' in green.600 was 3.30:1, issue 31 section 3).
        border: {
          control: { value: '{colors.gray.500}' },
        },
        fg: {
          error: { value: '{colors.red.700}' },
          success: { value: '{colors.green.700}' },
        },
        gray: {
          focusRing: { value: '{colors.brand.600}' },
        },
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

let built: SystemContext | undefined;

/**
 * The portal's Chakra system, built on first use rather than while the entry's modules
 * are evaluated: the boot builds it in a task of its own (app/main.tsx), so that neither
 * is one long task on a phone (docs/decisions/169). One merge of the three configs
 * (createSystem merges what it is given): merging the first two beforehand cloned
 * Chakra's whole theme twice.
 */
export function portalSystem(): SystemContext {
  built ??= createSystem(defaultBaseConfig, chakraTheme, portalTheme);
  return built;
}

/**
 * Adds the recipes of components that only later screens draw (components/later-components.ts):
 * to the built system's theme, which Chakra reads on each component's first render, or, before
 * the system is built, to the theme it will be built from.
 */
export function addSlotRecipes(slotRecipes: Record<string, SlotRecipeConfig>): void {
  const theme = built ? built._config.theme : chakraTheme.theme;
  if (theme) theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, slotRecipes);
}
