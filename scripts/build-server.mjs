#!/usr/bin/env node
/**
 * `npm run build -w @portal/gateway` / `-w @portal/cloud-api`: compiles one
 * server package to a single ES module, <package>/dist/main.js, that plain
 * `node` runs (no tsx, no TypeScript at run time). Generic on purpose: the
 * entry is always src/main.ts, so source changes need no change here.
 *
 * - Workspace packages (@portal/*) are TypeScript source: they are bundled in.
 * - npm dependencies stay external: the image installs them with
 *   `npm ci --omit=dev`, and several read files of their own at run time
 *   (PGlite's WASM and data bundle, graphiql's page, pino's workers).
 *   Except those the package names in its package.json's "bundledInBuild":
 *   each is bundled, tree-shaken, with what only it needs (a dependency the
 *   package declares itself, such as graphql, stays external and shared).
 *   For a library of which the server uses a small part: graphql-scalars's
 *   index loads some fifty scalars, the gateway uses two (docs/decisions/255).
 *   The build fails when runtime code imports a package that its own
 *   package.json does not list under "dependencies", since `--omit=dev`
 *   would leave it out of the image.
 * - `import.meta.url` (and .dirname/.filename) in bundled source still name the
 *   source file's place (<package>/src/...), so paths computed from it
 *   (schema.graphql, drizzle/, seed assets, web/dist) resolve exactly as under
 *   tsx, provided the runtime layout keeps those files where the repo has them.
 *   See docs/decisions/083-compiled-servers.md.
 *
 *   node scripts/build-server.mjs [packageDir]   (default: the current directory)
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { esbuildTarget } from './node-version.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const packageDir = resolve(process.argv[2] ?? process.cwd());
const entry = join(packageDir, 'src', 'main.ts');
const outdir = join(packageDir, 'dist');
const outfile = join(outdir, 'main.js');

if (!existsSync(entry)) {
  console.error(`build-server: no ${relative(root, entry)}`);
  process.exit(1);
}

/** The bare package name of an import specifier: `@scope/name/sub` -> `@scope/name`. */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The workspace package (directory holding package.json) a source file belongs to. */
const manifests = new Map();
function owningManifest(file) {
  let dir = dirname(file);
  while (dir.startsWith(root) && dir !== root) {
    const path = join(dir, 'package.json');
    if (existsSync(path)) {
      if (!manifests.has(path)) manifests.set(path, JSON.parse(readFileSync(path, 'utf8')));
      return { dir, manifest: manifests.get(path) };
    }
    dir = dirname(dir);
  }
  return undefined;
}

const inNodeModules = (file) => file.split(/[\\/]/).includes('node_modules');
const isWorkspaceSource = (file) => file.startsWith(join(root, 'packages') + sep) && !inNodeModules(file);

const serverManifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const bundledPackages = new Set(serverManifest.bundledInBuild ?? []);
const serverDependencies = serverManifest.dependencies ?? {};

/**
 * npm packages stay external; @portal/* (TypeScript source) is bundled, and so are the
 * packages of "bundledInBuild" with what they import that the server does not declare.
 */
const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      if (args.path.startsWith('@portal/')) return undefined;
      const name = packageName(args.path);
      if (bundledPackages.has(name)) return undefined;
      if (inNodeModules(args.importer) && !(name in serverDependencies)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.mts': 'ts', '.js': 'js', '.mjs': 'js' };

/** Bundled source keeps the import.meta.url of the file it was written in. */
const sourceLocation = {
  name: 'source-location',
  setup(b) {
    b.onLoad({ filter: /\.(m?ts|tsx|m?js)$/ }, (args) => {
      if (!isWorkspaceSource(args.path)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!/\bimport\.meta\.(url|dirname|filename)\b/.test(source)) return undefined;
      const fromOut = relative(outdir, args.path).split(sep).join('/');
      const url = `new URL(${JSON.stringify(fromOut)}, import.meta.url).href`;
      const contents = source
        .replace(/\bimport\.meta\.url\b/g, url)
        .replace(/\bimport\.meta\.filename\b/g, `__portalFileURLToPath(${url})`)
        .replace(/\bimport\.meta\.dirname\b/g, `__portalDirname(__portalFileURLToPath(${url}))`);
      const helpers = /\bimport\.meta\.(dirname|filename)\b/.test(source)
        ? "import { fileURLToPath as __portalFileURLToPath } from 'node:url'; import { dirname as __portalDirname } from 'node:path';\n"
        : '';
      return { contents: helpers + contents, loader: LOADERS[extname(args.path)] };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
const result = await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The engines' Node (package.json), which the images run.
  target: esbuildTarget,
  sourcemap: true,
  // Names stay readable in stack traces and logs; the output is not shipped to browsers.
  minify: false,
  // Not keepNames: unminified, every name stays as written (V8 names `const f = () => …` f
  // itself) but for a few functions renamed where two modules share a name (`text2`), which
  // the source map puts right. keepNames wrapped every function and class in a call that
  // redefines its `name`, also the closures made per request: on the gateway's hot path
  // (docs/decisions/208).
  keepNames: false,
  metafile: true,
  absWorkingDir: root,
  logLevel: 'warning',
  plugins: [externalDependencies, sourceLocation],
});

// Every npm package that runtime code imports must be a production dependency
// of the package whose source imports it.
const missing = [];
for (const [input, { imports }] of Object.entries(result.metafile.inputs)) {
  // A bundled package's files answer to the server's package.json: what they leave external, it must install.
  const owner = inNodeModules(input) ? { dir: packageDir, manifest: serverManifest } : owningManifest(resolve(root, input));
  if (!owner) continue;
  const declared = owner.manifest.dependencies ?? {};
  for (const imp of imports) {
    if (!imp.external || isBuiltin(imp.path) || imp.path.startsWith('<')) continue;
    const name = packageName(imp.path);
    if (!(name in declared)) missing.push(`${name} (imported by ${input}) is not in ${relative(root, owner.dir)}/package.json "dependencies"`);
  }
}
if (missing.length) {
  console.error(`build-server: runtime imports missing from "dependencies":\n  ${[...new Set(missing)].join('\n  ')}`);
  process.exit(1);
}

const bytes = result.metafile.outputs[relative(root, outfile).split(sep).join('/')]?.bytes ?? 0;
console.log(`built ${relative(root, outfile)} (${(bytes / 1024).toFixed(0)} KB) in ${Date.now() - started} ms`);
