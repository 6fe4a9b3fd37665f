import { ApiError } from '@airtime/api-client';
import { describe, expect, it } from 'vitest';
import { getSignupFailure } from './signupErrors.ts';

const refused = (errors: Record<string, string[]>, message = 'The given data was invalid.') =>
  new ApiError({ kind: 'http', status: 422, message, errors, method: 'POST', url: '/x' });

describe('getSignupFailure (spec §8)', () => {
  it('shows field errors inline, without a toast', () => {
    expect(
      getSignupFailure(
        refused({ 'fields.Email': ['The Email field must be a valid email address.'] }),
      ),
    ).toEqual({
      fields: { email: 'The Email field must be a valid email address.' },
      toast: null,
      captchaRefused: false,
    });
  });

  it("toasts the captcha's first message and asks for the captcha again", () => {
    const failure = getSignupFailure(
      refused({ recaptcha: ['The captcha check failed.', 'Second.'], 'fields.Email': ['Bad.'] }),
    );
    expect(failure.toast).toBe('The captcha check failed.');
    expect(failure.captchaRefused).toBe(true);
    expect(failure.fields).toEqual({ email: 'Bad.' });
  });

  it('toasts the message when there are no field errors', () => {
    const error = new ApiError({
      kind: 'http',
      status: 500,
      message: 'Server Error',
      method: 'POST',
      url: '/x',
    });
    expect(getSignupFailure(error).toast).toBe('Server Error');
  });

  it('toasts the message when the errors name no field of the form', () => {
    expect(getSignupFailure(refused({ topic: ['The topic is invalid.'] }, 'Invalid.')).toast).toBe(
      'Invalid.',
    );
  });

  it('toasts a fallback for an error that is not the API', () => {
    expect(getSignupFailure(new TypeError('x')).toast).toMatch(/could not be sent/);
  });
});
