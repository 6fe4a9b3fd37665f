import { describe, expect, it } from 'vitest';
import { buildSignupPayload } from './buildSignupPayload.ts';
import type { SignupForm } from './signupForm.ts';

describe('buildSignupPayload', () => {
  it.each<[string, SignupForm, string, string]>([
    [
      'one app',
      { name: 'Ada', email: 'ada@example.com', apps: ['Brands'], comment: 'Hi' },
      'Brands',
      'Hi',
    ],
    [
      'apps ticked out of order go in form order',
      { name: 'Ada', email: 'ada@example.com', apps: ['Creators', 'Agencies'], comment: '' },
      'Agencies, Creators',
      '',
    ],
    [
      'a repeated app is sent once',
      { name: 'Ada', email: 'ada@example.com', apps: ['Brands', 'Brands'], comment: ' x ' },
      'Brands',
      'x',
    ],
  ])('%s', (_case, form, apps, comment) => {
    expect(buildSignupPayload(form, 'token-1')).toEqual({
      topic: 'signup-request',
      fields: {
        'User Name': 'Ada',
        Email: 'ada@example.com',
        'Apps Access': apps,
        Comment: comment,
      },
      recaptcha: 'token-1',
    });
  });

  it('trims the name and email', () => {
    const payload = buildSignupPayload(
      { name: '  Ada Lovelace ', email: ' ada@example.com\n', apps: ['Agencies'], comment: '' },
      't',
    );
    expect(payload.fields['User Name']).toBe('Ada Lovelace');
    expect(payload.fields.Email).toBe('ada@example.com');
  });
});
