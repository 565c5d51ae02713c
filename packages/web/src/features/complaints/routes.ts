import { lazy } from 'react';
import { LEARNER_PATHS, PUBLIC_PATHS } from '../../app/paths';
import type { AreaRoutes } from '../../lib/area-routes';
import { preloadedLazy } from '../../lib/preloaded-lazy';

// Arrives drawn at build time (scripts/first-pages.mjs): its code is preloaded at boot.
const PostQueryPage = preloadedLazy(() => import('./post-query-page'));
const ComplaintsPage = lazy(() => import('./complaints-page'));
const AddComplaintPage = lazy(() => import('./add-complaint-page'));

/** Queries and complaints (issue 20): a visitor's query, a learner's complaints. */
export const complaintsRoutes: AreaRoutes = {
  public: [{ path: PUBLIC_PATHS.postQueries, Screen: PostQueryPage.Component, preload: PostQueryPage.load }],
  learner: [
    { path: LEARNER_PATHS.complaints, Screen: ComplaintsPage },
    { path: LEARNER_PATHS.addComplaint, Screen: AddComplaintPage },
  ],
};
