import { forwardRef, type ComponentProps, type ReactNode } from 'react';
import { HStack, Input, Textarea } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame, type FieldCommon } from './field-frame';

type TextFieldProps = FieldCommon &
  ComponentProps<typeof Input> & {
    /** a control beside the input (the Verify button of an e-mail check) */
    addon?: ReactNode;
  };

/** A labelled text input with its hint or error under it. A read-only one is greyed, so it does not look typeable. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, required, readOnly, disabled, addon, ...input }, ref) {
  const control = <Input ref={ref} readOnly={readOnly} bg={readOnly ? 'bg.muted' : undefined} {...input} />;
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} readOnly={readOnly} disabled={disabled}>
      {addon ? (
        <HStack gap="2" align="flex-start" w="full">
          {control}
          {addon}
        </HStack>
      ) : (
        control
      )}
    </FieldFrame>
  );
});

/** A labelled text area that grows with what is typed. */
export const TextareaField = forwardRef<HTMLTextAreaElement, FieldCommon & ComponentProps<typeof Textarea>>(function TextareaField({ label, error, hint, required, ...textarea }, ref) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
      <Textarea ref={ref} autoresize rows={3} {...textarea} />
    </FieldFrame>
  );
});

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
