import { useState, type FormEventHandler, type ReactNode } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { AuthDialog, AuthDialogControls } from '../../lib/auth-dialog';
import { mutationOutcome, showUserErrors, type UserError } from '../../lib/mutation-outcome';
import { DialogFrame } from '../../components/dialog-frame';
import { FormAlerts, VALIDATION_MODE, fieldProps } from '../../components/form';

/** What AuthDialogs hands each auth dialog: the dialog as opened, and the way to open another or close. */
export type AuthDialogProps<K extends AuthDialog['kind']> = { dialog: Extract<AuthDialog, { kind: K }>; controls: AuthDialogControls };

/**
 * The one way an auth dialog's form is checked and sent (spec part 1, sections 4 and 5):
 * the domain's schema checks it as the learner types (VALIDATION_MODE); on submit the
 * earlier messages go, `send` carries the values and a failure is shown above the buttons.
 * An answer that `done` accepts goes to `onDone`; any other is a refusal: a userError about
 * one of the form's fields (the keys of `defaultValues`) goes under that field, the others
 * above the buttons. `field(name)` is what a field of the kit takes to show and send one
 * value; `frame` goes to AuthFormDialog.
 */
export function useAuthForm<Values extends FieldValues, Payload extends { userErrors: readonly UserError[] }>({
  dialog,
  controls,
  resolver,
  defaultValues,
  send,
  loading,
  done,
  onDone,
}: AuthDialogProps<AuthDialog['kind']> & {
  resolver: Resolver<Values>;
  defaultValues: DefaultValues<Values>;
  send: (values: Values) => Promise<Payload>;
  /** while `send` is under way */
  loading: boolean;
  done: (payload: Payload) => boolean;
  onDone: (payload: Payload, values: Values) => void;
}) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useForm<Values>({ resolver, ...VALIDATION_MODE, defaultValues });
  const onSubmit = form.handleSubmit(async (values) => {
    setFormErrors([]);
    const outcome = await mutationOutcome(() => send(values));
    if (outcome.status === 'failed') return setFormErrors([outcome.message]);
    if (done(outcome.payload)) return onDone(outcome.payload, values);
    setFormErrors(showUserErrors(outcome.payload.userErrors, Object.keys(defaultValues) as Path<Values>[], form.setError));
  });
  const field = (name: Path<Values>) => fieldProps(form, name);
  const frame: AuthFormFrame = { controls, redirectTo: dialog.redirectTo, onSubmit, formErrors, loading };
  return { form, field, frame };
}

/** What useAuthForm hands the frame: the controls and where sign-in leads, Submit's handler and state, the form-level messages. */
type AuthFormFrame = { controls: AuthDialogControls; redirectTo: string; onSubmit: FormEventHandler<HTMLFormElement>; formErrors: string[]; loading: boolean };

type AuthFormDialogProps = AuthFormFrame & {
  /** the dialog's title, which also names its form */
  title: string;
  submitLabel: string;
  loadingText: string;
  /** the plain button under Submit that opens another auth dialog ("Back to Login"), which takes the learner to the same place after sign-in */
  switchTo?: { label: string; kind: 'login' | 'forgotPassword' };
  /** the fields, above the messages and Submit */
  children: ReactNode;
  /** what follows Submit (the Login dialog's SignUp and admin login) */
  after?: ReactNode;
};

/**
 * The frame of the auth dialogs (spec part 1, section 2): a form-sized dialog that a
 * stray click beside it does not close, its form named by the title, then the fields,
 * the form-level messages, the brand Submit and the way to another auth dialog.
 */
export function AuthFormDialog({ title, controls, redirectTo, onSubmit, formErrors, loading, submitLabel, loadingText, switchTo, children, after }: AuthFormDialogProps) {
  return (
    <DialogFrame title={title} onClose={controls.close} size="form" keepOpenOnOutsideClick>
      <form noValidate onSubmit={onSubmit} aria-label={title}>
        <Stack gap="4">
          {children}
          <FormAlerts messages={formErrors} />
          <Button type="submit" colorPalette="brand" loading={loading} loadingText={loadingText}>
            {submitLabel}
          </Button>
          {switchTo ? (
            <Button variant="plain" colorPalette="brand" onClick={() => controls.open({ kind: switchTo.kind, redirectTo })}>
              {switchTo.label}
            </Button>
          ) : null}
          {after}
        </Stack>
      </form>
    </DialogFrame>
  );
}
