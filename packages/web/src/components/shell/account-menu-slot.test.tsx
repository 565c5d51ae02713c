import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { useSession } from '../../lib/session';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';
import { AccountMenuSlot } from './account-menu-slot';

/**
 * The header's account menu arrives on first use (account-menu-slot.tsx). Here its code is held
 * back until the test lets it through, so that a press can land exactly between the code's
 * arrival and the commit that swaps the stand-in for the menu: the moment a busy machine stretches.
 */
const signedIn: Responder = (op) => {
  if (op.operationName === 'Session') return { data: { viewer: DEMO_VIEWER } };
  throw new Error(`unexpected ${op.operationName}`);
};

function WhenSignedIn({ children }: { children: ReactNode }) {
  return useSession().state.status === 'signedIn' ? children : null;
}

type MenuModule = typeof import('./account-menu');

/**
 * The menu's code, held back: `load` hands the slot a thenable, and `arrive(code)` settles it
 * synchronously, so that a test can put the arrival and a press in one act, in that order.
 */
function heldMenuCode() {
  let settle: ((code: MenuModule) => void) | undefined;
  let asked = 0;
  const load = () => {
    asked++;
    const thenable = {
      then(onArrived: (code: MenuModule) => void) {
        settle = onArrived;
      },
    };
    return thenable as unknown as Promise<MenuModule>;
  };
  return {
    load,
    asked: () => asked,
    arrive(code: MenuModule) {
      if (!settle) throw new Error('the menu code was never asked for');
      settle(code);
    },
  };
}

function renderSlot(load: () => Promise<MenuModule>) {
  return renderWithApp(
    <WhenSignedIn>
      <AccountMenuSlot name={DEMO_VIEWER.name} loadMenu={load} />
    </WhenSignedIn>,
    { respond: signedIn },
  );
}

describe("the account menu's stand-in", () => {
  it('opens the menu for a press that lands after its code arrived but before the swap', async () => {
    const code = heldMenuCode();
    renderSlot(code.load);
    const standIn = await screen.findByRole('button', { name: `Account menu for ${DEMO_VIEWER.name}` });
    fireEvent.pointerEnter(standIn);
    expect(code.asked()).toBe(1);
    // Inside one act: the code arrives (its swap is queued, not yet rendered), then the press
    // reaches the stand-in, which is still on the page.
    const menuCode = await import('./account-menu');
    act(() => {
      code.arrive(menuCode);
      fireEvent.click(standIn);
    });
    expect(await screen.findByRole('menuitem', { name: 'Sign-out' })).toBeVisible();
  });

  it('opens the menu for a press made before its code was asked for', async () => {
    const code = heldMenuCode();
    renderSlot(code.load);
    fireEvent.click(await screen.findByRole('button', { name: `Account menu for ${DEMO_VIEWER.name}` }));
    expect(code.asked()).toBe(1);
    const menuCode = await import('./account-menu');
    act(() => code.arrive(menuCode));
    expect(await screen.findByRole('menuitem', { name: 'Sign-out' })).toBeVisible();
  });

  it('opens the menu for a press whose pointer went down on the stand-in before the code arrived: the swap takes its click away', async () => {
    const code = heldMenuCode();
    renderSlot(code.load);
    const standIn = await screen.findByRole('button', { name: `Account menu for ${DEMO_VIEWER.name}` });
    fireEvent.pointerEnter(standIn);
    fireEvent.pointerDown(standIn, { button: 0 });
    const menuCode = await import('./account-menu');
    // The code arrives while the button is held down; the click that would follow lands on no stand-in.
    act(() => code.arrive(menuCode));
    expect(standIn.isConnected).toBe(false);
    expect(await screen.findByRole('menuitem', { name: 'Sign-out' })).toBeVisible();
  });

  it('stays closed when the code arrives after a hover alone', async () => {
    const code = heldMenuCode();
    renderSlot(code.load);
    fireEvent.pointerEnter(await screen.findByRole('button', { name: `Account menu for ${DEMO_VIEWER.name}` }));
    const menuCode = await import('./account-menu');
    act(() => code.arrive(menuCode));
    expect(await screen.findByRole('button', { name: `Account menu for ${DEMO_VIEWER.name}` })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menuitem', { name: 'Sign-out' })).toBeNull();
  });
});
