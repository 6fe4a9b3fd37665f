import { describe, expect, it } from 'vitest';
import type { SignupForm } from './signupForm.ts';
import { validateSignupForm } from './validateSignupForm.ts';

const valid: SignupForm = { name: 'Ada', email: 'ada@example.com', apps: ['Brands'], comment: '' };

describe('validateSignupForm', () => {
  it.each<[string, Partial<SignupForm>, Record<string, string>]>([
    ['a complete form', {}, {}],
    ['no name', { name: '' }, { name: 'Name is required.' }],
    ['a blank name', { name: '   ' }, { name: 'Name is required.' }],
    ['no email', { email: '' }, { email: 'Email is required.' }],
    ['a blank email', { email: '\t' }, { email: 'Email is required.' }],
    ['no app', { apps: [] }, { apps: 'At least one app must be selected.' }],
    ['all three apps', { apps: ['Agencies', 'Brands', 'Creators'] }, {}],
    [
      'everything missing',
      { name: '', email: '', apps: [] },
      {
        name: 'Name is required.',
        email: 'Email is required.',
        apps: 'At least one app must be selected.',
      },
    ],
  ])('%s', (_case, patch, expected) => {
    expect(validateSignupForm({ ...valid, ...patch })).toEqual(expected);
  });
});
