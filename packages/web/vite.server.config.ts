import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlDocuments } from './vite-graphql-documents';
import { iconModules } from './vite-icon-modules';
import { chakraGlobalCss } from './vite-chakra-global-css';

/**
 * The gateway's drawing of signed-in first pages (src/app/entry-server.tsx,
 * docs/decisions/168): one ES module for Node in dist-server/, with every dependency
 * bundled, so the gateway's image needs nothing of the web app's node_modules.
 * dist-server/ is beside dist/, never served.
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
    // The drawing, and the list of drawn pages the gateway reads without loading the drawing.
    ssr: true,
    outDir: 'dist-server',
    emptyOutDir: true,
    minify: true,
    rolldownOptions: {
      input: { 'entry-server': 'src/app/entry-server.tsx', 'drawn-pages': 'src/app/drawn-pages.ts' },
      output: { entryFileNames: '[name].js' },
    },
  },
});
