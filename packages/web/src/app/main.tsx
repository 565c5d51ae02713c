// First: before any zod schema is built (see the module).
import './zod-without-eval';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApolloClient } from '../lib/apollo-client';
import { PAGE_MARKS } from '@portal/contract/page-drawing';
import { forgetEarlyAnswers } from '../lib/early-graphql';
import { askSession, createSessionLostSignal, type SessionState } from '../lib/session';
import { Providers } from './providers';
import { AppRoutes, preloadRoute } from './router';
import { portalSystem } from './theme';
import { yieldToMain } from '../lib/yield-to-main';
import { tellGatewayDeviceZone } from '../lib/time-zone';
import { isTimeZone } from '@portal/domain';

const sessionLost = createSessionLostSignal();
const client = createApolloClient({ onSessionLost: sessionLost.notify });
// Before the first render: the screen's code and (where it is known) its query, then the
// session question, all leave at once (issue 7, section 5). The page's early script has
// usually sent the session question already; the client's own work on it, and then the
// theme's system, are tasks of their own after this one, not one long task with the
// entry's evaluation (docs/decisions/169).
const screenCode = preloadRoute(window.location.pathname, client, window.location.search);
const session = yieldToMain().then(() => askSession(client));
// Handled by the session provider once it mounts; this keeps an early failure from being reported as unhandled.
session.catch(() => undefined);
void yieldToMain().then(portalSystem);
void yieldToMain().then(tellGatewayDeviceZone);
// The boot's queries have been asked once the session has answered and the screen's code
// (with its query) is here: answers the page brought or sent early and nobody took are
// dropped then (lib/early-graphql.ts).
void Promise.allSettled([session, screenCode]).then(forgetEarlyAnswers);

const container = document.getElementById('root')!;
const render = () => {
  // Marks the page as live: journeys wait for this before they touch the landing page.
  container.removeAttribute('data-shell');
  createRoot(container).render(
    <StrictMode>
      <Providers client={client} sessionLost={sessionLost} session={session}>
        <AppRoutes />
      </Providers>
    </StrictMode>,
  );
};

/** Marks the page live once the hydrated page has committed (its handlers are attached). */
function Live() {
  useEffect(() => container.removeAttribute('data-shell'), []);
  return null;
}

/**
 * A page drawn by the web app's server build (the gateway's drawing of this request, or the
 * build's drawing of a public page) is React's own markup from the same tree
 * (app/entry-server.tsx): React takes it over in place (hydration: no node made again, no
 * rule inserted again, the work sliced in a transition) once the session has answered and
 * the screen's code and query are here.
 */
const hydrate = async () => {
  const known = await session.then(
    ({ data }): SessionState => (data?.viewer ? { status: 'signedIn', viewer: data.viewer } : { status: 'signedOut' }),
    () => undefined,
  );
  await screenCode;
  // A page drawn at build time for visitors (scripts/page-shells.mjs) is taken over only by
  // a visitor: for a signed-in learner, or without a session answer, React draws anew.
  if (!known || (container.dataset.drawnFor === 'visitor' && known.status !== 'signedOut')) return render();
  // The zone the gateway drew the page in (the browser's, as its cookie said), so the first render matches it.
  const drawnZone = container.getAttribute(PAGE_MARKS.drawnZone) ?? '';
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <Providers client={client} sessionLost={sessionLost} known={known} drawnZone={isTimeZone(drawnZone) ? drawnZone : undefined}>
          <AppRoutes />
        </Providers>
        <Live />
      </StrictMode>,
    );
  });
};

// Pages drawn by the server build are hydrated (docs/decisions/168). The pages with a form
// are drawn at build time in Chromium, their forms disabled (decisions 096, 161, 162 and
// 167): React draws over them, once the session has answered and the screen's code is
// here, since a first render before that would replace the page with the session spinner.
if (container.dataset.shell === PAGE_MARKS.drawnShell) void hydrate();
else if (container.dataset.shell) void Promise.allSettled([session, screenCode]).then(render);
else render();

// The offline app (issue 34; docs/decisions/330): the service worker, the update prompt and the
// offline line, in a chunk of their own once the page has loaded and the browser is idle: the
// first routes carry only this line (this module runs before the load event: it is deferred).
// The dev server has no worker to register.
if (import.meta.env.PROD) addEventListener('load', () => requestIdleCallback(() => void import('../offline/register').then((offline) => offline.startOfflineApp(client)), { timeout: 3000 }));
