import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from '../components/toaster';
import { SessionProvider, type askSession, type SessionLostSignal } from '../lib/session';
import { AuthDialogHost } from './auth-dialog-host';
import { system } from './theme';

/** Everything a screen may rely on: theme, GraphQL client, session, router, sign-in modals, toasts. */
export function Providers({
  client,
  sessionLost,
  session,
  children,
}: {
  client: ApolloClient;
  sessionLost: SessionLostSignal;
  /** The session question, already asked at boot. */
  session?: ReturnType<typeof askSession>;
  children: ReactNode;
}) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <SessionProvider client={client} sessionLost={sessionLost} pending={session}>
          <BrowserRouter>
            <AuthDialogHost>{children}</AuthDialogHost>
          </BrowserRouter>
        </SessionProvider>
      </ApolloProvider>
      <Toaster />
    </ChakraProvider>
  );
}
