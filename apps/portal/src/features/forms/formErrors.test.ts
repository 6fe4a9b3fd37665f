import { ApiError } from '@airtime/api-client';
import { describe, expect, it } from 'vitest';
import { clearFieldErrors, fieldErrorProps, getFormErrors } from './formErrors.ts';

const refused = (errors: Record<string, string[]>, message = 'The given data was invalid.') =>
  new ApiError({ kind: 'http', status: 422, message, errors, method: 'POST', url: '/x' });

describe('getFormErrors', () => {
  it('puts the server messages under the fields the form has', () => {
    expect(
      getFormErrors(refused({ email: ['Wrong.'], other: ['x'] }), ['email', 'password']),
    ).toEqual({
      fields: { email: 'Wrong.' },
    });
  });

  it("puts a list item's message under the list", () => {
    expect(
      getFormErrors(refused({ 'outreach_emails.1': ['Not an address.'] }), ['outreach_emails']),
    ).toEqual({ fields: { outreach_emails: 'Not an address.' } });
  });

  it('shows the message for the form when no field of it is named', () => {
    expect(getFormErrors(refused({ other: ['x'] }, 'Too many attempts.'), ['email'])).toEqual({
      fields: {},
      form: 'Too many attempts.',
    });
  });

  it("shows any other refusal for the form (a Read Only user's 403)", () => {
    const readOnly = new ApiError({
      kind: 'http',
      status: 403,
      message: 'Read-only.',
      method: 'PUT',
      url: '/x',
    });
    expect(getFormErrors(readOnly, ['name'])).toEqual({ fields: {}, form: 'Read-only.' });
  });

  it('says something went wrong for an error that is not the API', () => {
    expect(getFormErrors(new Error('boom'), ['email']).form).toMatch(/Something went wrong/);
  });
});

describe('clearFieldErrors and fieldErrorProps', () => {
  it('drops the edited fields only', () => {
    expect(
      clearFieldErrors<'email' | 'password'>(
        { fields: { email: 'a', password: 'b' }, form: 'c' },
        'password',
      ),
    ).toEqual({ fields: { email: 'a' } });
  });

  it('marks a field invalid with its message', () => {
    expect(fieldErrorProps(undefined)).toEqual({ isInvalid: false });
    expect(fieldErrorProps('Required.')).toEqual({ isInvalid: true, errorMessage: 'Required.' });
  });
});
