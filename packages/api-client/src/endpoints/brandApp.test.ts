import { buildEventQuery, getEventQueryRange } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import type { ListPage } from '../decode/decoders.ts';
import { createTestClient, setupMockApi, signIn, type TestClient } from '../test/mockApi.ts';
import {
  addBrandRelationship,
  getBrandCreator,
  getBrandEvent,
  listBrandContent,
  listBrandEvents,
  updateBrandEvent,
} from './brandApp.ts';

const { backend } = setupMockApi();
const store = () => backend.store;

/** The brand persona with brand 2 selected (POST /api/brand/select, another helper's call: sent raw). */
async function brandUser(): Promise<TestClient> {
  const test = createTestClient();
  await signIn(test, 'brand@airtime.test');
  const response = await test.fetch('/api/brand/select', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': test.cookies.get('XSRF-TOKEN') ?? '',
    },
    body: JSON.stringify({ brand_id: 2 }),
  });
  if (!response.ok) throw new Error(`select answered ${response.status}`);
  return test;
}

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

const partnersOf2 = () =>
  new Set(
    store()
      .relationships.lookup('brand_id', 2)
      .map((row) => row.publisher_id),
  );

/** An event of brand 2 with a planned sponsorship of brand 2. */
function sponsoredEventOf2() {
  const event = store()
    .events.lookup('brand_id', 2)
    .find((row) =>
      store()
        .sponsorships.lookup('event_id', row.id)
        .some((sponsorship) => sponsorship.is_planned && sponsorship.brand_id === 2),
    );
  if (event === undefined) throw new Error('no sponsored event of brand 2');
  return event;
}

describe('listBrandContent', () => {
  it('lists the partner creators’ channels, creators filled from included', async () => {
    const test = await brandUser();
    const page = await test.client.request(listBrandContent, {
      query: { sort: '-subscribers_count', per_page: 50 },
    });
    const partners = partnersOf2();
    expect(page.data.length).toBeGreaterThan(0);
    for (const channel of page.data) {
      expect(partners.has(channel.publisher_id)).toBe(true);
      expect(channel.creator?.id).toBe(channel.publisher_id);
    }
    const audience = page.data.map((channel) => channel.subscribers_count ?? -1);
    expect(audience).toEqual([...audience].sort((a, b) => b - a));
    expect(test.warnings).toEqual([]);
  });

  it('filters by platform and pages without repeats', async () => {
    const test = await brandUser();
    const first = await test.client.request(listBrandContent, { query: { per_page: 1 } });
    const type = first.data[0]?.content_type_id ?? 1;
    const rows = await walk((cursor) =>
      test.client.request(listBrandContent, {
        query: {
          content_type_id: [type],
          per_page: 3,
          ...(cursor === undefined ? {} : { cursor }),
        },
      }),
    );
    expect(rows.every((channel) => channel.content_type_id === type)).toBe(true);
    const ids = rows.map((channel) => channel.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('asks agency staff to name a brand (422)', async () => {
    const test = createTestClient();
    await signIn(test, 'admin@airtime.test');
    await expect(test.client.request(listBrandContent)).rejects.toMatchObject({
      status: 422,
      errors: { brand_id: ['The brand id field is required.'] },
    });
    const named = await test.client.request(listBrandContent, {
      query: { brand_id: [2], per_page: 5 },
    });
    expect(named.data.length).toBeGreaterThan(0);
  });
});

describe('getBrandCreator', () => {
  it('answers a partner creator with channels', async () => {
    const test = await brandUser();
    const [partner] = partnersOf2();
    const creator = await test.client.request(getBrandCreator, { params: { id: partner ?? 0 } });
    expect(creator.id).toBe(partner);
    expect(creator.channels?.every((channel) => channel.publisher_id === partner)).toBe(true);
    expect(creator.paymentPreferences).toBeUndefined();
  });
});

describe('brand events', () => {
  it('lists a month’s events as start_date/end_date, relations filled', async () => {
    const test = await brandUser();
    const sample = sponsoredEventOf2();
    const day = sample.aired_date ?? sample.planned_date ?? '2026-11-01';
    const range = getEventQueryRange({ month: day.slice(0, 7) });
    if (range === undefined) throw new Error('bad month');
    const page = await test.client.request(listBrandEvents, {
      query: { ...buildEventQuery({ range }), per_page: 100 },
    });
    expect(page.data.map((event) => event.id)).toContain(sample.id);
    for (const event of page.data) {
      const date = event.aired_date ?? event.planned_date ?? '';
      expect(date >= range.start && date <= range.end).toBe(true);
      expect(event.brand_id).toBe(2);
      expect(event.channel?.id).toBe(event.content_id);
      expect(event.creator?.id).toBe(event.publisher_id);
      expect(event.brand?.id).toBe(2);
      expect(event.sponsorships?.every((row) => row.brand_id === 2)).toBe(true);
    }
    const creatorId = sample.publisher_id;
    const byCreator = await test.client.request(listBrandEvents, {
      query: { ...buildEventQuery({ range, creatorId }), sort: '-rate' },
    });
    expect(byCreator.data.every((event) => event.publisher_id === creatorId)).toBe(true);
    const rates = byCreator.data.map((event) => event.rate ?? -1);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    expect(test.warnings).toEqual([]);
  });

  it('reads an event and records the brand’s results on its planned sponsorship', async () => {
    const test = await brandUser();
    const sample = sponsoredEventOf2();
    const read = await test.client.request(getBrandEvent, { params: { id: sample.id } });
    expect(read).toMatchObject({ id: sample.id, brand_id: 2 });
    const updated = await test.client.request(updateBrandEvent, {
      params: { id: sample.id },
      body: { campaign_vitals: { clicks: 1234, revenue: 5600 } },
    });
    const planned = updated.sponsorships?.find((row) => row.is_planned && row.brand_id === 2);
    expect(planned?.campaign_vitals).toMatchObject({ clicks: 1234, revenue: 5600 });
    const again = await test.client.request(getBrandEvent, { params: { id: sample.id } });
    expect(again.sponsorships?.find((row) => row.is_planned)?.campaign_vitals.clicks).toBe(1234);
  });

  it('surfaces 422 field errors and the Read Only 403', async () => {
    const test = await brandUser();
    const sample = sponsoredEventOf2();
    await expect(
      test.client.request(updateBrandEvent, {
        params: { id: sample.id },
        body: { campaign_vitals: {} },
      }),
    ).rejects.toMatchObject({
      status: 422,
      errors: { campaign_vitals: ['Send at least one of clicks, conversions and revenue.'] },
    });
    const readonly = createTestClient();
    await signIn(readonly, 'readonly@airtime.test');
    await expect(
      readonly.client.request(updateBrandEvent, {
        params: { id: sample.id },
        body: { campaign_vitals: { clicks: 1 } },
      }),
    ).rejects.toMatchObject({
      status: 403,
      message: 'Your account is read-only: you cannot make changes.',
    });
  });
});

describe('addBrandRelationship', () => {
  it('adds a creator to the selected brand, then records a decision', async () => {
    const test = await brandUser();
    const partners = partnersOf2();
    const stranger = store()
      .creators.all()
      .find(
        (creator) =>
          !partners.has(creator.id) &&
          store().channels.lookup('publisher_id', creator.id).length > 0,
      );
    if (stranger === undefined) throw new Error('no stranger creator');
    const added = await test.client.request(addBrandRelationship, {
      body: { publisher_id: stranger.id },
    });
    expect(added).toMatchObject({
      brand_id: 2,
      publisher_id: stranger.id,
      approval_status: 'approved',
    });
    const channels = await test.client.request(listBrandContent, {
      query: { publisher_id: [stranger.id] },
    });
    expect(channels.data.length).toBeGreaterThan(0);
    const decided = await test.client.request(addBrandRelationship, {
      body: { publisher_id: stranger.id, approval_status: 'rejected' },
    });
    expect(decided).toMatchObject({ id: added.id, approval_status: 'rejected' });
  });

  it('surfaces 422 field errors', async () => {
    const test = await brandUser();
    await expect(
      test.client.request(addBrandRelationship, { body: { publisher_id: 99_999, brand_id: 4 } }),
    ).rejects.toMatchObject({
      status: 422,
      errors: {
        brand_id: ['The selected brand id is invalid.'],
        publisher_id: ['The selected publisher id is invalid.'],
      },
    });
  });
});
