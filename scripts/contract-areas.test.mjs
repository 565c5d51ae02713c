import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { areasSource, contractAreas } from './contract-areas.mjs';

let dir;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('the contract gathers its areas (docs/decisions/397)', () => {
  it('the committed gathering is every area file of src/areas, as the script writes it (else: npm run codegen)', () => {
    const committed = readFileSync(new URL('../packages/contract/src/__generated__/areas.ts', import.meta.url), 'utf8');
    expect(committed).toBe(areasSource(contractAreas()));
    expect(contractAreas().map((a) => a.paths)).toContain('learningMediaPaths');
  });

  it('a new area is gathered by its file alone; a file that names no paths is refused', () => {
    dir = mkdtempSync(join(tmpdir(), 'contract-areas-'));
    writeFileSync(join(dir, 'saved-units.ts'), "export const savedUnitsPaths = {\n  '/getSavedUnits': read(z.object({ oid, eid })),\n} as const;\n");
    expect(areasSource(contractAreas(dir))).toContain("import { savedUnitsPaths } from '../areas/saved-units.js';");
    writeFileSync(join(dir, 'helpers.ts'), 'export const x = 1;\n');
    expect(() => contractAreas(dir)).toThrow('src/areas/helpers.ts exports no `helpersPaths = {`');
  });
});
