import type { ReactElement, ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { ApolloLink, type ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { FormattedExecutionResult } from 'graphql';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { AuthDialogHost } from '../app/auth-dialog-host';
import { portalSystem } from '../app/theme';
import { Toaster } from '../components/toaster';
import { createApolloClient } from '../lib/apollo-client';
import { createSessionLostSignal, SessionProvider } from '../lib/session';
import { LearnerTimeZoneProvider, TimeZoneProvider } from '../lib/time-zone';

export type RecordedOperation = { operationName: string | undefined; variables: Record<string, unknown> };
export type Responder = (op: RecordedOperation) => FormattedExecutionResult | Promise<FormattedExecutionResult>;

/**
 * A stand-in for the gateway: answers each operation with what `respond` returns and
 * records what the screen sent, so tests assert on variables, not on implementation.
 */
function fakeGateway(respond: Responder) {
  const operations: RecordedOperation[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const op = { operationName: operation.operationName, variables: operation.variables };
        operations.push(op);
        Promise.resolve(respond(op)).then(
          (result) => {
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
  return { link, operations };
}

export const DEMO_VIEWER = { __typename: 'Viewer', id: 'sub-1', name: 'Asha Raman', email: 'learner@demo.university', username: 'learner@demo.university' };

/** Renders `ui` with everything the app provides, at `route`, talking to a fake gateway. */
export function renderWithApp(
  ui: ReactElement,
  {
    respond,
    route = '/',
    boot,
    timeZone,
  }: {
    respond: Responder;
    route?: string;
    /** What the app's boot does with the client before the first render (main.tsx). */
    boot?: (client: ApolloClient) => unknown;
    /** The learner's time zone, as if chosen in the profile; 'asked' asks the gateway as the app does; the machine's when not given. */
    timeZone?: string;
  },
) {
  const gateway = fakeGateway(respond);
  const sessionLost = createSessionLostSignal();
  const client = createApolloClient({ onSessionLost: sessionLost.notify, link: gateway.link });
  boot?.(client);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={portalSystem()}>
      <ApolloProvider client={client}>
        <SessionProvider client={client} sessionLost={sessionLost}>
          <MemoryRouter initialEntries={[route]}>
            <AuthDialogHost>
              {timeZone === 'asked' ? <LearnerTimeZoneProvider>{children}</LearnerTimeZoneProvider> : timeZone ? <TimeZoneProvider chosen={timeZone}>{children}</TimeZoneProvider> : children}
            </AuthDialogHost>
          </MemoryRouter>
        </SessionProvider>
      </ApolloProvider>
      <Toaster />
    </ChakraProvider>
  );
  return { ...render(ui, { wrapper }), gateway, client };
}
