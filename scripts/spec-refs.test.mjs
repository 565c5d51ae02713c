import { describe, expect, it } from 'vitest';
import { anchorOf, checkCitations, findCitations, sectionsOfHeading } from './spec-refs.mjs';

// Built from pieces, so that the search over the repository does not read these samples as citations.
const cite = (rest) => `spec ${'part'} ${rest}`;

describe('spec citations resolve to docs/requirements (docs/decisions/321)', () => {
  it('every "spec part N, section x" of the repository names a section the map of docs/requirements/README.md leads to (else: see the problems, and node scripts/spec-refs.mjs --write)', () => {
    const { citations, problems } = checkCitations();
    expect(problems).toEqual([]);
    expect(citations.length).toBeGreaterThan(1000);
  });

  it('reads the forms the code uses: one section, a list, a range, a second part, and a citation over a comment line break', () => {
    const keys = (text) => findCitations(text).map((c) => c.keys);
    expect(keys(`// ${cite('2, section 4')}: Next only once the unit is complete`)).toEqual([['part 2 §4']]);
    expect(keys(`(${cite('3, 5.3 and 7.2')})`)).toEqual([['part 3 §5.3', 'part 3 §7.2']]);
    expect(keys(`(${cite('2, sections 2-5 and 7')})`)).toEqual([['part 2 §2', 'part 2 §3', 'part 2 §4', 'part 2 §5', 'part 2 §7']]);
    expect(keys(`(${cite('3, sections 2.5, 2.15, 4.3 and 5.7')})`)).toEqual([['part 3 §2.5', 'part 3 §2.15', 'part 3 §4.3', 'part 3 §5.7']]);
    expect(keys(`(${cite('1, section 2; part 2, section 3')})`)).toEqual([['part 1 §2', 'part 2 §3']]);
    expect(keys(`/**\n * the learner's own (${cite('2,')}\n * section 6).\n */`)).toEqual([['part 2 §6']]);
    expect(keys(`the whole of ${cite('3')}.`)).toEqual([['part 3']]);
    expect(findCitations(`a\nb ${cite('1, section 5')}`)[0].line).toBe(2);
  });

  it('a heading of docs/requirements says which sections it holds, and its anchor is the one GitHub makes', () => {
    expect(sectionsOfHeading('Calls (part 2 §6, part 3 §6, §7.5)')).toEqual(['part 2 §6', 'part 3 §6', 'part 3 §7.5']);
    expect(anchorOf('Entities (part 1 §3, part 3 §3.11)')).toBe('entities-part-1-3-part-3-311');
  });
});
