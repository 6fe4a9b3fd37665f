import { APPROVAL_STATUSES, type Relationship } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import type { ListPage } from '../decode/decoders.ts';

import { failure, setupMockApi, signedInAs } from '../test/mockApi.ts';
import { getRelationship, listRelationships, updateRelationship } from './relationships.ts';

setupMockApi();

describe('relationships', () => {
  it('lists by brand and status, sorted, brand and creator filled from included', async () => {
    const { client, warnings } = await signedInAs('admin@airtime.test');
    const page = await client.request(listRelationships, {
      query: { brand_id: 2, sort: 'approval_status', per_page: 100 },
    });
    expect(page.data.length).toBeGreaterThan(10);
    const order = page.data.map((row) => APPROVAL_STATUSES.indexOf(row.approval_status));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const row of page.data) {
      expect(row.brand?.id).toBe(2);
      expect(row.creator?.id).toBe(row.publisher_id);
    }
    const discuss = await client.request(listRelationships, {
      query: { brand_id: 2, approval_status: ['to-discuss'] },
    });
    expect(discuss.data.length).toBeGreaterThan(0);
    for (const row of discuss.data) expect(row.approval_status).toBe('to-discuss');
    expect(warnings).toEqual([]);
  });

  it('pages by cursor without repeats', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const ids: number[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const page: ListPage<Relationship> = await client.request(listRelationships, {
        query: { sort: 'creator', per_page: 100, ...(cursor === null ? {} : { cursor }) },
      });
      total = page.meta.total;
      ids.push(...page.data.map((row) => row.id));
      cursor = page.links.next;
    } while (cursor !== null);
    expect(total).toBeGreaterThan(100);
    expect(new Set(ids).size).toBe(total);
  });

  it('gets one with its brand, creator and campaigns', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const relationship = await client.request(getRelationship, { params: { id: 1 } });
    expect(relationship).toMatchObject({ id: 1, brand: { id: 2 }, creator: { id: 1 } });
    expect(relationship.campaigns?.length).toBeGreaterThan(0);
    for (const campaign of relationship.campaigns ?? []) expect(campaign.brand_id).toBe(2);
  });

  it('lets agency staff change everything, and the change is read back', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    await client.request(updateRelationship, {
      params: { id: 2 },
      body: { is_active: false, started_on: '2026-02-01' },
    });
    const read = await client.request(getRelationship, { params: { id: 2 } });
    expect(read).toMatchObject({ is_active: false, started_on: '2026-02-01' });
  });

  it('shows brand users no unsent relationship and lets them only decide', async () => {
    const { client } = await signedInAs('brand@airtime.test');
    const page = await client.request(listRelationships, { query: { per_page: 100 } });
    expect(page.data.length).toBeGreaterThan(0);
    for (const row of page.data) {
      expect([2, 3, 5]).toContain(row.brand_id);
      expect(row.approval_status).not.toBe('unsent');
    }
    const decided = await client.request(updateRelationship, {
      params: { id: 1 },
      body: { approval_status: 'approved' },
    });
    expect(decided.approval_status).toBe('approved');
    const error = await failure(
      client.request(updateRelationship, { params: { id: 1 }, body: { is_active: false } }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldError('is_active')).toBe('The is active field is prohibited.');
  });

  it('refuses Read Only users with the server message', async () => {
    const { client } = await signedInAs('readonly@airtime.test');
    const error = await failure(
      client.request(updateRelationship, { params: { id: 1 }, body: { is_active: true } }),
    );
    expect(error.status).toBe(403);
    expect(error.message).toBe('Your account is read-only: you cannot make changes.');
  });
});
