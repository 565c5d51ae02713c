import { forwardRef, type ComponentProps } from 'react';
import { NativeSelect } from '@chakra-ui/react';
import { FieldFrame, type FieldCommon } from './field-frame';

export type Option = { value: string; label: string };

/** Plain strings as options, each its own label. */
export const options = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

/**
 * A stored value that is not one of today's options (an older list's spelling,
 * spec part 3, sections 3.2 and 3.4) is kept as an extra option, so it is shown
 * rather than silently replaced.
 */
export function withStoredValue(list: Option[], stored: string | null | undefined): Option[] {
  return stored && !list.some((o) => o.value === stored) ? [...list, { value: stored, label: stored }] : list;
}

type SelectControlProps = Omit<ComponentProps<typeof NativeSelect.Field>, 'children'> & { options: Option[]; placeholder?: string; size?: 'sm' | 'md'; disabled?: boolean };

/**
 * The native select itself, with an empty first choice: inside SelectField, or alone where
 * a table row's cell names it (`aria-label`) instead of a label above it.
 */
export const SelectControl = forwardRef<HTMLSelectElement, SelectControlProps>(function SelectControl({ options: list, placeholder = 'Select', size, disabled, ...select }, ref) {
  return (
    <NativeSelect.Root size={size} disabled={disabled}>
      <NativeSelect.Field ref={ref} {...select}>
        <option value="">{placeholder}</option>
        {list.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});

type SelectFieldProps = FieldCommon & Omit<ComponentProps<typeof NativeSelect.Field>, 'children'> & { options: Option[]; placeholder?: string; disabled?: boolean };

/** A labelled native select (the phone's own picker on mobile), with an empty first choice. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ label, error, hint, required, options: list, placeholder = 'Select', disabled, ...select }, ref) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} disabled={disabled}>
      <SelectControl ref={ref} options={list} placeholder={placeholder} {...select} />
    </FieldFrame>
  );
});
