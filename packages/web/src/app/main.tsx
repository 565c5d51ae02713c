// First: before any zod schema is built (see the module).
import './zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from '../lib/apollo-client';
import { createSessionLostSignal } from '../lib/session';
import { Providers } from './providers';
import { AppRoutes } from './router';

const sessionLost = createSessionLostSignal();
const client = createApolloClient({ onSessionLost: sessionLost.notify });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers client={client} sessionLost={sessionLost}>
      <AppRoutes />
    </Providers>
  </StrictMode>,
);
