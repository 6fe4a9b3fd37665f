import { describe, expect, it } from 'vitest';
import { SIGNUP_MESSAGES, SIGNUP_TOPIC } from './signupForm.ts';

describe('signup form constants', () => {
  it('pins the messages of spec §5 and §8', () => {
    expect(SIGNUP_MESSAGES).toEqual({
      nameRequired: 'Name is required.',
      emailRequired: 'Email is required.',
      appsRequired: 'At least one app must be selected.',
      submitted: 'Signup request submitted successfully!',
      sentTitle: 'Request sent',
      sentBody: 'A representative will be in contact soon.',
    });
  });

  it('pins the topic', () => {
    expect(SIGNUP_TOPIC).toBe('signup-request');
  });
});
