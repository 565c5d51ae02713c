import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { SEND_FAILURE_COPY } from '../../lib/failure';
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

  const failing =
    (fail: () => ReturnType<Responder>): Responder =>
    (op) =>
      op.operationName === 'Session' ? { data: { viewer: null } } : fail();
  const graphQLError = (code: string) => () => ({ data: null, errors: [{ message: 'x', path: ['accountConfirmSignUp'], extensions: { code } }] });

  it('a failed server is not a lost connection: it says the portal is reachable, with Try again', async () => {
    renderWithApp(<VerifyEmailPage />, { route, respond: failing(graphQLError('INTERNAL_SERVER_ERROR')) });
    expect(await screen.findByText(SEND_FAILURE_COPY.server)).toBeInTheDocument();
    expect(screen.queryByText(/check your connection/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('an answer the university’s system gave that could not be read has its own words', async () => {
    renderWithApp(<VerifyEmailPage />, { route, respond: failing(graphQLError('UPSTREAM_INVALID')) });
    expect(await screen.findByText(SEND_FAILURE_COPY.invalid)).toBeInTheDocument();
  });

  it('no answer at all says to check the connection', async () => {
    renderWithApp(<VerifyEmailPage />, { route, respond: failing(() => Promise.reject(new TypeError('Failed to fetch'))) });
    expect(await screen.findByText('The portal could not be reached. Please check your connection and try again.')).toBeInTheDocument();
  });
});
