import { lazy } from 'react';
import { LEARNER_PATHS } from '../../app/paths';
import type { AreaRoutes } from '../../lib/area-routes';

const ReportsPage = lazy(() => import('./reports-page'));

/** Reports and analytics (issue 20). */
export const routes: AreaRoutes = {
  learner: [{ path: LEARNER_PATHS.reportsAndAnalytics, Screen: ReportsPage }],
};
