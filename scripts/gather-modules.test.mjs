import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contractAreas, contractAreasSource, domainIndexSource, domainModules } from './gather-modules.mjs';

const committed = (path) => readFileSync(new URL(`../packages/${path}`, import.meta.url), 'utf8');

let dir;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('the contract and the domain gather their modules (docs/decisions/397)', () => {
  it('the committed gatherings are what the script writes now (else: npm run codegen)', () => {
    expect(committed('contract/src/__generated__/areas.ts')).toBe(contractAreasSource(contractAreas()));
    expect(committed('domain/src/index.ts')).toBe(domainIndexSource(domainModules()));
    expect(contractAreas().map((a) => a.paths)).toContain('learningMediaPaths');
    expect(domainModules()).toEqual(expect.arrayContaining(['./reports.js', './admissions/index.js']));
    expect(domainModules()).not.toContain('./secrets.js');
  });

  it('a new area of the contract is gathered by its file alone; a file that names no paths is refused', () => {
    dir = mkdtempSync(join(tmpdir(), 'gather-contract-'));
    writeFileSync(join(dir, 'saved-units.ts'), "export const savedUnitsPaths = {\n  '/getSavedUnits': read(z.object({ oid, eid })),\n} as const;\n");
    expect(contractAreasSource(contractAreas(dir))).toContain("import { savedUnitsPaths } from '../areas/saved-units.js';");
    writeFileSync(join(dir, 'helpers.ts'), 'export const x = 1;\n');
    expect(() => contractAreas(dir)).toThrow('src/areas/helpers.ts exports no `helpersPaths = {`');
  });

  it('a new module of the domain is gathered by its file or folder alone, but one with an entry of its own; a folder needs an index.ts', () => {
    dir = mkdtempSync(join(tmpdir(), 'gather-domain-'));
    mkdirSync(join(dir, 'src/grades'), { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ exports: { '.': './src/index.ts', './secrets': './src/secrets.ts' } }));
    for (const file of ['index.ts', 'saved-units.ts', 'saved-units.test.ts', 'secrets.ts', 'grades/index.ts', 'grades/rules.ts']) writeFileSync(join(dir, 'src', file), '');
    expect(domainModules(join(dir, 'src'))).toEqual(['./grades/index.js', './saved-units.js']);
    mkdirSync(join(dir, 'src/loose'));
    expect(() => domainModules(join(dir, 'src'))).toThrow('domain/src/loose/ has no index.ts');
  });
});
