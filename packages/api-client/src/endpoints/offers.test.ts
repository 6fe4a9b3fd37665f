import type { Offer } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import type { ListPage } from '../decode/decoders.ts';

import { failure, setupMockApi, signedInAs } from '../test/mockApi.ts';
import { createOffer, deleteOffer, listOffers, updateOffer } from './offers.ts';

setupMockApi();

describe('offers', () => {
  it('lists with filters and sorts, brands filled from included', async () => {
    const { client, warnings } = await signedInAs('admin@airtime.test');
    const page = await client.request(listOffers, {
      query: { sort: '-brand_flat_rate', is_active: true, per_page: 100 },
    });
    expect(page.data.length).toBeGreaterThan(5);
    // Rows without a rate come last (the server sorts nulls last in both directions).
    const rates = page.data.map((row) => row.brand_flat_rate ?? Number.NEGATIVE_INFINITY);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    for (const row of page.data) {
      expect(row.is_active).toBe(true);
      expect(row.brand?.id).toBe(row.brand_id);
    }
    expect(warnings).toEqual([]);
  });

  it('pages by cursor without repeats', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const ids: number[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const page: ListPage<Offer> = await client.request(listOffers, {
        query: { per_page: 20, ...(cursor === null ? {} : { cursor }) },
      });
      total = page.meta.total;
      ids.push(...page.data.map((row) => row.id));
      cursor = page.links.next;
    } while (cursor !== null);
    expect(total).toBeGreaterThan(20);
    expect(new Set(ids).size).toBe(total);
  });

  it("shows brand users their brands' offers", async () => {
    const { client } = await signedInAs('brand@airtime.test');
    const page = await client.request(listOffers, { query: {} });
    expect(page.data.length).toBeGreaterThan(0);
    for (const row of page.data) expect([2, 3, 5]).toContain(row.brand_id);
  });

  it('creates, updates and deletes, each seen by the next read', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const created = await client.request(createOffer, {
      body: { brand_id: 3, name: 'Holiday CPA', brand_cpa_rate: 40, creator_cpa_rate: 25 },
    });
    expect(created).toMatchObject({ brand_id: 3, name: 'Holiday CPA', is_active: true });
    await client.request(updateOffer, {
      params: { id: created.id },
      body: { name: 'Holiday CPA (2026)' },
    });
    const found = await client.request(listOffers, { query: { brand_id: 3, s: 'holiday' } });
    expect(found.data.map((row) => row.name)).toEqual(['Holiday CPA (2026)']);
    await client.request(deleteOffer, { params: { id: created.id } });
    const gone = await client.request(listOffers, { query: { brand_id: 3, s: 'holiday' } });
    expect(gone.data).toEqual([]);
  });

  it("surfaces a creator share above the brand's as a field error", async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const error = await failure(
      client.request(createOffer, {
        body: { brand_id: 3, name: 'Bad', brand_flat_rate: 100, creator_flat_rate: 150 },
      }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldError('creator_flat_rate')).toBe(
      "The creator flat rate must not be greater than the brand's.",
    );
  });

  it('refuses writes to Read Only users with the server message', async () => {
    const { client } = await signedInAs('readonly@airtime.test');
    const error = await failure(
      client.request(updateOffer, { params: { id: 1 }, body: { is_active: false } }),
    );
    expect(error.status).toBe(403);
    expect(error.message).toBe('Your account is read-only: you cannot make changes.');
  });
});
