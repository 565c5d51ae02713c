import { lazy } from 'react';
import { LEARNER_PATHS } from '../../app/paths';
import type { AreaRoutes } from '../../lib/area-routes';

const ProfilePage = lazy(() => import('./profile-page'));

/** The learner's profile (issue 20). */
export const routes: AreaRoutes = {
  learner: [{ path: LEARNER_PATHS.profile, Screen: ProfilePage }],
};
