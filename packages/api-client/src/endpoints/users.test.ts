import { describe, expect, it } from 'vitest';

import { failure, setupMockApi, signedInAs } from '../test/mockApi.ts';
import { getOwnProfile } from './ownProfile.ts';
import { getUser, updateUser } from './users.ts';

setupMockApi();

// A 1×1 transparent PNG.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (char) => char.charCodeAt(0),
);

describe('profiles', () => {
  it('GET /api/user answers the own profile', async () => {
    const test = await signedInAs('finance@airtime.test');
    const profile = await test.client.request(getOwnProfile);
    expect(profile).toMatchObject({
      id: 4,
      email: 'finance@airtime.test',
      business_role: 'ops',
      can_impersonate: false,
      is_impersonating: false,
    });
    expect(profile.permissions).toContain('view_accounting.invoices');
    expect(test.warnings).toEqual([]);
  });

  it('GET /api/user/:id: agency staff read anyone, others only themselves', async () => {
    const admin = await signedInAs('admin@airtime.test');
    expect((await admin.client.request(getUser, { params: { id: 5 } })).roles).toEqual([
      'Read Only',
    ]);
    const brand = await signedInAs('brand@airtime.test');
    expect((await brand.client.request(getUser, { params: { id: 7 } })).business_role).toBe(
      'brand',
    );
    expect((await failure(brand.client.request(getUser, { params: { id: 2 } }))).status).toBe(403);
    expect((await failure(admin.client.request(getUser, { params: { id: 999 } }))).status).toBe(
      404,
    );
  });
});

describe('POST /api/user/:id (form data, _method=PUT)', () => {
  it('changes names and the avatar file, and a read shows them', async () => {
    const test = await signedInAs('ops@airtime.test');
    const avatar = new Blob([PNG], { type: 'image/png' });
    const updated = await test.client.request(updateUser, {
      params: { id: 3 },
      body: { firstname: 'Olga', lastname: 'Operations', avatar },
    });
    expect(updated).toMatchObject({ id: 3, firstname: 'Olga', lastname: 'Operations' });
    expect(updated.avatar).toMatch(/^data:image\/png;base64,/);
    expect(await test.client.request(getUser, { params: { id: 3 } })).toMatchObject({
      firstname: 'Olga',
      avatar: updated.avatar,
    });
    const cleared = await test.client.request(updateUser, {
      params: { id: 3 },
      body: { avatar: null },
    });
    expect(cleared.avatar).toBeNull();
  });

  it('surfaces the per-field 422s', async () => {
    const test = await signedInAs('ops@airtime.test');
    const taken = await failure(
      test.client.request(updateUser, { params: { id: 3 }, body: { email: 'admin@airtime.test' } }),
    );
    expect(taken.fieldError('email')).toBe('The email has already been taken.');
    const text = new Blob(['hello'], { type: 'text/plain' });
    const notImage = await failure(
      test.client.request(updateUser, { params: { id: 3 }, body: { avatar: text } }),
    );
    expect(notImage.fieldError('avatar')).toMatch(/image/);
  });

  it('lets only a Super Admin change roles, permissions and other users', async () => {
    const ops = await signedInAs('ops@airtime.test');
    const own = await failure(
      ops.client.request(updateUser, { params: { id: 3 }, body: { roles: ['Administrator'] } }),
    );
    expect(own.status).toBe(403);
    const other = await failure(
      ops.client.request(updateUser, { params: { id: 4 }, body: { firstname: 'X' } }),
    );
    expect(other.status).toBe(403);
    const superadmin = await signedInAs('superadmin@airtime.test');
    const promoted = await superadmin.client.request(updateUser, {
      params: { id: 3 },
      body: { roles: ['Administrator'], permissions: ['view_traffic'], can_impersonate: false },
    });
    expect(promoted).toMatchObject({ roles: ['Administrator'], permissions: ['view_traffic'] });
  });

  it('is refused to a Read Only user with the server message', async () => {
    const test = await signedInAs('readonly@airtime.test');
    const error = await failure(
      test.client.request(updateUser, { params: { id: 5 }, body: { firstname: 'R' } }),
    );
    expect([error.status, error.type]).toEqual([403, 'read_only']);
  });
});
