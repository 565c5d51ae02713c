import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@portal/domain';
import { AppRoutes } from '../app/router';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../test/render';

const unauthenticated = { errors: [{ message: 'The session has expired.', extensions: { code: 'UNAUTHENTICATED' } }], data: { viewer: null } };

describe('the session check on a route change', () => {
  it("signs the learner out and says 'Session Time Out' once when a screen's query is UNAUTHENTICATED", async () => {
    // The header's bell (issue 20) answers, so that the screen's own query is the one refused.
    const respond: Responder = (op) =>
      op.operationName === 'Session' ? { data: { viewer: DEMO_VIEWER } } : op.operationName === 'NotificationBell' ? { data: { notificationsUnreadCount: 0 } } : unauthenticated;
    const { gateway } = renderWithApp(<AppRoutes />, { respond, route: '/dashboard' });

    expect(await screen.findByText(MESSAGES.sessionTimeOut)).toBeInTheDocument();
    // The public route set is back: the landing page's Login button (the header's, and the page's own once its code is here), no learner header.
    expect((await screen.findAllByRole('button', { name: 'Login' })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    expect(gateway.operations.map((o) => o.operationName)).toContain('Dashboard');
    await waitFor(() => expect(screen.getAllByText(MESSAGES.sessionTimeOut)).toHaveLength(1));
  });

  it('treats a null viewer in a screen query as a lost session too', async () => {
    const respond: Responder = (op) => (op.operationName === 'Session' ? { data: { viewer: DEMO_VIEWER } } : { data: { viewer: null } });
    renderWithApp(<AppRoutes />, { respond, route: '/myPrograms' });
    expect(await screen.findByText(MESSAGES.sessionTimeOut)).toBeInTheDocument();
  });

  it('shows the public routes without a time-out message when there was no session to begin with', async () => {
    const respond: Responder = (op) => (op.operationName === 'Session' ? { data: { viewer: null } } : { data: { programCatalog: { __typename: 'ProgramCatalog', levels: [] } } });
    renderWithApp(<AppRoutes />, { respond, route: '/dashboard' });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.sessionTimeOut)).not.toBeInTheDocument();
  });
});
