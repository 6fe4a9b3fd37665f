import { buildSearchPayload } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { setupMockApi, signedInAs } from '../test/mockApi.ts';
import { searchBrandNavigation, searchNavigation, searchUsers } from './search.ts';

// Searches only read, so the data needs no reset between tests.
const { backend } = setupMockApi();

describe('searchNavigation (agency)', () => {
  it('finds records of several types with the matched runs', async () => {
    const test = await signedInAs('admin@airtime.test');
    const page = await test.client.request(searchNavigation, { query: { s: 'airtime' } });
    const types = new Set(page.data.map((result) => result.type));
    expect(types.has('brand') && types.has('agency')).toBe(true);
    const brand = page.data.find((result) => result.type === 'brand' && result.id === 1);
    expect(brand).toMatchObject({
      name: 'Airtime',
      airtime_customer: true,
      matches_position: { name: [{ start: 0, length: 7 }] },
    });
    expect(test.warnings).toEqual([]);
  });

  it('narrows to one type with search_by and keeps to the limit', async () => {
    const test = await signedInAs('admin@airtime.test');
    const word = backend.store.creators.get(10)?.name.split(' ')[0] ?? 'a';
    const page = await test.client.request(searchNavigation, {
      query: { ...buildSearchPayload('agency', word, 'creator'), limit: 3 },
    });
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.length).toBeLessThanOrEqual(3);
    expect(page.data.every((result) => result.type === 'creator')).toBe(true);
  });

  it('answers channels with their creator and platform', async () => {
    const test = await signedInAs('admin@airtime.test');
    const channel = backend.store.channels.get(1);
    const page = await test.client.request(searchNavigation, {
      query: { s: channel?.name ?? '', search_by: ['channel'] },
    });
    expect(page.data[0]).toMatchObject({
      type: 'channel',
      publisher_id: channel?.publisher_id,
      content_type_id: channel?.content_type_id,
    });
  });

  it('refuses a brand user with the server’s message', async () => {
    const test = await signedInAs('brand@airtime.test');
    const error = await test.client
      .request(searchNavigation, { query: { s: 'a' } })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 403, message: expect.stringMatching(/\w/) });
  });
});

describe('searchBrandNavigation', () => {
  it('finds only creators and channels', async () => {
    const test = await signedInAs('brand@airtime.test');
    const word = backend.store.creators.get(10)?.name.split(' ')[0] ?? 'a';
    const page = await test.client.request(searchBrandNavigation, { query: { s: word } });
    expect(page.data.length).toBeGreaterThan(0);
    expect(
      page.data.every((result) => result.type === 'creator' || result.type === 'channel'),
    ).toBe(true);
  });
});

describe('searchUsers', () => {
  it('finds users by part of their name or email', async () => {
    const test = await signedInAs('admin@airtime.test');
    const page = await test.client.request(searchUsers, { query: { s: 'FINANCE' } });
    expect(page.data.map((user) => user.email)).toContain('finance@airtime.test');
    expect(page.data.every((user) => typeof user.firstname === 'string')).toBe(true);
    expect(test.warnings).toEqual([]);
  });

  it('filters by business role, sorts and pages without repeats', async () => {
    const test = await signedInAs('admin@airtime.test');
    const ids: number[] = [];
    let cursor: string | undefined;
    for (let guard = 0; guard < 20; guard += 1) {
      const page = await test.client.request(searchUsers, {
        query: {
          business_role: ['ops'],
          sort: 'email',
          per_page: 3,
          ...(cursor === undefined ? {} : { cursor }),
        },
      });
      const emails = page.data.map((user) => user.email);
      expect(emails).toEqual([...emails].sort());
      ids.push(...page.data.map((user) => user.id));
      if (page.links.next === null) break;
      cursor = page.links.next;
    }
    const ops = backend.store.users.all().filter((user) => user.business_role === 'ops');
    expect(ids.sort((a, b) => a - b)).toEqual(ops.map((user) => user.id).sort((a, b) => a - b));
  });

  it('refuses a brand user (403) and a bad page size (422)', async () => {
    await expect(
      (await signedInAs('brand@airtime.test')).client.request(searchUsers, { query: { s: 'a' } }),
    ).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      (await signedInAs('admin@airtime.test')).client.request(searchUsers, {
        query: { per_page: 0 },
      }),
    ).rejects.toMatchObject({ status: 422, errors: { per_page: [expect.any(String)] } });
  });
});
