import { configDefaults, defineConfig } from 'vitest/config';
import web from './vite.config';

/**
 * The 'web-server' test project: the server entry's tests (the gateway draws pages with it,
 * docs/decisions/200), in a module graph of their own. React's server renderer and its
 * client renderer keep a context's current value in the same field, so a drawing still
 * under way in the 'web' project's shared module graph (isolate: false) was read by the
 * next file's client render as an enclosing router ("You cannot render a <Router> inside
 * another <Router>"), failing whole files about one run in two. The gateway draws in a
 * thread of its own for the same reason.
 */
export default defineConfig({
  ...web,
  test: {
    ...web.test,
    name: 'web-server',
    include: ['src/app/entry-server.test.tsx'],
    exclude: [...configDefaults.exclude],
    isolate: true,
  },
});
