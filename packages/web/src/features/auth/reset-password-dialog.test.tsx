import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@portal/domain';
import type { AuthDialogControls } from '../../lib/auth-dialog';
import { renderWithApp, type Responder } from '../../test/render';
import { ResetPasswordDialog } from './reset-password-dialog';

const gateway: Responder = (op) => {
  if (op.operationName === 'Session') return { data: { viewer: null } };
  if (op.operationName === 'PasswordResetConfirm') return { data: { passwordResetConfirm: { __typename: 'PasswordResetConfirmPayload', passwordChanged: true, userErrors: [] } } };
  throw new Error(`unexpected ${op.operationName}`);
};

/** The gateway refusing the new password with one userError. */
const refused =
  (field: string | null, code: string, message: string): Responder =>
  (op) => {
    if (op.operationName === 'Session') return { data: { viewer: null } };
    return { data: { passwordResetConfirm: { __typename: 'PasswordResetConfirmPayload', passwordChanged: false, userErrors: [{ __typename: 'UserError', field, code, message }] } } };
  };

/** The three fields filled as a learner would, sent with Enter. */
async function sendReset(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Verification Code'), '123456');
  await user.type(screen.getByLabelText('New password'), 'Better#2026');
  await user.type(screen.getByLabelText('Confirm password'), 'Better#2026{Enter}');
}

function renderReset(respond: Responder = gateway) {
  const controls: AuthDialogControls = { dialog: null, open: vi.fn(), close: vi.fn() };
  const dialog = { kind: 'resetPassword', redirectTo: '/myPrograms', email: 'learner@demo.university' } as const;
  return { ...renderWithApp(<ResetPasswordDialog dialog={dialog} controls={controls} />, { respond }), controls };
}

describe('the Reset-password modal', () => {
  it("says 'Please match password pattern' for a password without a digit and a special character", async () => {
    const user = userEvent.setup();
    const { gateway: fake } = renderReset();
    await user.type(await screen.findByLabelText('Verification Code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'onlyletters');
    await user.type(screen.getByLabelText('Confirm password'), 'onlyletters');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Please match password pattern')).toBeVisible();
    expect(fake.operations.map((o) => o.operationName)).not.toContain('PasswordResetConfirm');
  });

  it('shows the code, password and confirmation messages at once', async () => {
    const user = userEvent.setup();
    renderReset();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter the code')).toBeVisible();
    expect(screen.getByText('Please enter a password')).toBeVisible();
    expect(screen.getByText('Please enter a confirm password')).toBeVisible();
  });

  it("after too many wrong codes, says to try again later in the identity provider's words (docs/decisions/075)", async () => {
    const user = userEvent.setup();
    const { controls } = renderReset(refused(null, 'RATE_LIMITED', MESSAGES.attemptLimitExceeded));
    await sendReset(user);
    expect(await screen.findByText('Attempt limit exceeded, please try after some time.')).toBeVisible();
    // The learner stays on the form, with what they typed.
    expect(screen.getByLabelText('Verification Code')).toHaveValue('123456');
    expect(controls.open).not.toHaveBeenCalled();
  });

  it("shows a wrong code under the Verification Code field, in the gateway's words", async () => {
    const user = userEvent.setup();
    renderReset(refused('code', 'CODE_MISMATCH', 'Invalid verification code provided, please try again.'));
    await sendReset(user);
    expect(await screen.findByText('Invalid verification code provided, please try again.')).toBeVisible();
    expect(screen.getByLabelText('Verification Code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('Send a new code opens Forgot password, which still leads to the same place after sign-in', async () => {
    const user = userEvent.setup();
    const { controls } = renderReset();
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(controls.open).toHaveBeenCalledWith({ kind: 'forgotPassword', redirectTo: '/myPrograms' });
  });

  it("returns to Login with 'Changed password Succesfully'", async () => {
    const user = userEvent.setup();
    const { controls } = renderReset();
    await sendReset(user);
    await waitFor(() => expect(controls.open).toHaveBeenCalledWith({ kind: 'login', redirectTo: '/myPrograms', notice: MESSAGES.passwordChanged }));
  });
});
