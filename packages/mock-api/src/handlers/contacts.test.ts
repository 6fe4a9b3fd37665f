import { describe, expect, it } from 'vitest';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();
const contactsOf = (key: string) => api.backend.store.contacts.lookup('subject', key);

describe('GET /api/{subjectType}/{subjectId}/contacts', () => {
  it.each([
    ['brands', 'brand:2'],
    ['brand', 'brand:2'],
    ['agencies', 'agency:38'],
  ])('lists the contacts of /api/%s/…', async (segment, key) => {
    const id = key.split(':')[1];
    const body = await (await (await api.as('ops'))(`/api/${segment}/${id}/contacts`)).json();
    expect(body.data.map((row: { id: number }) => row.id).sort()).toEqual(
      contactsOf(key)
        .map((row) => row.id)
        .sort(),
    );
    expect(body.meta.total).toBe(contactsOf(key).length);
  });

  it('lets brand users read their brands’ contacts and creator users their creators’', async () => {
    expect((await (await api.as('brand'))('/api/brands/2/contacts')).status).toBe(200);
    expect((await (await api.as('creator'))('/api/publishers/1/contacts')).status).toBe(200);
  });

  it.each([
    ['a brand user, another brand', 'brand', '/api/brands/4/contacts', 403],
    ['a brand user, an agency', 'brand', '/api/agencies/38/contacts', 403],
    ['a creator user, a brand', 'creator', '/api/brands/2/contacts', 403],
    ['an unknown subject type', 'ops', '/api/planets/2/contacts', 404],
    ['an unknown brand', 'ops', '/api/brands/9999/contacts', 404],
    ['a bad filter', 'ops', '/api/brands/2/contacts?is_primary=maybe', 422],
  ] as const)('refuses %s', async (_label, persona, path, status) => {
    expect((await (await api.as(persona))(path)).status).toBe(status);
  });

  it('answers 401 signed out', async () => {
    expect((await api.anonymous()('/api/brands/2/contacts')).status).toBe(401);
  });
});

describe('POST /api/{subjectType}/{subjectId}/contacts', () => {
  it('adds a contact; a new primary one demotes the old', async () => {
    const client = await api.as('brand');
    const response = await client(
      '/api/brands/2/contacts',
      jsonBody('POST', {
        name: 'Nina Novak',
        email: 'nina@example.com',
        phone: '+1 (555) 010-2030',
        title: 'Head of Growth',
        is_primary: true,
      }),
    );
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({ subject_type: 'brand', subject_id: 2, is_primary: true });
    expect(
      contactsOf('brand:2')
        .filter((row) => row.is_primary)
        .map((row) => row.id),
    ).toEqual([data.id]);
  });

  it('makes the first contact of a subject its primary one', async () => {
    const creator = api.backend.store.creators
      .all()
      .find((row) => contactsOf(`creator:${row.id}`).length === 0);
    const response = await (await api.as('ops'))(
      `/api/creators/${creator?.id}/contacts`,
      jsonBody('POST', { name: 'First Person' }),
    );
    expect((await response.json()).data.is_primary).toBe(true);
  });

  it.each([
    ['no name', { email: 'a@b.co' }, ['name']],
    ['a bad email and phone', { name: 'X', email: 'nope', phone: 'call me' }, ['email', 'phone']],
  ])('answers 422 for %s', async (_label, payload, fields) => {
    const before = api.backend.store.revision;
    const response = await (await api.as('ops'))(
      '/api/brands/2/contacts',
      jsonBody('POST', payload),
    );
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(fields);
    expect(api.backend.store.revision).toBe(before);
  });

  it.each([
    ['a brand user, another brand', 'brand', '/api/brands/4/contacts', 403],
    ['Read Only', 'readonly', '/api/brands/2/contacts', 403],
  ] as const)('refuses %s', async (_label, persona, path, status) => {
    const response = await (await api.as(persona))(path, jsonBody('POST', { name: 'X' }));
    expect(response.status).toBe(status);
  });
});

describe('PUT and DELETE /api/{subjectType}/{subjectId}/contacts/{id}', () => {
  it('edits a contact', async () => {
    const contact = contactsOf('brand:2')[0];
    const response = await (await api.as('ops'))(
      `/api/brands/2/contacts/${contact?.id}`,
      jsonBody('PUT', { title: 'CMO', phone: null }),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      id: contact?.id,
      title: 'CMO',
      phone: null,
    });
  });

  it('deletes a contact softly and hands the primary role on', async () => {
    const client = await api.as('ops');
    await client('/api/brands/2/contacts', jsonBody('POST', { name: 'Second One' }));
    const primary = contactsOf('brand:2').find((row) => row.is_primary);
    expect(
      (await client(`/api/brands/2/contacts/${primary?.id}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect(
      api.backend.store.contacts.getIncludingDeleted(primary?.id ?? 0)?.deleted_at,
    ).not.toBeNull();
    expect(contactsOf('brand:2').filter((row) => row.is_primary)).toHaveLength(1);
  });

  it.each([
    [
      'a contact of another subject',
      'ops',
      (): string => `/api/brands/3/contacts/${contactsOf('brand:2')[0]?.id}`,
      404,
    ],
    ['an unknown contact', 'ops', (): string => '/api/brands/2/contacts/999999', 404],
    [
      'a brand user, another brand',
      'brand',
      () => `/api/brands/4/contacts/${contactsOf('brand:4')[0]?.id}`,
      403,
    ],
  ] as const)('refuses %s', async (_label, persona, path, status) => {
    const client = await api.as(persona);
    expect((await client(path(), jsonBody('PUT', { name: 'X' }))).status).toBe(status);
    expect((await client(path(), { method: 'DELETE' })).status).toBe(status);
  });

  it('answers 422 for an empty update', async () => {
    const contact = contactsOf('brand:2')[0];
    const response = await (await api.as('ops'))(
      `/api/brands/2/contacts/${contact?.id}`,
      jsonBody('PUT', {}),
    );
    expect(response.status).toBe(422);
  });
});
