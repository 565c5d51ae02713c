import { forwardRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Alert, Field, IconButton, Input, InputGroup } from '@chakra-ui/react';
import { FiEye, FiEyeOff } from 'react-icons/fi';

type InputProps = ComponentProps<typeof Input>;

type FieldProps = InputProps & { label: string; error?: string; hint?: ReactNode };

/** A labelled input with its message under it; the message is tied to the input for screen readers. */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField({ label, error, hint, ...input }, ref) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input ref={ref} {...input} />
      {hint && !error ? <Field.HelperText>{hint}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
});

/** A password input with a show/hide switch; Enter still submits the form around it. */
export const PasswordField = forwardRef<HTMLInputElement, FieldProps>(function PasswordField({ label, error, hint, ...input }, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <InputGroup
        endElementProps={{ px: '1' }}
        endElement={
          <IconButton
            type="button"
            size="sm"
            variant="ghost"
            aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <FiEyeOff /> : <FiEye />}
          </IconButton>
        }
      >
        <Input ref={ref} type={visible ? 'text' : 'password'} {...input} />
      </InputGroup>
      {hint && !error ? <Field.HelperText>{hint}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
});

/** A message about the form as a whole: a gateway userError without a field, or a success notice. */
export function FormMessage({ status, children }: { status: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <Alert.Root status={status} borderRadius="md" role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title fontWeight="medium">{children}</Alert.Title>
    </Alert.Root>
  );
}
