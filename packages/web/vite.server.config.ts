import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlDocuments } from './vite-graphql-documents';
import { iconModules } from './vite-icon-modules';
import { chakraGlobalCss } from './vite-chakra-global-css';
// By path, not by package name: Vite loads its config with plain Node, which would not load
// the package's TypeScript; a relative import is bundled into the config instead.
import { SERVER_BUILD } from '../contract/src/page-drawing';

/**
 * The gateway's drawing of signed-in first pages (src/app/entry-server.tsx,
 * docs/decisions/168 and 200): one ES module for Node in dist-server/, with every dependency
 * bundled, so the gateway's image needs nothing of the web app's node_modules.
 * dist-server/ is beside dist/, never served. Its folder and file are the contract's
 * (`@portal/contract/page-drawing`, SERVER_BUILD), where the gateway looks for them.
 */
export default defineConfig({
  plugins: [
    graphqlDocuments({
      generatedFile: `${import.meta.dirname}/src/gql/graphql.ts`,
    }),
    iconModules(),
    react(),
    // The same page-wide styles as the browser's build, made once (decision 169).
    chakraGlobalCss({ theme: `${import.meta.dirname}/src/app/theme.ts` }),
  ],
  // Pictures and files are the browser build's (dist/); this build only draws markup.
  publicDir: false,
  ssr: { noExternal: true, target: 'node' },
  build: {
    // The drawing; which pages are drawn, the gateway knows from the contract without loading it.
    ssr: true,
    outDir: SERVER_BUILD.dir,
    emptyOutDir: true,
    minify: true,
    rolldownOptions: {
      input: { [SERVER_BUILD.entry.replace(/\.js$/, '')]: 'src/app/entry-server.tsx' },
      output: { entryFileNames: '[name].js' },
    },
  },
});
