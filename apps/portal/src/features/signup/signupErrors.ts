import { isApiError } from '@airtime/api-client';
import { getSignupFailureToast, type SignupErrors } from '@airtime/domain';

// The form service names its fields as the payload does (packages/api-client endpoints/forms.ts).
const SERVER_FIELDS = {
  'fields.User Name': 'name',
  'fields.Email': 'email',
  'fields.Apps Access': 'apps',
} as const;

/** What to show for a refused invite request (spec §8): inline messages, a toast, or both. */
export interface SignupFailure {
  readonly fields: SignupErrors;
  readonly toast: string | null;
  /** The server refused the captcha's token: solve it again. */
  readonly captchaRefused: boolean;
}

const FALLBACK = 'The request could not be sent. Try again in a moment.';

export function getSignupFailure(error: unknown): SignupFailure {
  if (!isApiError(error)) return { fields: {}, toast: FALLBACK, captchaRefused: false };
  const fields: { -readonly [K in keyof SignupErrors]: SignupErrors[K] } = {};
  for (const [serverField, field] of Object.entries(SERVER_FIELDS) as [
    keyof typeof SERVER_FIELDS,
    keyof SignupErrors,
  ][]) {
    const message = error.fieldError(serverField);
    if (message !== undefined) fields[field] = message;
  }
  const toast = getSignupFailureToast({ message: error.message, errors: error.errors });
  // Field errors the form has no place for must still reach the user.
  const shown = toast ?? (Object.keys(fields).length === 0 ? error.message || FALLBACK : null);
  return {
    fields,
    toast: shown,
    captchaRefused: (error.errors.recaptcha?.length ?? 0) > 0,
  };
}
