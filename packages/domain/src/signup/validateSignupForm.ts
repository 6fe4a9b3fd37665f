import { SIGNUP_MESSAGES, type SignupErrors, type SignupForm } from './signupForm.ts';

/** The inline errors of the invite-request form (spec §5); an empty object means it may be sent. */
export function validateSignupForm(form: SignupForm): SignupErrors {
  const errors: { -readonly [K in keyof SignupErrors]: SignupErrors[K] } = {};
  // Whitespace alone is not an answer.
  if (form.name.trim() === '') errors.name = SIGNUP_MESSAGES.nameRequired;
  if (form.email.trim() === '') errors.email = SIGNUP_MESSAGES.emailRequired;
  if (form.apps.length === 0) errors.apps = SIGNUP_MESSAGES.appsRequired;
  return errors;
}
