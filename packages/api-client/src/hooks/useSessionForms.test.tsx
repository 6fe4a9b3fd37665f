// @vitest-environment jsdom
import { buildSignupPayload, SIGNUP_MESSAGES } from '@airtime/domain';
import { PERSONA_PASSWORD } from '@airtime/mock-api';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import {
  useChangePassword,
  useForgotPassword,
  useResetPassword,
  useSignupRequest,
} from './useSessionForms.ts';

const { backend } = setupMockApi();

const ignore = () => undefined;

describe('the password forms', () => {
  it('forgot, then reset with the mailed token', async () => {
    const test = createTestClient();
    const { result } = renderApiHook(test.client, () => ({
      forgot: useForgotPassword(),
      reset: useResetPassword(),
    }));
    await act(() =>
      result.current.forgot.trigger({ body: { email: 'nobody@airtime.test' } }).catch(ignore),
    );
    expect(result.current.forgot.error?.fieldError('email')).toMatch(/can't find a user/);
    let message: string | undefined;
    await act(async () => {
      message = (await result.current.forgot.trigger({ body: { email: 'ops@airtime.test' } }))
        .message;
    });
    expect(message).toBe('We have emailed your password reset link.');
    expect(result.current.forgot.error).toBeUndefined();
    const mail = backend.auth.mail.filter((entry) => entry.to === 'ops@airtime.test').at(-1);
    const token = new URL(mail?.body ?? '', 'http://x').searchParams.get('token') ?? '';
    await act(() =>
      result.current.reset.trigger({
        body: {
          token,
          email: 'ops@airtime.test',
          password: 'fresh-pass-1',
          password_confirmation: 'fresh-pass-1',
        },
      }),
    );
    expect(result.current.reset.data?.message).toBe('Your password has been reset.');
  });

  it('change keeps the current-password error for the form', async () => {
    const test = createTestClient();
    await signIn(test, 'finance@airtime.test');
    const { result } = renderApiHook(test.client, () => useChangePassword());
    const body = { password: 'another-1', password_confirmation: 'another-1' };
    await act(() =>
      result.current.trigger({ body: { ...body, current_password: 'wrong' } }).catch(ignore),
    );
    expect(result.current.error?.fieldError('current_password')).toBe('The password is incorrect.');
    await act(() =>
      result.current.trigger({ body: { ...body, current_password: PERSONA_PASSWORD } }),
    );
    expect(result.current.data?.message).toBe('Your password has been updated.');
  });
});

describe('useSignupRequest', () => {
  it('sends the invite request and answers the success message', async () => {
    const test = createTestClient();
    const { result } = renderApiHook(test.client, () => useSignupRequest());
    const form = {
      name: 'Grace',
      email: 'grace@example.com',
      apps: ['Brands'],
      comment: '',
    } as const;
    await act(() =>
      result.current.trigger({ body: buildSignupPayload(form, 'invalid') }).catch(ignore),
    );
    expect(result.current.error?.fieldError('recaptcha')).toMatch(/captcha/);
    await act(() => result.current.trigger({ body: buildSignupPayload(form, 'token') }));
    expect(result.current.data?.message).toBe(SIGNUP_MESSAGES.submitted);
  });
});
