import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Production builds replace each `graphql(`...`)` call with the document the client
 * preset generated for it, written out in place. The preset's own `graphql()` looks
 * documents up in one map of every operation of the app, and even direct imports
 * from the generated module would keep them all in one shared chunk; written in
 * place, each screen's query travels with that screen's code
 * (docs/decisions/021-web-structure.md). This is what the preset's Babel/SWC
 * plugins do for other bundlers.
 */
export function graphqlDocuments({ generatedFile }: { generatedFile: string }): Plugin {
  let documents = new Map<string, string>();
  return {
    name: 'portal:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      this.addWatchFile(generatedFile);
      documents = readDocuments(generatedFile);
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || /[\\/]src[\\/]gql[\\/]/.test(id) || !code.includes('graphql(')) return null;
      let problem: string | null = null;
      const out = code.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (call, source: string) => {
        const name = /\b(?:query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/.exec(source)?.[1];
        const document = name ? documents.get(name) : undefined;
        if (!document) {
          problem = `${id}: no generated document for ${name ?? 'an unnamed operation'}; run \`npm run codegen\``;
          return call;
        }
        return `(${document})`;
      });
      if (problem) this.error(problem);
      return out === code ? null : { code: out, map: null };
    },
  };
}

/** Definition name -> the document's JSON, read from the generated file. */
function readDocuments(generatedFile: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const line of readFileSync(generatedFile, 'utf8').split('\n')) {
    const match = /^export const \w+ = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/.exec(line);
    if (!match) continue;
    const document = JSON.parse(match[1]) as { definitions: { name?: { value: string } }[] };
    const name = document.definitions[0]?.name?.value;
    if (name) documents.set(name, match[1]);
  }
  return documents;
}
