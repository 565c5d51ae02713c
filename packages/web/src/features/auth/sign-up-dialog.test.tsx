import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@portal/domain';
import type { AuthDialogControls } from '../../lib/auth-dialog';
import { renderWithApp, type Responder } from '../../test/render';
import { SignUpDialog } from './sign-up-dialog';

const gateway: Responder = (op) => {
  if (op.operationName === 'Session') return { data: { viewer: null } };
  if (op.operationName === 'AccountSignUp') return { data: { accountSignUp: { __typename: 'AccountSignUpPayload', registered: true, userErrors: [] } } };
  throw new Error(`unexpected ${op.operationName}`);
};

function renderSignUp() {
  const controls: AuthDialogControls = { dialog: null, open: vi.fn(), close: vi.fn() };
  return { ...renderWithApp(<SignUpDialog dialog={{ kind: 'signUp', redirectTo: '/myPrograms' }} controls={controls} />, { respond: gateway }), controls };
}

describe('the Sign-up modal', () => {
  it('says "Passwords don\'t Match!" when the confirmation differs, and sends nothing', async () => {
    const user = userEvent.setup();
    const { gateway: fake } = renderSignUp();
    await user.type(await screen.findByLabelText('Name'), 'Neha');
    await user.type(screen.getByLabelText('Email'), 'neha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret#123');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret#124');
    await user.click(screen.getByRole('button', { name: 'SignUp' }));

    expect(await screen.findByText("Passwords don't Match!")).toBeVisible();
    expect(fake.operations.map((o) => o.operationName)).not.toContain('AccountSignUp');
  });

  it('shows every empty-field message at once', async () => {
    const user = userEvent.setup();
    renderSignUp();
    await user.click(await screen.findByRole('button', { name: 'SignUp' }));
    expect(await screen.findByText('Please enter a Name')).toBeVisible();
    expect(screen.getByText('Please enter a valid email')).toBeVisible();
    expect(screen.getByText('Please enter a password')).toBeVisible();
  });

  it('after registering, opens Login with the verify-by-e-mail message', async () => {
    const user = userEvent.setup();
    const { controls, gateway: fake } = renderSignUp();
    await user.type(await screen.findByLabelText('Name'), 'Neha');
    await user.type(screen.getByLabelText('Email'), 'Neha@Example.com');
    await user.type(screen.getByLabelText('Password'), 'secret#123');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret#123{Enter}');

    await waitFor(() => expect(controls.open).toHaveBeenCalledWith({ kind: 'login', redirectTo: '/myPrograms', notice: MESSAGES.registered }));
    expect(fake.operations.find((o) => o.operationName === 'AccountSignUp')?.variables).toEqual({
      input: { name: 'Neha', email: 'neha@example.com', password: 'secret#123', confirmPassword: 'secret#123' },
    });
  });
});
