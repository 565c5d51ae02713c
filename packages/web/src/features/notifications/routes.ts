import { lazy } from 'react';
import { LEARNER_PATHS } from '../../app/paths';
import type { AreaRoutes } from '../../lib/area-routes';

const NotificationsPage = lazy(() => import('./notifications-page'));

/** Notifications (issue 20). */
export const routes: AreaRoutes = {
  learner: [{ path: LEARNER_PATHS.notifications, Screen: NotificationsPage }],
};
