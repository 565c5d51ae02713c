import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addMissingStatus, checkIndex, readRecord, readRecords, renderIndex } from './decisions-index.mjs';

const RECORD = '# 200: One contract\n\nStatus: Accepted\n\n## Context\nWhy.\n';
let dir;
const folder = (files) => {
  dir = mkdtempSync(path.join(tmpdir(), 'decisions-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
};
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('the decisions index (docs/decisions/202)', () => {
  it("is fresh, and every record of docs/decisions has its number, title and status (else: npm run decisions:index, and see the problems it names)", () => {
    expect(checkIndex()).toEqual([]);
    expect(readRecords().records.length).toBeGreaterThan(100);
  });

  it('reads a record and lists it by number with its title and status', () => {
    const record = readRecord('200-one-contract.md', RECORD);
    expect(record).toMatchObject({ number: '200', title: 'One contract', status: 'Accepted', problems: [] });
    expect(renderIndex([record])).toContain('| [200](200-one-contract.md) | One contract | Accepted |');
    expect(readRecord('096-x.md', '# 096: A | B\n\nStatus: Superseded by 162 and 168\n\n## Context\n')).toMatchObject({ status: 'Superseded by 162 and 168', problems: [] });
  });

  it('fails a record without a title, with another number, or without a known status', () => {
    expect(readRecord('201-x.md', 'No heading\n\nStatus: Accepted\n').problems).toEqual(['201-x.md: the first line is not "# NNN: Title"']);
    expect(readRecord('201-x.md', RECORD).problems).toEqual(['201-x.md: the heading says 200, the file name 201']);
    expect(readRecord('200-x.md', '# 200: One contract\n\n## Context\nStatus: Accepted\n').problems).toEqual([
      '200-x.md: no "Status: …" line between the title and the first section (one of Proposed, Accepted, Superseded, Deprecated)',
    ]);
    expect(readRecord('200-x.md', '# 200: One contract\n\nStatus: maybe\n').problems[0]).toContain('the status "maybe" does not start with');
  });

  it('fails when the index is stale or two records share a number, and --status-missing fills what a merge brought without one', () => {
    const records = folder({ '200-a.md': RECORD, '201-b.md': '# 201: Later\n\n## Context\n' });
    expect(checkIndex(records)).toEqual(expect.arrayContaining([expect.stringContaining('201-b.md: no "Status: …" line'), 'docs/decisions/README.md is stale: run npm run decisions:index']));
    expect(addMissingStatus('Accepted', records)).toEqual(['201-b.md']);
    expect(readFileSync(path.join(records, '201-b.md'), 'utf8')).toBe('# 201: Later\n\nStatus: Accepted\n\n## Context\n');
    writeFileSync(path.join(records, 'README.md'), renderIndex(readRecords(records).records));
    expect(checkIndex(records)).toEqual([]);
    writeFileSync(path.join(records, '200-b.md'), RECORD);
    expect(checkIndex(records)).toEqual(expect.arrayContaining(['200-b.md: number 200 is also 200-a.md\'s']));
  });
});
