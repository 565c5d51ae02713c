// The pages a first visit may open, shared by page-shells.mjs and route-pages.mjs
// (docs/decisions/096 and 161). For each: the path, the file in dist/ the gateway
// serves for it, the modules its screen loads at boot (app/router.tsx, preloadRoute),
// the boot's queries, and for public pages drawn at build time what shows the page is
// drawn (`ready`). A page with a form is not drawn at build time: its fields would be
// inert until React takes over.
const PUBLIC_LAYOUT = 'src/features/catalog/public-layout.tsx';
const APP_SHELL = 'src/components/shell/app-shell.tsx';

export const FIRST_PAGES = [
  { path: '/', file: 'landing.html', shell: 'landing', ready: 'section[aria-label="Highlights"] :is(h1, h2)', modules: [PUBLIC_LAYOUT, 'src/features/catalog/landing-page.tsx'], queries: ['Session'] },
  { path: '/aboutJssaher', file: 'pages/about-university.html', shell: 'page', ready: 'main h1', modules: [PUBLIC_LAYOUT, 'src/features/catalog/about-university-page.tsx'], queries: ['Session'] },
  { path: '/aboutOEP', file: 'pages/about-online-learning.html', shell: 'page', ready: 'main h1', modules: [PUBLIC_LAYOUT, 'src/features/catalog/about-online-learning-page.tsx'], queries: ['Session'] },
  { path: '/contactUs', file: 'pages/contact-us.html', shell: 'page', ready: 'main h1', modules: [PUBLIC_LAYOUT, 'src/features/catalog/contact-us-page.tsx'], queries: ['Session'] },
  { path: '/onlineProgram', file: 'pages/online-programs.html', shell: 'page', ready: 'main h1', modules: [PUBLIC_LAYOUT, 'src/features/catalog/online-programs-page.tsx'], queries: ['Session'] },
  { path: '/quickTourPreLogin', file: 'pages/quick-tour.html', shell: 'page', ready: 'main h1', modules: [PUBLIC_LAYOUT, 'src/features/catalog/quick-tour-page.tsx'], queries: ['Session'] },
  { path: '/dashboard', file: 'pages/dashboard.html', modules: [APP_SHELL, 'src/features/dashboard/dashboard-page.tsx'], queries: ['Session', 'Dashboard'] },
  { path: '/myPrograms', file: 'pages/my-programs.html', modules: [APP_SHELL, 'src/features/programs/my-programs-page.tsx'], queries: ['Session'] },
];
