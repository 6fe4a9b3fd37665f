import { describe, expect, it } from 'vitest';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

type Row = { id: number; brand_id: number; provider: string };

/** A brand with no integration of this provider. */
function brandWithout(provider: string): number {
  const { store } = api.backend;
  const brand = store.brands
    .all()
    .find(
      (row) => !store.integrations.lookup('brand_id', row.id).some((i) => i.provider === provider),
    );
  return brand?.id as number;
}

describe('GET /api/integrations', () => {
  it('lists every integration for agency staff, with brands included', async () => {
    const body = await (await (await api.as('ops'))('/api/integrations?per_page=100')).json();
    expect(body.meta.total).toBe(api.backend.store.integrations.size);
    expect(new Set(body.included.brands.map((brand: Row) => brand.id))).toEqual(
      new Set(body.data.map((row: Row) => row.brand_id)),
    );
  });

  it('filters by brand and provider', async () => {
    const first = api.backend.store.integrations.all()[0] as Row;
    const body = await (
      await (
        await api.as('ops')
      )(`/api/integrations?brand_id=${first.brand_id}&provider=${first.provider}`)
    ).json();
    expect(body.data.map((row: Row) => row.id)).toEqual([first.id]);
  });

  it('shows brand users their brands’ only, and refuses creators', async () => {
    const body = await (await (await api.as('brand'))('/api/integrations?per_page=100')).json();
    expect(body.data.every((row: Row) => [2, 3, 5].includes(row.brand_id))).toBe(true);
    expect((await (await api.as('creator'))('/api/integrations')).status).toBe(403);
  });

  it('answers 422 for an unknown provider', async () => {
    expect((await (await api.as('ops'))('/api/integrations?provider=myspace')).status).toBe(422);
  });
});

describe('POST, PUT, DELETE /api/integrations', () => {
  it('creates, renames and deletes an integration', async () => {
    const brandId = brandWithout('shopify');
    const client = await api.as('admin');
    const created = await client(
      '/api/integrations',
      jsonBody('POST', { brand_id: brandId, provider: 'shopify' }),
    );
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(data).toMatchObject({
      brand_id: brandId,
      provider: 'shopify',
      name: 'Shopify',
      is_active: true,
    });
    const renamed = await client(
      `/api/integrations/${data.id}`,
      jsonBody('PUT', { name: 'Shop', is_active: false }),
    );
    expect((await renamed.json()).data).toMatchObject({ name: 'Shop', is_active: false });
    expect((await client(`/api/integrations/${data.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(api.backend.store.integrations.get(data.id)).toBeUndefined();
    expect(api.backend.store.integrations.getIncludingDeleted(data.id)?.deleted_at).not.toBeNull();
  });

  it.each([
    ['nothing', {}, ['brand_id', 'provider']],
    ['an unknown provider', { brand_id: 2, provider: 'myspace' }, ['provider']],
    ['an unknown brand', { brand_id: 999999, provider: 'impact' }, ['brand_id']],
  ])('answers 422 for %s', async (_label, payload, fields) => {
    const response = await (await api.as('admin'))('/api/integrations', jsonBody('POST', payload));
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors).sort()).toEqual([...fields].sort());
  });

  it('refuses a second integration of a provider for a brand', async () => {
    const existing = api.backend.store.integrations.all()[0] as Row;
    const response = await (await api.as('admin'))(
      '/api/integrations',
      jsonBody('POST', { brand_id: existing.brand_id, provider: existing.provider }),
    );
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(['provider']);
  });

  it('answers 404 for unknown ids and 403 for brand users', async () => {
    const admin = await api.as('admin');
    expect((await admin('/api/integrations/999999', jsonBody('PUT', { name: 'x' }))).status).toBe(
      404,
    );
    expect((await admin('/api/integrations/999999', { method: 'DELETE' })).status).toBe(404);
    const brand = await api.as('brand');
    expect(
      (await brand('/api/integrations', jsonBody('POST', { brand_id: 2, provider: 'impact' })))
        .status,
    ).toBe(403);
  });
});

describe('GET /api/integrations, sorts and filters', () => {
  it.each(['provider', '-created_at', 'last_synced_at', 'id'])('sorts by %s', async (sort) => {
    const response = await (await api.as('ops'))(`/api/integrations?sort=${sort}&is_active=1&s=i`);
    expect(response.status).toBe(200);
  });
});
