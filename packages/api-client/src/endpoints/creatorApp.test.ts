import type { Brand } from '@airtime/domain';
import { describe, expect, it } from 'vitest';

import { failure, setupMockApi, signedInAs } from '../test/mockApi.ts';
import { listCreatorAppBrands, listCreatorBrands } from './creatorApp.ts';
import { selectCreator } from './selection.ts';

const { backend } = setupMockApi();

/** The brands a creator has a relationship with, from the store. */
function brandIdsOf(creatorId: number): number[] {
  const ids = backend.store.relationships
    .lookup('publisher_id', creatorId)
    .map((relationship) => relationship.brand_id)
    .filter((id) => backend.store.brands.has(id));
  return [...new Set(ids)].sort((a, b) => a - b);
}

const sortedIds = (rows: readonly Brand[]) => rows.map((row) => row.id).sort((a, b) => a - b);

describe('listCreatorAppBrands', () => {
  it("lists the creator user's first creator's brands, active and inactive, by name", async () => {
    const test = await signedInAs('creator@airtime.test');
    const page = await test.client.request(listCreatorAppBrands);
    expect(sortedIds(page.data)).toEqual(brandIdsOf(1));
    expect(page.data.some((brand) => brand.is_active)).toBe(true);
    expect(page.data.some((brand) => !brand.is_active)).toBe(true);
    expect(page.data.some((brand) => brand.last_event_date !== null)).toBe(true);
    const names = page.data.map((brand) => brand.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(test.warnings).toEqual([]);
  });

  it('follows the creator chosen with POST /api/creator/select, or the one named', async () => {
    const test = await signedInAs('creator@airtime.test');
    await test.client.request(selectCreator, { body: { creator_id: 2 } });
    const selected = await test.client.request(listCreatorAppBrands);
    expect(sortedIds(selected.data)).toEqual(brandIdsOf(2));
    const named = await test.client.request(listCreatorAppBrands, { query: { creator_id: 1 } });
    expect(sortedIds(named.data)).toEqual(brandIdsOf(1));
  });

  it('filters by activity and sorts by the last aired day', async () => {
    const test = await signedInAs('creator@airtime.test');
    const inactive = await test.client.request(listCreatorAppBrands, {
      query: { is_active: false },
    });
    expect(inactive.data.length).toBeGreaterThan(0);
    expect(inactive.data.every((brand) => !brand.is_active)).toBe(true);
    const recent = await test.client.request(listCreatorAppBrands, {
      query: { sort: '-last_event_date' },
    });
    const days = recent.data.flatMap((brand) => brand.last_event_date ?? []);
    expect(days).toEqual([...days].sort().reverse());
  });

  it('asks agency staff to name or choose a creator (422 on creator_id)', async () => {
    const test = await signedInAs('admin@airtime.test');
    const error = await failure(test.client.request(listCreatorAppBrands));
    expect(error.status).toBe(422);
    expect(error.fieldError('creator_id')).toBe('The creator id field is required.');
  });

  it('refuses brand users with the server message', async () => {
    const test = await signedInAs('brand@airtime.test');
    await expect(test.client.request(listCreatorAppBrands)).rejects.toMatchObject({
      status: 403,
      message: 'Brand users cannot do this.',
    });
  });
});

describe('listCreatorBrands', () => {
  it('lists a named creator’s brands for agency staff and its own users', async () => {
    const admin = await signedInAs('admin@airtime.test');
    const page = await admin.client.request(listCreatorBrands, { params: { id: 2 } });
    expect(sortedIds(page.data)).toEqual(brandIdsOf(2));
    const creator = await signedInAs('creator@airtime.test');
    const own = await creator.client.request(listCreatorBrands, { params: { id: 2 } });
    expect(sortedIds(own.data)).toEqual(brandIdsOf(2));
  });

  it("refuses another creator's list with 403", async () => {
    const test = await signedInAs('creator@airtime.test');
    await expect(
      test.client.request(listCreatorBrands, { params: { id: 3 } }),
    ).rejects.toMatchObject({ status: 403, message: 'You do not have access to this creator.' });
  });
});
