import { forwardRef, type ComponentProps } from 'react';
import { TextField } from './text-field';
import type { FieldCommon } from './field-frame';

/** `min` and `max` are days as YYYY-MM-DD. */
type DateFieldProps = FieldCommon & Omit<ComponentProps<typeof TextField>, 'type'>;

/**
 * A day picked with the browser's own date control. Its value is YYYY-MM-DD, the form
 * the gateway takes; `min` and `max` only guide the picker, the form's check decides.
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(props, ref) {
  return <TextField ref={ref} type="date" {...props} />;
});
