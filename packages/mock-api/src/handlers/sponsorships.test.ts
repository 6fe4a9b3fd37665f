import { describe, expect, it } from 'vitest';
import { recordBus } from '../test/bus.ts';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

/** A booked event with a production (and so a planned sponsorship). */
function bookedEvent() {
  const { store } = api.backend;
  const production = store.eventProductions.all().find((row) => row.sponsorship_id !== null);
  const event = production === undefined ? undefined : store.events.get(production.event_id);
  if (production === undefined || event === undefined || event.brand_id === null)
    throw new Error('no booked event');
  return { production, event, brandId: event.brand_id };
}

describe('POST /api/sponsorships', () => {
  it('adds an unplanned sponsorship found in an event, and publishes its production', async () => {
    const { event } = bookedEvent();
    const recorder = recordBus(api.backend.bus);
    const response = await (await api.as('ops'))(
      '/api/sponsorships',
      jsonBody('POST', {
        event_id: event.id,
        brand_id: 4,
        mentions: [{ start: 600 }, { start: 30, is_reviewed: true }],
        campaign_vitals: { views: 1000, clicks: 20 },
      }),
    );
    recorder.stop();
    expect(response.status).toBe(201);
    expect((await response.json()).data).toMatchObject({
      event_id: event.id,
      brand_id: 4,
      type: 'in-show',
      is_planned: false,
      mentions: [
        { start: 30, is_reviewed: true },
        { start: 600, is_reviewed: false },
      ],
      campaign_vitals: { views: 1000, clicks: 20, conversions: null, revenue: null },
    });
    expect(recorder.messages.map((message) => message.event)).toEqual(['event-production.updated']);
  });

  it.each([
    ['nothing', {}, ['event_id', 'brand_id']],
    ['unknown records', { event_id: 999999, brand_id: 999999 }, ['event_id', 'brand_id']],
    [
      'a bad mention',
      { event_id: 1, brand_id: 2, mentions: [{ start: -5 }, 'x'] },
      ['mentions.0.start', 'mentions.1'],
    ],
    [
      'bad vitals',
      { event_id: 1, brand_id: 2, campaign_vitals: { views: 'many' } },
      ['campaign_vitals.views'],
    ],
    ['an unknown type', { event_id: 1, brand_id: 2, type: 'jingle' }, ['type']],
  ])('answers 422 for %s', async (_label, payload, fields) => {
    const before = api.backend.store.revision;
    const response = await (await api.as('ops'))('/api/sponsorships', jsonBody('POST', payload));
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(fields);
    expect(api.backend.store.revision).toBe(before);
  });

  it('refuses a second planned sponsorship, or one for another brand', async () => {
    const { event, brandId } = bookedEvent();
    const client = await api.as('ops');
    const second = await client(
      '/api/sponsorships',
      jsonBody('POST', { event_id: event.id, brand_id: brandId, is_planned: true }),
    );
    expect((await second.json()).errors.is_planned[0]).toMatch(/already has a planned/);
    const other = await client(
      '/api/sponsorships',
      jsonBody('POST', { event_id: event.id, brand_id: brandId === 4 ? 6 : 4, is_planned: true }),
    );
    expect((await other.json()).errors.is_planned[0]).toMatch(/booked for/);
  });

  it('answers 403 for brand users', async () => {
    const response = await (await api.as('brand'))(
      '/api/sponsorships',
      jsonBody('POST', { event_id: 1, brand_id: 2 }),
    );
    expect(response.status).toBe(403);
  });
});

describe('PUT, DELETE /api/sponsorships/:id', () => {
  it('updates mentions and type', async () => {
    const { production } = bookedEvent();
    const response = await (await api.as('ops'))(
      `/api/sponsorships/${production.sponsorship_id}`,
      jsonBody('PUT', { type: 'dedicated', mentions: [{ start: 120, is_reviewed: true }] }),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      type: 'dedicated',
      mentions: [{ start: 120, is_reviewed: true }],
    });
  });

  it('deletes a planned sponsorship and lets its production go of it', async () => {
    const { store } = api.backend;
    const { production } = bookedEvent();
    const recorder = recordBus(api.backend.bus);
    const response = await (await api.as('ops'))(`/api/sponsorships/${production.sponsorship_id}`, {
      method: 'DELETE',
    });
    recorder.stop();
    expect(response.status).toBe(204);
    expect(store.eventProductions.get(production.id)?.sponsorship_id).toBeNull();
    expect(recorder.messages.map((message) => message.event)).toEqual(['event-production.updated']);
  });

  it('answers 422, 404 and 403', async () => {
    const { production } = bookedEvent();
    const client = await api.as('ops');
    expect(
      (await client(`/api/sponsorships/${production.sponsorship_id}`, jsonBody('PUT', {}))).status,
    ).toBe(422);
    expect(
      (await client('/api/sponsorships/999999', jsonBody('PUT', { type: 'in-show' }))).status,
    ).toBe(404);
    expect((await client('/api/sponsorships/999999', { method: 'DELETE' })).status).toBe(404);
    const creator = await api.as('creator');
    expect(
      (await creator(`/api/sponsorships/${production.sponsorship_id}`, { method: 'DELETE' }))
        .status,
    ).toBe(403);
  });
});
