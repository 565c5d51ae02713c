import { templateDataDir } from '../src/test-support.js';

/**
 * Builds the seeded template data directory before any test file starts (src/test-support.ts).
 * Each file's beforeAll only copies it. Before this, the first file built it inside its own hook
 * while every other file's hook waited on the lock, and on a busy machine the build outlasted
 * the 120 s hook limit: 21 files failed at once in `npm run test:busy` (issue 18, section 4).
 * A global setup has no time limit of its own; the template's lock still keeps two runs of
 * the same checkout from building it twice.
 */
export default async function setup(): Promise<void> {
  await templateDataDir();
}
