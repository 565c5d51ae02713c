import { lazy } from 'react';
import { LEARNER_PATHS } from '../../app/paths';
import type { AreaRoutes } from '../../lib/area-routes';

// FullCalendar stays in the calendar's own chunk.
const CalendarPage = lazy(() => import('./calendar-page'));

/** The learner's calendar of events. */
export const routes: AreaRoutes = {
  learner: [{ path: LEARNER_PATHS.calendar, Screen: CalendarPage }],
};
