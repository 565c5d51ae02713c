import { lazy } from 'react';
import { LEARNER_PATHS } from '../../app/paths';
import type { AreaRoutes } from '../../lib/area-routes';

// Programs and calendar: FullCalendar stays in the calendar's own chunk.
const ProgramCoursesPage = lazy(() => import('./program-courses-page'));
const ProgramInfoPage = lazy(() => import('./program-info-page'));
const AllCoursesPage = lazy(() => import('./all-courses-page'));

/** A learner's programs (spec part 1, section 2): a program's courses, its info tabs, all courses. My Programs is composed in app/routes. */
export const routes: AreaRoutes = {
  learner: [
    { path: LEARNER_PATHS.programCourses, Screen: ProgramCoursesPage },
    ...[LEARNER_PATHS.programInfo, LEARNER_PATHS.syllabus, LEARNER_PATHS.programAnnouncements, LEARNER_PATHS.academicSchedule].map((path) => ({ path, Screen: ProgramInfoPage })),
    { path: LEARNER_PATHS.viewAll, Screen: AllCoursesPage },
  ],
};
