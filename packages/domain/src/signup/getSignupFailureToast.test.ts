import { describe, expect, it } from 'vitest';
import { getSignupFailureToast, type SignupFailure } from './getSignupFailureToast.ts';

describe('getSignupFailureToast', () => {
  it.each<[string, SignupFailure, string | null]>([
    ['no errors at all: the message', { message: 'Server error' }, 'Server error'],
    ['an empty errors object: the message', { message: 'Oops', errors: {} }, 'Oops'],
    [
      'a recaptcha error: its first message',
      { message: 'Invalid', errors: { recaptcha: ['Captcha expired.', 'Second'] } },
      'Captcha expired.',
    ],
    [
      'recaptcha wins over field errors',
      { message: 'Invalid', errors: { email: ['Bad email.'], recaptcha: ['Captcha failed.'] } },
      'Captcha failed.',
    ],
    [
      'field errors only: shown inline, no toast',
      { message: 'Invalid', errors: { email: ['The email is taken.'] } },
      null,
    ],
    [
      'an empty recaptcha list with no field errors: the message',
      { message: 'Invalid', errors: { recaptcha: [] } },
      'Invalid',
    ],
  ])('%s', (_case, failure, expected) => {
    expect(getSignupFailureToast(failure)).toBe(expected);
  });
});
