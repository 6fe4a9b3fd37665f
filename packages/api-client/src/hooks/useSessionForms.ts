import { changePassword, resetPassword, sendPasswordResetLink } from '../endpoints/auth.ts';
import { submitSignupRequest } from '../endpoints/forms.ts';
import { useApiMutation } from '../swr/createHooks.ts';

// The forms around signing in (spec §2 public routes, §7): each is a mutation whose `error` is an
// ApiError with the server's per-field messages (`error.fieldError('email')`), so a form can show
// them beside the fields and keep what was typed.

/** Mails a password reset link: `trigger({ body: { email } })`. */
export function useForgotPassword() {
  return useApiMutation(sendPasswordResetLink);
}

/** Sets a new password from a reset link's token and email (the user's sessions end). */
export function useResetPassword() {
  return useApiMutation(resetPassword);
}

/** Changes one's own password (current_password, password, password_confirmation). */
export function useChangePassword() {
  return useApiMutation(changePassword);
}

/** Sends the invite request: `trigger({ body: buildSignupPayload(form, captchaToken) })`. */
export function useSignupRequest() {
  return useApiMutation(submitSignupRequest);
}
