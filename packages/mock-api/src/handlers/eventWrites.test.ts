import { describe, expect, it } from 'vitest';
import { recordBus } from '../test/bus.ts';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

describe('POST /api/events', () => {
  it('creates a booked event with its sponsorship and production, and publishes it', async () => {
    const { store, bus } = api.backend;
    const channel = store.channels.all()[0];
    const recorder = recordBus(bus);
    const client = await api.as('ops');
    const response = await client(
      '/api/events',
      jsonBody('POST', {
        content_id: channel?.id,
        title: 'Ep. 500: The Big One',
        planned_date: '2026-12-10',
        brand_id: 2,
        rate: 1500,
        estimated_views: 20000,
        status: 'in-progress',
        projection: 'high',
      }),
    );
    recorder.stop();
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({
      publisher_id: channel?.publisher_id,
      brand_id: 2,
      title: 'Ep. 500: The Big One',
      production: { status: 'in-progress', projection: 'high', owner: { user_id: 3 } },
      plannedSponsorship: { brand_id: 2, type: 'in-show' },
    });
    expect(data.production.process.workflows.brief).toEqual({
      status: 'not-started',
      available_transitions: ['complete'],
    });
    expect(recorder.messages).toEqual([
      expect.objectContaining({ channel: 'private-agency', event: 'event-production.updated' }),
    ]);
  });

  it('creates an unbooked event without a production', async () => {
    const client = await api.as('admin');
    const response = await client(
      '/api/events',
      jsonBody('POST', { content_id: 1, title: 'Bonus', planned_date: '2026-12-01' }),
    );
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data.production).toBeUndefined();
    expect(data.sponsorships).toEqual([]);
  });

  it.each([
    ['nothing', {}, ['content_id', 'title', 'planned_date']],
    [
      'unknown references',
      { content_id: 999999, title: 'x', planned_date: '2026-12-01', brand_id: 999999 },
      ['content_id', 'brand_id'],
    ],
    [
      'production fields without a brand',
      { content_id: 1, title: 'x', planned_date: '2026-12-01', status: 'new' },
      ['brand_id'],
    ],
    [
      'views before airing and billing before airing',
      {
        content_id: 1,
        title: 'x',
        planned_date: '2026-12-01',
        aired_date: '2026-12-05',
        billing_date: '2026-12-01',
      },
      ['billing_date'],
    ],
    [
      'an offer of another brand',
      { content_id: 1, title: 'x', planned_date: '2026-12-01', brand_id: 2, offer_id: 999999 },
      ['offer_id'],
    ],
  ])('answers 422 for %s', async (_label, payload, fields) => {
    const client = await api.as('ops');
    const before = api.backend.store.revision;
    const response = await client('/api/events', jsonBody('POST', payload));
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(fields);
    expect(api.backend.store.revision).toBe(before);
  });

  it.each(['brand', 'creator'] as const)('answers 403 for the %s persona', async (persona) => {
    const client = await api.as(persona);
    const response = await client(
      '/api/events',
      jsonBody('POST', { content_id: 1, title: 'x', planned_date: '2026-12-01' }),
    );
    expect(response.status).toBe(403);
  });
});

describe('PUT /api/events/:id', () => {
  it('updates an event, logs the date change and publishes its production', async () => {
    const { store, bus } = api.backend;
    const production = store.eventProductions.all().find((row) => {
      const event = store.events.get(row.event_id);
      return event?.aired_date === null;
    });
    const eventId = production?.event_id as number;
    const recorder = recordBus(bus);
    const client = await api.as('ops');
    const response = await client(
      `/api/events/${eventId}`,
      jsonBody('PUT', { planned_date: '2027-01-15', is_scheduled: true, rate: 2000 }),
    );
    recorder.stop();
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      planned_date: '2027-01-15',
      is_scheduled: true,
      rate: 2000,
      updated_at: '2026-11-20T12:00:00.000Z',
    });
    expect(recorder.messages.map((message) => message.event)).toContain('event-production.updated');
  });

  it('marks an event reviewed', async () => {
    const event = api.backend.store.events
      .all()
      .find((row) => row.aired_date !== null && row.reviewed_at === null);
    const client = await api.as('ops');
    const { data } = await (
      await client(`/api/events/${event?.id}`, jsonBody('PUT', { reviewed: true }))
    ).json();
    expect(data.reviewed_at).toBe('2026-11-20T12:00:00.000Z');
  });

  it('answers 422, 404 and 403', async () => {
    const ops = await api.as('ops');
    expect((await ops('/api/events/1', jsonBody('PUT', {}))).status).toBe(422);
    expect((await ops('/api/events/1', jsonBody('PUT', { planned_date: 'soon' }))).status).toBe(
      422,
    );
    expect((await ops('/api/events/999999', jsonBody('PUT', { title: 'x' }))).status).toBe(404);
    const creator = await api.as('creator');
    expect((await creator('/api/events/1', jsonBody('PUT', { title: 'x' }))).status).toBe(403);
  });
});
