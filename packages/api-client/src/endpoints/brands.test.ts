import { describe, expect, it } from 'vitest';
import type { ListPage } from '../decode/decoders.ts';
import { setupMockApi, signedInAs } from '../test/mockApi.ts';
import {
  createBrand,
  getBrand,
  getBrandStats,
  listBrands,
  updateBrand,
  updateBrandBudget,
} from './brands.ts';

const { backend } = setupMockApi();

async function walk<T>(page: (cursor?: string) => Promise<ListPage<T>>): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | undefined;
  for (let guard = 0; guard < 100; guard += 1) {
    const answer = await page(cursor);
    rows.push(...answer.data);
    if (answer.links.next === null) return rows;
    cursor = answer.links.next;
  }
  throw new Error('too many pages');
}

const PNG = new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], {
  type: 'image/png',
});

describe('listBrands', () => {
  it('fills representatives from included.users and embeds agencies', async () => {
    const test = await signedInAs('admin@airtime.test');
    const page = await test.client.request(listBrands, { query: { per_page: 100 } });
    expect(page.meta.total).toBe(backend.store.brands.size);
    const represented = page.data.filter((brand) => brand.representative_id !== null);
    expect(represented.length).toBeGreaterThan(0);
    for (const brand of represented) {
      expect(brand.representative?.id).toBe(brand.representative_id);
      expect(brand.representative?.email).toMatch(/@/);
    }
    expect(
      page.data.find((brand) => brand.id === 1)?.agencies?.map((agency) => agency.id),
    ).toContain(38);
    expect(test.warnings).toEqual([]);
  });

  it.each([true, false])('keeps airtime_customer=%s brands only', async (customer) => {
    const test = await signedInAs('admin@airtime.test');
    const page = await test.client.request(listBrands, {
      query: { airtime_customer: customer, per_page: 100 },
    });
    const expected = backend.store.brands
      .all()
      .filter((brand) => brand.airtime_customer === customer);
    expect(page.data.map((brand) => brand.id).sort((a, b) => a - b)).toEqual(
      expected.map((brand) => brand.id),
    );
  });

  it('filters by name, agency and activity, and sorts by budget descending', async () => {
    const test = await signedInAs('admin@airtime.test');
    const byName = await test.client.request(listBrands, { query: { s: 'AIRTIME' } });
    expect(byName.data.map((brand) => brand.id)).toEqual([1]);
    const byAgency = await test.client.request(listBrands, {
      query: { agency_id: [38], is_active: true },
    });
    expect(byAgency.data.map((brand) => brand.id)).toContain(1);
    expect(byAgency.data.every((brand) => brand.is_active)).toBe(true);
    const byBudget = await test.client.request(listBrands, {
      query: { sort: '-budget', per_page: 100 },
    });
    const budgets = byBudget.data.map((brand) => brand.budget);
    const set = budgets.filter((budget): budget is number => budget !== null);
    expect(set.length).toBeGreaterThan(1);
    expect(set).toEqual([...set].sort((a, b) => b - a));
  });

  it('pages with the cursor, every brand once', async () => {
    const test = await signedInAs('admin@airtime.test');
    const rows = await walk((cursor) =>
      test.client.request(listBrands, {
        query: {
          sort: 'last_event_date',
          per_page: 7,
          ...(cursor === undefined ? {} : { cursor }),
        },
      }),
    );
    const ids = rows.map((brand) => brand.id);
    expect(ids).toHaveLength(backend.store.brands.size);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows a brand user only their brands', async () => {
    const test = await signedInAs('brand@airtime.test');
    const page = await test.client.request(listBrands, { query: { sort: 'id' } });
    expect(page.data.map((brand) => brand.id)).toEqual([2, 3, 5]);
  });
});

describe('brand detail and stats', () => {
  it('answers the brand with representative, metric types and threads', async () => {
    const test = await signedInAs('admin@airtime.test');
    const brand = await test.client.request(getBrand, { params: { id: 2 } });
    expect(brand.id).toBe(2);
    expect(Array.isArray(brand.customMetricTypes)).toBe(true);
    expect(Array.isArray(brand.threads)).toBe(true);
    if (brand.representative_id !== null)
      expect(brand.representative?.id).toBe(brand.representative_id);
    expect(test.warnings).toEqual([]);
  });

  it('answers a brand’s stats', async () => {
    const test = await signedInAs('brand@airtime.test');
    const stats = await test.client.request(getBrandStats, { params: { id: 2 } });
    expect(stats.brand_id).toBe(2);
    expect(stats.aired_events_count + stats.upcoming_events_count).toBeGreaterThan(0);
    await expect(test.client.request(getBrandStats, { params: { id: 4 } })).rejects.toMatchObject({
      status: 403,
    });
  });
});

describe('brand writes', () => {
  it('creates a brand with a logo as form data, then updates it with the PUT override', async () => {
    const test = await signedInAs('admin@airtime.test');
    const created = await test.client.request(createBrand, {
      body: {
        name: 'Zephyr Outdoor',
        logo: PNG,
        agency_ids: [38, 176],
        budget: 120_000,
        is_active: true,
      },
    });
    expect(created).toMatchObject({ name: 'Zephyr Outdoor', budget: 120_000, is_active: true });
    expect(created.logo).toMatch(/^data:image\/png;base64,/);
    expect(created.agencies?.map((agency) => agency.id).sort((a, b) => a - b)).toEqual([38, 176]);
    const updated = await test.client.request(updateBrand, {
      params: { id: created.id },
      body: { name: 'Zephyr Outdoors', is_active: false, website: null, representative_id: 3 },
    });
    expect(updated).toMatchObject({
      name: 'Zephyr Outdoors',
      is_active: false,
      representative_id: 3,
    });
    expect(updated.representative?.id).toBe(3);
    const listed = await test.client.request(listBrands, {
      query: { s: 'zephyr', is_active: false },
    });
    expect(listed.data.map((brand) => brand.name)).toEqual(['Zephyr Outdoors']);
  });

  it('sets and clears the budget', async () => {
    const test = await signedInAs('admin@airtime.test');
    const set = await test.client.request(updateBrandBudget, {
      params: { id: 2 },
      body: { budget: 55_000 },
    });
    expect(set.budget).toBe(55_000);
    expect((await test.client.request(getBrand, { params: { id: 2 } })).budget).toBe(55_000);
    const cleared = await test.client.request(updateBrandBudget, {
      params: { id: 2 },
      body: { budget: null },
    });
    expect(cleared.budget).toBeNull();
  });

  it('surfaces 422 field errors', async () => {
    const test = await signedInAs('admin@airtime.test');
    const taken = backend.store.brands.get(2)?.name ?? '';
    const error = await test.client
      .request(createBrand, {
        body: { name: taken, representative_id: 7, agency_ids: [99_999] },
      })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 422,
      errors: {
        name: ['The name has already been taken.'],
        representative_id: ['The selected representative id is invalid.'],
        agency_ids: ['The selected agency ids is invalid.'],
      },
    });
    await expect(
      test.client.request(updateBrandBudget, { params: { id: 2 }, body: { budget: -5 } }),
    ).rejects.toMatchObject({ status: 422, errors: { budget: [expect.any(String)] } });
  });

  it('refuses a Read Only user with the server’s message', async () => {
    const test = await signedInAs('readonly@airtime.test');
    await expect(
      test.client.request(updateBrand, { params: { id: 2 }, body: { name: 'Nope' } }),
    ).rejects.toMatchObject({
      status: 403,
      type: 'read_only',
      message: 'Your account is read-only: you cannot make changes.',
    });
    await expect(
      test.client.request(updateBrandBudget, { params: { id: 2 }, body: { budget: 1 } }),
    ).rejects.toMatchObject({
      status: 403,
    });
  });
});
