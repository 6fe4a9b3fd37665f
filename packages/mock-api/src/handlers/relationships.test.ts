import { describe, expect, it } from 'vitest';
import { recordBus } from '../test/bus.ts';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();
const store = () => api.backend.store;
const idsOf = (body: { data: Array<{ id: number }> }) =>
  body.data.map((row) => row.id).sort((a, b) => a - b);

/** A relationship of brand 2 (the brand persona's) in a given approval status. */
function ofBrand2(status: string) {
  const row = store()
    .relationships.lookup('brand_id', 2)
    .find((candidate) => candidate.approval_status === status);
  if (row === undefined) throw new Error(`no ${status} relationship for brand 2`);
  return row;
}

describe('GET /api/relationships', () => {
  it('lists a brand’s relationships with brands, creators and their channels included', async () => {
    const body = await (
      await (
        await api.as('ops')
      )('/api/relationships?brand_id=2&per_page=100')
    ).json();
    expect(idsOf(body)).toEqual(
      store()
        .relationships.lookup('brand_id', 2)
        .map((row) => row.id),
    );
    expect(body.included.brands.map((brand: { id: number }) => brand.id)).toEqual([2]);
    const creatorIds = new Set(body.data.map((row: { publisher_id: number }) => row.publisher_id));
    expect(new Set(body.included.creators.map((row: { id: number }) => row.id))).toEqual(
      creatorIds,
    );
    expect(
      body.included.channels.every((channel: { publisher_id: number }) =>
        creatorIds.has(channel.publisher_id),
      ),
    ).toBe(true);
  });

  it('embeds each included creator’s channels, as the creator’s own page counts them', async () => {
    const body = await (await (await api.as('brand'))('/api/relationships?brand_id=2')).json();
    const creators: Array<{ id: number; channels: Array<{ id: number }> }> = body.included.creators;
    expect(creators.length).toBeGreaterThan(0);
    for (const creator of creators)
      expect(creator.channels.map((channel) => channel.id).sort((a, b) => a - b)).toEqual(
        store()
          .channels.lookup('publisher_id', creator.id)
          .map((channel) => channel.id)
          .sort((a, b) => a - b),
      );
    expect(creators.some((creator) => creator.channels.length > 0)).toBe(true);
  });

  it('filters by approval status and creator', async () => {
    const client = await api.as('ops');
    const body = await (
      await client('/api/relationships?approval_status=approved,to-discuss&per_page=100')
    ).json();
    expect(
      body.data.every((row: { approval_status: string }) =>
        ['approved', 'to-discuss'].includes(row.approval_status),
      ),
    ).toBe(true);
    const byCreator = await (await client('/api/relationships?publisher_id=1')).json();
    expect(idsOf(byCreator)).toEqual(
      store()
        .relationships.lookup('publisher_id', 1)
        .map((row) => row.id),
    );
  });

  it('shows brand users their brands’ relationships, except those not sent to them yet', async () => {
    const body = await (await (await api.as('brand'))('/api/relationships?per_page=100')).json();
    const expected = [2, 3, 5]
      .flatMap((id) => store().relationships.lookup('brand_id', id))
      .filter((row) => row.approval_status !== 'unsent')
      .map((row) => row.id)
      .sort((a, b) => a - b);
    expect(idsOf(body)).toEqual(expected);
  });

  it('shows creator users their creators’ relationships', async () => {
    const body = await (await (await api.as('creator'))('/api/relationships?per_page=100')).json();
    expect(
      body.data.every((row: { publisher_id: number }) => [1, 2].includes(row.publisher_id)),
    ).toBe(true);
  });

  it.each(['brand', '-creator', 'approval_status', 'started_on', 'created_at', 'id'])(
    'sorts by %s',
    async (sort) => {
      const body = await (
        await (
          await api.as('ops')
        )(`/api/relationships?sort=${sort}&s=a`)
      ).json();
      expect(body.data.length).toBeGreaterThan(0);
    },
  );

  it.each([
    ['an unknown approval status', '/api/relationships?approval_status=maybe'],
    ['an unknown sort', '/api/relationships?sort=rate'],
  ])('answers 422 for %s', async (_label, path) => {
    expect((await (await api.as('ops'))(path)).status).toBe(422);
  });

  it('answers 401 signed out', async () => {
    expect((await api.anonymous()('/api/relationships')).status).toBe(401);
  });
});

describe('GET /api/relationships/{id}', () => {
  it('answers the relationship with its brand, creator and campaigns', async () => {
    const row = ofBrand2('approved');
    const { data } = await (await (await api.as('brand'))(`/api/relationships/${row.id}`)).json();
    expect(data).toMatchObject({
      id: row.id,
      brand: { id: 2 },
      creator: { id: row.publisher_id, channels: expect.any(Array) },
      campaigns: expect.any(Array),
    });
    expect(
      data.campaigns.every(
        (campaign: { brand_id: number; publisher_id: number }) =>
          campaign.brand_id === 2 && campaign.publisher_id === row.publisher_id,
      ),
    ).toBe(true);
  });

  it.each([
    [
      'an unsent one, to a brand user',
      'brand',
      (): number | undefined => ofBrand2('unsent').id,
      404,
    ],
    [
      'another brand’s, to a brand user',
      'brand',
      () => store().relationships.lookup('brand_id', 4)[0]?.id,
      403,
    ],
    ['an unknown one', 'ops', (): number | undefined => 999_999, 404],
  ] as const)('refuses %s', async (_label, persona, id, status) => {
    expect((await (await api.as(persona))(`/api/relationships/${id()}`)).status).toBe(status);
  });
});

describe('PUT /api/relationships/{id}', () => {
  it('records a brand user’s decision and notifies the brand’s agency staff', async () => {
    const row = ofBrand2('to-discuss');
    const bus = recordBus(api.backend.bus);
    const response = await (await api.as('brand'))(
      `/api/relationships/${row.id}`,
      jsonBody('PUT', { approval_status: 'approved' }),
    );
    bus.stop();
    expect(response.status).toBe(200);
    expect((await response.json()).data.approval_status).toBe('approved');
    const representative = store().brands.get(2)?.representative_id;
    expect(bus.messages).toContainEqual(
      expect.objectContaining({
        channel: `private-user.${representative}`,
        event: 'notification.created',
      }),
    );
  });

  it('passes a decision’s comment to the notified staff as the notification’s body', async () => {
    const row = ofBrand2('undecided');
    await (await api.as('brand'))(
      `/api/relationships/${row.id}`,
      jsonBody('PUT', { approval_status: 'rejected', comment: '  Not our audience.  ' }),
    );
    const representative = store().brands.get(2)?.representative_id;
    expect(
      store()
        .notifications.all()
        .filter((notification) => notification.user_id === representative)
        .at(-1),
    ).toMatchObject({ body: 'Not our audience.' });
  });

  it('lets agency staff send a creator to the brand, which tells the brand’s users', async () => {
    const row = ofBrand2('unsent');
    const bus = recordBus(api.backend.bus);
    const response = await (await api.as('ops'))(
      `/api/relationships/${row.id}`,
      jsonBody('PUT', { approval_status: 'undecided', is_active: false, started_on: '2026-12-01' }),
    );
    bus.stop();
    expect((await response.json()).data).toMatchObject({
      approval_status: 'undecided',
      is_active: false,
      started_on: '2026-12-01',
    });
    expect(bus.messages).toContainEqual(
      expect.objectContaining({ channel: 'private-user.7', event: 'notification.created' }),
    );
  });

  it.each([
    ['a brand user setting unsent', 'brand', { approval_status: 'unsent' }, ['approval_status']],
    ['a brand user setting activity', 'brand', { is_active: false }, ['is_active']],
    ['no field', 'ops', {}, ['fields']],
    ['only a comment', 'brand', { comment: 'Why not' }, ['fields']],
    [
      'a comment too long',
      'brand',
      { approval_status: 'approved', comment: 'x'.repeat(1001) },
      ['comment'],
    ],
    ['a bad day', 'ops', { started_on: 'soon' }, ['started_on']],
  ] as const)('answers 422 for %s', async (_label, persona, payload, fields) => {
    const row = ofBrand2('approved');
    const response = await (await api.as(persona))(
      `/api/relationships/${row.id}`,
      jsonBody('PUT', payload),
    );
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(fields);
  });

  it.each([
    [
      'a creator user',
      'creator',
      (): number | undefined => store().relationships.lookup('publisher_id', 1)[0]?.id,
      403,
    ],
    [
      'a brand user, another brand',
      'brand',
      () => store().relationships.lookup('brand_id', 4)[0]?.id,
      403,
    ],
    ['an unknown relationship', 'ops', (): number | undefined => 999_999, 404],
  ] as const)('refuses %s', async (_label, persona, id, status) => {
    const response = await (await api.as(persona))(
      `/api/relationships/${id()}`,
      jsonBody('PUT', { approval_status: 'approved' }),
    );
    expect(response.status).toBe(status);
  });
});

describe('POST /api/brand/relationships', () => {
  it('adds a creator to the selected brand, approved by default', async () => {
    const creator = store()
      .creators.all()
      .find((row) => store().relationships.lookupOne('pair', `3:${row.id}`) === undefined);
    const client = await api.as('brand');
    await client('/api/brand/select', jsonBody('POST', { brand_id: 3 }));
    const bus = recordBus(api.backend.bus);
    const response = await client(
      '/api/brand/relationships',
      jsonBody('POST', { publisher_id: creator?.id }),
    );
    bus.stop();
    expect(response.status).toBe(201);
    expect((await response.json()).data).toMatchObject({
      brand_id: 3,
      publisher_id: creator?.id,
      approval_status: 'approved',
      is_active: true,
    });
    expect(bus.messages.every((message) => message.event === 'notification.created')).toBe(true);
    expect(bus.messages.length).toBeGreaterThan(0);
  });

  it('records a decision on a creator already there (200)', async () => {
    const row = ofBrand2('undecided');
    const response = await (await api.as('brand'))(
      '/api/brand/relationships',
      jsonBody('POST', {
        brand_id: 2,
        publisher_id: row.publisher_id,
        approval_status: 'rejected',
      }),
    );
    expect(response.status).toBe(200);
    expect(store().relationships.get(row.id)?.approval_status).toBe('rejected');
  });

  it.each([
    ['no creator', 'brand', { brand_id: 2 }, ['publisher_id']],
    ['another brand', 'brand', { brand_id: 4, publisher_id: 1 }, ['brand_id']],
    ['an unknown creator', 'brand', { brand_id: 2, publisher_id: 99_999 }, ['publisher_id']],
    ['agency staff naming no brand', 'ops', { publisher_id: 1 }, ['brand_id']],
  ] as const)('answers 422 for %s', async (_label, persona, payload, fields) => {
    const before = store().revision;
    const response = await (await api.as(persona))(
      '/api/brand/relationships',
      jsonBody('POST', payload),
    );
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(fields);
    expect(store().revision).toBe(before);
  });

  it.each(['creator', 'readonly'] as const)('refuses %s users (403)', async (persona) => {
    const response = await (await api.as(persona))(
      '/api/brand/relationships',
      jsonBody('POST', { brand_id: 2, publisher_id: 1 }),
    );
    expect(response.status).toBe(403);
  });
});
