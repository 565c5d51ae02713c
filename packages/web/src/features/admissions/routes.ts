import { lazy } from 'react';
import { LEARNER_PATHS, PUBLIC_PATHS } from '../../app/paths';
import type { AreaRoutes } from '../../lib/area-routes';
import { preloadedLazy } from '../../lib/preloaded-lazy';

// Arrives drawn at build time (scripts/first-pages.mjs): its code is preloaded at boot.
const PreRegistrationPage = preloadedLazy(() => import('./wizard/pre-registration-page'));
const MyApplicationPage = lazy(() => import('./my-application-page'));
const ApplyProgramPage = lazy(() => import('./apply-program-page'));
const ApplicationWizardPage = lazy(() => import('./wizard/application-wizard-page'));
const PaperFormPage = lazy(() => import('./paper-form/paper-form-page'));

/** Admissions (spec part 3, sections 2.4 and 4.1): the scholarship check, the application and its forms. */
export const admissionsRoutes: AreaRoutes = {
  // A learner may pass the scholarship check on a program page too (docs/decisions/051-program-apply.md).
  site: [{ public: PUBLIC_PATHS.application, learner: PUBLIC_PATHS.application, Screen: PreRegistrationPage.Component, preload: PreRegistrationPage.load }],
  learner: [
    { path: LEARNER_PATHS.applicationForm, Screen: ApplicationWizardPage },
    { path: LEARNER_PATHS.partnerApplicationForm, Screen: PaperFormPage },
    { path: LEARNER_PATHS.myApplication, Screen: MyApplicationPage },
    { path: LEARNER_PATHS.applyProgram, Screen: ApplyProgramPage },
  ],
};
