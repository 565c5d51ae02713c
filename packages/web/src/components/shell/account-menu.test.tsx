import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';
import { PageHeader } from '../page-container';
import { ScreenHeading } from '../screen-heading';
import { AccountMenuSlot } from './account-menu-slot';

const signedIn: Responder = (op) => {
  if (op.operationName === 'Session') return { data: { viewer: DEMO_VIEWER } };
  throw new Error(`unexpected ${op.operationName}`);
};

function WhenSignedIn({ children }: { children: ReactNode }) {
  return useSession().state.status === 'signedIn' ? children : null;
}

/** The header's menu over two screens headed as Profile and Complaints are (PageHeader, ScreenHeading). */
function renderAt(route: string) {
  return renderWithApp(
    <WhenSignedIn>
      <AccountMenuSlot name={DEMO_VIEWER.name} />
      <Routes>
        <Route path="/" element={<p>Home</p>} />
        <Route path="/profile" element={<PageHeader title="My Profile" />} />
        <Route path="/complaints" element={<ScreenHeading title="Complaints / Grievances Details" />} />
      </Routes>
    </WhenSignedIn>,
    { respond: signedIn, route },
  );
}

describe('the account menu moves the focus to the screen it opens (issue 31)', () => {
  it('Profile, then Complaints: each screen\u2019s heading has the focus, not the page body', async () => {
    renderAt('/');
    const user = userEvent.setup();
    for (const [item, heading] of [
      ['Profile', 'My Profile'],
      ['Complaints', 'Complaints / Grievances Details'],
    ]) {
      // The menu's code comes on the first hover (account-menu-slot.tsx); once it has replaced the
      // stand-in, the press reaches the real trigger. (When the code is already loaded, as after
      // the slot's own tests in a shared run, the swap could otherwise fall between the press's
      // pointerdown and its click; the slot's tests cover presses during the arrival.)
      await user.hover(await screen.findByRole('button', { name: `Account menu for ${DEMO_VIEWER.name}` }));
      await waitFor(() => expect(document.querySelector('[data-menu-placeholder="account"]')).toBeNull());
      await user.click(screen.getByRole('button', { name: `Account menu for ${DEMO_VIEWER.name}` }));
      await user.click(await screen.findByRole('menuitem', { name: item }));
      const h1 = await screen.findByRole('heading', { level: 1, name: heading });
      await waitFor(() => expect(h1).toHaveFocus());
    }
  });

  it('a screen opened otherwise (its address) leaves the focus alone', async () => {
    renderAt('/profile');
    const h1 = await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    expect(h1).not.toHaveFocus();
  });
});
