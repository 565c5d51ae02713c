import { Navigate, useLocation } from 'react-router-dom';
import type { AreaRoutes } from '../../lib/area-routes';
import { preloadedLazy } from '../../lib/preloaded-lazy';
import { LEARNER_PATHS } from '../paths';

// Screens made of several areas' parts (docs/decisions/355): each composed in its own module here.
const MyProgramsScreen = preloadedLazy(() => import('./my-programs-screen'));
// The course screen, drawn per request (docs/decisions/181): preloaded with its query at boot.
const CourseScreen = preloadedLazy(() => import('./course-screen'));

/** /coursePlayer keeps its query (course, unit) and shows the course screen. */
function CoursePlayerRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${LEARNER_PATHS.course}${search}`} replace />;
}

/** The composed screens' routes, beside the areas' own (app/router.tsx). */
export const composedRoutes: AreaRoutes = {
  learner: [
    // My Programs is also the learner's home, and /myProg without a program (a program page is /myProg/{pid}/{il}).
    { path: LEARNER_PATHS.home, Screen: MyProgramsScreen.Component },
    { path: LEARNER_PATHS.myPrograms, Screen: MyProgramsScreen.Component, preload: MyProgramsScreen.load },
    { path: LEARNER_PATHS.programDetailIndex, Screen: MyProgramsScreen.Component },
    {
      path: LEARNER_PATHS.course,
      Screen: CourseScreen.Component,
      // As the course screen reads it (course-page.tsx): without a course it asks nothing.
      preload: (client, { search }) => {
        const course = new URLSearchParams(search).get('course') ?? '';
        return CourseScreen.load().then((m) => (course ? m.prefetchCoursePage(client, course) : undefined));
      },
    },
    // spec part 2, section 2: /coursePlayer exists; the player is part of /course (decision 105).
    { path: LEARNER_PATHS.coursePlayer, Screen: CoursePlayerRedirect },
  ],
};
