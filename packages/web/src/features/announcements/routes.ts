import { lazy } from 'react';
import { LEARNER_PATHS } from '../../app/paths';
import type { AreaRoutes } from '../../lib/area-routes';

const AnnouncementsPage = lazy(() => import('./announcements-page'));

/** Announcements (issue 20). */
export const routes: AreaRoutes = {
  learner: [{ path: LEARNER_PATHS.announcements, Screen: AnnouncementsPage }],
};
