import { TextField, type TextFieldProps } from '@airtime/design-system';

/** A form's 'Email' field: an email address, with the browser's email autofill unless told. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return <TextField label="Email" type="email" autoComplete="email" {...props} />;
}
