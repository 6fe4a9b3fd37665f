import { type ApiError, isApiError } from '@airtime/api-client';

/** A refused form: the server's messages by field, and one for the form when none is a field's. */
export interface FormErrors<Field extends string> {
  readonly fields: Partial<Record<Field, string>>;
  readonly form?: string;
}

const FALLBACK = 'Something went wrong. Try again in a moment.';

/** A field's first message; a list field's are also under its items ('outreach_emails.2'). */
function messageOf(error: ApiError, field: string): string | undefined {
  return (
    error.fieldError(field) ??
    Object.entries(error.errors).find(([name]) => name.startsWith(`${field}.`))?.[1][0]
  );
}

/** The errors to show for a failed call: its field messages where the form has those fields, else its message. */
export function getFormErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): FormErrors<Field> {
  if (!isApiError(error)) return { fields: {}, form: FALLBACK };
  const byField: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const message = messageOf(error, field);
    if (message !== undefined) byField[field] = message;
  }
  if (Object.keys(byField).length > 0) return { fields: byField };
  return { fields: {}, form: error.message === '' ? FALLBACK : error.message };
}

/** The field messages without those of `cleared` (the user edited them). */
export function clearFieldErrors<Field extends string>(
  errors: FormErrors<Field>,
  ...cleared: readonly Field[]
): FormErrors<Field> {
  const fields: Partial<Record<Field, string>> = {};
  for (const [field, message] of Object.entries(errors.fields) as [Field, string][])
    if (!cleared.includes(field)) fields[field] = message;
  return { fields };
}

/** A DS field's invalid state and message for one field's error (none: valid). */
export function fieldErrorProps(message: string | undefined): {
  readonly isInvalid: boolean;
  readonly errorMessage?: string;
} {
  return message === undefined ? { isInvalid: false } : { isInvalid: true, errorMessage: message };
}
