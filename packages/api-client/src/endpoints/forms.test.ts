import { buildSignupPayload, getSignupFailureToast, SIGNUP_MESSAGES } from '@airtime/domain';
import { describe, expect, it } from 'vitest';

import { createTestClient, failure, setupMockApi } from '../test/mockApi.ts';
import { submitSignupRequest } from './forms.ts';

const { backend } = setupMockApi();

const FORM = {
  name: ' Ada Lovelace ',
  email: 'ada@example.com',
  apps: ['Creators', 'Agencies'],
  comment: 'We run 40 channels.',
} as const;

describe('POST /submit-form', () => {
  it('files the invite request without a session', async () => {
    const test = createTestClient();
    const receipt = await test.client.request(submitSignupRequest, {
      body: buildSignupPayload(FORM, 'captcha-token'),
    });
    expect(receipt.message).toBe(SIGNUP_MESSAGES.submitted);
    expect(receipt.data.fields).toEqual({
      'User Name': 'Ada Lovelace',
      Email: 'ada@example.com',
      'Apps Access': 'Agencies, Creators',
      Comment: 'We run 40 channels.',
    });
    expect(backend.store.signupRequests.get(receipt.data.id)?.fields.Email).toBe('ada@example.com');
  });

  it('refuses a failed captcha with a toast-worthy recaptcha error', async () => {
    const test = createTestClient();
    const error = await failure(
      test.client.request(submitSignupRequest, { body: buildSignupPayload(FORM, 'invalid') }),
    );
    expect(error.status).toBe(422);
    expect(getSignupFailureToast(error)).toBe(error.fieldError('recaptcha'));
  });

  it('names the missing fields inline', async () => {
    const test = createTestClient();
    const error = await failure(
      test.client.request(submitSignupRequest, {
        body: buildSignupPayload({ name: '', email: '', apps: [], comment: '' }, 'captcha-token'),
      }),
    );
    expect(error.errors).toMatchObject({
      'fields.User Name': [SIGNUP_MESSAGES.nameRequired],
      'fields.Email': [SIGNUP_MESSAGES.emailRequired],
      'fields.Apps Access': [SIGNUP_MESSAGES.appsRequired],
    });
    expect(getSignupFailureToast(error)).toBeNull();
  });
});
