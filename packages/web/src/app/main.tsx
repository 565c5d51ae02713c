// First: before any zod schema is built (see the module).
import './zod-without-eval';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApolloClient } from '../lib/apollo-client';
import { forgetEarlyAnswers } from '../lib/early-graphql';
import { askSession, createSessionLostSignal, type SessionState } from '../lib/session';
import { Providers } from './providers';
import { AppRoutes, preloadRoute } from './router';

const sessionLost = createSessionLostSignal();
const client = createApolloClient({ onSessionLost: sessionLost.notify });
// Before the first render: the session question, the screen's code and (where it is
// known) its query all leave at once (issue 7, section 5).
const session = askSession(client);
// Handled by the session provider once it mounts; this keeps an early failure from being reported as unhandled.
session.catch(() => undefined);
const screenCode = preloadRoute(window.location.pathname, client);
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
// The public pages arrive already drawn at build time (scripts/page-shells.mjs;
// docs/decisions/096, 161 and 162), their forms disabled until this render replaces them
// (decision 167); the dashboard and the program pages are drawn per request by the
// gateway (app/entry-server.tsx, decision 168). React's first render would replace such
// a page with the session spinner, so it waits until the session has answered and the
// screen's code (and its query) is here, then draws the real page over it.
/** Marks the page live once the hydrated page has committed (its handlers are attached). */
function Live() {
  useEffect(() => container.removeAttribute('data-shell'), []);
  return null;
}

// A page drawn by the web app's server build (the gateway's drawing of this request, or
// the build's drawing of a public page) was drawn by React from the same tree
// (app/entry-server.tsx): React takes it over in place (hydration: no nodes made again, no style inserted again,
// the work sliced in a transition) once the session and the screen's code and query are here.
const hydrate = async () => {
  const known = await session.then(
    ({ data }): SessionState => (data?.viewer ? { status: 'signedIn', viewer: data.viewer } : { status: 'signedOut' }),
    () => undefined,
  );
  await screenCode;
  // A page drawn at build time for visitors (scripts/page-shells.mjs) is taken over only by
  // a visitor: for a signed-in learner, or without a session answer, React draws anew.
  if (!known || (container.dataset.drawnFor === 'visitor' && known.status !== 'signedOut')) return render();
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <Providers client={client} sessionLost={sessionLost} known={known}>
          <AppRoutes />
        </Providers>
        <Live />
      </StrictMode>,
    );
  });
};

if (container.dataset.shell === 'drawn') void hydrate();
else if (container.dataset.shell) void Promise.allSettled([session, screenCode]).then(render);
else render();
