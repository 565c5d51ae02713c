/**
 * Finds where gateway code reads the cloud API's wire names (docs/decisions/182).
 *
 * A wire name is a key of any object in the cloud API contract (@portal/contract:
 * the request bodies and the answers), unless the GraphQL schema uses the same
 * word for a field, argument or input field (`title`, `status`, `url` are the
 * learner's words too). A use is the name where a property is named: `x.pid`,
 * `x['pid']`, `{ pid: 1 }`, `{ pid }`, `const { pid } = x`, `type T = { pid: number }`.
 * Local variables and plain words in comments or strings are not uses. A line
 * under a `// wire-names-ignore: <why>` comment is not read: for another
 * service's field that happens to share a wire name (the ics library's `start`).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import * as contract from '@portal/contract';
import { isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';
import ts from 'typescript';
import { z } from 'zod';

/**
 * Wire names a module may still say: `eid` is the learner's id as the verified
 * token carries it (auth/verifier.ts TokenIdentity, docs/architecture.md invariant 1);
 * every module passes the viewer's eid to its cloud calls, and no GraphQL field
 * exposes it. `ok` is the gateway's own result flag (auth's VerifyResult, the
 * domain's Check) as much as the wire's "done".
 */
const ALLOWED_WIRE_NAMES = new Set(['eid', 'ok']);

function collectKeys(schema: unknown, into: Set<string>, seen: Set<unknown>): void {
  if (!(schema instanceof z.ZodType) || seen.has(schema)) return;
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (schema instanceof z.ZodObject) {
    for (const [key, value] of Object.entries(schema.shape)) {
      into.add(key);
      collectKeys(value, into, seen);
    }
  }
  for (const value of Object.values(def)) {
    if (Array.isArray(value)) for (const item of value) collectKeys(item, into, seen);
    else collectKeys(value, into, seen);
  }
}

/** Every field, argument and input field name of the GraphQL schema. */
function schemaWords(schema: GraphQLSchema): Set<string> {
  const words = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        words.add(field.name);
        for (const arg of field.args) words.add(arg.name);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) words.add(field.name);
    }
  }
  return words;
}

/** The contract's keys that the schema does not also use. */
export function wireNames(schema: GraphQLSchema): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<unknown>();
  for (const value of Object.values(contract.contract)) collectKeys(value, keys, seen);
  for (const value of Object.values(contract)) collectKeys(value, keys, seen);
  const words = schemaWords(schema);
  return new Set([...keys].filter((key) => !words.has(key) && !ALLOWED_WIRE_NAMES.has(key)));
}

export type WireNameUse = { file: string; line: number; name: string };

function nameOf(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) return node.text;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return null;
}

/** The wire names one source text names properties with. */
export function wireNameUses(file: string, text: string, names: Set<string>): WireNameUse[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const uses: WireNameUse[] = [];
  const lines = text.split('\n');
  const ignored = (line: number) => /\/\/ wire-names-ignore: \S/.test(lines[line - 2] ?? '');
  const add = (node: ts.Node, name: string | null) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    if (name && names.has(name) && !ignored(line)) uses.push({ file, line, name });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node)) add(node.name, nameOf(node.name));
    else if (ts.isElementAccessExpression(node)) add(node.argumentExpression, nameOf(node.argumentExpression));
    else if (ts.isPropertyAssignment(node) || ts.isPropertySignature(node) || ts.isMethodDeclaration(node) || ts.isPropertyDeclaration(node)) add(node.name, nameOf(node.name));
    else if (ts.isShorthandPropertyAssignment(node)) add(node.name, node.name.text);
    else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
      const property = node.propertyName ?? node.name;
      add(property, nameOf(property));
    } else if (ts.isLiteralTypeNode(node) && ts.isIndexedAccessTypeNode(node.parent) && node.parent.indexType === node) {
      add(node, nameOf(node.literal));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** Tests and test helpers may say what the wire says: they speak to the cloud API directly. */
function isTestFile(path: string): boolean {
  return /\.test\.ts$|test-support\.ts$/.test(path);
}

/** A module's mappers: `mappers.ts`, or any file under a `mappers/` folder. */
export function isMapperFile(path: string): boolean {
  return /(^|[\\/])mappers(\.ts$|[\\/])/.test(path);
}

/** Every wire-name use in the modules' hand-written files (not tests), by path relative to modulesDir. */
export function moduleWireNameUses(modulesDir: string, schema: GraphQLSchema): WireNameUse[] {
  const names = wireNames(schema);
  return sourceFiles(modulesDir)
    .filter((path) => !isTestFile(path))
    .flatMap((path) => wireNameUses(relative(modulesDir, path).split(sep).join('/'), readFileSync(path, 'utf8'), names));
}
