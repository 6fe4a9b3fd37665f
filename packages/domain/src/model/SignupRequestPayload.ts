/** The signup form's answers, keyed by the labels the form service expects (spec §3). */
export interface SignupRequestFields {
  readonly 'User Name': string;
  readonly Email: string;
  /** The chosen apps as a comma-separated list, e.g. 'Agencies, Brands'. */
  readonly 'Apps Access': string;
  readonly Comment: string;
}

/** Body of POST /submit-form, the invite request (spec §3, §7). */
export interface SignupRequestPayload {
  /** Which form this is, so the form service routes it. */
  readonly topic: string;
  readonly fields: SignupRequestFields;
  /** The captcha token. */
  readonly recaptcha: string;
}
