import type { SignupRequestPayload } from '@airtime/domain';
import * as v from 'valibot';
import { shape } from '../decode/decoders.ts';
import { defineCall } from './defineCall.ts';

// The invite request of the login page (spec §7 'POST /submit-form: topic, fields, recaptcha'),
// open without a session. The body is @airtime/domain's buildSignupPayload(form, captchaToken).
// A 422 names the fields as `fields.User Name`, `fields.Email`, `fields.Apps Access`, and
// `recaptcha` for a refused captcha (domain getSignupFailureToast picks the toast).

const signupAnswerSchema = v.looseObject({
  data: v.looseObject({
    id: v.number(),
    topic: v.string(),
    fields: v.looseObject({
      'User Name': v.string(),
      Email: v.string(),
      'Apps Access': v.string(),
      Comment: v.string(),
    }),
    created_at: v.string(),
  }),
  /** 'Signup request submitted successfully!' */
  message: v.string(),
});

/** What the form service answers: the stored request and the success message. */
export type SignupRequestReceipt = v.InferOutput<typeof signupAnswerSchema>;

/** POST /submit-form: files an invite request (fresh CSRF cookie first: a form submit). */
export const submitSignupRequest = /* @__PURE__ */ defineCall<never, SignupRequestPayload>()({
  method: 'POST',
  path: '/submit-form',
  freshCsrf: true,
  decode: shape(signupAnswerSchema, 'a signup request receipt'),
});
