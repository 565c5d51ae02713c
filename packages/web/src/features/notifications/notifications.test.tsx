import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NOTIFICATION_PATHS } from '@portal/domain';
import { LEARNER_PATHS } from '../../app/paths';
import { NotificationBell } from '../../components/shell/notification-bell';
import { DEMO_VIEWER, renderWithApp, type RecordedOperation, type Responder } from '../../test/render';
import { connectionOf } from '../../test/connection';
import NotificationsPage from './notifications-page';

const notification = (id: string, over: Record<string, unknown> = {}) => ({
  __typename: 'Notification',
  id,
  title: `Title ${id}`,
  message: `Message ${id}`,
  link: null,
  createdAt: '2026-11-27T04:00:00.000Z',
  read: false,
  ...over,
});

const session = (op: RecordedOperation) => (op.operationName === 'Session' ? { data: { viewer: DEMO_VIEWER } } : null);

function listResponder(notifications: ReturnType<typeof notification>[], unread: number): Responder {
  return (op) => {
    const signedIn = session(op);
    if (signedIn) return signedIn;
    if (op.operationName === 'Notifications') return { data: { notificationsConnection: connectionOf('NotificationConnection', notifications, op.variables), notificationsUnreadCount: unread } };
    if (op.operationName === 'NotificationsMarkRead') return { data: { notificationsMarkRead: { __typename: 'NotificationsMarkReadPayload', unreadCount: 0, userErrors: [] } } };
    if (op.operationName === 'NotificationBell') return { data: { notificationsUnreadCount: unread } };
    throw new Error(`unexpected ${op.operationName}`);
  };
}

describe('the Notifications screen (spec part 3, 2.12; issue 20)', () => {
  it('says "No Notifications" when there are none, and marks nothing', async () => {
    const { gateway } = renderWithApp(<NotificationsPage />, { route: '/notification', respond: listResponder([], 0) });
    expect(await screen.findByText('No Notifications')).toBeVisible();
    expect(gateway.operations.map((o) => o.operationName)).not.toContain('NotificationsMarkRead');
  });

  it('shows each with its title leading to its link, its message and its time; unread ones are New', async () => {
    const items = [
      notification('12', { title: 'Dr. Meera Iyer replied to your project message', message: 'SWOT: Looks good.', link: '/course?course=301208&unit=proj-30108-2' }),
      notification('11', { title: 'Library news', link: 'https://library.demo.university/news' }),
      notification('9', { title: 'Your project message was approved', read: true }),
    ];
    renderWithApp(<NotificationsPage />, { route: '/notification', respond: listResponder(items, 2), timeZone: 'Asia/Kolkata' });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByRole('link', { name: 'Dr. Meera Iyer replied to your project message' })).toHaveAttribute('href', '/course?course=301208&unit=proj-30108-2');
    expect(within(rows[0]).getByText('SWOT: Looks good.')).toBeVisible();
    expect(within(rows[0]).getByText('27 Nov 2026, 9:30 am (GMT+5:30)')).toBeVisible();
    expect(within(rows[0]).getByText('New')).toBeVisible();
    const external = within(rows[1]).getByRole('link', { name: /Library news/ });
    expect(external).toHaveAttribute('href', 'https://library.demo.university/news');
    expect(external).toHaveAttribute('target', '_blank');
    expect(within(rows[2]).queryByRole('link')).toBeNull();
    expect(within(rows[2]).queryByText('New')).toBeNull();
  });

  it('marks read up to the newest shown when it opens, once, and the bell says none are unread', async () => {
    const items = [notification('12'), notification('11')];
    const { gateway } = renderWithApp(
      <>
        <NotificationBell />
        <NotificationsPage />
      </>,
      { route: '/notification', respond: listResponder(items, 2) },
    );
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toHaveAttribute('href', '/notification');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Notifications' })).toBeVisible());
    const marks = gateway.operations.filter((o) => o.operationName === 'NotificationsMarkRead');
    expect(marks).toEqual([{ operationName: 'NotificationsMarkRead', variables: { input: { upToId: '12' } } }]);
  });

  it('says it is loading until the answer comes', async () => {
    let answer: (value: { data: unknown }) => void = () => undefined;
    renderWithApp(<NotificationsPage />, {
      route: '/notification',
      respond: (op) => session(op) ?? new Promise((resolve) => (answer = resolve as typeof answer)),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your notifications');
    act(() => answer({ data: { notificationsConnection: connectionOf('NotificationConnection', []), notificationsUnreadCount: 0 } }));
    expect(await screen.findByText('No Notifications')).toBeVisible();
  });

  it('says so when the list cannot be loaded', async () => {
    renderWithApp(<NotificationsPage />, {
      route: '/notification',
      respond: (op) => session(op) ?? { errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }], data: null },
    });
    expect(await screen.findByText('We could not load your notifications')).toBeVisible();
  });
});

describe('the header bell', () => {
  it('says how many are unread, or just "Notifications", and asks again at once when the window regains focus', async () => {
    let unread = 0;
    renderWithApp(<NotificationBell />, {
      route: '/dashboard',
      respond: (op) => session(op) ?? (op.operationName === 'NotificationBell' ? { data: { notificationsUnreadCount: unread } } : { errors: [{ message: 'unexpected' }] }),
    });
    expect(await screen.findByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notification');
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    unread = 3;
    act(() => {
      fireEvent.focus(window);
    });
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeVisible();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('3');
  });

  it('asks again at once when a hidden page shows again', async () => {
    let unread = 1;
    renderWithApp(<NotificationBell />, {
      route: '/dashboard',
      respond: (op) => session(op) ?? (op.operationName === 'NotificationBell' ? { data: { notificationsUnreadCount: unread } } : { errors: [{ message: 'unexpected' }] }),
    });
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
    unread = 4;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByRole('link', { name: 'Notifications, 4 unread' })).toBeVisible();
  });

  it('is just "Notifications" when the count cannot be had', async () => {
    renderWithApp(<NotificationBell />, { route: '/dashboard', respond: (op) => session(op) ?? { errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }], data: null } });
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeVisible();
  });
});

describe('where notifications lead', () => {
  it('are screens of the portal', () => {
    expect(NOTIFICATION_PATHS).toEqual({ announcements: LEARNER_PATHS.announcements, certificates: LEARNER_PATHS.certificates, course: LEARNER_PATHS.course });
  });
});

describe('a long list of notifications (issue 32, section 3; docs/decisions/311)', () => {
  it('shows the newest 20, and "Load more notifications" brings the next page, says how many and focuses the first new one', async () => {
    const items = Array.from({ length: 23 }, (_, i) => notification(String(100 - i), { read: true }));
    const { gateway } = renderWithApp(<NotificationsPage />, { route: '/notification', respond: listResponder(items, 0) });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 23 notifications')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Load more notifications' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(23));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.id),
    ).toEqual(items.map((n) => `notification-${n.id}`));
    await waitFor(() => expect(document.activeElement).toBe(within(list).getAllByRole('listitem')[20]));
    expect(screen.getByText('3 more notifications loaded.')).toBeInTheDocument();
    expect(gateway.operations.filter((o) => o.operationName === 'Notifications').at(-1)!.variables).toMatchObject({ first: 20, after: '81' });
    expect(screen.queryByRole('button', { name: 'Load more notifications' })).toBeNull();
  });
});
