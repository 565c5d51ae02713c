import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '../../app/router';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';

const signedIn: Responder = (op) => {
  switch (op.operationName) {
    case 'Session':
      return { data: { viewer: DEMO_VIEWER } };
    case 'Dashboard':
      return { data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, programs: [], events: [] } } };
    case 'MyPrograms':
      return { data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, programs: [] } } };
    case 'MyApplication':
      return { data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, applications: [] } } };
    // ---- announcements (issue 20) ----
    case 'Announcements':
      return { data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, announcements: [] } } };
    // ---- notifications (issue 20): the header's bell ----
    case 'NotificationBell':
      return { data: { notificationsUnreadCount: 0 } };
    default:
      throw new Error(`unexpected ${op.operationName}`);
  }
};

describe('the logged-in shell', () => {
  it('marks the sidebar entry of the current path, and shows the quick tour on the dashboard only', async () => {
    renderWithApp(<AppRoutes />, { respond: signedIn, route: '/dashboard' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Calendar' })).not.toHaveAttribute('aria-current');
    // Two renderings (icon only under 480 px); CSS shows one of them.
    expect((await screen.findAllByRole('link', { name: /Quick tour/ })).length).toBeGreaterThan(0);
    expect(screen.getByText('Asha Raman')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notification');
  });

  it('shows the dashboard for an unknown path, with its empty states', async () => {
    renderWithApp(<AppRoutes />, { respond: signedIn, route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('No Upcoming Events')).toBeInTheDocument();
    expect(screen.getByText('You are not enrolled in any program yet')).toBeInTheDocument();
  });

  it('keeps the account\u2019s areas inside the shell, their sidebar entry current, and no quick tour', async () => {
    renderWithApp(<AppRoutes />, { respond: signedIn, route: '/announcements' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Announcements' })).toBeInTheDocument();
    expect(await screen.findByText('No Announcements')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Announcements' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: /Quick tour/ })).not.toBeInTheDocument();
  });

  it('reaches My Application and Apply for a program from the sidebar', async () => {
    const user = userEvent.setup();
    renderWithApp(<AppRoutes />, { respond: signedIn, route: '/dashboard' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Apply for a program' })).toHaveAttribute('href', '/applyProgram');
    await user.click(within(nav).getByRole('link', { name: 'My Application' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Application' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'My Application' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });
});
