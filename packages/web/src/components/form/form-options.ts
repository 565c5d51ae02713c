import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * When the forms check themselves (spec part 1, section 5: every message shown at
 * once). On submit every field's message appears together; after that, and while
 * typing, a field re-checks on each change. Not on blur: a message appearing on blur
 * moves the button under the pointer between mouse-down and mouse-up, and the
 * learner's first click on Login would be lost (docs/decisions/025-form-validation-timing.md).
 */
export const VALIDATION_MODE = { mode: 'onChange', reValidateMode: 'onChange' } as const;

/** What a field of the kit takes to show and send one value of a react-hook-form form: its message and its registration. */
export function fieldProps<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>) {
  return { error: form.getFieldState(name, form.formState).error?.message, ...form.register(name) };
}
