import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { newPasswordSchema } from '@portal/domain';
import type { AuthDialog, AuthDialogControls } from '../../lib/auth-dialog';
import { useSession } from '../../lib/session';
import { DialogFrame } from '../../components/dialog-frame';
import { VALIDATION_MODE } from './form-options';
import { FormAlerts, NewPasswordFields } from '../../components/form';
import { NEW_PASSWORD_HINT } from './password-hints';
import { useSessionCompleteNewPasswordMutation } from './use-session-complete-new-password-mutation';
import { mutationOutcome, showUserErrors } from '../../lib/mutation-outcome';

type Values = { password: string; confirmPassword: string };
const FIELDS = ['password', 'confirmPassword'] as const;

/**
 * The forced new-password modal of a first sign-in (spec part 1, sections 2, 4 and 5),
 * with the reset rule and messages. Success signs the learner in.
 */
export function NewPasswordDialog({ dialog, controls }: { dialog: Extract<AuthDialog, { kind: 'newPassword' }>; controls: AuthDialogControls }) {
  const navigate = useNavigate();
  const session = useSession();
  const { completeNewPassword, loading } = useSessionCompleteNewPasswordMutation();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useForm<Values>({ resolver: zodResolver(newPasswordSchema), ...VALIDATION_MODE, defaultValues: { password: '', confirmPassword: '' } });
  const { handleSubmit, setError } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFormErrors([]);
    const outcome = await mutationOutcome(() => completeNewPassword(values));
    if (outcome.status === 'failed') return setFormErrors([outcome.message]);
    const result = outcome.payload;
    if (result.viewer) {
      session.signedIn(result.viewer);
      controls.close();
      navigate(dialog.redirectTo, { replace: true });
      return;
    }
    setFormErrors(showUserErrors(result.userErrors, FIELDS, setError));
  });

  return (
    <DialogFrame title="Choose a new password" onClose={controls.close} size="form" keepOpenOnOutsideClick>
      <form noValidate onSubmit={onSubmit} aria-label="Choose a new password">
        <Stack gap="4">
          <Text color="fg.muted">This is your first sign-in. Please choose a new password to continue.</Text>
          <NewPasswordFields form={form} passwordLabel="New password" confirmLabel="Confirm password" hint={NEW_PASSWORD_HINT} />
          <FormAlerts messages={formErrors} />
          <Button type="submit" colorPalette="brand" loading={loading} loadingText="Saving…">
            Save and continue
          </Button>
          <Button variant="plain" colorPalette="brand" onClick={() => controls.open({ kind: 'login', redirectTo: dialog.redirectTo })}>
            Back to Login
          </Button>
        </Stack>
      </form>
    </DialogFrame>
  );
}
