import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { AuthDialogControls } from '../../lib/auth-dialog';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';
import { NewPasswordDialog } from './new-password-dialog';

const gateway: Responder = (op) => {
  if (op.operationName === 'Session') return { data: { viewer: null } };
  if (op.operationName === 'SessionCompleteNewPassword')
    return { data: { sessionCompleteNewPassword: { __typename: 'SessionSignInPayload', viewer: DEMO_VIEWER, newPasswordRequired: false, userErrors: [] } } };
  throw new Error(`unexpected ${op.operationName}`);
};

describe('the forced new-password modal', () => {
  it('signs the learner in and goes where the sign-in was for', async () => {
    const user = userEvent.setup();
    const controls: AuthDialogControls = { dialog: null, open: vi.fn(), close: vi.fn() };
    const { gateway: fake } = renderWithApp(
      <>
        <NewPasswordDialog dialog={{ kind: 'newPassword', redirectTo: '/myPrograms' }} controls={controls} />
        <Routes>
          <Route path="/myPrograms" element={<p>My programs screen</p>} />
          <Route path="*" element={null} />
        </Routes>
      </>,
      { respond: gateway },
    );
    await user.type(await screen.findByLabelText('New password'), 'Better#2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Better#2026{Enter}');

    expect(await screen.findByText('My programs screen')).toBeVisible();
    expect(controls.close).toHaveBeenCalled();
    expect(fake.operations.find((o) => o.operationName === 'SessionCompleteNewPassword')?.variables).toEqual({ input: { password: 'Better#2026', confirmPassword: 'Better#2026' } });
  });

  it('Back to Login opens Login, which still leads to the same place', async () => {
    const user = userEvent.setup();
    const controls: AuthDialogControls = { dialog: null, open: vi.fn(), close: vi.fn() };
    renderWithApp(<NewPasswordDialog dialog={{ kind: 'newPassword', redirectTo: '/dashboard' }} controls={controls} />, { respond: gateway });
    await user.click(await screen.findByRole('button', { name: 'Back to Login' }));
    await waitFor(() => expect(controls.open).toHaveBeenCalledWith({ kind: 'login', redirectTo: '/dashboard' }));
  });
});
