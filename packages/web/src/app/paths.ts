// The route paths that screens link to across areas, once (spec part 3, section 2.1: the route
// map): the shell, the menus and other areas link with these constants, so a renamed path
// changes in one place. A path that only its own area names may stay in its routes.ts
// (docs/decisions/355); the router reads which paths are the learner's own from the routes.

import { PROGRAM_PAGE_ROUTE, SITE_PAGES, programPagePath } from '@portal/domain';

export const PUBLIC_PATHS = {
  // The public site's pages, which the gateway's sitemap lists too (@portal/domain site.ts).
  ...SITE_PAGES,
  programDetail: PROGRAM_PAGE_ROUTE,
  application: '/application',
  sharingObject: '/sharingobject',
  verifyEmail: '/verify-email',
  // ---- certificates (issue 19): the public verification page, signed in or not ----
  verifyCertificate: '/verify/:code',
} as const;

export const LEARNER_PATHS = {
  quickTour: '/quickTour',
  home: '/',
  dashboard: '/dashboard',
  contactUs: '/contactUs',
  onlineProgram: '/onlineProgram',
  aboutUniversity: '/aboutJssaher',
  aboutOnlineLearning: '/aboutOEP',
  landingScreen: '/LandingScreen',
  about: '/about',
  programCourses: '/MyPrograms/programs',
  myPrograms: '/myPrograms',
  course: '/course',
  coursePlayer: '/coursePlayer',
  myApplication: '/myApplication',
  programDetailIndex: '/myProg',
  profile: '/profile',
  addComplaint: '/addComplaints',
  complaints: '/complaints',
  calendar: '/event',
  notifications: '/notification',
  reportsAndAnalytics: '/reportsAndAnalytics',
  programInfo: '/myPrograms/programinfo',
  syllabus: '/myPrograms/syllabus',
  programAnnouncements: '/myPrograms/announcements',
  academicSchedule: '/myPrograms/academicSchedule',
  allPrograms: '/allPrograms',
  applyProgram: '/applyProgram',
  applicationForm: '/myApplication/application',
  partnerApplicationForm: '/myApplication/jssapplication',
  viewAll: '/viewall',
  announcements: '/announcements',
  tests: '/tests',
  testResult: '/testresult',
  certificates: '/certificates',
  // ---- learning without a connection (issue 34): what is saved on this device ----
  downloads: '/downloads',
} as const;

/** /myProg/{pid}/{il}: the program detail page (spec part 1, section 2). */
export const programDetailPath = programPagePath;

/** The program-info tabs of spec part 1, section 2, by the index the spec gives them. */
export type ProgramInfoTab = 0 | 4 | 5 | 6;

/** Each tab has its own path in the route map (spec part 3, section 2.1). */
export const PROGRAM_INFO_TAB_PATHS: Record<ProgramInfoTab, string> = {
  0: LEARNER_PATHS.programInfo,
  4: LEARNER_PATHS.syllabus,
  5: LEARNER_PATHS.programAnnouncements,
  6: LEARNER_PATHS.academicSchedule,
};

/**
 * A program-info tab of an enrolment (`EnrolledProgram.id`): Program info (0), Syllabus (4),
 * Announcements (5), Academic schedule (6), each at its own path with ?program=
 * (docs/decisions/123-program-pages-name-the-enrolment.md).
 */
export function programInfoPath(enrolmentId: string, tab: ProgramInfoTab = 0): string {
  return `${PROGRAM_INFO_TAB_PATHS[tab]}?program=${encodeURIComponent(enrolmentId)}`;
}

/** The signed-in application wizard for a program, /myApplication/application?pid= (spec part 3, sections 2.4 and 4.1). */
export function applicationFormPath(programId: string): string {
  return `${LEARNER_PATHS.applicationForm}?pid=${encodeURIComponent(programId)}`;
}

/** The paper-style application form for a program, /myApplication/jssapplication?pid= (spec part 3, sections 2.3 and 4.1). */
export function paperApplicationFormPath(programId: string): string {
  return `${LEARNER_PATHS.partnerApplicationForm}?pid=${encodeURIComponent(programId)}`;
}

/**
 * A program's courses, /MyPrograms/programs?program= (spec part 2, section 2), for an
 * enrolment (`EnrolledProgram.id`). The id in the address makes reload and shared links work.
 */
export function programCoursesPath(enrolmentId: string): string {
  return `${LEARNER_PATHS.programCourses}?program=${encodeURIComponent(enrolmentId)}`;
}

/**
 * The course screen, /course?course= (spec part 2, section 2), for a course as run in a batch
 * (`EnrolledCourse.id`); with `unitId`, the unit (learning object) opened in its player, so that
 * reload, back and a shared link reopen it.
 */
export function coursePath(courseId: string, unitId?: string): string {
  const query = new URLSearchParams({ course: courseId });
  if (unitId) query.set('unit', unitId);
  return `${LEARNER_PATHS.course}?${query.toString()}`;
}

// ---- Semester End Exam (issue 20) ----
/** A test's detail page, /testresult?test= (spec part 3, 2.14): the id in the address makes reload and shared links work. */
export function testResultPath(testId: string): string {
  return `${LEARNER_PATHS.testResult}?test=${encodeURIComponent(testId)}`;
}
