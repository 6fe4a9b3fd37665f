import { describe, expect, it } from 'vitest';

import { failure, setupMockApi, signedInAs, type TestClient } from '../test/mockApi.ts';
import { createEvent, getEvent } from './events.ts';
import { createSponsorship, deleteSponsorship, updateSponsorship } from './sponsorships.ts';

setupMockApi();

/** A new event booked for brand 2 (so it has a planned sponsorship). */
async function bookedEvent({ client }: TestClient) {
  return client.request(createEvent, {
    body: { content_id: 3, title: 'Sponsored episode', planned_date: '2026-12-10', brand_id: 2 },
  });
}

describe('sponsorships', () => {
  it('adds a sponsorship to an event, edits it and deletes it, each seen on the event', async () => {
    const test = await signedInAs('admin@airtime.test');
    const event = await bookedEvent(test);
    const created = await test.client.request(createSponsorship, {
      body: {
        event_id: event.id,
        brand_id: 4,
        type: 'dedicated',
        mentions: [{ start: 300 }, { start: 30, is_reviewed: true }],
      },
    });
    expect(created).toMatchObject({ event_id: event.id, brand_id: 4, is_planned: false });
    expect(created.mentions).toEqual([
      { start: 30, is_reviewed: true },
      { start: 300, is_reviewed: false },
    ]);
    await test.client.request(updateSponsorship, {
      params: { id: created.id },
      body: { campaign_vitals: { clicks: 120, revenue: 900 } },
    });
    const read = await test.client.request(getEvent, { params: { id: event.id } });
    expect(read.sponsorships?.find((row) => row.id === created.id)?.campaign_vitals).toEqual({
      views: null,
      clicks: 120,
      conversions: null,
      revenue: 900,
    });
    await test.client.request(deleteSponsorship, { params: { id: created.id } });
    const after = await test.client.request(getEvent, { params: { id: event.id } });
    expect(after.sponsorships?.map((row) => row.id)).not.toContain(created.id);
    expect(after.plannedSponsorship?.brand_id).toBe(2);
  });

  it('surfaces a second planned sponsorship as a field error', async () => {
    const test = await signedInAs('admin@airtime.test');
    const event = await bookedEvent(test);
    const error = await failure(
      test.client.request(createSponsorship, {
        body: { event_id: event.id, brand_id: 2, is_planned: true },
      }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldError('is_planned')).toBe('The event already has a planned sponsorship.');
  });

  it('refuses brand and Read Only users with the server message', async () => {
    const brand = await signedInAs('brand@airtime.test');
    const brandError = await failure(
      brand.client.request(createSponsorship, { body: { event_id: 1, brand_id: 2 } }),
    );
    expect(brandError.message).toBe('Only agency users can do this.');
    const readonly = await signedInAs('readonly@airtime.test');
    const error = await failure(readonly.client.request(deleteSponsorship, { params: { id: 1 } }));
    expect(error.status).toBe(403);
    expect(error.message).toBe('Your account is read-only: you cannot make changes.');
  });
});
