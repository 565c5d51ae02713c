import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addMissingStatus, checkIndex, readRecord, readRecords, renderIndex, unsorted } from './decisions-index.mjs';

const BODY = '## Context\nWhy.\n\n## Decision\nWhat.\n\n## Consequences\nThen.\n';
const RECORD = `# 200: One contract\n\nStatus: Accepted\n\nArea: learning\n\n${BODY}`;
let dir;
const folder = (files) => {
  dir = mkdtempSync(path.join(tmpdir(), 'decisions-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
};
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('the decisions index (docs/decisions/202, 320)', () => {
  it('is fresh, and every record of docs/decisions has its number, title, status, three sections, and names what it supersedes (else: npm run decisions:index, and see the problems it names)', () => {
    expect(checkIndex()).toEqual([]);
    expect(readRecords().records.length).toBeGreaterThan(100);
  });

  it('reads a record and lists it by number with its title, area and status, under its area', () => {
    const record = readRecord('200-one-contract.md', RECORD);
    expect(record).toMatchObject({ number: '200', title: 'One contract', status: 'Accepted', area: 'learning', problems: [] });
    const index = renderIndex([record]);
    expect(index).toContain('| [200](200-one-contract.md) | One contract | learning | Accepted |');
    expect(index).toContain('## learning');
    expect(index).toContain('| [learning](#learning) | 1 |');
    expect(readRecord('096-x.md', `# 096: A | B\n\nStatus: Superseded by 162 and 168\n\nArea: web\n\n${BODY}`)).toMatchObject({
      status: 'Superseded by 162 and 168',
      replacedBy: ['162', '168'],
      problems: [],
    });
  });

  it('groups areas in the listed order, a new area after them, and a record without an area under "unsorted", last', () => {
    const records = [
      readRecord('300-a.md', `# 300: A\n\nStatus: Accepted\n\nArea: zebra\n\n${BODY}`),
      readRecord('301-b.md', `# 301: B\n\nStatus: Accepted\n\n${BODY}`),
      readRecord('302-c.md', `# 302: C\n\nStatus: Accepted\n\nArea: catalog\n\n${BODY}`),
    ];
    expect(records[1]).toMatchObject({ area: 'unsorted', problems: [] });
    expect(unsorted(records).map((r) => r.number)).toEqual(['301']);
    const headings = renderIndex(records)
      .split('\n')
      .filter((line) => line.startsWith('## '));
    expect(headings).toEqual(['## catalog', '## zebra', '## unsorted']);
  });

  it('fails a record without a title, with another number, without a known status, or without one of its three sections', () => {
    expect(readRecord('201-x.md', `No heading\n\nStatus: Accepted\n\n${BODY}`).problems).toEqual(['201-x.md: the first line is not "# NNN: Title"']);
    expect(readRecord('201-x.md', RECORD).problems).toEqual(['201-x.md: the heading says 200, the file name 201']);
    expect(readRecord('200-x.md', `# 200: One contract\n\n${BODY}Status: Accepted\n`).problems).toEqual([
      '200-x.md: no "Status: …" line between the title and the first section (one of Proposed, Accepted, Superseded, Deprecated)',
    ]);
    expect(readRecord('200-x.md', `# 200: One contract\n\nStatus: maybe\n\n${BODY}`).problems[0]).toContain('the status "maybe" does not start with');
    expect(readRecord('200-x.md', '# 200: One contract\n\nStatus: Accepted\n\n## Context\nWhy.\n\n## Decision\nWhat.\n').problems).toEqual(['200-x.md: no "## Consequences" section']);
  });

  it('fails a record numbered 300 or more over 500 words, not an older one', () => {
    const long = `${BODY}${'word '.repeat(500)}\n`;
    expect(readRecords(folder({ '299-old.md': `# 299: Old\n\nStatus: Accepted\n\n${long}`, '300-new.md': `# 300: New\n\nStatus: Accepted\n\n${long}` })).problems).toEqual([
      expect.stringMatching(/^300-new\.md: 5\d\d words; a record holds at most 500/),
    ]);
  });

  it('fails a successor that does not say what it supersedes or amends', () => {
    const older = `# 100: Older\n\nStatus: Accepted; superseded in part by 101 (the breaker) and amended by 102\n\n${BODY}`;
    const records = folder({ '100-older.md': older, '101-a.md': `# 101: A\n\nStatus: Accepted\n\n${BODY}`, '102-b.md': `# 102: B\n\nStatus: Accepted\n\nAmends: 100\n\n${BODY}` });
    expect(readRecords(records).problems).toEqual([expect.stringContaining("101-a.md: 100-older.md's status says 101 supersedes or amends it")]);
  });

  it('fails when the index is stale or two records share a number, and --status-missing fills what a merge brought without one', () => {
    const records = folder({ '200-a.md': RECORD, '201-b.md': `# 201: Later\n\n${BODY}` });
    expect(checkIndex(records)).toEqual(expect.arrayContaining([expect.stringContaining('201-b.md: no "Status: …" line'), 'docs/decisions/README.md is stale: run npm run decisions:index']));
    expect(addMissingStatus('Accepted', records)).toEqual(['201-b.md']);
    expect(readFileSync(path.join(records, '201-b.md'), 'utf8')).toBe(`# 201: Later\n\nStatus: Accepted\n\n${BODY}`);
    writeFileSync(path.join(records, 'README.md'), renderIndex(readRecords(records).records));
    expect(checkIndex(records)).toEqual([]);
    writeFileSync(path.join(records, '200-b.md'), RECORD);
    expect(checkIndex(records)).toEqual(expect.arrayContaining(["200-b.md: number 200 is also 200-a.md's"]));
  });
});
