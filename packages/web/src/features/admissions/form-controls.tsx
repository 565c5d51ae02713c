import { forwardRef, type ComponentProps, type ReactNode } from 'react';
import { Alert, Box, Button, Checkbox, Field, HStack, Input, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The admissions forms' controls: each one a labelled control with its message under
 * it, tied together for screen readers by Chakra's Field. A star marks what the
 * spec marks required (spec part 3, section 5.6); the star is hidden from screen
 * readers, which hear "required" from the control instead.
 */

type Common = { label: ReactNode; error?: string; hint?: ReactNode; required?: boolean };

function Label({ label, required }: { label: ReactNode; required?: boolean }) {
  return (
    <Field.Label>
      {label}
      {required ? <Field.RequiredIndicator /> : null}
    </Field.Label>
  );
}

function Messages({ error, hint }: { error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && !error ? <Field.HelperText>{hint}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </>
  );
}

export const TextField = forwardRef<HTMLInputElement, Common & ComponentProps<typeof Input>>(function TextField(
  { label, error, hint, required, readOnly, ...input },
  ref,
) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} readOnly={readOnly}>
      <Label label={label} required={required} />
      <Input ref={ref} readOnly={readOnly} bg={readOnly ? 'bg.muted' : undefined} {...input} />
      <Messages error={error} hint={hint} />
    </Field.Root>
  );
});

export const TextareaField = forwardRef<HTMLTextAreaElement, Common & ComponentProps<typeof Textarea>>(function TextareaField(
  { label, error, hint, required, ...textarea },
  ref,
) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Label label={label} required={required} />
      <Textarea ref={ref} autoresize rows={3} {...textarea} />
      <Messages error={error} hint={hint} />
    </Field.Root>
  );
});

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

export const SelectField = forwardRef<
  HTMLSelectElement,
  Common & Omit<ComponentProps<typeof NativeSelect.Field>, 'children'> & { options: Option[]; placeholder?: string; disabled?: boolean }
>(function SelectField({ label, error, hint, required, options: list, placeholder = 'Select', disabled, ...select }, ref) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Label label={label} required={required} />
      <NativeSelect.Root>
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
      <Messages error={error} hint={hint} />
    </Field.Root>
  );
});

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
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Checkbox.Root
        checked={checked}
        onCheckedChange={(e) => onChange(e.checked === true)}
        invalid={Boolean(error)}
        disabled={disabled}
        name={name}
        colorPalette="brand"
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput ref={inputRef} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
      </Checkbox.Root>
      <Messages error={error} hint={hint} />
    </Field.Root>
  );
}

/** A value shown read-only in a review, as a term and its description. */
export function ReviewItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {term}
      </Text>
      <Text as="dd" fontWeight="medium" wordBreak="break-word">
        {children === '' || children === null || children === undefined ? '—' : children}
      </Text>
    </Box>
  );
}

/**
 * The first failing check, in red beside the Save button (spec part 3, section 8:
 * "shown in red or as issue text under the form"). role="alert" so a screen reader
 * hears it when it appears.
 */
export function FailureMessage({ id, message }: { id?: string; message: string }) {
  return (
    <Text id={id} role="alert" color="fg.error" fontWeight="medium">
      {message}
    </Text>
  );
}

/**
 * A save that did not reach the server, or that the server could not do. The spec's
 * client only logged these (section 8); we say so and offer Retry, keeping every
 * value typed (ARCHITECTURE.md invariant 7).
 */
export function SaveFailedMessage({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <Alert.Root status="error" borderRadius="md" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <HStack>
        <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      </HStack>
    </Alert.Root>
  );
}

/** Said when a form starts from unsaved typing kept in this browser tab (docs/decisions/062). */
export function RestoredNote() {
  return (
    <Alert.Root status="info" borderRadius="md">
      <Alert.Indicator />
      <Alert.Description>We restored what you typed here before and had not saved yet. Save to keep it.</Alert.Description>
    </Alert.Root>
  );
}

/** Digits only (spec part 3, section 5.6: "Phone input is numeric"), for phone and pin codes. */
export function digitsOnly(field: UseFormRegisterReturn): UseFormRegisterReturn {
  return {
    ...field,
    onChange: (event: Parameters<UseFormRegisterReturn['onChange']>[0]) => {
      const input = event.target as HTMLInputElement;
      const digits = input.value.replace(/\D+/g, '');
      if (digits !== input.value) input.value = digits;
      return field.onChange(event);
    },
  };
}
