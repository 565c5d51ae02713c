import { lazy } from 'react';
import { LEARNER_PATHS, PUBLIC_PATHS } from '../../app/paths';
import { preloadedScreen, type AreaRoutes } from '../../lib/area-routes';

const ComplaintsPage = lazy(() => import('./complaints-page'));
const AddComplaintPage = lazy(() => import('./add-complaint-page'));

/** Queries and complaints (issue 20): a visitor's query, a learner's complaints. */
export const routes: AreaRoutes = {
  public: [{ path: PUBLIC_PATHS.postQueries, ...preloadedScreen(() => import('./post-query-page')) }],
  learner: [
    { path: LEARNER_PATHS.complaints, Screen: ComplaintsPage },
    { path: LEARNER_PATHS.addComplaint, Screen: AddComplaintPage },
  ],
};
