import type { ComponentType } from 'react';

/**
 * What the signup form needs from a captcha, so a real one (reCAPTCHA) can replace the local
 * challenge without touching the form: it says when it is ready and hands over a token once solved.
 */
export interface CaptchaProps {
  /** Called once the challenge has loaded and can be answered (the form's submit waits for it). */
  readonly onReady: () => void;
  /** The token once solved; null when it expires or is reset. */
  readonly onToken: (token: string | null) => void;
  /** A change resets the challenge (after the server refused its token). */
  readonly resetKey?: number;
  /** The message under the challenge, when the form was sent without solving it. */
  readonly errorMessage?: string | undefined;
}

/** A captcha the signup form can render. */
export type CaptchaComponent = ComponentType<CaptchaProps>;
