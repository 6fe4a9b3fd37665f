import { describe, expect, it } from 'vitest';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

/**
 * Brands of an industry no seeded brand has, and one creator's channel: the booking brand's event
 * on Feb 1, a same-industry rival's on Dec 10, an unrelated brand's on Dec 5, and the booking
 * brand's campaign on that channel.
 */
/** The value, or a failed test when the seed lacks it. */
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('The seed lacks a row this test needs.');
  return value;
}

function scenario() {
  const { store } = api.backend;
  const industry = store.industries.insert({ name: 'Conflict test industry' });
  const { id: _brandId, ...brandBase } = must(store.brands.get(2));
  const brand = (name: string, industryId: number | null) =>
    store.brands.insert({ ...brandBase, name, industry_id: industryId });
  const own = brand('Conflict Own', industry.id);
  const rival = brand('Conflict Rival', industry.id);
  const other = brand('Conflict Other', null);
  const channel = must(store.channels.all()[0]);
  const { id: _eventId, ...eventBase } = must(store.events.all()[0]);
  const event = (brandId: number, title: string, day: string) =>
    store.events.insert({
      ...eventBase,
      content_id: channel.id,
      publisher_id: channel.publisher_id,
      brand_id: brandId,
      title,
      planned_date: day,
      aired_date: null,
      billing_date: null,
      actual_views: null,
      deleted_at: null,
    });
  const ownEvent = event(own.id, 'Own episode', '2027-02-01');
  const rivalEvent = event(rival.id, 'Rival episode', '2026-12-10');
  const otherEvent = event(other.id, 'Other episode', '2026-12-05');
  const { id: _campaignId, ...campaignBase } = must(store.campaigns.all()[0]);
  const campaign = store.campaigns.insert({
    ...campaignBase,
    brand_id: own.id,
    content_id: channel.id,
    publisher_id: channel.publisher_id,
  });
  return { own, rival, other, channel, ownEvent, rivalEvent, otherEvent, campaign };
}

describe('GET /api/booking-conflicts', () => {
  it('names a same-industry rival within the window, and not an unrelated brand', async () => {
    const { own, channel, rivalEvent } = scenario();
    const client = await api.as('ops');
    const response = await client(
      `/api/booking-conflicts?brand_id=${own.id}&publisher_id=${channel.publisher_id}&date=2026-12-01`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: [
        {
          event_id: rivalEvent.id,
          title: 'Rival episode',
          brand_id: rivalEvent.brand_id,
          brand_name: 'Conflict Rival',
          date: '2026-12-10',
        },
      ],
      meta: { window_days: 14 },
    });
  });

  it('reads the creator from the channel, and follows the brand setting', async () => {
    const { own, other, channel, rivalEvent, otherEvent } = scenario();
    const client = await api.as('admin');
    await client(
      `/api/brands/${other.id}/competitors`,
      jsonBody('PUT', { competitor_brand_ids: [own.id] }),
    );
    await client(`/api/brands/${own.id}/competitors`, jsonBody('PUT', { window_days: 5 }));
    const body = await (
      await client(
        `/api/booking-conflicts?brand_id=${own.id}&content_id=${channel.id}&date=2026-12-01`,
      )
    ).json();
    expect(body.data.map((row: { event_id: number }) => row.event_id)).toEqual([otherEvent.id]);
    expect(body.meta).toEqual({ window_days: 5 });
    expect(rivalEvent.planned_date).toBe('2026-12-10');
  });

  it('leaves out the event being moved', async () => {
    const { rival, channel, rivalEvent } = scenario();
    const client = await api.as('ops');
    const body = await (
      await client(
        `/api/booking-conflicts?brand_id=${rival.id}&publisher_id=${channel.publisher_id}&date=2026-12-10&event_id=${rivalEvent.id}`,
      )
    ).json();
    expect(body.data).toEqual([]);
  });

  it.each([
    ['nothing', '', ['brand_id', 'date', 'publisher_id']],
    [
      'an unknown brand and channel',
      '?brand_id=999999&content_id=999999&date=2026-12-01',
      ['brand_id', 'content_id', 'publisher_id'],
    ],
    ['a bad date', '?brand_id=2&publisher_id=1&date=12/01/2026', ['date']],
  ])('answers 422 for %s', async (_label, query, fields) => {
    const client = await api.as('ops');
    const response = await client(`/api/booking-conflicts${query}`);
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors).sort()).toEqual(fields);
  });

  it('is for agency staff', async () => {
    const client = await api.as('brand');
    expect(
      (await client('/api/booking-conflicts?brand_id=2&publisher_id=1&date=2026-12-01')).status,
    ).toBe(403);
  });
});

describe('booking despite conflicts (booked_despite on PUT and POST /api/events)', () => {
  it('moves the event and records the decision on its campaign', async () => {
    const { ownEvent, rivalEvent, campaign } = scenario();
    const client = await api.as('admin');
    const response = await client(
      `/api/events/${ownEvent.id}`,
      jsonBody('PUT', { planned_date: '2026-12-01', booked_despite: [rivalEvent.id] }),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).data.planned_date).toBe('2026-12-01');
    const detail = await (await client(`/api/new-campaigns/${campaign.id}`)).json();
    expect(detail.data.booking_decisions).toEqual([
      {
        id: expect.any(Number),
        campaign_id: campaign.id,
        event_id: ownEvent.id,
        date: '2026-12-01',
        user_id: 2,
        user_name: expect.any(String),
        decided_at: '2026-11-20T12:00:00.000Z',
        conflicts: [
          expect.objectContaining({ event_id: rivalEvent.id, brand_name: 'Conflict Rival' }),
        ],
      },
    ]);
  });

  it('refuses a move past a conflict the user was not shown, and changes nothing', async () => {
    const { ownEvent } = scenario();
    const decisions = api.backend.store.bookingDecisions.all();
    const client = await api.as('admin');
    const response = await client(
      `/api/events/${ownEvent.id}`,
      jsonBody('PUT', { planned_date: '2026-12-01', booked_despite: [] }),
    );
    expect(response.status).toBe(422);
    expect((await response.json()).errors.booked_despite[0]).toMatch(
      /^Another booking conflicts now: Rival episode \(Conflict Rival, 2026-12-10\)/,
    );
    expect(api.backend.store.events.get(ownEvent.id)?.planned_date).toBe('2027-02-01');
    expect(api.backend.store.bookingDecisions.all()).toEqual(decisions);
  });

  it('records nothing for a move without conflicts', async () => {
    const { ownEvent } = scenario();
    const decisions = api.backend.store.bookingDecisions.all();
    const client = await api.as('admin');
    const response = await client(
      `/api/events/${ownEvent.id}`,
      jsonBody('PUT', { planned_date: '2027-03-01', booked_despite: [] }),
    );
    expect(response.status).toBe(200);
    expect(api.backend.store.bookingDecisions.all()).toEqual(decisions);
  });

  it('records a decision when a new event is booked next to a rival', async () => {
    const { own, channel, rivalEvent, campaign } = scenario();
    const client = await api.as('ops');
    const response = await client(
      '/api/events',
      jsonBody('POST', {
        content_id: channel.id,
        brand_id: own.id,
        title: 'New own episode',
        planned_date: '2026-12-08',
        booked_despite: [rivalEvent.id],
      }),
    );
    expect(response.status).toBe(201);
    expect(api.backend.store.bookingDecisions.lookup('campaign_id', campaign.id)).toEqual([
      expect.objectContaining({ campaign_id: campaign.id, user_id: 3, date: '2026-12-08' }),
    ]);
  });
});
