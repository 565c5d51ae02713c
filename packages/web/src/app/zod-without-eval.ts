/**
 * Zod 4 compiles object parsers with `new Function` when it may, and probes
 * whether it may by trying. Under our Content-Security-Policy (no
 * 'unsafe-eval'; docs/decisions/080-content-security-policy.md) that probe is
 * refused and reported as a violation on every page, though zod copes.
 *
 * Its `jitless` setting skips the probe. It is set through the global object
 * zod keeps its settings in (zod 4's core.js creates it only when missing),
 * not through `z.config`, because importing zod here would put it into the
 * entry chunk the landing page downloads (+3.6 KiB gzip, over the 230 KiB
 * target). main.tsx imports this module first, before any schema is built;
 * zod-without-eval.test.ts fails if a zod upgrade moves the setting.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
