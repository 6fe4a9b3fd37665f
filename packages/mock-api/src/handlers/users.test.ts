import { describe, expect, it } from 'vitest';
import { formBody, jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

describe('GET /api/user and /api/user/{id}', () => {
  it('answers the own profile, without private fields', async () => {
    const client = await api.as('finance');
    const { data } = await (await client('/api/user')).json();
    expect(data).toMatchObject({
      id: 4,
      email: 'finance@airtime.test',
      business_role: 'ops',
      can_impersonate: false,
    });
    expect(Object.keys(data).sort()).toEqual(
      [
        'avatar',
        'business_role',
        'can_impersonate',
        'email',
        'firstname',
        'id',
        'ios_count',
        'is_impersonating',
        'lastname',
        'own_permissions',
        'permissions',
        'roles',
        'unread_notifications_count',
      ].sort(),
    );
    expect(data.unread_notifications_count).toBeGreaterThan(0);
  });

  it.each([
    ['agency staff see anyone', 'ops', '/api/user/7', 200],
    ['a brand user sees themself', 'brand', '/api/user/7', 200],
    ['a brand user does not see others', 'brand', '/api/user/2', 403],
    ['an unknown id', 'ops', '/api/user/9999', 404],
    ['a non-numeric id', 'ops', '/api/user/me', 404],
  ] as const)('%s', async (_label, persona, path, status) => {
    const client = await api.as(persona);
    expect((await client(path)).status).toBe(status);
  });

  it('answers 401 signed out', async () => {
    expect((await api.anonymous()('/api/user/1')).status).toBe(401);
  });
});

describe('POST /api/user/{id} with _method=PUT', () => {
  it('updates the own profile from form data, avatar included', async () => {
    const client = await api.as('ops');
    const avatar = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'me.svg', {
      type: 'image/svg+xml',
    });
    const response = await client(
      '/api/user/3',
      formBody('POST', { _method: 'PUT', firstname: 'Otto', lastname: 'Changed', avatar }),
    );
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({ lastname: 'Changed' });
    expect(data.avatar).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(api.backend.store.users.get(3)?.lastname).toBe('Changed');
  });

  it('lets a Super Admin change roles and permissions', async () => {
    const client = await api.as('superadmin');
    const response = await client(
      '/api/user/3',
      formBody('POST', { _method: 'PUT', roles: ['Administrator'], permissions: ['view_traffic'] }),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      roles: ['Administrator'],
      permissions: ['view_traffic'],
    });
  });

  it.each([
    ['another user', 'ops', '/api/user/2', { _method: 'PUT', firstname: 'X' }, 403],
    ['their own roles', 'admin', '/api/user/2', { _method: 'PUT', roles: ['Super Admin'] }, 403],
    ['a POST without _method', 'ops', '/api/user/3', { firstname: 'X' }, 405],
    [
      'an email already taken',
      'ops',
      '/api/user/3',
      { _method: 'PUT', email: 'admin@airtime.test' },
      422,
    ],
    ['an unknown role', 'superadmin', '/api/user/3', { _method: 'PUT', roles: ['Overlord'] }, 422],
    [
      'a first name too long',
      'ops',
      '/api/user/3',
      { _method: 'PUT', firstname: 'x'.repeat(101) },
      422,
    ],
    [
      'an avatar that is not an image',
      'ops',
      '/api/user/3',
      { _method: 'PUT', avatar: new File(['x'], 'a.txt', { type: 'text/plain' }) },
      422,
    ],
    ['a Read Only user', 'readonly', '/api/user/5', { _method: 'PUT', firstname: 'X' }, 403],
    ['an unknown user', 'superadmin', '/api/user/9999', { _method: 'PUT', firstname: 'X' }, 404],
  ] as const)('refuses %s', async (_label, persona, path, fields, status) => {
    const client = await api.as(persona);
    const before = api.backend.store.revision;
    const response = await client(path, formBody('POST', fields as Record<string, string>));
    expect(response.status).toBe(status);
    expect(typeof (await response.json()).message).toBe('string');
    expect(api.backend.store.revision).toBe(before);
  });

  it('answers 401 signed out and 419 without XSRF', async () => {
    const anonymous = api.anonymous();
    await anonymous.csrf();
    expect((await anonymous('/api/user/3', formBody('POST', { _method: 'PUT' }))).status).toBe(401);
    const client = await api.as('ops');
    client.cookies.delete('XSRF-TOKEN');
    expect((await client('/api/user/3', formBody('POST', { _method: 'PUT' }))).status).toBe(419);
  });

  it('accepts JSON with _method too', async () => {
    const client = await api.as('ops');
    expect(
      (await client('/api/user/3', jsonBody('POST', { _method: 'put', firstname: 'Json' }))).status,
    ).toBe(200);
  });
});

describe('GET /api/user-search', () => {
  it('finds users by name or email, as summaries', async () => {
    const client = await api.as('superadmin');
    const body = await (await client('/api/user-search?s=finance')).json();
    expect(body.data).toEqual([expect.objectContaining({ id: 4, email: 'finance@airtime.test' })]);
    expect(Object.keys(body.data[0]).sort()).toEqual([
      'avatar',
      'email',
      'firstname',
      'id',
      'lastname',
    ]);
    expect(body.meta).toEqual({ per_page: 10, total: 1 });
  });

  it('filters by business role', async () => {
    const client = await api.as('superadmin');
    const body = await (await client('/api/user-search?business_role=brand&per_page=50')).json();
    expect(body.data.length).toBeGreaterThan(1);
    expect(body.data.some((user: { id: number }) => user.id === 7)).toBe(true);
    expect(body.data.some((user: { id: number }) => user.id === 1)).toBe(false);
  });

  it.each([
    ['a brand user', 'brand', '/api/user-search?s=a', 403],
    ['a search text too long', 'ops', `/api/user-search?s=${'x'.repeat(300)}`, 422],
    ['a bad page size', 'ops', '/api/user-search?per_page=0', 422],
  ] as const)('refuses %s', async (_label, persona, path, status) => {
    const client = await api.as(persona);
    expect((await client(path)).status).toBe(status);
  });

  it('answers 401 signed out', async () => {
    expect((await api.anonymous()('/api/user-search?s=a')).status).toBe(401);
  });
});
