import { describe, expect, it } from 'vitest';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

describe('GET /api/brands/:id/competitors', () => {
  it('answers no competitors and the 14-day window until the brand sets them', async () => {
    const client = await api.as('ops');
    const response = await client('/api/brands/2/competitors');
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({
      brand_id: 2,
      competitor_brand_ids: [],
      window_days: 14,
      competitors: [],
    });
  });

  it('lets a brand user read their own brand, not another', async () => {
    const client = await api.as('brand');
    expect((await client('/api/brands/2/competitors')).status).toBe(200);
    const refused = await client('/api/brands/4/competitors');
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('You do not have access to this brand.');
  });

  it('refuses creators', async () => {
    const client = await api.as('creator');
    const refused = await client('/api/brands/2/competitors');
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('Creators cannot do this.');
  });

  it('answers 404 for a brand that does not exist', async () => {
    const client = await api.as('ops');
    expect((await client('/api/brands/999999/competitors')).status).toBe(404);
  });
});

describe('PUT /api/brands/:id/competitors', () => {
  it('sets the competitors and the window, which the brand then reads, by name', async () => {
    const client = await api.as('admin');
    const { store } = api.backend;
    const names = [3, 4].map((id) => store.brands.get(id)?.name ?? '');
    const response = await client(
      '/api/brands/2/competitors',
      jsonBody('PUT', { competitor_brand_ids: [4, 3, 4], window_days: 21 }),
    );
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.window_days).toBe(21);
    expect(data.competitors.map((brand: { name: string }) => brand.name)).toEqual(
      [...names].sort((a, b) => a.localeCompare(b)),
    );
    expect([...data.competitor_brand_ids].sort()).toEqual([3, 4]);
    const brandUser = await api.as('brand');
    const read = await (await brandUser('/api/brands/2/competitors')).json();
    expect(read.data.window_days).toBe(21);
  });

  it('changes one field and keeps the other', async () => {
    const client = await api.as('admin');
    await client('/api/brands/2/competitors', jsonBody('PUT', { competitor_brand_ids: [3] }));
    const response = await client('/api/brands/2/competitors', jsonBody('PUT', { window_days: 0 }));
    const { data } = await response.json();
    expect(data).toMatchObject({ competitor_brand_ids: [3], window_days: 0 });
  });

  it.each([
    [
      'its own brand',
      { competitor_brand_ids: [2] },
      'competitor_brand_ids',
      'A brand cannot be its own competitor.',
    ],
    [
      'a brand that does not exist',
      { competitor_brand_ids: [3, 999999] },
      'competitor_brand_ids',
      'The selected competitor brand ids is invalid: no brand 999999.',
    ],
    [
      'a window over 90 days',
      { window_days: 91 },
      'window_days',
      'The window days field must not be greater than 90.',
    ],
    [
      'a negative window',
      { window_days: -1 },
      'window_days',
      'The window days field must be at least 0.',
    ],
    [
      'a window in words',
      { window_days: 'two weeks' },
      'window_days',
      'The window days field must be an integer.',
    ],
  ])('answers 422 for %s', async (_label, body, field, message) => {
    const client = await api.as('admin');
    const before = api.backend.store.brandCompetitors.all();
    const response = await client('/api/brands/2/competitors', jsonBody('PUT', body));
    expect(response.status).toBe(422);
    expect((await response.json()).errors[field]).toEqual([message]);
    expect(api.backend.store.brandCompetitors.all()).toEqual(before);
  });

  it('answers 422 for an empty change', async () => {
    const client = await api.as('admin');
    const response = await client('/api/brands/2/competitors', jsonBody('PUT', {}));
    expect(response.status).toBe(422);
  });

  it('is for agency staff only', async () => {
    const client = await api.as('brand');
    const response = await client(
      '/api/brands/2/competitors',
      jsonBody('PUT', { competitor_brand_ids: [3] }),
    );
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe('Only agency users can do this.');
  });
});
