import { lazy, type ReactNode, Suspense } from 'react';
import { Box, Center } from '@chakra-ui/react';
import type { ApolloClient } from '@apollo/client';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorView, LoadingState } from '../components/states';
import type { AreaRoutes, ScreenRoute } from '../lib/area-routes';
import { preloadedLazy } from '../lib/preloaded-lazy';
import { useSession } from '../lib/session';
import { RETURN_PATH_PARAM } from '@portal/domain';
import { composedRoutes } from './routes';
import { LEARNER_PATHS, PUBLIC_PATHS } from './paths';

// Every route is its own chunk (React.lazy); layouts keep a Suspense around their outlet
// so the header stays while a screen's code arrives. The screens a boot may preload
// (preloadRoute) are drawn at once when their code is already here (preloadedLazy).
const { Component: PublicLayout, load: loadPublicLayout } = preloadedLazy(() => import('../features/catalog/public-layout'));
const { Component: AppShell, load: loadAppShell } = preloadedLazy(() => import('../components/shell/app-shell').then((m) => ({ default: m.AppShell })));
const SessionChecked = lazy(() => import('../components/session-check'));

/**
 * The route layer (docs/decisions/355): each area's routes, the `routes` of every
 * features/<area>/routes.ts (found by the build, so a new area names itself nowhere here), and
 * the screens composed of several areas (app/routes). A new screen edits its area's list only.
 */
const AREAS: readonly AreaRoutes[] = [...Object.values(import.meta.glob<AreaRoutes>('../features/*/routes.ts', { eager: true, import: 'routes' })), composedRoutes];

/**
 * The two route sets. The public site's pages that a signed-in learner has too (`site`) are in
 * both, each at its path there; inside the shell a page without data of its own still checks
 * the session (`checksSession`, decision 003).
 */
const PUBLIC_ROUTES: readonly ScreenRoute[] = AREAS.flatMap((area) => [...(area.public ?? []), ...(area.site ?? []).map((row) => ({ ...row, path: row.public }))]);
const LEARNER_ROUTES: readonly ScreenRoute[] = AREAS.flatMap((area) => [...(area.learner ?? []), ...(area.site ?? []).map((row) => ({ ...row, path: row.learner }))]);
/** What a boot preloads for a learner-only path: the learner's own screens (a site page is not learner-only). */
const LEARNER_PRELOADS: readonly ScreenRoute[] = AREAS.flatMap((area) => area.learner ?? []);

/** Paths that only the learner route set has (the public set sends them to the landing page); a path with parameters is matched by neither. */
const PUBLIC_ROUTE_PATHS = new Set(PUBLIC_ROUTES.map((route) => route.path));
const LEARNER_ONLY = new Set<string>(LEARNER_ROUTES.map((route) => route.path).filter((path) => !path.includes(':') && !PUBLIC_ROUTE_PATHS.has(path)));

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
  const learnerOnly = LEARNER_ONLY.has(path);
  const loads: Promise<unknown>[] = [learnerOnly ? loadAppShell() : loadPublicLayout()];
  for (const route of learnerOnly ? LEARNER_PRELOADS : PUBLIC_ROUTES) {
    const match = route.preload ? matchPath({ path: route.path, caseSensitive: true, end: true }, path) : null;
    const load = match ? route.preload?.(client, { params: match.params, search }) : undefined;
    if (load) loads.push(load);
  }
  // Settles when the screen's code is here (or failed: React's lazy then shows the failure).
  return Promise.allSettled(loads);
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

/** A route of a set: '/' is its index; a learner's page that checks the session does so first. */
function screenRoute({ path, Screen, checksSession }: ScreenRoute, learner: boolean) {
  const element =
    learner && checksSession ? (
      <SessionChecked>
        <Screen />
      </SessionChecked>
    ) : (
      <Screen />
    );
  return path === '/' ? <Route key={path} index element={element} /> : <Route key={path} path={path} element={element} />;
}

function PublicRoutes() {
  return (
    <RouteSet layout={<PublicLayout />}>
      {PUBLIC_ROUTES.map((route) => screenRoute(route, false))}
      {/* spec part 3, section 2.1: any unknown path shows the landing screen. */}
      <Route path="*" element={<ToLanding />} />
    </RouteSet>
  );
}

function LearnerRoutes() {
  return (
    <RouteSet layout={<AppShell />}>
      {LEARNER_ROUTES.map((route) => screenRoute(route, true))}
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
