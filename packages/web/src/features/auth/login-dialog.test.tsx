import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { MESSAGES } from '@portal/domain';
import type { AuthDialogControls } from '../../lib/auth-dialog';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';
import { LoginDialog } from './login-dialog';

const signedOut: Responder = (op) => {
  if (op.operationName === 'Session') return { data: { viewer: null } };
  if (op.operationName === 'SessionSignIn') return { data: { sessionSignIn: { __typename: 'SessionSignInPayload', viewer: DEMO_VIEWER, newPasswordRequired: false, userErrors: [] } } };
  throw new Error(`unexpected ${op.operationName}`);
};

function renderLogin(respond: Responder = signedOut) {
  const controls: AuthDialogControls = { dialog: null, open: vi.fn(), close: vi.fn() };
  const view = renderWithApp(<LoginDialog dialog={{ kind: 'login', redirectTo: '/myPrograms' }} controls={controls} />, { respond });
  return { ...view, controls };
}

describe('the Login modal', () => {
  it('shows both empty-field messages at once and sends nothing', async () => {
    const user = userEvent.setup();
    const { gateway } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Please enter a valid email')).toBeVisible();
    expect(screen.getByText('Please enter a password')).toBeVisible();
    expect(gateway.operations.map((o) => o.operationName)).not.toContain('SessionSignIn');
  });

  it('submits on Enter in the password field, with the user name lower-cased', async () => {
    const user = userEvent.setup();
    const { gateway, controls } = renderLogin();
    await user.type(await screen.findByLabelText('User Name'), 'Learner@Demo.University');
    await user.type(screen.getByLabelText('Password'), 'Learner@2026{Enter}');

    await waitFor(() => expect(gateway.operations.map((o) => o.operationName)).toContain('SessionSignIn'));
    const signIn = gateway.operations.find((o) => o.operationName === 'SessionSignIn');
    expect(signIn?.variables).toEqual({ input: { username: 'learner@demo.university', password: 'Learner@2026' } });
    await waitFor(() => expect(controls.close).toHaveBeenCalled());
  });

  it('shows the gateway’s message when the password is wrong', async () => {
    const user = userEvent.setup();
    renderLogin((op) =>
      op.operationName === 'Session'
        ? { data: { viewer: null } }
        : {
            data: {
              sessionSignIn: {
                __typename: 'SessionSignInPayload',
                viewer: null,
                newPasswordRequired: false,
                userErrors: [{ __typename: 'UserError', field: null, code: 'NOT_AUTHORIZED', message: 'Invalid Password' }],
              },
            },
          },
    );
    await user.type(await screen.findByLabelText('User Name'), 'learner@demo.university');
    await user.type(screen.getByLabelText('Password'), 'wrong{Enter}');
    expect(await screen.findByText('Invalid Password')).toBeVisible();
  });

  it('after too many wrong passwords, says to try again later and stays open (docs/decisions/075)', async () => {
    const user = userEvent.setup();
    const { controls } = renderLogin((op) =>
      op.operationName === 'Session'
        ? { data: { viewer: null } }
        : {
            data: {
              sessionSignIn: {
                __typename: 'SessionSignInPayload',
                viewer: null,
                newPasswordRequired: false,
                userErrors: [{ __typename: 'UserError', field: null, code: 'RATE_LIMITED', message: MESSAGES.attemptLimitExceeded }],
              },
            },
          },
    );
    await user.type(await screen.findByLabelText('User Name'), 'learner@demo.university');
    await user.type(screen.getByLabelText('Password'), 'Learner@2026{Enter}');
    expect(await screen.findByText('Attempt limit exceeded, please try after some time.')).toBeVisible();
    expect(controls.close).not.toHaveBeenCalled();
  });

  it('signed in again in place (onSignedIn), it hands over the viewer and stays on the screen', async () => {
    const user = userEvent.setup();
    const controls: AuthDialogControls = { dialog: null, open: vi.fn(), close: vi.fn() };
    const onSignedIn = vi.fn();
    renderWithApp(
      <>
        <LoginDialog dialog={{ kind: 'login', redirectTo: '/myPrograms', onSignedIn }} controls={controls} />
        <Routes>
          <Route path="/" element={<p>The attempt screen</p>} />
          <Route path="/myPrograms" element={<p>My programs screen</p>} />
        </Routes>
      </>,
      { respond: signedOut },
    );
    await user.type(await screen.findByLabelText('User Name'), 'learner@demo.university');
    await user.type(screen.getByLabelText('Password'), 'Learner@2026{Enter}');

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ id: DEMO_VIEWER.id })));
    expect(controls.close).toHaveBeenCalled();
    expect(screen.getByText('The attempt screen')).toBeVisible();
    expect(screen.queryByText('My programs screen')).toBeNull();
  });

  it('opens the forced new-password modal when the account must choose one', async () => {
    const user = userEvent.setup();
    const { controls } = renderLogin((op) =>
      op.operationName === 'Session' ? { data: { viewer: null } } : { data: { sessionSignIn: { __typename: 'SessionSignInPayload', viewer: null, newPasswordRequired: true, userErrors: [] } } },
    );
    await user.type(await screen.findByLabelText('User Name'), 'newlearner@demo.university');
    await user.type(screen.getByLabelText('Password'), 'Welcome@2026{Enter}');
    await waitFor(() => expect(controls.open).toHaveBeenCalledWith({ kind: 'newPassword', redirectTo: '/myPrograms' }));
  });
});
