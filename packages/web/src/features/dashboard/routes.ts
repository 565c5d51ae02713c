import { lazy } from 'react';
import { LEARNER_PATHS } from '../../app/paths';
import type { AreaRoutes } from '../../lib/area-routes';
import { preloadedLazy } from '../../lib/preloaded-lazy';

const DashboardPage = preloadedLazy(() => import('./dashboard-page'));
const LandingScreenPage = lazy(() => import('./landing-screen-page'));

/** The learner's dashboard and landing screen (spec part 3, section 2.1). */
export const routes: AreaRoutes = {
  learner: [
    {
      path: LEARNER_PATHS.dashboard,
      Screen: DashboardPage.Component,
      // The query travels with the dashboard's code (preloaded by the page's HTML, whose
      // early request usually carries the query already; docs/decisions/161), not in the entry.
      // Settles once the query has been asked too: a page the gateway drew waits for its answer
      // (main.tsx), so React does not replace the drawn cards with skeletons.
      preload: (client) => DashboardPage.load().then((m) => m.prefetchDashboard(client)),
    },
    { path: LEARNER_PATHS.landingScreen, Screen: LandingScreenPage },
  ],
};
