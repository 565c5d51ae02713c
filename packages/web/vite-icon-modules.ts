import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:react-icon/';
const RESOLVED = '\0react-icon:';

/**
 * Every icon of a react-icons set (react-icons/fi) lives in one module, so the bundler
 * keeps every Fi icon the whole app uses together, in whichever chunk the first screen
 * loads: a new screen's icons would grow the dashboard's first load (issue 7, section 5).
 * This rewrites `import { FiBell } from 'react-icons/fi'` into one module per icon, made
 * from the same source (react-icons' generated function, same data, same rendering), so
 * each icon travels with the screens that use it (docs/decisions/101).
 */
export function iconModules(): Plugin {
  const require = createRequire(import.meta.url);
  const sets = new Map<string, string>();
  const source = (set: string) => {
    let text = sets.get(set);
    if (text === undefined) {
      text = readFileSync(path.join(path.dirname(require.resolve(`react-icons/${set}`)), 'index.mjs'), 'utf8');
      sets.set(set, text);
    }
    return text;
  };
  return {
    name: 'portal:icon-modules',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('node_modules') || !code.includes('react-icons/')) return null;
      const out = code.replace(/import\s*\{([^}]*)\}\s*from\s*'react-icons\/([a-z0-9]+)';/g, (all: string, names: string, set: string) =>
        set === 'lib'
          ? all
          : names
              .split(',')
              .map((name) => name.trim())
              .filter(Boolean)
              .map((name) => {
                if (name.startsWith('type ')) return `import { ${name.slice(5)} } from 'react-icons/${set}';`.replace('import {', 'import type {');
                const [imported, local = imported] = name.split(/\s+as\s+/);
                return `import { ${imported} as ${local} } from '${PREFIX}${set}/${imported}';`;
              })
              .join('\n'),
      );
      return out === code ? null : { code: out, map: null };
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const [set, name] = id.slice(RESOLVED.length).split('/');
      const match = new RegExp(String.raw`export function ${name} \(props\) \{[\s\S]*?\n\};`).exec(source(set));
      if (!match) throw new Error(`react-icons/${set} has no icon ${name}`);
      return `import { GenIcon } from 'react-icons/lib';\n${match[0]}\n`;
    },
  };
}
