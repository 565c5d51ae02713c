import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const made = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A server package inside the repository (so that its imports resolve to the root's node_modules), built by scripts/build-server.mjs. */
function build(manifest) {
  mkdirSync(join(root, '.data'), { recursive: true });
  const dir = mkdtempSync(join(root, '.data', 'build-server-'));
  made.push(dir);
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'fixture', private: true, type: 'module', ...manifest }));
  writeFileSync(
    join(dir, 'src/main.ts'),
    "import { GraphQLString } from 'graphql';\nimport { GraphQLLocalDate } from 'graphql-scalars';\n" +
      "console.log(JSON.stringify([GraphQLLocalDate.parseValue('2026-02-28'), GraphQLString.name]));\n",
  );
  const result = spawnSync(process.execPath, [join(root, 'scripts/build-server.mjs'), dir], { cwd: root, encoding: 'utf8' });
  return { dir, result, output: () => readFileSync(join(dir, 'dist/main.js'), 'utf8') };
}

describe('build-server (the compiled gateway and cloud API, docs/decisions/083, 255)', () => {
  it('leaves npm dependencies external', () => {
    const { result, output } = build({ dependencies: { graphql: '*', 'graphql-scalars': '*' } });
    expect(result.status, result.stderr).toBe(0);
    expect(output()).toMatch(/from "graphql-scalars"/);
  });

  it('bundles a package named in "bundledInBuild", and keeps what the server declares itself (graphql) external and shared', () => {
    const { dir, result, output } = build({ dependencies: { graphql: '*', 'graphql-scalars': '*' }, bundledInBuild: ['graphql-scalars'] });
    expect(result.status, result.stderr).toBe(0);
    expect(output()).not.toMatch(/from "graphql-scalars"/);
    expect(output()).toMatch(/from "graphql"/);
    // Only the scalar used: the other fifty are shaken out.
    expect(output()).not.toMatch(/EmailAddress/);
    expect(JSON.parse(execFileSync(process.execPath, [join(dir, 'dist/main.js')], { cwd: root, encoding: 'utf8' }))).toEqual(['2026-02-28', 'String']);
  });

  it('fails when runtime code imports a package its package.json does not list under "dependencies"', () => {
    const { result } = build({ dependencies: { graphql: '*' } });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/graphql-scalars \(imported by .*main\.ts\) is not in .* "dependencies"/);
  });
});
