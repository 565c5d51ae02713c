import type { ReactNode, Ref } from 'react';
import { Checkbox } from '@chakra-ui/react';
import { Field } from '../later-components';
import { FieldMessages } from './field-frame';

/** A checkbox driven by a boolean (react-hook-form's Controller gives value and onChange). */
export function CheckboxField({
  label,
  checked,
  onChange,
  error,
  hint,
  disabled,
  name,
  inputRef,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} invalid={Boolean(error)} disabled={disabled} name={name} colorPalette="brand" alignItems="flex-start">
        <Checkbox.HiddenInput ref={inputRef} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
      </Checkbox.Root>
      <FieldMessages error={error} hint={hint} />
    </Field.Root>
  );
}
