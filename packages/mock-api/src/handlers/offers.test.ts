import { describe, expect, it } from 'vitest';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

type Row = { id: number; brand_id: number };

describe('GET /api/offers', () => {
  it('lists a brand’s offers with the brand included', async () => {
    const body = await (await (await api.as('ops'))('/api/offers?brand_id=2')).json();
    expect(body.data.map((row: Row) => row.id)).toEqual(
      api.backend.store.offers
        .lookup('brand_id', 2)
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((row) => row.id),
    );
    expect(body.included.brands.map((row: Row) => row.id)).toEqual([2]);
  });

  it('shows brand users their brands’ offers only, and refuses creators', async () => {
    const body = await (await (await api.as('brand'))('/api/offers?per_page=100')).json();
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((row: Row) => [2, 3, 5].includes(row.brand_id))).toBe(true);
    expect((await (await api.as('creator'))('/api/offers')).status).toBe(403);
  });
});

describe('POST /api/offers', () => {
  it('creates a flat-rate offer', async () => {
    const response = await (await api.as('ops'))(
      '/api/offers',
      jsonBody('POST', {
        brand_id: 2,
        name: 'Holiday read',
        brand_flat_rate: 5000,
        creator_flat_rate: 3500,
      }),
    );
    expect(response.status).toBe(201);
    expect((await response.json()).data).toMatchObject({
      brand_id: 2,
      name: 'Holiday read',
      brand_flat_rate: 5000,
      creator_flat_rate: 3500,
      brand_cpa_rate: null,
      is_active: true,
    });
  });

  it.each([
    ['nothing', {}, ['brand_id', 'name']],
    ['no rate', { brand_id: 2, name: 'x' }, ['brand_flat_rate']],
    [
      'a creator share above the brand rate',
      { brand_id: 2, name: 'x', brand_cpa_rate: 10, creator_cpa_rate: 20 },
      ['creator_cpa_rate'],
    ],
    ['a negative rate', { brand_id: 2, name: 'x', brand_flat_rate: -1 }, ['brand_flat_rate']],
  ])('answers 422 for %s', async (_label, payload, fields) => {
    const before = api.backend.store.revision;
    const response = await (await api.as('ops'))('/api/offers', jsonBody('POST', payload));
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(fields);
    expect(api.backend.store.revision).toBe(before);
  });

  it('answers 403 for brand users', async () => {
    const response = await (await api.as('brand'))(
      '/api/offers',
      jsonBody('POST', { brand_id: 2, name: 'x', brand_flat_rate: 1 }),
    );
    expect(response.status).toBe(403);
  });
});

describe('PUT, DELETE /api/offers/:id', () => {
  it('updates and soft-deletes an offer', async () => {
    const offer = api.backend.store.offers.all()[0] as Row;
    const client = await api.as('ops');
    const updated = await client(
      `/api/offers/${offer.id}`,
      jsonBody('PUT', { is_active: false, description: null }),
    );
    expect(updated.status).toBe(200);
    expect((await updated.json()).data).toMatchObject({ is_active: false, description: null });
    expect((await client(`/api/offers/${offer.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await client(`/api/offers/${offer.id}`, jsonBody('PUT', { name: 'x' }))).status).toBe(
      404,
    );
  });

  it('answers 422 when a change breaks the rates, and 403 for creators', async () => {
    const offer = api.backend.store.offers.all().find((row) => row.brand_flat_rate !== null) as Row;
    const client = await api.as('ops');
    const response = await client(
      `/api/offers/${offer.id}`,
      jsonBody('PUT', { creator_flat_rate: 100_000_000 }),
    );
    expect(response.status).toBe(422);
    expect(
      (await (await api.as('creator'))(`/api/offers/${offer.id}`, { method: 'DELETE' })).status,
    ).toBe(403);
  });
});

describe('GET /api/offers, sorts and filters', () => {
  it.each(['-created_at', 'brand_flat_rate', '-brand_cpa_rate', 'id'])(
    'sorts by %s',
    async (sort) => {
      const response = await (await api.as('ops'))(`/api/offers?sort=${sort}&is_active=1&s=a`);
      expect(response.status).toBe(200);
    },
  );
});
