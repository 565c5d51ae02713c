import { fileURLToPath } from 'node:url';
import { buildASTSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isMapperFile, moduleWireNameUses, wireNameUses, wireNames } from '../../test/wire-names.js';
import { schemaDocument } from '../schema.js';

// Wire names stay in cloud/ and in each module's mappers; the rest of a module speaks
// the schema's words (issue 18, docs/decisions/182).
const modulesDir = fileURLToPath(new URL('.', import.meta.url));
const schema = buildASTSchema(schemaDocument());

describe('wire names stay in cloud/ and the mappers', () => {
  const names = wireNames(schema);

  it('knows the cloud API words from the contract, and not the schema’s own', () => {
    for (const wire of ['pid', 'bpid', 'tp', 'op', 'btid', 'userlist', 'atype', 'pstatus', 'ttitle', 'usn']) expect(names).toContain(wire);
    for (const word of ['title', 'status', 'url', 'eid']) expect(names).not.toContain(word);
  });

  it('finds a wire name wherever a property is named with it', () => {
    const text = [
      'const a = program.bpid;',
      "const b = program['pstatus'];",
      'const c = { tp: 1 };',
      'const d = { usn };',
      'const { ttitle } = course;',
      'type E = { atype: number };',
      'const pid = 3; // a local variable is not a use, nor is pid in a comment',
      '// wire-names-ignore: another service’s field',
      'const f = { start: 1 };',
    ].join('\n');
    expect(wireNameUses('sample.ts', text, names).map((use) => `${use.line}:${use.name}`)).toEqual(['1:bpid', '2:pstatus', '3:tp', '4:usn', '5:ttitle', '6:atype']);
  });

  it('no module reads one outside its mappers', () => {
    const outside = moduleWireNameUses(modulesDir, schema).filter((use) => !isMapperFile(use.file));
    expect(
      outside.map((use) => `${use.file}:${use.line} ${use.name}`),
      'rename in cloud/ or the module’s mappers.ts (docs/decisions/182)',
    ).toEqual([]);
  });
});
