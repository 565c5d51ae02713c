import { lazy } from 'react';
import { LEARNER_PATHS, PUBLIC_PATHS } from '../../app/paths';
import { decodedParam, type AreaRoutes } from '../../lib/area-routes';
import { preloadedLazy } from '../../lib/preloaded-lazy';

// The landing and the public pages that arrive drawn at build time (scripts/first-pages.mjs): their code is preloaded at boot.
const LandingPage = preloadedLazy(() => import('./landing-page'));
const AboutUniversityPage = preloadedLazy(() => import('./about-university-page'));
const AboutOnlineLearningPage = preloadedLazy(() => import('./about-online-learning-page'));
const ContactUsPage = preloadedLazy(() => import('./contact-us-page'));
const OnlineProgramsPage = preloadedLazy(() => import('./online-programs-page'));
const QuickTourPage = preloadedLazy(() => import('./quick-tour-page'));
// Drawn per request by the gateway (docs/decisions/168): preloaded with its query at boot.
const ProgramDetailPage = preloadedLazy(() => import('./program-detail-page'));
const AllProgramsPage = lazy(() => import('./all-programs-page'));
const AboutPortalPage = lazy(() => import('./about-portal-page'));

/** The public site and the catalogue (spec part 3, section 2.1; part 1, section 2). */
export const catalogRoutes: AreaRoutes = {
  public: [{ path: PUBLIC_PATHS.landing, Screen: LandingPage.Component, preload: LandingPage.load }],
  site: [
    {
      public: PUBLIC_PATHS.programDetail,
      learner: `${LEARNER_PATHS.programDetailIndex}/:pid/:il`,
      Screen: ProgramDetailPage.Component,
      preload: (client, { params }) => {
        const program = decodedParam(params.pid);
        return program === null ? undefined : ProgramDetailPage.load().then((m) => m.prefetchProgramDetail(client, program));
      },
    },
    { public: PUBLIC_PATHS.onlineProgram, learner: LEARNER_PATHS.onlineProgram, Screen: OnlineProgramsPage.Component, preload: OnlineProgramsPage.load },
    { public: PUBLIC_PATHS.aboutUniversity, learner: LEARNER_PATHS.aboutUniversity, Screen: AboutUniversityPage.Component, checksSession: true, preload: AboutUniversityPage.load },
    {
      public: PUBLIC_PATHS.aboutOnlineLearning,
      learner: LEARNER_PATHS.aboutOnlineLearning,
      Screen: AboutOnlineLearningPage.Component,
      checksSession: true,
      preload: AboutOnlineLearningPage.load,
    },
    { public: PUBLIC_PATHS.contactUs, learner: LEARNER_PATHS.contactUs, Screen: ContactUsPage.Component, checksSession: true, preload: ContactUsPage.load },
    { public: PUBLIC_PATHS.quickTourPreLogin, learner: LEARNER_PATHS.quickTour, Screen: QuickTourPage.Component, checksSession: true, preload: QuickTourPage.load },
  ],
  learner: [
    // the rest of the route map (issue 20; docs/decisions/244, 245)
    { path: LEARNER_PATHS.allPrograms, Screen: AllProgramsPage },
    { path: LEARNER_PATHS.about, Screen: AboutPortalPage, checksSession: true },
  ],
};
