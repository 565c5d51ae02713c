import { lazy } from 'react';
import { LEARNER_PATHS, PUBLIC_PATHS } from '../../app/paths';
import { preloadedScreen, type AreaRoutes } from '../../lib/area-routes';

const MyApplicationPage = lazy(() => import('./my-application-page'));
const ApplyProgramPage = lazy(() => import('./apply-program-page'));
const ApplicationWizardPage = lazy(() => import('./wizard/application-wizard-page'));
const PaperFormPage = lazy(() => import('./paper-form/paper-form-page'));

/** Admissions (spec part 3, sections 2.4 and 4.1): the scholarship check, the application and its forms. */
export const routes: AreaRoutes = {
  // A learner may pass the scholarship check on a program page too (docs/decisions/051-program-apply.md).
  site: [{ public: PUBLIC_PATHS.application, learner: PUBLIC_PATHS.application, ...preloadedScreen(() => import('./wizard/pre-registration-page')) }],
  learner: [
    { path: LEARNER_PATHS.applicationForm, Screen: ApplicationWizardPage },
    { path: LEARNER_PATHS.partnerApplicationForm, Screen: PaperFormPage },
    { path: LEARNER_PATHS.myApplication, Screen: MyApplicationPage },
    { path: LEARNER_PATHS.applyProgram, Screen: ApplyProgramPage },
  ],
};
