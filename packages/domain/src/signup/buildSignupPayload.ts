import { SIGNUP_APPS } from '../constants/signupApps.ts';
import type { SignupRequestPayload } from '../model/SignupRequestPayload.ts';
import { SIGNUP_TOPIC, type SignupForm } from './signupForm.ts';

/** The POST /submit-form body for a valid form and its captcha token (spec §3, §7). */
export function buildSignupPayload(form: SignupForm, recaptcha: string): SignupRequestPayload {
  // Apps go in form order, once each, whatever order they were ticked in.
  const apps = SIGNUP_APPS.filter((app) => form.apps.includes(app));
  return {
    topic: SIGNUP_TOPIC,
    fields: {
      'User Name': form.name.trim(),
      Email: form.email.trim(),
      'Apps Access': apps.join(', '),
      Comment: form.comment.trim(),
    },
    recaptcha,
  };
}
