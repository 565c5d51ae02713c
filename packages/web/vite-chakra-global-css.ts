import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { runnerImport, type Plugin } from 'vite';

/** The line of Chakra's createSystem that builds the page-wide styles from the theme. */
const GLOBAL_LINE = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
/** The only use of Chakra's reset (preflight.js), which the built styles already hold. */
const PREFLIGHT_LINE = 'const result = createPreflight({ preflight });';
const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

type System = { _global: unknown; layers: { atRule: unknown } };
type Theme = { portalSystem: () => System };

/**
 * Chakra's createSystem builds the page-wide styles (the reset, the global rules and
 * every theme token as a CSS variable) on every boot, and its provider turns them into
 * CSS on the first render: about 40 % of createSystem and the largest single piece of the
 * entry's evaluation on a phone (issue 7, section 5; docs/decisions/169). They depend on
 * the theme alone, so the build makes them once, as a static style sheet:
 * - this runs the app's own `portalSystem()` (src/app/theme.ts) in Node and turns its styles into
 *   CSS as Emotion would (layer order first, then the reset, globals and tokens);
 * - index.html, and so every page built from it, carries that CSS in its head;
 * - createSystem's line that built them is replaced by an empty style, so neither the
 *   browser nor the gateway's drawing builds or writes them again; the reset's code,
 *   whose one caller that was, is left out of both builds.
 *
 * Builds only: the dev server and the tests run Chakra unchanged, which writes the same
 * styles at run time. A Chakra release that changes the line fails the build here.
 */
export function chakraGlobalCss({ theme }: { theme: string }): Plugin {
  let css: string | undefined;
  return {
    name: 'portal:chakra-global-css',
    apply: 'build',
    async buildStart() {
      const { module } = await runnerImport<Theme>(theme, { configFile: false, logLevel: 'error' });
      const system = module.portalSystem();
      // Emotion's own serializer and stylis pass, as its <Global> uses them when drawing on a server.
      const cache = createCache({ key: 'css' });
      const rules = (styles: unknown) => cache.insert('', serializeStyles([styles as never]), cache.sheet, false) || '';
      css = rules(system.layers.atRule) + rules(system._global);
      if (!css.startsWith('@layer reset,base,tokens,recipes;') || !css.includes('--chakra-colors-brand-600:')) this.error(`chakraGlobalCss: ${theme}'s page-wide styles are not as expected`);
      if (css.includes('</')) this.error('chakraGlobalCss: the page-wide styles would close their <style> element');
    },
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      for (const line of [GLOBAL_LINE, PREFLIGHT_LINE])
        if (!code.includes(line)) this.error(`chakraGlobalCss: ${id} no longer contains "${line}"; check how this Chakra release builds its page-wide styles`);
      // Without its one caller the reset's code (about 1.7 KiB gzip) leaves the entry too.
      const unavailable = 'const result = (() => { throw new Error("getPreflightCss: the reset is built into index.html (vite-chakra-global-css.ts)"); })();';
      return { code: code.replace(GLOBAL_LINE, 'const _global = "";').replace(PREFLIGHT_LINE, unavailable), map: null };
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => (css ? [{ tag: 'style', attrs: { 'data-chakra-global': true }, children: css, injectTo: 'head' }] : []),
    },
  };
}
