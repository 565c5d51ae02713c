import type { ReactNode } from 'react';
import { Field } from '../later-components';

/** What every field of the kit takes besides its control. */
export type FieldCommon = {
  label: ReactNode;
  /** the field's message: the spec's text from the form's check or a gateway userError */
  error?: string;
  /** help shown under the control while there is no error */
  hint?: ReactNode;
  /** marks what the spec marks required (spec part 3, section 5.6) */
  required?: boolean;
};

/**
 * The frame of one field: its label, the control, then its hint or its error, tied
 * together for screen readers by Chakra's Field. The required star is hidden from
 * screen readers, which hear "required" from the control instead.
 */
export function FieldFrame({ label, error, hint, required, disabled, readOnly, children }: FieldCommon & { disabled?: boolean; readOnly?: boolean; children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled} readOnly={readOnly}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      <FieldMessages error={error} hint={hint} />
    </Field.Root>
  );
}

/** The hint while there is no error, else the error (inside a Field.Root). */
export function FieldMessages({ error, hint }: { error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && !error ? <Field.HelperText>{hint}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </>
  );
}
