import { forwardRef, useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { IconButton, Input, InputGroup, Stack } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { FiEye, FiEyeOff } from 'react-icons/fi';
import { FieldFrame, type FieldCommon } from './field-frame';

type PasswordFieldProps = Omit<FieldCommon, 'label'> & ComponentProps<typeof Input> & { label: string };

/** A password input with a show/hide switch; Enter still submits the form around it. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField({ label, error, hint, required, ...input }, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
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
    </FieldFrame>
  );
});

type PasswordPair = { password: string; confirmPassword: string };

/**
 * A new password and its confirmation (sign-up, reset, forced new password; spec part 1,
 * section 5). A changed password re-checks a confirmation already typed, so
 * "Passwords don't Match!" is never left showing for a pair that now matches, nor
 * missing for one that no longer does.
 */
export function NewPasswordFields<T extends PasswordPair>({ form, passwordLabel, confirmLabel, hint }: { form: UseFormReturn<T>; passwordLabel: string; confirmLabel: string; hint: ReactNode }) {
  // react-hook-form's types cannot see that every T has these two fields; at run time they are the same form.
  const { register, watch, trigger, getValues, formState } = form as unknown as UseFormReturn<PasswordPair>;
  const password = watch('password');
  useEffect(() => {
    if (getValues('confirmPassword')) void trigger('confirmPassword');
  }, [password, getValues, trigger]);

  return (
    <Stack gap="4">
      <PasswordField label={passwordLabel} autoComplete="new-password" hint={hint} error={formState.errors.password?.message} {...register('password')} />
      <PasswordField label={confirmLabel} autoComplete="new-password" error={formState.errors.confirmPassword?.message} {...register('confirmPassword')} />
    </Stack>
  );
}
