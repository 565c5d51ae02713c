import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp, type Responder } from '../../test/render';
import VerifyEmailPage from './verify-email-page';

const route = '/verify-email?username=asha%40example.com&code=123456';
const answering =
  (payload: { confirmed: boolean; userErrors: { field: string | null; code: string; message: string }[] }): Responder =>
  (op) => {
    if (op.operationName === 'Session') return { data: { viewer: null } };
    if (op.operationName === 'AccountConfirmSignUp')
      return {
        data: {
          accountConfirmSignUp: {
            __typename: 'AccountConfirmSignUpPayload',
            ...payload,
            userErrors: payload.userErrors.map((e) => ({ __typename: 'UserError', ...e })),
          },
        },
      };
    throw new Error(`unexpected ${op.operationName}`);
  };

describe('the Verify Email page', () => {
  it('confirms the address from the link', async () => {
    renderWithApp(<VerifyEmailPage />, { route, respond: answering({ confirmed: true, userErrors: [] }) });
    expect(await screen.findByRole('heading', { name: 'Your e-mail address is verified' })).toBeInTheDocument();
  });

  it('opened again, it says the address is verified rather than that it failed', async () => {
    const again = { field: null, code: 'NOT_AUTHORIZED', message: 'Your e-mail address is already verified. You can log in.' };
    renderWithApp(<VerifyEmailPage />, { route, respond: answering({ confirmed: false, userErrors: [again] }) });
    expect(await screen.findByRole('heading', { name: 'Your e-mail address is verified' })).toBeInTheDocument();
    expect(screen.queryByText('We could not verify your e-mail address')).not.toBeInTheDocument();
  });

  it('a link tried after too many wrong codes says to try again later', async () => {
    const locked = { field: null, code: 'RATE_LIMITED', message: 'Attempt limit exceeded, please try after some time.' };
    renderWithApp(<VerifyEmailPage />, { route, respond: answering({ confirmed: false, userErrors: [locked] }) });
    expect(await screen.findByText('Attempt limit exceeded, please try after some time.')).toBeInTheDocument();
    expect(screen.getByText('We could not verify your e-mail address')).toBeInTheDocument();
  });

  it('a wrong code says what the gateway said', async () => {
    const wrong = { field: null, code: 'CODE_MISMATCH', message: 'Code mismatch' };
    renderWithApp(<VerifyEmailPage />, { route, respond: answering({ confirmed: false, userErrors: [wrong] }) });
    expect(await screen.findByText('Code mismatch')).toBeInTheDocument();
  });
});
