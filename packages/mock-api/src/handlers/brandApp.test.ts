import { describe, expect, it } from 'vitest';
import { eventDate } from '../store/eventDates.ts';
import { recordBus } from '../test/bus.ts';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();
const store = () => api.backend.store;
const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** An event of brand 2 (the brand persona's) with a production and a planned sponsorship. */
function producedEventOfBrand2() {
  const event = store()
    .events.lookup('brand_id', 2)
    .find(
      (row) =>
        store().eventProductions.lookupOne('event_id', row.id) !== undefined &&
        store()
          .sponsorships.lookup('event_id', row.id)
          .some((sponsorship) => sponsorship.is_planned),
    );
  if (event === undefined) throw new Error('no produced event for brand 2');
  return event;
}

describe('GET /api/brand/content', () => {
  it('lists the channels of the creators the selected brand works with', async () => {
    const client = await api.as('brand');
    await client('/api/brand/select', jsonBody('POST', { brand_id: 2 }));
    const body = await (await client('/api/brand/content?per_page=100&sort=id')).json();
    const partners = new Set(
      store()
        .relationships.lookup('brand_id', 2)
        .map((row) => row.publisher_id),
    );
    const expected = store()
      .channels.all()
      .filter((channel) => partners.has(channel.publisher_id))
      .map((channel) => channel.id);
    expect(body.data.map((row: { id: number }) => row.id)).toEqual(expected.slice(0, 100));
    expect(body.meta.total).toBe(expected.length);
  });

  it.each([
    ['another brand, for a brand user', 'brand', '/api/brand/content?brand_id=4', 422],
    ['a creator user', 'creator', '/api/brand/content', 403],
    ['agency staff naming no brand', 'ops', '/api/brand/content', 422],
  ] as const)('refuses %s', async (_label, persona, path, status) => {
    expect((await (await api.as(persona))(path)).status).toBe(status);
  });
});

describe('GET /api/brand/creators/{id}', () => {
  it('answers a partner creator with channels and no payment details', async () => {
    const partner = store().relationships.lookup('brand_id', 2)[0]?.publisher_id;
    const { data } = await (await (await api.as('brand'))(`/api/brand/creators/${partner}`)).json();
    expect(data).toMatchObject({ id: partner, channels: expect.any(Array) });
    expect(data.paymentPreferences).toBeUndefined();
  });

  it.each([
    [
      'a creator no brand of theirs works with',
      'brand',
      (): number | undefined => strangerCreator(),
      403,
    ],
    ['an unknown creator', 'ops', (): number | undefined => 99_999, 404],
    ['a creator user', 'creator', (): number | undefined => 1, 403],
  ] as const)('refuses %s', async (_label, persona, id, status) => {
    expect((await (await api.as(persona))(`/api/brand/creators/${id()}`)).status).toBe(status);
  });
});

/** A creator none of the brand persona's brands works with. */
function strangerCreator(): number {
  const partners = new Set(
    [2, 3, 5].flatMap((id) =>
      store()
        .relationships.lookup('brand_id', id)
        .map((row) => row.publisher_id),
    ),
  );
  return (
    store()
      .creators.all()
      .find((row) => !partners.has(row.id))?.id ?? 0
  );
}

describe('GET /api/brand/events', () => {
  it('lists a brand’s events in a date range, with only its own sponsorships', async () => {
    const client = await api.as('brand');
    const body = await (
      await client(
        '/api/brand/events?brand_id=2&start_date=2026-01-01&end_date=2026-12-31&per_page=100',
      )
    ).json();
    const expected = store()
      .events.lookup('brand_id', 2)
      .filter((event) => {
        const day = eventDate(event);
        return day !== null && day >= '2026-01-01' && day <= '2026-12-31';
      });
    expect(sorted(body.data.map((row: { id: number }) => row.id))).toEqual(
      sorted(expected.map((event) => event.id)).slice(0, 100),
    );
    const days = body.data.map((row: { aired_date: string | null; planned_date: string | null }) =>
      eventDate(row),
    );
    expect(days).toEqual([...days].sort());
    for (const event of body.data) {
      expect(event.sponsorships.every((row: { brand_id: number }) => row.brand_id === 2)).toBe(
        true,
      );
    }
    expect(body.included.channels.length).toBeGreaterThan(0);
  });

  it('covers every brand of a brand user who selected none', async () => {
    const body = await (await (await api.as('brand'))('/api/brand/events?per_page=5')).json();
    const expected = [2, 3, 5].reduce(
      (sum, id) => sum + store().events.lookup('brand_id', id).length,
      0,
    );
    expect(body.meta.total).toBe(expected);
  });

  it.each([
    '-rate',
    'actual_views',
    '-estimated_views',
    'title',
    'planned_date',
    '-aired_date',
    'id',
  ])('walks a brand’s events once sorted by %s', async (sort) => {
    const client = await api.as('brand');
    const seen: number[] = [];
    let cursor: string | null = null;
    for (let guard = 0; guard < 50; guard += 1) {
      const query: string = `sort=${sort}&per_page=100${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`;
      const body: { data: Array<{ id: number }>; links: { next: string | null } } = await (
        await client(`/api/brand/events?brand_id=3&${query}`)
      ).json();
      seen.push(...body.data.map((row) => row.id));
      cursor = body.links.next;
      if (cursor === null) break;
    }
    expect(sorted(seen)).toEqual(
      sorted(
        store()
          .events.lookup('brand_id', 3)
          .map((row) => row.id),
      ),
    );
  });

  it('gives agency staff the events of the brand they name', async () => {
    const body = await (
      await (
        await api.as('ops')
      )('/api/brand/events?brand_id=4&per_page=5')
    ).json();
    expect(body.meta.total).toBe(store().events.lookup('brand_id', 4).length);
  });

  it.each([
    [
      'a range ending before it starts',
      'brand',
      '/api/brand/events?start_date=2026-05-01&end_date=2026-04-01',
      422,
    ],
    ['another brand', 'brand', '/api/brand/events?brand_id=4', 422],
    ['a creator user', 'creator', '/api/brand/events', 403],
    ['agency staff naming no brand', 'ops', '/api/brand/events', 422],
  ] as const)('refuses %s', async (_label, persona, path, status) => {
    expect((await (await api.as(persona))(path)).status).toBe(status);
  });

  it('answers 401 signed out', async () => {
    expect((await api.anonymous()('/api/brand/events')).status).toBe(401);
  });
});

describe('GET and PUT /api/brand/events/{id}', () => {
  it('answers an event with its channel, creator and production status', async () => {
    const event = producedEventOfBrand2();
    const { data } = await (await (await api.as('brand'))(`/api/brand/events/${event.id}`)).json();
    expect(data).toMatchObject({
      id: event.id,
      channel: { id: event.content_id },
      creator: { id: event.publisher_id },
      production: { event_id: event.id, status: expect.any(String) },
    });
    expect(data.production.owner).toBeUndefined();
  });

  it('records the brand’s results and tells agency staff the production changed', async () => {
    const event = producedEventOfBrand2();
    const bus = recordBus(api.backend.bus);
    const response = await (await api.as('brand'))(
      `/api/brand/events/${event.id}`,
      jsonBody('PUT', { campaign_vitals: { conversions: 31, revenue: 2480 } }),
    );
    bus.stop();
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.plannedSponsorship.campaign_vitals).toMatchObject({
      conversions: 31,
      revenue: 2480,
    });
    expect(bus.messages).toEqual([
      expect.objectContaining({ channel: 'private-agency', event: 'event-production.updated' }),
    ]);
  });

  it.each([
    ['no vitals', {}, 'campaign_vitals'],
    ['vitals that are not an object', { campaign_vitals: 12 }, 'campaign_vitals'],
    ['negative revenue', { campaign_vitals: { revenue: -1 } }, 'campaign_vitals.revenue'],
    ['no known figure', { campaign_vitals: { views: 10 } }, 'campaign_vitals'],
  ])('answers 422 for %s', async (_label, payload, field) => {
    const event = producedEventOfBrand2();
    const before = store().revision;
    const response = await (await api.as('brand'))(
      `/api/brand/events/${event.id}`,
      jsonBody('PUT', payload),
    );
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual([field]);
    expect(store().revision).toBe(before);
  });

  it.each([
    [
      'another brand’s event',
      'brand',
      (): number | undefined => store().events.lookup('brand_id', 4)[0]?.id,
      403,
    ],
    [
      'an unsponsored event',
      'ops',
      () =>
        store()
          .events.all()
          .find((row) => row.brand_id === null)?.id,
      404,
    ],
    ['an unknown event', 'ops', (): number | undefined => 9_999_999, 404],
    ['a creator user', 'creator', () => producedEventOfBrand2().id, 403],
  ] as const)('refuses %s', async (_label, persona, id, status) => {
    const client = await api.as(persona);
    expect((await client(`/api/brand/events/${id()}`)).status).toBe(status);
    const response = await client(
      `/api/brand/events/${id()}`,
      jsonBody('PUT', { campaign_vitals: { clicks: 1 } }),
    );
    expect(response.status).toBe(status);
  });
});

describe('/api/brand/metric-types', () => {
  it('creates, renames and deletes a metric type of the selected brand', async () => {
    const client = await api.as('brand');
    await client('/api/brand/select', jsonBody('POST', { brand_id: 3 }));
    const created = await client(
      '/api/brand/metric-types',
      jsonBody('POST', { name: 'Sign-ups', format: 'number' }),
    );
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(data).toMatchObject({
      brand_id: 3,
      name: 'Sign-ups',
      format: 'number',
      deleted_at: null,
    });
    const renamed = await client(
      `/api/brand/metric-types/${data.id}`,
      jsonBody('PUT', { format: 'percent' }),
    );
    expect((await renamed.json()).data).toMatchObject({ id: data.id, format: 'percent' });
    expect((await client(`/api/brand/metric-types/${data.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(store().brandCustomMetricTypes.get(data.id)).toBeUndefined();
  });

  it.each([
    ['no name', { brand_id: 2 }, ['name']],
    ['a bad format', { brand_id: 2, name: 'X', format: 'emoji' }, ['format']],
    ['another brand', { brand_id: 4, name: 'X' }, ['brand_id']],
    ['no brand and none selected', { name: 'X' }, ['brand_id']],
  ])('answers 422 for %s', async (_label, payload, fields) => {
    const response = await (await api.as('brand'))(
      '/api/brand/metric-types',
      jsonBody('POST', payload),
    );
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(fields);
  });

  it('refuses a name the brand already uses', async () => {
    const existing = store().brandCustomMetricTypes.all()[0];
    const response = await (await api.as('ops'))(
      '/api/brand/metric-types',
      jsonBody('POST', { brand_id: existing?.brand_id, name: existing?.name.toUpperCase() }),
    );
    expect(response.status).toBe(422);
  });

  it.each([
    ['a creator user', 'creator', 'POST', (): string => '/api/brand/metric-types', 403],
    [
      'a brand user, another brand’s',
      'brand',
      'PUT',
      () => `/api/brand/metric-types/${foreignMetric()}`,
      403,
    ],
    [
      'a brand user, another brand’s',
      'brand',
      'DELETE',
      () => `/api/brand/metric-types/${foreignMetric()}`,
      403,
    ],
    ['an unknown one', 'ops', 'PUT', (): string => '/api/brand/metric-types/999999', 404],
    ['no field', 'ops', 'PUT', () => `/api/brand/metric-types/${foreignMetric()}`, 422],
  ] as const)('refuses %s (%s)', async (_label, persona, method, path, status) => {
    const payload = status === 422 ? {} : { brand_id: 2, name: 'Y' };
    const response = await (await api.as(persona))(path(), jsonBody(method, payload));
    expect(response.status).toBe(status);
  });
});

function foreignMetric(): number {
  const row = store()
    .brandCustomMetricTypes.all()
    .find((candidate) => ![2, 3, 5].includes(candidate.brand_id));
  return row?.id ?? 0;
}
