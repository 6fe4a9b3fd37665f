import { describe, expect, it } from 'vitest';
import { formBody, jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();
const store = () => api.backend.store;
const idsOf = (body: { data: Array<{ id: number }> }) => body.data.map((row) => row.id);

describe('GET /api/creators', () => {
  it('lists creators with channels embedded and their CMs and reps in included.users', async () => {
    const body = await (await (await api.as('ops'))('/api/creators?per_page=10')).json();
    expect(body.meta.total).toBe(store().creators.size);
    expect(body.data[0].channels.length).toBeGreaterThan(0);
    const userIds = new Set(
      body.data.flatMap((row: { rep_cm: number | null; rep_tcp: number | null }) =>
        [row.rep_cm, row.rep_tcp].filter((id) => id !== null),
      ),
    );
    expect(new Set(body.included.users.map((user: { id: number }) => user.id))).toEqual(userIds);
  });

  it.each([
    ['converted=1', (row: { converted: boolean }) => row.converted],
    ['rep_cm=1,2,3', (row: { rep_cm: number | null }) => [1, 2, 3].includes(row.rep_cm ?? 0)],
  ])('filters with %s', async (filter, expected) => {
    const body = await (
      await (
        await api.as('ops')
      )(`/api/creators?${filter}&per_page=100&sort=id`)
    ).json();
    const all = store()
      .creators.all()
      .filter((row) => expected(row as never));
    expect(body.meta.total).toBe(all.length);
    expect(idsOf(body)).toEqual(all.slice(0, 100).map((row) => row.id));
  });

  it('filters by brand relationship and content type', async () => {
    const client = await api.as('ops');
    const byBrand = await (await client('/api/creators?brand_id=2&per_page=100')).json();
    const partners = new Set(
      store()
        .relationships.lookup('brand_id', 2)
        .map((row) => row.publisher_id),
    );
    expect(new Set(idsOf(byBrand))).toEqual(partners);
    const byType = await (await client('/api/creators?content_type_id=12&per_page=100')).json();
    for (const creator of byType.data)
      expect(
        creator.channels.some(
          (channel: { content_type_id: number }) => channel.content_type_id === 12,
        ),
      ).toBe(true);
  });

  it('shows creator users their creators and brand users their partners', async () => {
    expect(idsOf(await (await (await api.as('creator'))('/api/creators?sort=id')).json())).toEqual([
      1, 2,
    ]);
    const brandBody = await (await (await api.as('brand'))('/api/creators?per_page=100')).json();
    const partners = new Set(
      [2, 3, 5].flatMap((id) =>
        store()
          .relationships.lookup('brand_id', id)
          .map((row) => row.publisher_id),
      ),
    );
    expect(new Set(idsOf(brandBody))).toEqual(partners);
  });

  it.each([
    ['a bad boolean', '/api/creators?converted=perhaps'],
    ['an unknown sort', '/api/creators?sort=email'],
  ])('answers 422 for %s', async (_label, path) => {
    expect((await (await api.as('ops'))(path)).status).toBe(422);
  });

  it('answers 401 signed out', async () => {
    expect((await api.anonymous()('/api/creators')).status).toBe(401);
  });
});

describe('POST /api/creators', () => {
  it('creates a creator', async () => {
    const response = await (await api.as('admin'))(
      '/api/creators',
      jsonBody('POST', {
        name: 'Night Owl Radio',
        rep_cm: 3,
        outreach_emails: ['owl@example.com', 'owl@example.com'],
      }),
    );
    expect(response.status).toBe(201);
    expect((await response.json()).data).toMatchObject({
      name: 'Night Owl Radio',
      rep_cm: 3,
      rep_tcp: null,
      outreach_emails: ['owl@example.com'],
      channels: [],
      paymentPreferences: [],
    });
  });

  it.each([
    ['not converted opens its conversion at not-started', {}, 'not-started'],
    ['converted has no conversion to go through', { converted: true }, undefined],
  ])('a new creator %s', async (_label, fields, status) => {
    const response = await (await api.as('admin'))(
      '/api/creators',
      jsonBody('POST', { name: 'New Prospect Hour', ...fields }),
    );
    const created = (await response.json()).data;
    expect(created.conversionProcess?.workflows.conversion.status).toBe(status);
    const processes = await (
      await (
        await api.as('admin')
      )(`/api/processes?subject_type=creator&subject_id=${created.id}`)
    ).json();
    expect(processes.data.length).toBe(status === undefined ? 0 : 1);
  });

  it.each([
    ['no name', {}, ['name']],
    [
      'a brand user as CM and a bad email',
      { name: 'X', rep_cm: 7, outreach_emails: ['nope'] },
      ['outreach_emails'],
    ],
    ['a brand user as CM', { name: 'X', rep_cm: 7 }, ['rep_cm']],
  ])('answers 422 for %s', async (_label, payload, fields) => {
    const before = store().revision;
    const response = await (await api.as('admin'))('/api/creators', jsonBody('POST', payload));
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(fields);
    expect(store().revision).toBe(before);
  });

  it.each(['creator', 'brand', 'readonly'] as const)('refuses %s users (403)', async (persona) => {
    expect(
      (await (await api.as(persona))('/api/creators', jsonBody('POST', { name: 'X' }))).status,
    ).toBe(403);
  });
});

describe('GET, PUT and DELETE /api/creators/{id}', () => {
  it('answers agency staff the full record, creator users theirs without internal threads', async () => {
    const agency = (await (await (await api.as('ops'))('/api/creators/1')).json()).data;
    expect(agency).toMatchObject({
      id: 1,
      channels: expect.any(Array),
      paymentPreferences: expect.any(Array),
    });
    const own = (await (await (await api.as('creator'))('/api/creators/1')).json()).data;
    expect(
      own.threads.every((thread: { visibility: string }) => thread.visibility === 'creator'),
    ).toBe(true);
  });

  it.each([
    ['a creator user, another creator', 'creator', 9, 403],
    ['a brand user, a partner of theirs', 'brand', 1, 200],
    ['an unknown creator', 'ops', 99_999, 404],
  ] as const)('%s: %i', async (_label, persona, id, status) => {
    expect((await (await api.as(persona))(`/api/creators/${id}`)).status).toBe(status);
  });

  it('edits with form data and a logo, through _method=PUT', async () => {
    const logo = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    const response = await (await api.as('admin'))(
      '/api/creators/9',
      formBody('POST', { _method: 'PUT', name: 'Renamed', converted: '1', logo }),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      name: 'Renamed',
      converted: true,
      logo: expect.stringMatching(/^data:image\/svg/),
    });
  });

  it('keeps the profile sent as form data, and clears it with empty values', async () => {
    const put = async (fields: Record<string, string>) =>
      (await api.as('admin'))('/api/creators/9', formBody('POST', { _method: 'PUT', ...fields }));
    const profile = {
      age: '29',
      country: 'US',
      gender: 'non_binary',
      address: '1 Main St, Springfield',
      phone: '+1 (555) 010-2000',
    };
    expect((await (await put(profile)).json()).data).toMatchObject({ ...profile, age: 29 });
    await put({ age: '', address: '' });
    expect(store().creators.get(9)).toMatchObject({ age: null, address: null, country: 'US' });
  });

  it('keeps a creator’s address and phone from brand users, in lists and in the detail', async () => {
    const brand = await api.as('brand');
    // A partner of the brand user's brands, which it may see.
    const id: number = (await (await brand('/api/creators?per_page=1')).json()).data[0].id;
    store().creators.update(id, { address: '1 Main St', phone: '+1 555 010 2000', age: 30 });
    const list = await (await brand(`/api/creators?ids[]=${id}`)).json();
    const detail = await (await brand(`/api/brand/creators/${id}`)).json();
    for (const creator of [list.data[0], detail.data]) {
      expect(creator).toMatchObject({ id, age: 30 });
      expect(creator).not.toHaveProperty('address');
      expect(creator).not.toHaveProperty('phone');
    }
    const admin = await (await (await api.as('admin'))(`/api/creators/${id}`)).json();
    expect(admin.data).toMatchObject({ address: '1 Main St', phone: '+1 555 010 2000' });
  });

  it.each([
    ['no field', {}],
    ['a name too long', { name: 'x'.repeat(256) }],
    ['an age under 13', { age: 12 }],
    ['a country not in the dictionary', { country: 'ZZ' }],
    ['an unknown gender', { gender: 'robot' }],
    ['a phone with letters', { phone: 'call me' }],
  ])('answers 422 for %s', async (_label, payload) => {
    expect(
      (await (await api.as('admin'))('/api/creators/9', jsonBody('PUT', payload))).status,
    ).toBe(422);
  });

  it('deletes a creator and its channels softly', async () => {
    const channels = store().channels.lookup('publisher_id', 9);
    expect((await (await api.as('admin'))('/api/creators/9', { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(store().creators.get(9)).toBeUndefined();
    for (const channel of channels) expect(store().channels.get(channel.id)).toBeUndefined();
  });

  it.each([
    ['a creator user', 'creator', 'PUT', 1, 403],
    ['a creator user', 'creator', 'DELETE', 1, 403],
    ['an unknown creator', 'admin', 'DELETE', 99_999, 404],
    ['an unknown creator', 'admin', 'PUT', 99_999, 404],
  ] as const)('refuses %s (%s %i)', async (_label, persona, method, id, status) => {
    const response = await (await api.as(persona))(
      `/api/creators/${id}`,
      jsonBody(method, { name: 'X' }),
    );
    expect(response.status).toBe(status);
  });
});

describe('the creator app', () => {
  it('lists the selected creator’s brands, active and inactive, with the last aired day', async () => {
    const client = await api.as('creator');
    const body = await (await client('/api/creator/brands')).json();
    const expected = new Set(
      store()
        .relationships.lookup('publisher_id', 1)
        .map((row) => row.brand_id),
    );
    expect(new Set(idsOf(body))).toEqual(expected);
    expect(new Set(body.data.map((brand: { is_active: boolean }) => brand.is_active))).toEqual(
      new Set([true, false]),
    );
    for (const brand of body.data) {
      const aired = store()
        .events.lookup('publisher_id', 1)
        .filter((event) => event.brand_id === brand.id && event.aired_date !== null)
        .map((event) => event.aired_date as string)
        .sort();
      expect(brand.last_event_date).toBe(aired.at(-1) ?? null);
    }
  });

  it('follows the creator chosen with POST /api/creator/select', async () => {
    const client = await api.as('creator');
    const chosen = await client('/api/creator/select', jsonBody('POST', { creator_id: 2 }));
    expect((await chosen.json()).data).toEqual({
      id: 2,
      name: store().creators.get(2)?.name,
      logo: store().creators.get(2)?.logo,
    });
    const body = await (await client('/api/creator/brands?is_active=0')).json();
    const expected = store()
      .relationships.lookup('publisher_id', 2)
      .map((row) => store().brands.get(row.brand_id))
      .filter((brand) => brand !== undefined && !brand.is_active);
    expect(new Set(idsOf(body))).toEqual(new Set(expected.map((brand) => brand?.id)));
  });

  it('answers a creator’s brands by id too', async () => {
    const body = await (await (await api.as('ops'))('/api/creators/2/brands')).json();
    expect(body.data.length).toBe(store().relationships.lookup('publisher_id', 2).length);
  });

  it('lists the creators a user may switch to', async () => {
    const own = await (await (await api.as('creator'))('/api/creator/creators-with-access')).json();
    expect(own.data.map((row: { id: number }) => row.id).sort()).toEqual([1, 2]);
    expect(Object.keys(own.data[0]).sort()).toEqual(['id', 'logo', 'name']);
    const agency = await (
      await (
        await api.as('ops')
      )('/api/creator/creators-with-access?per_page=5')
    ).json();
    expect(agency.meta.total).toBe(store().creators.size);
  });

  it('lets Read Only users choose a creator', async () => {
    const response = await (await api.as('readonly'))(
      '/api/creator/select',
      jsonBody('POST', { creator_id: 3 }),
    );
    expect(response.status).toBe(200);
  });

  it.each([
    ['a brand user’s brand list', 'brand', 'GET', '/api/creator/brands', undefined, 403],
    [
      'a brand user’s creator list',
      'brand',
      'GET',
      '/api/creator/creators-with-access',
      undefined,
      403,
    ],
    ['a brand user choosing', 'brand', 'POST', '/api/creator/select', { creator_id: 1 }, 403],
    ['another creator’s brands', 'creator', 'GET', '/api/creators/9/brands', undefined, 403],
    [
      'another creator by creator_id',
      'creator',
      'GET',
      '/api/creator/brands?creator_id=9',
      undefined,
      422,
    ],
    ['agency staff naming no creator', 'ops', 'GET', '/api/creator/brands', undefined, 422],
    ['choosing another creator', 'creator', 'POST', '/api/creator/select', { creator_id: 9 }, 422],
    ['choosing nothing', 'creator', 'POST', '/api/creator/select', {}, 422],
  ] as const)('refuses %s', async (_label, persona, method, path, payload, status) => {
    const client = await api.as(persona);
    const response = await client(path, method === 'GET' ? {} : jsonBody(method, payload));
    expect(response.status).toBe(status);
  });

  it('answers 401 signed out', async () => {
    expect((await api.anonymous()('/api/creator/brands')).status).toBe(401);
  });
});
