import { PERSONA_PASSWORD } from '@airtime/mock-api';
import { describe, expect, it } from 'vitest';

import {
  createTestClient,
  failure,
  setupMockApi,
  signedInAs,
  type TestClient,
} from '../test/mockApi.ts';
import {
  changePassword,
  endImpersonation,
  getCsrfCookie,
  login,
  logout,
  logoutUser,
  resetPassword,
  sendPasswordResetLink,
  startImpersonation,
  stopImpersonation,
  verifyLoginCode,
} from './auth.ts';
import { getOwnProfile } from './ownProfile.ts';

setupMockApi();

/** The newest reset link the fake "mailed" to `email` (GET /__mock/mail). */
async function resetTokenFor(test: TestClient, email: string): Promise<string> {
  const { data } = (await (await test.fetch('/__mock/mail')).json()) as {
    data: { to: string; body: string }[];
  };
  const mail = data.filter((entry) => entry.to === email).at(-1);
  const token = new URL(mail?.body ?? '', 'http://x').searchParams.get('token');
  if (token === null) throw new Error(`No reset link for ${email}`);
  return token;
}

describe('sign-in', () => {
  it('GET /sanctum/csrf-cookie sets the XSRF-TOKEN cookie', async () => {
    const test = createTestClient();
    await test.client.request(getCsrfCookie);
    expect(test.cookies.get('XSRF-TOKEN')).toMatch(/.+/);
  });

  it('signs in with a password and answers the profile', async () => {
    const test = createTestClient();
    const result = await test.client.request(login, {
      body: { email: 'admin@airtime.test', password: PERSONA_PASSWORD, remember: true },
    });
    expect(result).toMatchObject({ two_factor: false, user: { id: 2, roles: ['Administrator'] } });
    expect((await test.client.request(getOwnProfile)).email).toBe('admin@airtime.test');
  });

  it('refuses a wrong password with the message on the email field', async () => {
    const test = createTestClient();
    const error = await failure(
      test.client.request(login, { body: { email: 'admin@airtime.test', password: 'nope' } }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldError('email')).toBe('These credentials do not match our records.');
  });

  it('asks the verify persona for a code, then signs in with 123456', async () => {
    const test = createTestClient();
    const first = await test.client.request(login, {
      body: { email: 'verify@airtime.test', password: PERSONA_PASSWORD },
    });
    expect(first).toEqual({ two_factor: true });
    expect((await failure(test.client.request(getOwnProfile))).status).toBe(401);
    const wrong = await failure(test.client.request(verifyLoginCode, { body: { code: '000000' } }));
    expect(wrong.fieldError('code')).toMatch(/invalid/);
    const verified = await test.client.request(verifyLoginCode, { body: { code: '123456' } });
    expect(verified).toMatchObject({ two_factor: false, user: { id: 9 } });
    expect((await test.client.request(getOwnProfile)).id).toBe(9);
  });

  it('refuses a code when no sign-in waits for one', async () => {
    const test = createTestClient();
    const error = await failure(test.client.request(verifyLoginCode, { body: { code: '123456' } }));
    expect(error.fieldError('code')).toMatch(/No sign-in is waiting/);
  });

  it.each([
    ['POST /api/sanctum/logout', logout],
    ['POST /api/logout', logoutUser],
  ])('%s ends the session', async (_name, call) => {
    const test = await signedInAs('ops@airtime.test');
    await test.client.request(call);
    expect((await failure(test.client.request(getOwnProfile))).status).toBe(401);
  });
});

describe('passwords', () => {
  it('mails a reset link whose token sets a new password', async () => {
    const test = createTestClient();
    const email = 'finance@airtime.test';
    const sent = await test.client.request(sendPasswordResetLink, { body: { email } });
    expect(sent.message).toBe('We have emailed your password reset link.');
    const token = await resetTokenFor(test, email);
    const mismatch = await failure(
      test.client.request(resetPassword, {
        body: { token, email, password: 'new-secret-1', password_confirmation: 'other-secret' },
      }),
    );
    expect(mismatch.fieldError('password')).toMatch(/confirmation/);
    const reset = await test.client.request(resetPassword, {
      body: { token, email, password: 'new-secret-1', password_confirmation: 'new-secret-1' },
    });
    expect(reset.message).toBe('Your password has been reset.');
    await failure(test.client.request(login, { body: { email, password: PERSONA_PASSWORD } }));
    const signedIn = await test.client.request(login, {
      body: { email, password: 'new-secret-1' },
    });
    expect(signedIn.two_factor).toBe(false);
  });

  it('refuses a reset link for an unknown address and a used token', async () => {
    const test = createTestClient();
    const unknown = await failure(
      test.client.request(sendPasswordResetLink, { body: { email: 'nobody@airtime.test' } }),
    );
    expect(unknown.fieldError('email')).toMatch(/can't find a user/);
    const badToken = await failure(
      test.client.request(resetPassword, {
        body: {
          token: 'not-a-token',
          email: 'ops@airtime.test',
          password: 'new-secret-1',
          password_confirmation: 'new-secret-1',
        },
      }),
    );
    expect(badToken.fieldError('email')).toBe('This password reset token is invalid.');
  });

  it("changes one's own password after checking the current one", async () => {
    const test = await signedInAs('ops@airtime.test');
    const wrong = await failure(
      test.client.request(changePassword, {
        body: {
          current_password: 'nope',
          password: 'brand-new-1',
          password_confirmation: 'brand-new-1',
        },
      }),
    );
    expect(wrong.fieldError('current_password')).toBe('The password is incorrect.');
    const short = await failure(
      test.client.request(changePassword, {
        body: {
          current_password: PERSONA_PASSWORD,
          password: 'short',
          password_confirmation: 'short',
        },
      }),
    );
    expect(short.fieldError('password')).toMatch(/8/);
    const changed = await test.client.request(changePassword, {
      body: {
        current_password: PERSONA_PASSWORD,
        password: 'brand-new-1',
        password_confirmation: 'brand-new-1',
      },
    });
    expect(changed.message).toBe('Your password has been updated.');
    const again = createTestClient();
    const result = await again.client.request(login, {
      body: { email: 'ops@airtime.test', password: 'brand-new-1' },
    });
    expect(result.two_factor).toBe(false);
  });
});

describe('impersonation', () => {
  it('acts as the impersonated user until stopped', async () => {
    const test = await signedInAs('superadmin@airtime.test');
    const started = await test.client.request(startImpersonation, { params: { userId: 3 } });
    expect(started.token).toMatch(/.+/);
    expect(started.user).toMatchObject({ id: 3, is_impersonating: true });
    test.client.impersonation.set(started.token);
    expect(await test.client.request(getOwnProfile)).toMatchObject({
      id: 3,
      is_impersonating: true,
    });
    await test.client.request(stopImpersonation);
    // The dead token earns the impersonation 403, which clears it.
    const over = await failure(test.client.request(getOwnProfile));
    expect([over.status, over.type]).toEqual([403, 'impersonation']);
    expect(test.client.impersonation.get()).toBeNull();
    expect(await test.client.request(getOwnProfile)).toMatchObject({
      id: 1,
      is_impersonating: false,
    });
  });

  it('DELETE /api/impersonate ends it too', async () => {
    const test = await signedInAs('superadmin@airtime.test');
    const started = await test.client.request(startImpersonation, { params: { userId: 7 } });
    test.client.impersonation.set(started.token);
    await test.client.request(endImpersonation);
    expect((await failure(test.client.request(getOwnProfile))).type).toBe('impersonation');
  });

  it('is refused to users who may not impersonate, and for impersonators', async () => {
    const admin = await signedInAs('admin@airtime.test');
    const refused = await failure(
      admin.client.request(startImpersonation, { params: { userId: 3 } }),
    );
    expect(refused.status).toBe(403);
    const superadmin = await signedInAs('superadmin@airtime.test');
    const self = await failure(
      superadmin.client.request(startImpersonation, { params: { userId: 1 } }),
    );
    expect(self.fieldError('user_id')).toMatch(/yourself/);
  });
});
