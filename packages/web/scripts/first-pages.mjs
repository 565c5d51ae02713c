// The pages a first visit may open, shared by page-shells.mjs and route-pages.mjs
// (docs/decisions/096 and 161). For each: the path, the file in dist/ the gateway
// serves for it, the modules its screen loads at boot (app/router.tsx, preloadRoute),
// the boot's queries, and for public pages drawn at build time what shows the page is
// drawn (`ready`). The pages without a form are drawn by the web app's server build
// (`drawnBy: 'server'`), which React hydrates in the browser (docs/decisions/168); those
// with a form are drawn in Chromium, their forms disabled until React takes over, so
// that nothing typed into them is lost (page-shells.mjs; docs/decisions/167). Not drawn
// at build time: Verify Email (its first render is a spinner, and what follows depends
// on the one-time code in its address) and program details (drawn per request by the
// gateway, decision 168).
const PUBLIC_LAYOUT = 'src/features/catalog/public-layout.tsx';
const APP_SHELL = 'src/components/shell/app-shell.tsx';

export const FIRST_PAGES = [
  {
    path: '/',
    drawnBy: 'server',
    file: 'landing.html',
    shell: 'landing',
    ready: 'section[aria-label="Highlights"] :is(h1, h2)',
    modules: [PUBLIC_LAYOUT, 'src/features/catalog/landing-page.tsx'],
    queries: ['Session'],
  },
  {
    path: '/aboutJssaher',
    drawnBy: 'server',
    file: 'pages/about-university.html',
    shell: 'page',
    ready: 'main h1',
    modules: [PUBLIC_LAYOUT, 'src/features/catalog/about-university-page.tsx'],
    queries: ['Session'],
  },
  {
    path: '/aboutOEP',
    drawnBy: 'server',
    file: 'pages/about-online-learning.html',
    shell: 'page',
    ready: 'main h1',
    modules: [PUBLIC_LAYOUT, 'src/features/catalog/about-online-learning-page.tsx'],
    queries: ['Session'],
  },
  { path: '/contactUs', drawnBy: 'server', file: 'pages/contact-us.html', shell: 'page', ready: 'main h1', modules: [PUBLIC_LAYOUT, 'src/features/catalog/contact-us-page.tsx'], queries: ['Session'] },
  {
    path: '/onlineProgram',
    drawnBy: 'server',
    file: 'pages/online-programs.html',
    shell: 'page',
    ready: 'main h1',
    modules: [PUBLIC_LAYOUT, 'src/features/catalog/online-programs-page.tsx'],
    queries: ['Session'],
  },
  {
    path: '/quickTourPreLogin',
    drawnBy: 'server',
    file: 'pages/quick-tour.html',
    shell: 'page',
    ready: 'main h1',
    modules: [PUBLIC_LAYOUT, 'src/features/catalog/quick-tour-page.tsx'],
    queries: ['Session'],
  },
  {
    path: '/postquires',
    file: 'pages/report-a-query.html',
    shell: 'page',
    ready: 'main form[aria-label="Report A Query"] textarea',
    modules: [PUBLIC_LAYOUT, 'src/features/complaints/post-query-page.tsx'],
    queries: ['Session'],
  },
  // Reached from the scholarship check; a first visit draws its heading and loading state
  // (the wizard follows the check's cookie, which a build does not have).
  {
    path: '/application',
    file: 'pages/scholarship-application.html',
    shell: 'page',
    ready: 'main h1',
    modules: [PUBLIC_LAYOUT, 'src/features/admissions/wizard/pre-registration-page.tsx'],
    queries: ['Session'],
  },
  { path: '/dashboard', file: 'pages/dashboard.html', modules: [APP_SHELL, 'src/features/dashboard/dashboard-page.tsx'], queries: ['Session', 'Dashboard'] },
  { path: '/myPrograms', file: 'pages/my-programs.html', modules: [APP_SHELL, 'src/app/routes/my-programs-screen.tsx'], queries: ['Session'] },
  // Drawn per request by the gateway (docs/decisions/181), which brings the answers in the page;
  // as built (past the drawing's budget) its chunks still come beside the entry. No early queries:
  // its own names the course in the address (the boot asks it, preloadRoute), and the early
  // script would be a 16th JavaScript request on a first visit here.
  { path: '/course', file: 'pages/course.html', modules: [APP_SHELL, 'src/app/routes/course-screen.tsx'], queries: [] },
];
