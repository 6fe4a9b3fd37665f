import { describe, expect, it } from 'vitest';
import { recordBus } from '../test/bus.ts';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

/** A campaign of the brand persona's brand 2 that has no brand thread yet. */
function campaignOfBrand2() {
  const { store } = api.backend;
  const campaign = store.campaigns
    .lookup('brand_id', 2)
    .find(
      (row) =>
        !store.threads.all().some((t) => t.subject_type === 'campaign' && t.subject_id === row.id),
    );
  if (campaign === undefined) throw new Error('no free campaign of brand 2');
  return campaign;
}

describe('POST /api/threads', () => {
  it('creates a brand-visible thread, subscribes its creator and tells the brand’s users', async () => {
    const campaign = campaignOfBrand2();
    const recorder = recordBus(api.backend.bus);
    const response = await (await api.as('ops'))(
      '/api/threads',
      jsonBody('POST', { subject_type: 'campaign', subject_id: campaign.id, visibility: 'brand' }),
    );
    recorder.stop();
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({
      subject_type: 'campaign',
      subject_id: campaign.id,
      visibility: 'brand',
      latest_message_at: null,
      has_unread_messages: false,
      subscriptions: [{ user_id: 3, user: { id: 3 } }],
    });
    const channels = recorder.messages.map((message) => message.channel);
    expect(channels).toContain('private-agency');
    expect(channels).toContain('private-user.7');
    expect(new Set(recorder.messages.map((message) => message.event))).toEqual(
      new Set(['thread.updated']),
    );
  });

  it('answers an existing thread with 200, and lets a brand user open their brand’s', async () => {
    const client = await api.as('brand');
    const first = await client(
      '/api/threads',
      jsonBody('POST', { subject_type: 'brand', subject_id: 2, visibility: 'brand' }),
    );
    expect(first.status).toBe(200);
    const existing = api.backend.store.threads
      .all()
      .find(
        (row) => row.subject_type === 'brand' && row.subject_id === 2 && row.visibility === 'brand',
      );
    const answer = (await first.json()).data;
    expect(answer.id).toBe(existing?.id);
    // Named like the thread list's rows, so a linked thread shows its record's name at once.
    expect(answer.subject).toMatchObject({
      type: 'brand',
      id: 2,
      name: api.backend.store.brands.get(2)?.name,
      brand_id: 2,
    });
  });

  it.each([
    ['nothing', {}, ['subject_type', 'subject_id']],
    ['an unknown subject', { subject_type: 'brand', subject_id: 999999 }, ['subject_id']],
    [
      'a visibility the record lacks',
      { subject_type: 'agency', subject_id: 38, visibility: 'brand' },
      ['visibility'],
    ],
    [
      'an unknown visibility',
      { subject_type: 'brand', subject_id: 2, visibility: 'public' },
      ['visibility'],
    ],
  ])('answers 422 for %s', async (_label, payload, fields) => {
    const response = await (await api.as('ops'))('/api/threads', jsonBody('POST', payload));
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(fields);
  });

  it('answers 403 for a brand user opening an internal or another brand’s thread', async () => {
    const client = await api.as('brand');
    expect(
      (await client('/api/threads', jsonBody('POST', { subject_type: 'brand', subject_id: 2 })))
        .status,
    ).toBe(403);
    expect(
      (
        await client(
          '/api/threads',
          jsonBody('POST', { subject_type: 'brand', subject_id: 4, visibility: 'brand' }),
        )
      ).status,
    ).toBe(403);
  });
});

describe('GET /api/threads/:type/:id/:visibility', () => {
  it('answers the thread with subscriptions and the reader’s unread flag', async () => {
    const { data } = await (await (await api.as('brand'))('/api/threads/brand/2/brand')).json();
    expect(data).toMatchObject({ subject_type: 'brand', subject_id: 2, visibility: 'brand' });
    expect(typeof data.has_unread_messages).toBe('boolean');
    expect(data.subscriptions.length).toBeGreaterThan(0);
  });

  it('answers null while a record has no thread of that visibility', async () => {
    const campaign = campaignOfBrand2();
    const response = await (await api.as('ops'))(`/api/threads/campaign/${campaign.id}/creator`);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toBeNull();
  });

  it('answers 404 for an unknown type, visibility or record, and 403 outside one’s access', async () => {
    const ops = await api.as('ops');
    expect((await ops('/api/threads/planet/1/internal')).status).toBe(404);
    expect((await ops('/api/threads/brand/2/public')).status).toBe(404);
    expect((await ops('/api/threads/brand/999999/internal')).status).toBe(404);
    const brand = await api.as('brand');
    expect((await brand('/api/threads/brand/2/internal')).status).toBe(403);
    const creator = await api.as('creator');
    expect((await creator('/api/threads/creator/1/creator')).status).toBe(200);
    expect((await creator('/api/threads/creator/3/creator')).status).toBe(403);
  });
});

describe('threads on channels, events and productions', () => {
  it('lets the creator persona open a creator thread on their channel, not a brand one', async () => {
    const channel = api.backend.store.channels.lookup('publisher_id', 1)[0];
    const client = await api.as('creator');
    const created = await client(
      '/api/threads',
      jsonBody('POST', { subject_type: 'channel', subject_id: channel?.id, visibility: 'creator' }),
    );
    expect(created.status).toBe(201);
    const brandSide = await client(
      '/api/threads',
      jsonBody('POST', { subject_type: 'channel', subject_id: channel?.id, visibility: 'brand' }),
    );
    expect(brandSide.status).toBe(422);
  });

  it('lets the brand persona open a brand thread on their brand’s event and production', async () => {
    const { store } = api.backend;
    const production = store.eventProductions
      .all()
      .find((row) => store.events.get(row.event_id)?.brand_id === 2);
    const client = await api.as('brand');
    const onEvent = await client(
      '/api/threads',
      jsonBody('POST', {
        subject_type: 'event',
        subject_id: production?.event_id,
        visibility: 'brand',
      }),
    );
    expect(onEvent.status).toBe(201);
    const onProduction = await client(
      '/api/threads',
      jsonBody('POST', {
        subject_type: 'event_production',
        subject_id: production?.id,
        visibility: 'brand',
      }),
    );
    expect(onProduction.status).toBe(201);
  });
});
