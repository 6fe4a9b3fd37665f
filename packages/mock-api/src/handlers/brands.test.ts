import { describe, expect, it } from 'vitest';
import type { SessionFetch } from '../node/index.ts';
import { formBody, jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

async function walk(client: SessionFetch, path: string, perPage: number): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 200; guard += 1) {
    const separator = path.includes('?') ? '&' : '?';
    const response = await client(
      `${path}${separator}per_page=${perPage}${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`,
    );
    const body: { data: Array<{ id: number }>; links: { next: string | null } } =
      await response.json();
    ids.push(...body.data.map((row) => row.id));
    cursor = body.links.next;
    if (cursor === null) break;
  }
  return ids;
}

describe('GET /api/brands', () => {
  it.each(['name', '-name', 'last_event_date', '-budget', 'created_at'])(
    'walks every brand once sorted by %s',
    async (sort) => {
      const client = await api.as('ops');
      const ids = await walk(client, `/api/brands?sort=${sort}`, 7);
      expect(ids).toHaveLength(api.backend.store.brands.size);
      expect(new Set(ids).size).toBe(ids.length);
    },
  );

  it('answers the envelope with representatives in included.users and agencies embedded', async () => {
    const client = await api.as('ops');
    const body = await (await client('/api/brands?per_page=5')).json();
    expect(Object.keys(body).sort()).toEqual(['data', 'included', 'links', 'meta']);
    expect(body.meta).toEqual({ per_page: 5, total: api.backend.store.brands.size });
    const representativeIds = new Set(
      body.data.map((brand: { representative_id: number }) => brand.representative_id),
    );
    expect(new Set(body.included.users.map((user: { id: number }) => user.id))).toEqual(
      representativeIds,
    );
    expect(body.data[0].agencies.length).toBeGreaterThan(0);
  });

  it.each([
    ['airtime_customer=1', (brand: { airtime_customer: boolean }) => brand.airtime_customer],
    ['airtime_customer=false', (brand: { airtime_customer: boolean }) => !brand.airtime_customer],
    ['is_active=0', (brand: { is_active: boolean }) => !brand.is_active],
  ])('filters with %s', async (filter, expected) => {
    const client = await api.as('ops');
    const body = await (await client(`/api/brands?${filter}&per_page=100`)).json();
    const all = api.backend.store.brands.all().filter((brand) => expected(brand as never));
    expect(
      body.data.map((brand: { id: number }) => brand.id).sort((a: number, b: number) => a - b),
    ).toEqual(all.map((brand) => brand.id));
  });

  it('filters by agency and by name', async () => {
    const client = await api.as('ops');
    const byAgency = await (await client('/api/brands?agency_id=38')).json();
    expect(byAgency.data.map((brand: { id: number }) => brand.id)).toContain(1);
    const byName = await (await client('/api/brands?s=AIRTIME')).json();
    expect(byName.data.map((brand: { id: number }) => brand.id)).toEqual([1]);
  });

  it('shows brand users only their brands', async () => {
    const client = await api.as('brand');
    const body = await (await client('/api/brands?sort=id')).json();
    expect(body.data.map((brand: { id: number }) => brand.id)).toEqual([2, 3, 5]);
  });

  it.each([
    ['a bad boolean', '/api/brands?airtime_customer=maybe', 'airtime_customer'],
    ['an unknown sort', '/api/brands?sort=password', 'sort'],
    ['a forged cursor', '/api/brands?cursor=eyJzIjoibmFtZSJ9', 'cursor'],
  ])('answers 422 for %s', async (_label, path, field) => {
    const response = await (await api.as('ops'))(path);
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual([field]);
  });

  it('answers 401 signed out', async () => {
    expect((await api.anonymous()('/api/brands')).status).toBe(401);
  });
});

describe('POST /api/brands', () => {
  it('creates a brand with agencies', async () => {
    const client = await api.as('admin');
    const response = await client(
      '/api/brands',
      jsonBody('POST', {
        name: 'Brand New Co',
        airtime_customer: true,
        agency_ids: [38, 176],
        budget: 250000,
        industry_id: 2,
        representative_id: 3,
      }),
    );
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({
      name: 'Brand New Co',
      airtime_customer: true,
      budget: 250000,
      representative: { id: 3 },
      industry: { id: 2 },
    });
    expect(data.agencies.map((agency: { id: number }) => agency.id)).toEqual([38, 176]);
  });

  it('creates a brand from form data with a logo', async () => {
    const client = await api.as('admin');
    const logo = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    const response = await client(
      '/api/brands',
      formBody('POST', { name: 'Form Brand', is_active: '0', agency_ids: ['38'], logo }),
    );
    expect(response.status).toBe(201);
    expect((await response.json()).data).toMatchObject({
      name: 'Form Brand',
      is_active: false,
      logo: expect.stringMatching(/^data:image\/svg/),
    });
  });

  it.each([
    ['no name', {}, ['name']],
    ['a duplicate name', { name: 'Airtime' }, ['name']],
    [
      'unknown references',
      { name: 'X1', agency_ids: [999], industry_id: 999, representative_id: 7 },
      ['industry_id', 'representative_id', 'agency_ids'],
    ],
    ['wrong types', { name: 'X2', budget: 'lots', is_active: 'sure' }, ['is_active', 'budget']],
    ['a negative budget', { name: 'X3', budget: -5 }, ['budget']],
  ])('answers 422 for %s', async (_label, payload, fields) => {
    const client = await api.as('admin');
    const before = api.backend.store.revision;
    const response = await client('/api/brands', jsonBody('POST', payload));
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(fields);
    expect(api.backend.store.revision).toBe(before);
  });

  it('refuses Read Only and brand users (403), signed out (401), missing XSRF (419)', async () => {
    expect(
      (await (await api.as('readonly'))('/api/brands', jsonBody('POST', { name: 'Q' }))).status,
    ).toBe(403);
    expect(
      (await (await api.as('brand'))('/api/brands', jsonBody('POST', { name: 'Q' }))).status,
    ).toBe(403);
    const anonymous = api.anonymous();
    await anonymous.csrf();
    expect((await anonymous('/api/brands', jsonBody('POST', { name: 'Q' }))).status).toBe(401);
    const client = await api.as('admin');
    client.cookies.delete('XSRF-TOKEN');
    expect((await client('/api/brands', jsonBody('POST', { name: 'Q' }))).status).toBe(419);
  });
});

describe('GET /api/brands/{id} and POST with _method=PUT', () => {
  it('answers a brand with its details', async () => {
    const { data } = await (await (await api.as('ops'))('/api/brands/2')).json();
    expect(data).toMatchObject({
      id: 2,
      agencies: expect.any(Array),
      customMetricTypes: expect.any(Array),
      threads: expect.any(Array),
    });
  });

  it.each([
    ['a brand user, one of theirs', 'brand', '/api/brands/3', 200],
    ['a brand user, another brand', 'brand', '/api/brands/4', 403],
    ['a creator user, a partner brand', 'creator', '/api/brands/2', 200],
    ['an unknown brand', 'ops', '/api/brands/9999', 404],
  ] as const)('%s', async (_label, persona, path, status) => {
    expect((await (await api.as(persona))(path)).status).toBe(status);
  });

  it('updates with method spoofing from form data', async () => {
    const client = await api.as('admin');
    const response = await client(
      '/api/brands/2',
      formBody('POST', {
        _method: 'PUT',
        name: 'Renamed Brand',
        airtime_customer: '0',
        agency_ids: ['176'],
      }),
    );
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({ id: 2, name: 'Renamed Brand', airtime_customer: false });
    expect(data.agencies.map((agency: { id: number }) => agency.id)).toEqual([176]);
  });

  it.each([
    ['POST without _method', { name: 'X' }, 405],
    ['a duplicate name', { _method: 'PUT', name: 'Airtime' }, 422],
    ['a bad website', { _method: 'PUT', website: 'nope' }, 422],
  ] as const)('refuses %s', async (_label, fields, status) => {
    const client = await api.as('admin');
    const response = await client(
      '/api/brands/2',
      formBody('POST', fields as Record<string, string>),
    );
    expect(response.status).toBe(status);
  });

  it('refuses Read Only (403), signed out (401), missing XSRF (419)', async () => {
    const fields = { _method: 'PUT', name: 'Nope' };
    expect(
      (await (await api.as('readonly'))('/api/brands/2', formBody('POST', fields))).status,
    ).toBe(403);
    const anonymous = api.anonymous();
    await anonymous.csrf();
    expect((await anonymous('/api/brands/2', formBody('POST', fields))).status).toBe(401);
    const client = await api.as('admin');
    client.cookies.delete('XSRF-TOKEN');
    expect((await client('/api/brands/2', formBody('POST', fields))).status).toBe(419);
  });
});

describe('GET /api/brand/{id}/stats', () => {
  it('answers the headline figures', async () => {
    const { data } = await (await (await api.as('ops'))('/api/brand/2/stats')).json();
    expect(data).toMatchObject({
      brand_id: 2,
      aired_events_count: expect.any(Number),
      total_spend: expect.any(Number),
    });
    expect(data.aired_events_count + data.upcoming_events_count).toBeGreaterThan(0);
  });

  it.each([
    ['another brand’s stats for a brand user', 'brand', '/api/brand/4/stats', 403],
    ['an unknown brand', 'ops', '/api/brand/9999/stats', 404],
  ] as const)('refuses %s', async (_label, persona, path, status) => {
    expect((await (await api.as(persona))(path)).status).toBe(status);
  });

  // Decisions §9 "Who may read what": agency staff and the brand's users, never a creator.
  it.each([
    ['superadmin', 200],
    ['admin', 200],
    ['ops', 200],
    ['finance', 200],
    ['readonly', 200],
    ['prospector', 200],
    ['brand', 200],
    ['creator', 403],
  ] as const)('%s reads brand 2’s overall figures: %i', async (persona, status) => {
    const response = await (await api.as(persona))('/api/brand/2/stats');
    expect(response.status).toBe(status);
    if (status === 403)
      expect((await response.json()).message).toBe(
        "Creators cannot see a brand's overall figures.",
      );
  });

  it('answers 401 signed out', async () => {
    expect((await api.anonymous()('/api/brand/2/stats')).status).toBe(401);
  });
});

describe('POST /api/brands/{id}/budget', () => {
  it('sets and clears the budget', async () => {
    const client = await api.as('admin');
    expect(
      (await (await client('/api/brands/2/budget', jsonBody('POST', { budget: 120000 }))).json())
        .data.budget,
    ).toBe(120000);
    expect(
      (await (await client('/api/brands/2/budget', jsonBody('POST', { budget: null }))).json()).data
        .budget,
    ).toBeNull();
  });

  it.each([
    ['no budget field', {}, 422],
    ['a budget that is not a number', { budget: 'a lot' }, 422],
    ['a fractional budget', { budget: 10.5 }, 422],
  ])('answers 422 for %s', async (_label, payload, status) => {
    expect(
      (await (await api.as('admin'))('/api/brands/2/budget', jsonBody('POST', payload))).status,
    ).toBe(status);
  });

  it('needs view_brands.revenue: ops gets 403 with a message', async () => {
    const response = await (await api.as('ops'))(
      '/api/brands/2/budget',
      jsonBody('POST', { budget: 1 }),
    );
    expect(response.status).toBe(403);
    expect((await response.json()).message).toMatch(/view_brands\.revenue/);
  });

  it('refuses Read Only (403) although it has the permission', async () => {
    expect(
      (await (await api.as('readonly'))('/api/brands/2/budget', jsonBody('POST', { budget: 1 })))
        .status,
    ).toBe(403);
  });

  it('answers 401 signed out and 419 without XSRF', async () => {
    const anonymous = api.anonymous();
    await anonymous.csrf();
    expect((await anonymous('/api/brands/2/budget', jsonBody('POST', { budget: 1 }))).status).toBe(
      401,
    );
    const client = await api.as('admin');
    client.cookies.delete('XSRF-TOKEN');
    expect((await client('/api/brands/2/budget', jsonBody('POST', { budget: 1 }))).status).toBe(
      419,
    );
  });
});

describe('POST /api/brand/select', () => {
  it('stores the selection on the session, also for Read Only', async () => {
    for (const persona of ['brand', 'readonly'] as const) {
      const client = await api.as(persona);
      const response = await client('/api/brand/select', jsonBody('POST', { brand_id: 3 }));
      expect(response.status).toBe(200);
      expect((await response.json()).data.id).toBe(3);
    }
  });

  it.each([
    ['a brand the user cannot see', 'brand', { brand_id: 4 }, 422],
    ['no brand id', 'brand', {}, 422],
    ['a creator user', 'creator', { brand_id: 2 }, 403],
  ] as const)('refuses %s', async (_label, persona, payload, status) => {
    expect(
      (await (await api.as(persona))('/api/brand/select', jsonBody('POST', payload))).status,
    ).toBe(status);
  });

  it('answers 401 signed out and 419 without XSRF', async () => {
    const anonymous = api.anonymous();
    await anonymous.csrf();
    expect((await anonymous('/api/brand/select', jsonBody('POST', { brand_id: 3 }))).status).toBe(
      401,
    );
    const client = await api.as('brand');
    client.cookies.delete('XSRF-TOKEN');
    expect((await client('/api/brand/select', jsonBody('POST', { brand_id: 3 }))).status).toBe(419);
  });
});

describe('brands with access', () => {
  it.each([
    ['the brand persona’s own list', 'brand', '/api/brand/brands-with-access?sort=id', [2, 3, 5]],
    [
      'another user’s list, by the double-slash path',
      'ops',
      '/api//brand/brands-with-access/7?sort=id',
      [2, 3, 5],
    ],
  ] as const)('%s', async (_label, persona, path, ids) => {
    const body = await (await (await api.as(persona))(path)).json();
    expect(body.data.map((brand: { id: number }) => brand.id)).toEqual(ids);
  });

  it('gives agency users every brand', async () => {
    const body = await (await (await api.as('ops'))('/api/brand/brands-with-access')).json();
    expect(body.meta.total).toBe(api.backend.store.brands.size);
  });

  it.each([
    ['a creator on the own list', 'creator', '/api/brand/brands-with-access', 403],
    ['a brand user on someone else’s', 'brand', '/api//brand/brands-with-access/2', 403],
    ['an unknown user', 'ops', '/api//brand/brands-with-access/9999', 404],
    ['a bad filter', 'ops', '/api/brand/brands-with-access?is_active=perhaps', 422],
  ] as const)('refuses %s', async (_label, persona, path, status) => {
    expect((await (await api.as(persona))(path)).status).toBe(status);
  });

  it('answers 401 signed out', async () => {
    expect((await api.anonymous()('/api/brand/brands-with-access')).status).toBe(401);
    expect((await api.anonymous()('/api//brand/brands-with-access/7')).status).toBe(401);
  });
});
