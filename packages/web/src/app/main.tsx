// First: before any zod schema is built (see the module).
import './zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from '../lib/apollo-client';
import { forgetEarlyAnswers } from '../lib/early-graphql';
import { askSession, createSessionLostSignal } from '../lib/session';
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
if (container.dataset.shell) void Promise.allSettled([session, screenCode]).then(render);
else render();
