import { z } from 'zod';

/**
 * Zod 4 compiles object parsers with `new Function` when it may, and probes
 * whether it may by trying. Under our Content-Security-Policy (no
 * 'unsafe-eval'; docs/decisions/080-content-security-policy.md) that probe is
 * refused and reported as a violation on every page, though zod copes. Turned
 * off before any schema is built: main.tsx imports this module first.
 */
z.config({ jitless: true });
