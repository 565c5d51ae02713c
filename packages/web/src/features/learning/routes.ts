import { lazy } from 'react';
import { LEARNER_PATHS } from '../../app/paths';
import type { AreaRoutes } from '../../lib/area-routes';

// Learning without a connection (issue 34): what is saved on this device.
const DownloadsPage = lazy(() => import('./offline/downloads-page'));

/** Learning's own screens; the course screen, made with six other areas' parts, is composed in app/routes. */
export const routes: AreaRoutes = {
  learner: [{ path: LEARNER_PATHS.downloads, Screen: DownloadsPage }],
};
