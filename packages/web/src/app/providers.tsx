import type { ComponentType, ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from '../components/toaster';
import { SessionProvider, type askSession, type SessionLostSignal, type SessionState } from '../lib/session';
import { LearnerTimeZoneProvider } from '../lib/time-zone';
import { AuthDialogHost } from './auth-dialog-host';
import { portalSystem } from './theme';

/** Everything a screen may rely on: theme, GraphQL client, session, the learner's time zone, router, sign-in modals, toasts. */
export function Providers({
  client,
  sessionLost,
  session,
  known,
  drawnZone,
  Router = BrowserRouter,
  children,
}: {
  client: ApolloClient;
  sessionLost: SessionLostSignal;
  /** The session question, already asked at boot. */
  session?: ReturnType<typeof askSession>;
  /** The session as the gateway already knows it (a page drawn per request, app/entry-server.tsx). */
  known?: SessionState;
  /** The zone a drawn page was drawn in (the browser's, as its cookie said): the first render's, so taking the page over redraws nothing. */
  drawnZone?: string;
  /** The browser's history; the gateway's render passes a router fixed on the requested address. */
  Router?: ComponentType<{ children: ReactNode }>;
  children: ReactNode;
}) {
  return (
    <ChakraProvider value={portalSystem()}>
      <ApolloProvider client={client}>
        <SessionProvider client={client} sessionLost={sessionLost} pending={session} known={known}>
          <Router>
            <LearnerTimeZoneProvider drawnZone={drawnZone}>
              <AuthDialogHost>{children}</AuthDialogHost>
            </LearnerTimeZoneProvider>
          </Router>
        </SessionProvider>
      </ApolloProvider>
      <Toaster />
    </ChakraProvider>
  );
}
