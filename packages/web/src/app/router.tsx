import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Box, Center } from '@chakra-ui/react';
import type { ApolloClient } from '@apollo/client';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorView, LoadingState } from '../components/states';
import { preloadedLazy } from '../lib/preloaded-lazy';
import { useSession } from '../lib/session';
import { RETURN_PATH_PARAM } from '@portal/domain';
import { LEARNER_PATHS, PUBLIC_PATHS } from './paths';

// Every route is its own chunk (React.lazy); layouts keep a Suspense around their outlet
// so the header stays while a screen's code arrives.
// The screens a boot may preload (preloadRoute): drawn at once when their code is already here.
const { Component: PublicLayout, load: loadPublicLayout } = preloadedLazy(() => import('../features/catalog/public-layout'));
const { Component: LandingPage, load: loadLandingPage } = preloadedLazy(() => import('../features/catalog/landing-page'));
const { Component: AppShell, load: loadAppShell } = preloadedLazy(() => import('../components/shell/app-shell').then((m) => ({ default: m.AppShell })));
const { Component: MyProgramsPage, load: loadMyProgramsPage } = preloadedLazy(() => import('./routes/my-programs-screen'));
const { Component: DashboardPage, load: loadDashboardPage } = preloadedLazy(() => import('../features/dashboard/dashboard-page'));
const VerifyEmailPage = lazy(() => import('../features/auth/verify-email-page'));
// Public pages that arrive drawn at build time (scripts/first-pages.mjs): their code is preloaded too.
const { Component: AboutUniversityPage, load: loadAboutUniversityPage } = preloadedLazy(() => import('../features/catalog/about-university-page'));
const { Component: AboutOnlineLearningPage, load: loadAboutOnlineLearningPage } = preloadedLazy(() => import('../features/catalog/about-online-learning-page'));
const { Component: ContactUsPage, load: loadContactUsPage } = preloadedLazy(() => import('../features/catalog/contact-us-page'));
const { Component: OnlineProgramsPage, load: loadOnlineProgramsPage } = preloadedLazy(() => import('../features/catalog/online-programs-page'));
const { Component: QuickTourPage, load: loadQuickTourPage } = preloadedLazy(() => import('../features/catalog/quick-tour-page'));
const { Component: PostQueryPage, load: loadPostQueryPage } = preloadedLazy(() => import('../features/complaints/post-query-page'));
const { Component: PreRegistrationPage, load: loadPreRegistrationPage } = preloadedLazy(() => import('../features/admissions/wizard/pre-registration-page'));
// Drawn per request by the gateway (docs/decisions/168): preloaded with its query at boot.
const { Component: ProgramDetailPage, load: loadProgramDetailPage } = preloadedLazy(() => import('../features/catalog/program-detail-page'));
// The course screen, drawn per request too (docs/decisions/181): preloaded with its query at boot.
const { Component: CoursePage, load: loadCoursePage } = preloadedLazy(() => import('./routes/course-screen'));
const MyApplicationPage = lazy(() => import('../features/admissions/my-application-page'));
const ApplyProgramPage = lazy(() => import('../features/admissions/apply-program-page'));
const SessionChecked = lazy(() => import('../components/session-check'));
const ApplicationWizardPage = lazy(() => import('../features/admissions/wizard/application-wizard-page'));
const PaperFormPage = lazy(() => import('../features/admissions/paper-form/paper-form-page'));
// Programs and calendar: FullCalendar stays in the calendar's own chunk.
const ProgramCoursesPage = lazy(() => import('../features/programs/program-courses-page'));
const ProgramInfoPage = lazy(() => import('../features/programs/program-info-page'));
const CalendarPage = lazy(() => import('../features/events/calendar-page'));
// ---- certificates (issue 19) ----
const CertificatesPage = lazy(() => import('../features/certificates/certificates-page'));
// Drawn per request by the gateway (docs/decisions/253): preloaded with its query at boot.
const { Component: VerifyCertificatePage, load: loadVerifyCertificatePage } = preloadedLazy(() => import('../features/certificates/verify-page'));
// ---- announcements (issue 20) ----
const AnnouncementsPage = lazy(() => import('../features/announcements/announcements-page'));
// ---- notifications (issue 20) ----
const NotificationsPage = lazy(() => import('../features/notifications/notifications-page'));
// ---- Semester End Exam (issue 20) ----
const TestsPage = lazy(() => import('../features/assigned-tests/tests-page'));
const TestResultPage = lazy(() => import('../features/assigned-tests/test-result-page'));
// ---- the rest of the route map (issue 20) ----
const SharedObjectPage = lazy(() => import('../features/shared-objects/shared-object-page'));
const AllProgramsPage = lazy(() => import('../features/catalog/all-programs-page'));
const AllCoursesPage = lazy(() => import('../features/programs/all-courses-page'));
const LandingScreenPage = lazy(() => import('../features/dashboard/landing-screen-page'));
const AboutPortalPage = lazy(() => import('../features/catalog/about-portal-page'));
// ---- reports and analytics (issue 20) ----
const ReportsPage = lazy(() => import('../features/reports/reports-page'));
// ---- complaints (issue 20) ----
const ComplaintsPage = lazy(() => import('../features/complaints/complaints-page'));
const AddComplaintPage = lazy(() => import('../features/complaints/add-complaint-page'));
// ---- learning without a connection (issue 34) ----
const DownloadsPage = lazy(() => import('../features/learning/offline/downloads-page'));
// ---- profile (issue 20) ----
const ProfilePage = lazy(() => import('../features/profile/profile-page'));

/**
 * The public site's pages that a signed-in learner has too, inside the shell: one row a page,
 * with its path in each route set. Inside the shell, a page without data of its own still
 * checks the session (`checksSession`, decision 003).
 */
const SITE_ROUTES: { public: string; learner: string; Page: ComponentType; checksSession?: true }[] = [
  // A learner may pass the scholarship check on a program page too (docs/decisions/051-program-apply.md).
  { public: PUBLIC_PATHS.application, learner: PUBLIC_PATHS.application, Page: PreRegistrationPage },
  { public: PUBLIC_PATHS.programDetail, learner: `${LEARNER_PATHS.programDetailIndex}/:pid/:il`, Page: ProgramDetailPage },
  { public: PUBLIC_PATHS.onlineProgram, learner: LEARNER_PATHS.onlineProgram, Page: OnlineProgramsPage },
  { public: PUBLIC_PATHS.aboutUniversity, learner: LEARNER_PATHS.aboutUniversity, Page: AboutUniversityPage, checksSession: true },
  { public: PUBLIC_PATHS.aboutOnlineLearning, learner: LEARNER_PATHS.aboutOnlineLearning, Page: AboutOnlineLearningPage, checksSession: true },
  { public: PUBLIC_PATHS.contactUs, learner: LEARNER_PATHS.contactUs, Page: ContactUsPage, checksSession: true },
  { public: PUBLIC_PATHS.quickTourPreLogin, learner: LEARNER_PATHS.quickTour, Page: QuickTourPage, checksSession: true },
  // issue 19: anyone checks a certificate by its QR code's address.
  { public: PUBLIC_PATHS.verifyCertificate, learner: PUBLIC_PATHS.verifyCertificate, Page: VerifyCertificatePage },
  // the rest of the route map (issue 20; docs/decisions/244)
  { public: PUBLIC_PATHS.sharingObject, learner: PUBLIC_PATHS.sharingObject, Page: SharedObjectPage },
];

/** Paths that only the learner route set has (the public set sends them to the landing page). */
const LEARNER_ONLY = new Set<string>(Object.values(LEARNER_PATHS).filter((path) => !(Object.values(PUBLIC_PATHS) as string[]).includes(path)));

/** The public screens whose code the boot loads with the layout (the first pages a visitor may open). */
const PUBLIC_SCREENS: Record<string, (() => Promise<unknown>) | undefined> = {
  [PUBLIC_PATHS.landing]: loadLandingPage,
  [PUBLIC_PATHS.aboutUniversity]: loadAboutUniversityPage,
  [PUBLIC_PATHS.aboutOnlineLearning]: loadAboutOnlineLearningPage,
  [PUBLIC_PATHS.contactUs]: loadContactUsPage,
  [PUBLIC_PATHS.onlineProgram]: loadOnlineProgramsPage,
  [PUBLIC_PATHS.quickTourPreLogin]: loadQuickTourPage,
  [PUBLIC_PATHS.postQueries]: loadPostQueryPage,
  [PUBLIC_PATHS.application]: loadPreRegistrationPage,
};

/**
 * Starts downloading the code of the screen the address names, and that screen's
 * query, at boot, beside the session query, instead of after it (issue 7, section 5:
 * entry, then session, then chunks, then data was a chain of four round trips).
 * Which route set applies is only known once the session answers, so this guesses
 * from the path: a learner-only path loads the shell and its page, anything else
 * the public layout (and the landing page on /). A wrong guess costs bytes, not time.
 * `search` is the address's query string, where a screen's query reads it (the course).
 */
export function preloadRoute(pathname: string, client: ApolloClient, search = ''): Promise<unknown> {
  const path = pathname.replace(/\/+$/, '') || '/';
  const loads: Promise<unknown>[] = [];
  if (LEARNER_ONLY.has(path)) {
    loads.push(loadAppShell());
    if (path === LEARNER_PATHS.dashboard) {
      // The query travels with the dashboard's code (preloaded by the page's HTML, whose
      // early request usually carries the query already; docs/decisions/161), not in the entry.
      // Settles once the query has been asked too: a page the gateway drew waits for its answer
      // (main.tsx), so React does not replace the drawn cards with skeletons.
      loads.push(loadDashboardPage().then((m) => m.prefetchDashboard(client)));
    }
    if (path === LEARNER_PATHS.myPrograms) loads.push(loadMyProgramsPage());
    if (path === LEARNER_PATHS.course) {
      // As the course screen reads it (course-page.tsx): without a course it asks nothing.
      const course = new URLSearchParams(search).get('course') ?? '';
      loads.push(loadCoursePage().then((m) => (course ? m.prefetchCoursePage(client, course) : undefined)));
    }
  } else {
    loads.push(loadPublicLayout());
    const screen = PUBLIC_SCREENS[path];
    if (screen) loads.push(screen());
    const program = programDetailId(path);
    if (program !== null) loads.push(loadProgramDetailPage().then((m) => m.prefetchProgramDetail(client, program)));
    const code = verificationCode(path);
    if (code !== null) loads.push(loadVerifyCertificatePage().then((m) => m.prefetchCertificateVerification(client, code)));
  }
  // Settles when the screen's code is here (or failed: React's lazy then shows the failure).
  return Promise.allSettled(loads);
}

/** The program a program page's address names (`/myProg/:pid/:il`, as its route reads it), or null. */
function programDetailId(path: string): string | null {
  const pid = /^\/myProg\/([^/]+)\/[^/]+$/.exec(path)?.[1];
  if (pid === undefined) return null;
  try {
    return decodeURIComponent(pid);
  } catch {
    return null; // a malformed address: the route shows it as it can
  }
}

/** The code a verification page's address names (`/verify/:code`, as its route reads it), or null. */
function verificationCode(path: string): string | null {
  const code = /^\/verify\/([^/]+)$/.exec(path)?.[1];
  if (code === undefined) return null;
  try {
    return decodeURIComponent(code);
  } catch {
    return null; // a malformed address: the route shows it as it can
  }
}

/**
 * Signed out, any unknown path shows the landing screen (spec part 3, section 2.1). A learner's
 * page opened signed out (a deep link, a bookmark, a session that timed out) is kept in ?next=,
 * so that Login returns to it (issue 31; docs/decisions/280); not after the learner signed out.
 */
function ToLanding() {
  const { pathname, search, hash } = useLocation();
  const { state } = useSession();
  const path = pathname.replace(/\/+$/, '') || '/';
  const keep = LEARNER_ONLY.has(path) && !(state.status === 'signedOut' && state.byLearner);
  const to = keep ? `${PUBLIC_PATHS.landing}?${new URLSearchParams({ [RETURN_PATH_PARAM]: `${pathname}${search}${hash}` }).toString()}` : PUBLIC_PATHS.landing;
  return <Navigate to={to} replace />;
}

/** /coursePlayer keeps its query (course, unit) and shows the course screen. */
function CoursePlayerRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${LEARNER_PATHS.course}${search}`} replace />;
}

function FullPageLoading() {
  return (
    <Center minH="100dvh">
      <LoadingState />
    </Center>
  );
}

/** A route set: its layout (which keeps a Suspense around its outlet) over its routes; the whole page loads while the layout's code arrives. */
function RouteSet({ layout, children }: { layout: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={<FullPageLoading />}>
      <Routes>
        <Route element={layout}>{children}</Route>
      </Routes>
    </Suspense>
  );
}

function PublicRoutes() {
  return (
    <RouteSet layout={<PublicLayout />}>
      <Route index element={<LandingPage />} />
      {SITE_ROUTES.map(({ public: path, Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route path={PUBLIC_PATHS.verifyEmail} element={<VerifyEmailPage />} />
      <Route path={PUBLIC_PATHS.postQueries} element={<PostQueryPage />} />
      {/* spec part 3, section 2.1: any unknown path shows the landing screen. */}
      <Route path="*" element={<ToLanding />} />
    </RouteSet>
  );
}

function LearnerRoutes() {
  return (
    <RouteSet layout={<AppShell />}>
      <Route index element={<MyProgramsPage />} />
      <Route path={LEARNER_PATHS.myPrograms} element={<MyProgramsPage />} />
      <Route path={LEARNER_PATHS.dashboard} element={<DashboardPage />} />
      <Route path={LEARNER_PATHS.applicationForm} element={<ApplicationWizardPage />} />
      <Route path={LEARNER_PATHS.partnerApplicationForm} element={<PaperFormPage />} />
      <Route path={LEARNER_PATHS.myApplication} element={<MyApplicationPage />} />
      <Route path={LEARNER_PATHS.applyProgram} element={<ApplyProgramPage />} />
      <Route path={LEARNER_PATHS.course} element={<CoursePage />} />
      {/* spec part 2, section 2: /coursePlayer exists; the player is part of /course (decision 105). */}
      <Route path={LEARNER_PATHS.coursePlayer} element={<CoursePlayerRedirect />} />
      <Route path={LEARNER_PATHS.programCourses} element={<ProgramCoursesPage />} />
      <Route path={LEARNER_PATHS.calendar} element={<CalendarPage />} />
      {/* ---- certificates (issue 19) ---- */}
      <Route path={LEARNER_PATHS.certificates} element={<CertificatesPage />} />
      {/* ---- profile (issue 20) ---- */}
      <Route path={LEARNER_PATHS.profile} element={<ProfilePage />} />
      <Route path={LEARNER_PATHS.downloads} element={<DownloadsPage />} />
      {/* ---- announcements (issue 20) ---- */}
      <Route path={LEARNER_PATHS.announcements} element={<AnnouncementsPage />} />
      {/* ---- notifications (issue 20) ---- */}
      <Route path={LEARNER_PATHS.notifications} element={<NotificationsPage />} />
      {/* ---- Semester End Exam (issue 20) ---- */}
      <Route path={LEARNER_PATHS.tests} element={<TestsPage />} />
      <Route path={LEARNER_PATHS.testResult} element={<TestResultPage />} />
      {/* ---- reports and analytics (issue 20) ---- */}
      <Route path={LEARNER_PATHS.reportsAndAnalytics} element={<ReportsPage />} />
      {/* ---- complaints (issue 20) ---- */}
      <Route path={LEARNER_PATHS.complaints} element={<ComplaintsPage />} />
      <Route path={LEARNER_PATHS.addComplaint} element={<AddComplaintPage />} />
      {SITE_ROUTES.map(({ learner: path, Page, checksSession }) => (
        <Route
          key={path}
          path={path}
          element={
            checksSession ? (
              <SessionChecked>
                <Page />
              </SessionChecked>
            ) : (
              <Page />
            )
          }
        />
      ))}
      {[LEARNER_PATHS.programInfo, LEARNER_PATHS.syllabus, LEARNER_PATHS.programAnnouncements, LEARNER_PATHS.academicSchedule].map((path) => (
        <Route key={path} path={path} element={<ProgramInfoPage />} />
      ))}
      {/* ---- the rest of the route map (issue 20; docs/decisions/244, 245) ---- */}
      <Route path={LEARNER_PATHS.allPrograms} element={<AllProgramsPage />} />
      <Route path={LEARNER_PATHS.viewAll} element={<AllCoursesPage />} />
      <Route path={LEARNER_PATHS.landingScreen} element={<LandingScreenPage />} />
      <Route
        path={LEARNER_PATHS.about}
        element={
          <SessionChecked>
            <AboutPortalPage />
          </SessionChecked>
        }
      />
      {/* /myProg without a program: the learner's programs (a program page is /myProg/{pid}/{il}). */}
      <Route path={LEARNER_PATHS.programDetailIndex} element={<MyProgramsPage />} />
      {/* spec part 3, section 2.1: any unknown path shows the dashboard. */}
      <Route path="*" element={<Navigate to={LEARNER_PATHS.dashboard} replace />} />
    </RouteSet>
  );
}

/** The route set follows the session (spec part 3, sections 2.1 and 4.6). */
export function AppRoutes() {
  const { state, reload } = useSession();
  switch (state.status) {
    case 'loading':
      return <FullPageLoading />;
    case 'unavailable':
      return (
        <Center minH="100dvh" px="4">
          <Box maxW="md" w="100%">
            <ErrorView title={state.offline ? 'You are offline' : 'The portal is not available right now'} message={state.message} onRetry={reload} />
          </Box>
        </Center>
      );
    case 'signedOut':
      return <PublicRoutes />;
    case 'signedIn':
      return <LearnerRoutes />;
  }
}
