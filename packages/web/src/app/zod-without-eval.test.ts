import { describe, expect, it } from 'vitest';

describe('zod without its eval probe', () => {
  it('turns on zod\u2019s jitless setting, so no `new Function` is tried under the CSP', async () => {
    await import('./zod-without-eval');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
