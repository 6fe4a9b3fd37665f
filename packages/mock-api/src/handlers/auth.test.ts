import { describe, expect, it } from 'vitest';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

describe('GET /sanctum/csrf-cookie', () => {
  it('sets a script-readable XSRF-TOKEN cookie', async () => {
    const client = api.anonymous();
    const response = await client('/sanctum/csrf-cookie');
    expect(response.status).toBe(204);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='));
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/HttpOnly/);
  });
});

describe('POST /sanctum/login', () => {
  it('signs in with an HttpOnly session cookie and answers the profile', async () => {
    const client = api.anonymous();
    const response = await client.login('admin@airtime.test');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      two_factor: false,
      user: { id: 2, email: 'admin@airtime.test', is_impersonating: false },
    });
    expect(body.user).not.toHaveProperty('password');
    expect(
      response.headers.getSetCookie().find((line) => line.startsWith('airtime_session=')),
    ).toMatch(/HttpOnly/);
    expect((await client('/api/user')).status).toBe(200);
  });

  it.each([
    ['a wrong password', { email: 'admin@airtime.test', password: 'nope' }, 'email'],
    ['an unknown email', { email: 'nobody@airtime.test', password: 'password' }, 'email'],
    ['a missing password', { email: 'admin@airtime.test' }, 'password'],
    ['an email of the wrong type', { email: 42, password: 'password' }, 'email'],
  ])('answers 422 for %s', async (_label, payload, field) => {
    const client = api.anonymous();
    await client.csrf();
    const response = await client('/sanctum/login', jsonBody('POST', payload));
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(typeof body.message).toBe('string');
  });

  it('answers 419 without the XSRF header', async () => {
    const response = await api.anonymous()(
      '/sanctum/login',
      jsonBody('POST', { email: 'admin@airtime.test', password: 'password' }),
    );
    expect(response.status).toBe(419);
    expect(await response.json()).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('answers 419 when the header does not echo the cookie', async () => {
    const client = api.anonymous();
    await client.csrf();
    const other = api.anonymous();
    await other.csrf();
    const response = await client('/sanctum/login', {
      ...jsonBody('POST', { email: 'admin@airtime.test', password: 'password' }),
      headers: {
        'content-type': 'application/json',
        'x-xsrf-token': other.cookies.get('XSRF-TOKEN') ?? '',
      },
    });
    expect(response.status).toBe(419);
  });
});

describe('two-factor sign-in (verify persona)', () => {
  it('asks for the code, refuses a wrong one and signs in with 123456', async () => {
    const client = api.anonymous();
    const login = await client.login('verify@airtime.test');
    expect(await login.json()).toEqual({ two_factor: true });
    expect((await client('/api/user')).status).toBe(401);
    const wrong = await client('/code', jsonBody('POST', { code: '000000' }));
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors.code).toHaveLength(1);
    const right = await client('/code', jsonBody('POST', { code: '123456' }));
    expect(right.status).toBe(200);
    expect((await right.json()).user.email).toBe('verify@airtime.test');
    expect((await client('/api/user')).status).toBe(200);
  });

  it('refuses a code with no sign-in waiting', async () => {
    const client = api.anonymous();
    await client.csrf();
    expect((await client('/code', jsonBody('POST', { code: '123456' }))).status).toBe(422);
  });
});

describe.each(['/api/sanctum/logout', '/api/logout'])('POST %s', (path) => {
  it('ends the session and clears its cookie', async () => {
    const client = await api.as('ops');
    const response = await client(path, { method: 'POST' });
    expect(response.status).toBe(204);
    expect(client.cookies.has('airtime_session')).toBe(false);
    expect((await client('/api/user')).status).toBe(401);
  });

  it('works for Read Only users and needs the XSRF header', async () => {
    const client = await api.as('readonly');
    expect(
      (await client(path, { method: 'POST', headers: { 'x-xsrf-token': 'forged' } })).status,
    ).toBe(419);
    expect((await client(path, { method: 'POST' })).status).toBe(204);
  });
});

describe('password reset', () => {
  it('mails a link whose token resets the password and ends the sessions', async () => {
    const signedIn = await api.as('finance');
    const client = api.anonymous();
    await client.csrf();
    const sent = await client(
      '/password/email',
      jsonBody('POST', { email: 'finance@airtime.test' }),
    );
    expect(sent.status).toBe(200);
    const mail = await (await client('/__mock/mail')).json();
    const link = new URL(mail.data.at(-1).body, 'http://x');
    const token = link.searchParams.get('token');
    const reset = await client(
      '/password/reset',
      jsonBody('POST', {
        token,
        email: 'finance@airtime.test',
        password: 'new-password',
        password_confirmation: 'new-password',
      }),
    );
    expect(reset.status).toBe(200);
    expect((await signedIn('/api/user')).status).toBe(401);
    expect((await api.anonymous().login('finance@airtime.test', 'new-password')).status).toBe(200);
    expect((await api.anonymous().login('finance@airtime.test', 'password')).status).toBe(422);
  });

  it.each([
    ['an unknown email', '/password/email', { email: 'ghost@airtime.test' }, 'email'],
    ['a malformed email', '/password/email', { email: 'ghost' }, 'email'],
    [
      'a bad token',
      '/password/reset',
      {
        token: 'x',
        email: 'ops@airtime.test',
        password: 'long-enough',
        password_confirmation: 'long-enough',
      },
      'email',
    ],
    [
      'a short password',
      '/password/reset',
      { token: 'x', email: 'ops@airtime.test', password: 'short', password_confirmation: 'short' },
      'password',
    ],
    [
      'a confirmation that differs',
      '/password/reset',
      {
        token: 'x',
        email: 'ops@airtime.test',
        password: 'long-enough',
        password_confirmation: 'other-one',
      },
      'password',
    ],
  ])('answers 422 for %s', async (_label, path, payload, field) => {
    const client = api.anonymous();
    await client.csrf();
    const response = await client(path, jsonBody('POST', payload));
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual([field]);
  });

  it('answers 419 without the XSRF header', async () => {
    expect(
      (await api.anonymous()('/password/email', jsonBody('POST', { email: 'ops@airtime.test' })))
        .status,
    ).toBe(419);
  });
});

describe('PUT /api/user/password', () => {
  const change = {
    current_password: 'password',
    password: 'changed-pass',
    password_confirmation: 'changed-pass',
  };

  it('changes the password', async () => {
    const client = await api.as('ops');
    expect((await client('/api/user/password', jsonBody('PUT', change))).status).toBe(200);
    expect((await api.anonymous().login('ops@airtime.test', 'changed-pass')).status).toBe(200);
  });

  it.each([
    ['a wrong current password', { ...change, current_password: 'nope' }, 'current_password'],
    [
      'a short new password',
      { ...change, password: 'short', password_confirmation: 'short' },
      'password',
    ],
    ['a confirmation that differs', { ...change, password_confirmation: 'different' }, 'password'],
  ])('answers 422 for %s', async (_label, payload, field) => {
    const client = await api.as('ops');
    const response = await client('/api/user/password', jsonBody('PUT', payload));
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual([field]);
  });

  it.each([
    [
      'signed out',
      async () => {
        const c = api.anonymous();
        await c.csrf();
        return c;
      },
      401,
    ],
    [
      'without the XSRF header',
      async () => {
        const c = await api.as('ops');
        c.cookies.delete('XSRF-TOKEN');
        return c;
      },
      419,
    ],
    ['as Read Only', () => api.as('readonly'), 403],
  ])('answers %s with %i', async (_label, makeClient, status) => {
    const client = await makeClient();
    expect((await client('/api/user/password', jsonBody('PUT', change))).status).toBe(status);
  });
});

describe('impersonation', () => {
  it('switches the acting user with x-impersonate-token, then stops', async () => {
    const client = await api.as('superadmin');
    const started = await client('/api/impersonate/3', { method: 'POST' });
    expect(started.status).toBe(200);
    const { token, user } = await started.json();
    expect(user).toMatchObject({ id: 3, is_impersonating: true });
    const headers = { 'x-impersonate-token': token };
    expect((await (await client('/api/user', { headers })).json()).data).toMatchObject({
      id: 3,
      is_impersonating: true,
    });
    expect((await (await client('/api/user')).json()).data).toMatchObject({
      id: 1,
      is_impersonating: false,
    });
    expect((await client('/api/impersonate', { method: 'DELETE', headers })).status).toBe(204);
    const after = await client('/api/user', { headers });
    expect(after.status).toBe(403);
    expect(await after.json()).toEqual({
      message: 'Impersonation session is over.',
      type: 'impersonation',
    });
  });

  it('stops through POST /api/impersonate/stop too', async () => {
    const client = await api.as('superadmin');
    const { token } = await (await client('/api/impersonate/4', { method: 'POST' })).json();
    expect(
      (
        await client('/api/impersonate/stop', {
          method: 'POST',
          headers: { 'x-impersonate-token': token },
        })
      ).status,
    ).toBe(204);
    expect((await client('/api/user', { headers: { 'x-impersonate-token': token } })).status).toBe(
      403,
    );
  });

  it('applies the impersonated user’s rules: Read Only writes are refused', async () => {
    const client = await api.as('superadmin');
    const { token } = await (await client('/api/impersonate/5', { method: 'POST' })).json();
    const response = await client('/api/agencies', {
      ...jsonBody('POST', { name: 'New agency' }),
      headers: { 'content-type': 'application/json', 'x-impersonate-token': token },
    });
    expect(response.status).toBe(403);
    expect((await response.json()).message).toMatch(/read-only/);
  });

  it('does not honour another session’s token', async () => {
    const owner = await api.as('superadmin');
    const { token } = await (await owner('/api/impersonate/3', { method: 'POST' })).json();
    const other = await api.as('admin');
    expect((await other('/api/user', { headers: { 'x-impersonate-token': token } })).status).toBe(
      403,
    );
  });

  it.each([
    ['a user without can_impersonate', 'admin', '/api/impersonate/3', 403],
    ['an unknown user', 'superadmin', '/api/impersonate/9999', 404],
    ['a non-numeric id', 'superadmin', '/api/impersonate/abc', 404],
    ['themselves', 'superadmin', '/api/impersonate/1', 422],
  ] as const)('refuses %s', async (_label, persona, path, status) => {
    const client = await api.as(persona);
    expect((await client(path, { method: 'POST' })).status).toBe(status);
  });

  it('answers 401 signed out and 419 without XSRF', async () => {
    const anonymous = api.anonymous();
    await anonymous.csrf();
    expect((await anonymous('/api/impersonate/3', { method: 'POST' })).status).toBe(401);
    const client = await api.as('superadmin');
    expect(
      (await client('/api/impersonate/3', { method: 'POST', headers: { 'x-xsrf-token': 'nope' } }))
        .status,
    ).toBe(419);
  });
});
