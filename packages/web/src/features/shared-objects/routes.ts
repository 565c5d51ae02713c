import { lazy } from 'react';
import { PUBLIC_PATHS } from '../../app/paths';
import type { AreaRoutes } from '../../lib/area-routes';

const SharedObjectPage = lazy(() => import('./shared-object-page'));

/** A shared learning object's address, signed in or not (issue 20; docs/decisions/244). */
export const routes: AreaRoutes = {
  site: [{ public: PUBLIC_PATHS.sharingObject, learner: PUBLIC_PATHS.sharingObject, Screen: SharedObjectPage }],
};
