import { lazy } from 'react';
import { LEARNER_PATHS } from '../../app/paths';
import type { AreaRoutes } from '../../lib/area-routes';

const TestsPage = lazy(() => import('./tests-page'));
const TestResultPage = lazy(() => import('./test-result-page'));

/** The Semester End Exam (issue 20; the spec's "tests"). */
export const routes: AreaRoutes = {
  learner: [
    { path: LEARNER_PATHS.tests, Screen: TestsPage },
    { path: LEARNER_PATHS.testResult, Screen: TestResultPage },
  ],
};
