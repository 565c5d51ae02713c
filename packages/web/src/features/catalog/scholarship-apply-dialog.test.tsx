import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { MESSAGES, SCHOLARSHIP_CODE_MESSAGES } from '@portal/domain';
import { renderWithApp, type RecordedOperation } from '../../test/render';
import { ScholarshipApplyDialog } from './scholarship-apply-dialog';

const PARTNER = 'partner2@scholar.example';

const codeSent = (email = PARTNER) => ({
  data: {
    scholarshipEmailCheck: {
      __typename: 'ScholarshipEmailCheckPayload',
      codeSent: { __typename: 'ScholarshipCodeSent', email, expiresAt: '2026-11-22T10:10:00.000Z' },
      userErrors: [],
    },
  },
});
const checkRefused = (code: string, message: string) => ({
  data: { scholarshipEmailCheck: { __typename: 'ScholarshipEmailCheckPayload', codeSent: null, userErrors: [{ __typename: 'UserError', field: null, code, message }] } },
});
const confirmed = () => ({
  data: {
    scholarshipCodeConfirm: { __typename: 'ScholarshipCodeConfirmPayload', preRegistration: { __typename: 'PreRegistration', email: PARTNER }, userErrors: [] },
  },
});
const confirmRefused = (code: string, message: string, field: string | null = 'code') => ({
  data: { scholarshipCodeConfirm: { __typename: 'ScholarshipCodeConfirmPayload', preRegistration: null, userErrors: [{ __typename: 'UserError', field, code, message }] } },
});

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** The dialog as the program page opens it; answers come from `answers`, in order, per operation. */
function renderDialog(answers: { check?: object[]; confirm?: object[] }) {
  const queues = { ScholarshipEmailCheck: [...(answers.check ?? [])], ScholarshipCodeConfirm: [...(answers.confirm ?? [])] };
  const onClose = vi.fn();
  const rendered = renderWithApp(
    <Routes>
      <Route path="/myProg/:pid/:il" element={<ScholarshipApplyDialog programId="202" programName="Diploma in Hospital Administration" onClose={onClose} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    {
      route: '/myProg/202/0',
      respond: (op: RecordedOperation) => {
        if (op.operationName === 'Session') return { data: { viewer: null } };
        const queue = queues[op.operationName as keyof typeof queues];
        const next = queue?.shift();
        if (!next) throw new Error(`unexpected ${op.operationName}`);
        return next;
      },
    },
  );
  return { ...rendered, onClose, sent: (name: string) => rendered.gateway.operations.filter((o) => o.operationName === name).map((o) => o.variables) };
}

/** Types by pasting: key-by-key typing of a long address is slow on a busy machine, and not what is tested here. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string, enter = false) {
  await user.click(field);
  await user.paste(text);
  if (enter) await user.keyboard('{Enter}');
}

async function reachCodeStep(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Apply for Diploma in Hospital Administration' });
  await fill(user, within(dialog).getByRole('textbox', { name: 'Email' }), PARTNER, true);
  const code = await within(dialog).findByRole('textbox', { name: 'Code from the e-mail' });
  return { dialog, code };
}

describe('the Apply dialog asks for the code mailed to the partner e-mail (docs/decisions/078)', () => {
  it('after Verify, asks for the code: a labelled one-time-code field, where it was sent, resend and another e-mail', async () => {
    const user = userEvent.setup();
    const { sent } = renderDialog({ check: [codeSent()] });
    const { dialog, code } = await reachCodeStep(user);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAccessibleDescription(`We sent a 6-digit code to ${PARTNER}. Enter it here within 10 minutes.`);
    await waitFor(() => expect(code).toHaveFocus());
    expect(within(dialog).getByRole('status')).toHaveTextContent(`We sent a 6-digit code to ${PARTNER}.`);
    expect(within(dialog).getByRole('button', { name: 'Send a new code' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Use another e-mail' })).toBeVisible();
    expect(sent('ScholarshipEmailCheck')).toEqual([{ input: { email: PARTNER, programId: '202' } }]);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('does not send what cannot be a code, and says what to type', async () => {
    const user = userEvent.setup();
    const { sent } = renderDialog({ check: [codeSent()] });
    const { dialog, code } = await reachCodeStep(user);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(SCHOLARSHIP_CODE_MESSAGES.enterCode)).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await fill(user, code, '12a45', true);
    expect(await within(dialog).findByText(SCHOLARSHIP_CODE_MESSAGES.enterCode)).toBeVisible();
    expect(sent('ScholarshipCodeConfirm')).toEqual([]);
  });

  it('shows a wrong code at the field, keeps the dialog, then the right code opens /application', async () => {
    const user = userEvent.setup();
    const { sent, onClose } = renderDialog({ check: [codeSent()], confirm: [confirmRefused('CODE_MISMATCH', SCHOLARSHIP_CODE_MESSAGES.wrongCode), confirmed()] });
    const { dialog, code } = await reachCodeStep(user);
    await fill(user, code, '111111', true);
    expect(await within(dialog).findByText(SCHOLARSHIP_CODE_MESSAGES.wrongCode)).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await user.clear(code);
    await fill(user, code, '042 917');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/application');
    expect(onClose).toHaveBeenCalled();
    expect(sent('ScholarshipCodeConfirm')).toEqual([{ input: { code: '111111' } }, { input: { code: '042 917' } }]);
  });

  it('says an expired code has expired, and Send a new code mails another to the same e-mail', async () => {
    const user = userEvent.setup();
    const { sent } = renderDialog({ check: [codeSent(), codeSent()], confirm: [confirmRefused('CODE_EXPIRED', SCHOLARSHIP_CODE_MESSAGES.expired)] });
    const { dialog, code } = await reachCodeStep(user);
    await fill(user, code, '123456', true);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SCHOLARSHIP_CODE_MESSAGES.expired);
    await user.click(within(dialog).getByRole('button', { name: 'Send a new code' }));
    expect(await within(dialog).findByText(`We sent a new code to ${PARTNER}. Enter the newest one within 10 minutes.`)).toBeVisible();
    expect(code).toHaveValue('');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(sent('ScholarshipEmailCheck')).toEqual([{ input: { email: PARTNER, programId: '202' } }, { input: { email: PARTNER, programId: '202' } }]);
  });

  it('shows the calm limit messages, of the code and of asking for codes', async () => {
    const user = userEvent.setup();
    renderDialog({
      check: [codeSent(), checkRefused('RATE_LIMITED', SCHOLARSHIP_CODE_MESSAGES.tooManyChecks)],
      confirm: [confirmRefused('RATE_LIMITED', SCHOLARSHIP_CODE_MESSAGES.tooManyCodes, null)],
    });
    const { dialog, code } = await reachCodeStep(user);
    await fill(user, code, '123456', true);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SCHOLARSHIP_CODE_MESSAGES.tooManyCodes);
    await user.click(within(dialog).getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(SCHOLARSHIP_CODE_MESSAGES.tooManyChecks));
  });

  it('Use another e-mail goes back to the e-mail, still typed; a limit there is not "register first"', async () => {
    const user = userEvent.setup();
    renderDialog({ check: [codeSent(), checkRefused('RATE_LIMITED', SCHOLARSHIP_CODE_MESSAGES.tooManyChecks)] });
    const { dialog } = await reachCodeStep(user);
    await user.click(within(dialog).getByRole('button', { name: 'Use another e-mail' }));
    const email = await within(dialog).findByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue(PARTNER);
    await waitFor(() => expect(email).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SCHOLARSHIP_CODE_MESSAGES.tooManyChecks);
    expect(within(dialog).queryByText(MESSAGES.scholarshipNotRegistered)).not.toBeInTheDocument();
  });
});
