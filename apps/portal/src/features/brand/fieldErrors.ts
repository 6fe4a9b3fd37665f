import { isApiError } from '@airtime/api-client';

/** Messages to show by field, and `form` for one that belongs to no field. */
export type FieldErrors<F extends string> = Partial<Record<F | 'form', string>>;

const FALLBACK = 'Something went wrong. Try again in a moment.';

/**
 * What a refused save says, by field: a 422's messages for the form's fields, else the server's
 * message (a Read Only user's 403, a server error) for the whole form.
 */
export function toFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): FieldErrors<F> {
  if (!isApiError(error)) return { form: FALLBACK } as FieldErrors<F>;
  const errors: FieldErrors<F> = {};
  for (const field of fields) {
    const message = error.fieldError(field);
    if (message !== undefined) errors[field] = message;
  }
  if (Object.keys(errors).length === 0)
    errors.form = error.message === '' ? FALLBACK : error.message;
  return errors;
}

/** A design system field's invalid state and message. */
export function invalidProps(message: string | undefined): {
  readonly isInvalid: boolean;
  readonly errorMessage?: string;
} {
  return message === undefined ? { isInvalid: false } : { isInvalid: true, errorMessage: message };
}

/** Whether a website is an http(s) URL, as the API requires. */
export function isWebsite(value: string): boolean {
  return /^https?:\/\/\S+$/i.test(value) && URL.canParse(value);
}
