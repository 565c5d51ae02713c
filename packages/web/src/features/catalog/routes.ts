import { lazy } from 'react';
import { LEARNER_PATHS, PUBLIC_PATHS } from '../../app/paths';
import { decodedParam, preloadedScreen, type AreaRoutes } from '../../lib/area-routes';
import { preloadedLazy } from '../../lib/preloaded-lazy';

// Drawn per request by the gateway (docs/decisions/168): preloaded with its query at boot.
const ProgramDetailPage = preloadedLazy(() => import('./program-detail-page'));
const AllProgramsPage = lazy(() => import('./all-programs-page'));
const AboutPortalPage = lazy(() => import('./about-portal-page'));

/**
 * The public site and the catalogue (spec part 3, section 2.1; part 1, section 2). The landing and the
 * public pages that arrive drawn at build time (scripts/first-pages.mjs) have their code preloaded at boot.
 */
export const routes: AreaRoutes = {
  public: [{ path: PUBLIC_PATHS.landing, ...preloadedScreen(() => import('./landing-page')) }],
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
    { public: PUBLIC_PATHS.onlineProgram, learner: LEARNER_PATHS.onlineProgram, ...preloadedScreen(() => import('./online-programs-page')) },
    { public: PUBLIC_PATHS.aboutUniversity, learner: LEARNER_PATHS.aboutUniversity, ...preloadedScreen(() => import('./about-university-page')), checksSession: true },
    {
      public: PUBLIC_PATHS.aboutOnlineLearning,
      learner: LEARNER_PATHS.aboutOnlineLearning,
      ...preloadedScreen(() => import('./about-online-learning-page')),
      checksSession: true,
    },
    { public: PUBLIC_PATHS.contactUs, learner: LEARNER_PATHS.contactUs, ...preloadedScreen(() => import('./contact-us-page')), checksSession: true },
    { public: PUBLIC_PATHS.quickTourPreLogin, learner: LEARNER_PATHS.quickTour, ...preloadedScreen(() => import('./quick-tour-page')), checksSession: true },
  ],
  learner: [
    // the rest of the route map (issue 20; docs/decisions/244, 245)
    { path: LEARNER_PATHS.allPrograms, Screen: AllProgramsPage },
    { path: LEARNER_PATHS.about, Screen: AboutPortalPage, checksSession: true },
  ],
};
