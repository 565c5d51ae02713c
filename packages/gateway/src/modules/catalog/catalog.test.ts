import type { ProgramList } from '@portal/contract';
import { PROGRAM_LEVELS, levelLabel, plainText } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudCall, gql, startGateway, type TestGateway } from '../../../test/support.js';

type Catalog = { programCatalog: { levels: { level: string; label: string; programs: { id: string; batchId: string; name: string; imageUrl: string; duration: string }[] }[] } };

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway?.close();
});

describe('the program catalogue (spec part 1, section 3)', () => {
  it('groups programs by level in the menu order, omits empty levels and names programs in plain text, for anyone', async () => {
    const source = await cloudCall<ProgramList>('/getAllProgramList', {});
    const result = await gql<Catalog>(gateway, '{ programCatalog { levels { level label programs { id batchId name imageUrl duration } } } }');
    expect(result.body.errors).toBeUndefined();
    const levels = result.body.data!.programCatalog.levels;

    const expected = PROGRAM_LEVELS.filter((key) => (source[key] ?? []).length > 0);
    expect(levels.map((group) => group.label)).toEqual(expected.map((key) => levelLabel(key)));
    expect(levels.length).toBeGreaterThanOrEqual(3);
    for (const [i, key] of expected.entries()) {
      expect(levels[i].programs).toEqual(
        source[key].map((program) => ({ id: String(program.pid), batchId: String(program.bpid), name: plainText(program.pname), imageUrl: program.pimage, duration: program.pdur })),
      );
    }
    for (const group of levels) for (const program of group.programs) expect(program.name).not.toMatch(/<[^>]+>/);
    // At least one name arrives as HTML, so the stripping is exercised.
    expect(PROGRAM_LEVELS.flatMap((level) => source[level] ?? []).some((program) => /<[^>]+>/.test(program.pname))).toBe(true);
  });
});
