import { describe, expect, it } from 'vitest';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

describe('GET /api/roles', () => {
  it('lists the four named roles, what each grants and how many users hold it', async () => {
    const { data } = await (await (await api.as('ops'))('/api/roles')).json();
    expect(data.map((role: { name: string }) => role.name)).toEqual([
      'Super Admin',
      'Administrator',
      'Prospecting',
      'Read Only',
    ]);
    expect(data[2]).toMatchObject({ id: 3, permissions: [], users_count: 1 });
  });

  it('is for agency staff', async () => {
    expect((await (await api.as('brand'))('/api/roles')).status).toBe(403);
  });
});

describe('PUT /api/roles/{id}', () => {
  it("grants a role's permissions to its holders, in their profile and at the server's checks", async () => {
    const superAdmin = await api.as('superadmin');
    const prospector = await api.as('prospector');
    const budget = () => prospector('/api/brands/2/budget', jsonBody('POST', { budget: 500 }));
    expect((await budget()).status).toBe(403);

    const response = await superAdmin(
      '/api/roles/3',
      jsonBody('PUT', { permissions: ['view_brands.revenue', 'view_prospects'] }),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).data.permissions).toEqual([
      'view_brands.revenue',
      'view_prospects',
    ]);
    const profile = (await (await prospector('/api/user')).json()).data;
    expect(profile.permissions).toEqual(['view_brands.revenue', 'view_prospects']);
    expect(profile.own_permissions).toEqual(['view_prospects']);
    expect((await budget()).status).toBe(200);

    // An empty list takes the grant back.
    await superAdmin('/api/roles/3', jsonBody('PUT', { permissions: [] }));
    expect((await budget()).status).toBe(403);
  });

  it.each([
    ['an Administrator', 'admin', 3, { permissions: [] }, 403],
    ['Read Only', 'readonly', 3, { permissions: [] }, 403],
    ['an unknown role', 'superadmin', 9, { permissions: [] }, 404],
    ['no permissions field', 'superadmin', 3, {}, 422],
    ['an unknown permission', 'superadmin', 3, { permissions: ['launch_rockets'] }, 422],
  ] as const)('refuses %s', async (_label, persona, id, body, status) => {
    const client = await api.as(persona);
    expect((await client(`/api/roles/${id}`, jsonBody('PUT', body))).status).toBe(status);
  });
});
