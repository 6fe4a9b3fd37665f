import { describe, expect, it } from 'vitest';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

type Row = { id: number; brand_id: number; publisher_id: number | null; code: string };

describe('GET /api/promo_codes', () => {
  it('lists codes with brands and creators included', async () => {
    const body = await (await (await api.as('ops'))('/api/promo_codes?per_page=50')).json();
    expect(body.meta.total).toBe(api.backend.store.promoCodes.size);
    const creatorIds = new Set(
      body.data.map((row: Row) => row.publisher_id).filter((id: number | null) => id !== null),
    );
    expect(new Set(body.included.creators.map((row: Row) => row.id))).toEqual(creatorIds);
  });

  it('filters by brand, brand-wide and code', async () => {
    const client = await api.as('ops');
    const brandWide = await (await client('/api/promo_codes?brand_id=2&brand_wide=1')).json();
    expect(
      brandWide.data.every((row: Row) => row.brand_id === 2 && row.publisher_id === null),
    ).toBe(true);
    const code = (api.backend.store.promoCodes.all()[0] as Row).code;
    const byCode = await (await client(`/api/promo_codes?s=${code.toLowerCase()}`)).json();
    expect(byCode.data.map((row: Row) => row.code)).toContain(code);
  });

  it('shows creator users their creators’ codes and brand users their brands’', async () => {
    const creator = await (await (await api.as('creator'))('/api/promo_codes?per_page=100')).json();
    expect(
      creator.data.every(
        (row: Row) => row.publisher_id !== null && [1, 2].includes(row.publisher_id),
      ),
    ).toBe(true);
    const brand = await (await (await api.as('brand'))('/api/promo_codes?per_page=100')).json();
    expect(brand.data.length).toBeGreaterThan(0);
    expect(brand.data.every((row: Row) => [2, 3, 5].includes(row.brand_id))).toBe(true);
  });

  it('answers 422 for a bad filter', async () => {
    expect((await (await api.as('ops'))('/api/promo_codes?active=sometimes')).status).toBe(422);
  });
});

describe('POST /api/promo_codes', () => {
  it('creates a code, upper-cased', async () => {
    const response = await (await api.as('ops'))(
      '/api/promo_codes',
      jsonBody('POST', {
        brand_id: 2,
        publisher_id: 1,
        code: 'cory20',
        starts_on: '2026-12-01',
        ends_on: '2027-01-31',
      }),
    );
    expect(response.status).toBe(201);
    expect((await response.json()).data).toMatchObject({
      brand_id: 2,
      publisher_id: 1,
      code: 'CORY20',
    });
  });

  it.each([
    ['nothing', {}, ['brand_id', 'code']],
    ['a code with spaces', { brand_id: 2, code: 'TWO WORDS' }, ['code']],
    [
      'an end before the start',
      { brand_id: 2, code: 'OK1', starts_on: '2026-12-02', ends_on: '2026-12-01' },
      ['ends_on'],
    ],
    ['an unknown creator', { brand_id: 2, code: 'OK2', publisher_id: 999999 }, ['publisher_id']],
  ])('answers 422 for %s', async (_label, payload, fields) => {
    const response = await (await api.as('ops'))('/api/promo_codes', jsonBody('POST', payload));
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(fields);
  });

  it('refuses a code the brand already has, in any case', async () => {
    const existing = api.backend.store.promoCodes.all()[0] as Row;
    const response = await (await api.as('ops'))(
      '/api/promo_codes',
      jsonBody('POST', { brand_id: existing.brand_id, code: existing.code.toLowerCase() }),
    );
    expect(Object.keys((await response.json()).errors)).toEqual(['code']);
  });

  it('answers 403 for creator users', async () => {
    const response = await (await api.as('creator'))(
      '/api/promo_codes',
      jsonBody('POST', { brand_id: 2, code: 'MINE' }),
    );
    expect(response.status).toBe(403);
  });
});

describe('GET /api/promo_codes/:id', () => {
  it('answers a code with its brand', async () => {
    const code = api.backend.store.promoCodes.all()[0] as Row;
    const { data } = await (await (await api.as('ops'))(`/api/promo_codes/${code.id}`)).json();
    expect(data).toMatchObject({ id: code.id, brand: { id: code.brand_id } });
  });

  it('answers 404 for an unknown code and 403 for another brand’s', async () => {
    const client = await api.as('brand');
    expect((await client('/api/promo_codes/999999')).status).toBe(404);
    const other = api.backend.store.promoCodes
      .all()
      .find((row) => ![2, 3, 5].includes(row.brand_id)) as Row;
    expect((await client(`/api/promo_codes/${other.id}`)).status).toBe(403);
  });
});

describe('GET /api/promo_codes, sorts and filters', () => {
  it.each(['code', 'starts_on', '-ends_on', 'id'])('sorts by %s', async (sort) => {
    const response = await (await api.as('ops'))(`/api/promo_codes?sort=${sort}&active=1`);
    expect(response.status).toBe(200);
  });

  it('filters by creator', async () => {
    const body = await (
      await (
        await api.as('ops')
      )('/api/promo_codes?publishers=1&per_page=100')
    ).json();
    expect(body.data.every((row: Row) => row.publisher_id === 1)).toBe(true);
  });
});
