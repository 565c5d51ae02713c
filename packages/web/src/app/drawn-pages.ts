import { LEARNER_PATHS } from './paths';

/**
 * The pages the gateway draws per request (app/entry-server.tsx, docs/decisions/168), by
 * path, with the title each screen names itself by. A module of its own in the server
 * build: the gateway reads it to decide, before any work, whether a request's page is drawn.
 */
export const DRAWN_PAGES: Readonly<Record<string, string>> = {
  [LEARNER_PATHS.dashboard]: 'Dashboard',
};
