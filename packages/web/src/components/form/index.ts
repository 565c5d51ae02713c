/** The form kit: every form of the portal is made of these (docs/style.md habit 10). */
export { TextField, TextareaField, digitsOnly } from './text-field';
export { PasswordField, NewPasswordFields } from './password-field';
export { SelectControl, SelectField, options, withStoredValue } from './select-field';
export { CheckboxField } from './checkbox-field';
export { DateField } from './date-field';
export { FileUploadField, type UploadController } from './file-upload-field';
export { FormAlert, FormAlerts } from './form-alert';
export { VALIDATION_MODE, fieldProps } from './form-options';
