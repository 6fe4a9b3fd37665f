import type { SignupApp } from '../constants/signupApps.ts';

/** What the invite-request form holds while the visitor types. */
export interface SignupForm {
  readonly name: string;
  readonly email: string;
  readonly apps: readonly SignupApp[];
  readonly comment: string;
}

export type SignupField = 'name' | 'email' | 'apps';

/** Inline errors by field; a field without an entry is fine. */
export type SignupErrors = Partial<Record<SignupField, string>>;

/** The form's messages, word for word from spec §5 and §8. */
export const SIGNUP_MESSAGES = {
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  appsRequired: 'At least one app must be selected.',
  submitted: 'Signup request submitted successfully!',
  sentTitle: 'Request sent',
  sentBody: 'A representative will be in contact soon.',
} as const;

/** The topic the form service files invite requests under; the spec leaves it open. */
export const SIGNUP_TOPIC = 'signup-request';
