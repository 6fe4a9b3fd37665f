import { describe, expect, it } from 'vitest';
import { createTestClient, failure, setupMockApi, signIn } from '../test/mockApi.ts';
import { getBookingConflicts } from './bookingConflicts.ts';
import { getBrandCompetitors, updateBrandCompetitors } from './brandCompetitors.ts';

setupMockApi();

async function admin() {
  const test = createTestClient();
  await signIn(test, 'admin@airtime.test');
  return test;
}

describe('brand competitors', () => {
  it('reads the defaults, sets the list and window, and decodes the listed brands', async () => {
    const { client } = await admin();
    expect(await client.request(getBrandCompetitors, { params: { id: 2 } })).toEqual({
      brand_id: 2,
      competitor_brand_ids: [],
      window_days: 14,
      competitors: [],
    });
    const updated = await client.request(updateBrandCompetitors, {
      params: { id: 2 },
      body: { competitor_brand_ids: [3], window_days: 7 },
    });
    expect(updated).toMatchObject({ brand_id: 2, competitor_brand_ids: [3], window_days: 7 });
    expect(updated.competitors?.map((brand) => brand.id)).toEqual([3]);
  });

  it('rejects with the field errors the server gives', async () => {
    const { client } = await admin();
    const refused = await failure(
      client.request(updateBrandCompetitors, {
        params: { id: 2 },
        body: { competitor_brand_ids: [2] },
      }),
    );
    expect(refused.status).toBe(422);
    expect(refused.errors.competitor_brand_ids).toEqual(['A brand cannot be its own competitor.']);
  });
});

describe('booking conflicts', () => {
  it('answers the conflicts and the window of a proposed booking', async () => {
    const { client } = await admin();
    const answer = await client.request(getBookingConflicts, {
      query: { brand_id: 2, publisher_id: 1, date: '2026-12-01' },
    });
    expect(answer.meta).toEqual({ window_days: 14 });
    expect(Array.isArray(answer.data)).toBe(true);
  });
});
