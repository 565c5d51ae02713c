import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { AppRoutes } from '../../app/router';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';

/**
 * The header's account menu arrives on first use (header.tsx). Here the hook that fetches it
 * hands its arrival to the test, so that a press can land exactly between the code's arrival
 * and the commit that swaps the stand-in for the menu, the moment a busy machine stretches.
 */
const arrival = vi.hoisted(() => ({ load: undefined as undefined | (() => Promise<unknown>), loaded: undefined as undefined | ((value: unknown) => void) }));
vi.mock('../../lib/use-load-on-first-use', () => ({
  useLoadOnFirstUse: (load: () => Promise<unknown>, loaded: (value: unknown) => void) => {
    // Only the account menu's slot (the header's menus of the public site are not on this screen).
    if (load.toString().includes('account-menu')) Object.assign(arrival, { load, loaded });
    return () => {};
  },
}));
afterEach(() => Object.assign(arrival, { load: undefined, loaded: undefined }));

const signedIn: Responder = (op) => {
  switch (op.operationName) {
    case 'Session':
      return { data: { viewer: DEMO_VIEWER } };
    case 'MyPrograms':
      return { data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, programs: [] } } };
    case 'NotificationBell':
      return { data: { notificationsUnreadCount: 0 } };
    default:
      throw new Error(`unexpected ${op.operationName}`);
  }
};

describe("the account menu's stand-in", () => {
  it('opens the menu for a press that lands while the menu\u2019s code is arriving', async () => {
    renderWithApp(<AppRoutes />, { respond: signedIn, route: '/myPrograms' });
    const standIn = await screen.findByRole('button', { name: `Account menu for ${DEMO_VIEWER.name}` });
    expect(arrival.load).toBeDefined();
    const menuCode = await arrival.load!();
    // The code is there and its swap is on its way; the press reaches the stand-in first.
    act(() => {
      arrival.loaded!(menuCode);
      fireEvent.click(standIn);
    });
    expect(await screen.findByRole('menuitem', { name: 'Sign-out' })).toBeVisible();
  });

  it('opens the menu for a press made before its code was asked for', async () => {
    renderWithApp(<AppRoutes />, { respond: signedIn, route: '/myPrograms' });
    fireEvent.click(await screen.findByRole('button', { name: `Account menu for ${DEMO_VIEWER.name}` }));
    const menuCode = await arrival.load!();
    act(() => arrival.loaded!(menuCode));
    expect(await screen.findByRole('menuitem', { name: 'Sign-out' })).toBeVisible();
  });
});
