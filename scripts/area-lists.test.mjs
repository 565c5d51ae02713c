import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contractAreas, contractAreasSource, domainIndexSource, domainModules, migrationJournal } from './area-lists.mjs';

const committed = (path) => readFileSync(new URL(`../packages/${path}`, import.meta.url), 'utf8');

let dir;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('the lists no area edits by hand (docs/decisions/397)', () => {
  it('the committed gatherings are what the script writes now (else: npm run codegen)', () => {
    expect(committed('contract/src/__generated__/areas.ts')).toBe(contractAreasSource(contractAreas()));
    expect(committed('domain/src/index.ts')).toBe(domainIndexSource(domainModules()));
    expect(contractAreas().map((a) => a.paths)).toContain('learningMediaPaths');
    expect(domainModules()).toEqual(expect.arrayContaining(['./reports.js', './admissions/index.js']));
    expect(domainModules()).not.toContain('./secrets.js');
    const journal = JSON.parse(committed('cloud-api/drizzle/meta/_journal.json'));
    expect(migrationJournal(journal, readdirSync(new URL('../packages/cloud-api/drizzle', import.meta.url)))).toEqual(journal);
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

  it('a new migration file gets its journal entry 100 seconds after the last; the entries kept are never changed, and a new one goes last', () => {
    const entry = (idx, tag, when) => ({ idx, version: '7', when, tag, breakpoints: true });
    const journal = { version: '7', dialect: 'postgresql', entries: [entry(0, '0000_first', 1000), entry(1, '0001_second', 5000)] };
    expect(migrationJournal(journal, ['0000_first.sql', '0001_second.sql', '0002_saved_units.sql', 'meta']).entries).toEqual([...journal.entries, entry(2, '0002_saved_units', 105_000)]);
    expect(() => migrationJournal(journal, ['0000_first.sql', '0001_early.sql', '0001_second.sql'])).toThrow('migration 0001_second is number 2 of the files but 1 of the journal');
  });
});
