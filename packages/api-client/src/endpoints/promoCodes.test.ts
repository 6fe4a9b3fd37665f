import type { PromoCode } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import type { ListPage } from '../decode/decoders.ts';

import { failure, setupMockApi, signedInAs } from '../test/mockApi.ts';
import { createPromoCode, getPromoCode, listPromoCodes } from './promoCodes.ts';

setupMockApi();

describe('promo codes', () => {
  it('lists with filters and sorts, brand and creator filled from included', async () => {
    const { client, warnings } = await signedInAs('admin@airtime.test');
    const page = await client.request(listPromoCodes, {
      query: { brand_wide: false, sort: 'code', per_page: 50 },
    });
    expect(page.data.length).toBe(50);
    const codes = page.data.map((row) => row.code);
    expect(codes).toEqual([...codes].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
    for (const row of page.data) {
      expect(row.publisher_id).not.toBeNull();
      expect(row.creator?.id).toBe(row.publisher_id);
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
      const page: ListPage<PromoCode> = await client.request(listPromoCodes, {
        query: { per_page: 100, ...(cursor === null ? {} : { cursor }) },
      });
      total = page.meta.total;
      ids.push(...page.data.map((row) => row.id));
      cursor = page.links.next;
    } while (cursor !== null);
    expect(total).toBeGreaterThan(100);
    expect(new Set(ids).size).toBe(total);
  });

  it("shows creator users their creators' codes", async () => {
    const { client } = await signedInAs('creator@airtime.test');
    const page = await client.request(listPromoCodes, { query: {} });
    expect(page.data.length).toBeGreaterThan(0);
    for (const row of page.data) expect([1, 2]).toContain(row.publisher_id);
    const one = page.data[0];
    if (one === undefined) throw new Error('No code');
    const read = await client.request(getPromoCode, { params: { id: one.id } });
    expect(read.creator?.id).toBe(one.publisher_id);
  });

  it('creates a code upper-case, then reads it with brand and creator embedded', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const created = await client.request(createPromoCode, {
      body: { brand_id: 4, publisher_id: 7, code: 'winter-26', starts_on: '2026-12-01' },
    });
    expect(created.code).toBe('WINTER-26');
    const read = await client.request(getPromoCode, { params: { id: created.id } });
    expect(read).toMatchObject({ id: created.id, brand: { id: 4 }, creator: { id: 7 } });
    const found = await client.request(listPromoCodes, { query: { brand_id: 4, s: 'winter' } });
    expect(found.data.map((row) => row.id)).toEqual([created.id]);
  });

  it('surfaces a duplicate code as a field error', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    await client.request(createPromoCode, { body: { brand_id: 6, code: 'SAME' } });
    const error = await failure(
      client.request(createPromoCode, { body: { brand_id: 6, code: 'same' } }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldError('code')).toBe('The code has already been taken.');
  });

  it('refuses creates to Read Only users with the server message', async () => {
    const { client } = await signedInAs('readonly@airtime.test');
    const error = await failure(
      client.request(createPromoCode, { body: { brand_id: 6, code: 'NOPE' } }),
    );
    expect(error.status).toBe(403);
    expect(error.message).toBe('Your account is read-only: you cannot make changes.');
  });
});
