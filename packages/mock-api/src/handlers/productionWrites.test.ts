import { describe, expect, it } from 'vitest';
import { subjectKey } from '../store/subjectKey.ts';
import { recordBus } from '../test/bus.ts';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

type Row = { id: number };

/** A production whose event is booked for a brand that has an offer, and that has no tracker. */
function someProduction() {
  const { store } = api.backend;
  const production = store.eventProductions.all().find((row) => {
    const brandId = store.events.get(row.event_id)?.brand_id ?? null;
    return (
      brandId !== null &&
      store.offers.lookup('brand_id', brandId).length > 0 &&
      row.tracker_id === null
    );
  });
  if (production === undefined) throw new Error('no production fits');
  const event = store.events.get(production.event_id);
  return { production, brandId: event?.brand_id as number };
}

describe('PUT /api/event-production/:id', () => {
  it('changes status, projection, offer and tags, logs it and publishes', async () => {
    const { store, bus } = api.backend;
    const { production, brandId } = someProduction();
    const offer = store.offers.lookup('brand_id', brandId)[0];
    const thread = store.threads.insert({
      subject_type: 'event_production',
      subject_id: production.id,
      visibility: 'internal',
      latest_message_at: null,
      has_unread_messages: false,
      created_at: '2026-11-01T10:00:00.000Z',
    });
    const recorder = recordBus(bus);
    const client = await api.as('ops');
    const response = await client(
      `/api/event-production/${production.id}`,
      jsonBody('PUT', {
        status: production.status === 'moving' ? 'new' : 'moving',
        projection: 'medium',
        offer_id: offer?.id,
        tag_ids: [1, 2],
        is_important: true,
      }),
    );
    recorder.stop();
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({ projection: 'medium', offer_id: offer?.id, is_important: true });
    expect(data.tags.map((tag: Row) => tag.id)).toEqual([1, 2]);
    const activity = store.messages.lookup('thread_id', thread.id)[0];
    expect(activity?.activity_log?.changes.map((change) => change.field)).toEqual([
      'status',
      'projection',
    ]);
    expect(recorder.messages.map((message) => message.event).sort()).toEqual([
      'event-production.updated',
      'message.created',
      'thread.updated',
    ]);
  });

  it.each([
    ['nothing', {}, ['fields']],
    ['an unknown status', { status: 'done' }, ['status']],
    ['another brand’s offer', { offer_id: 999999 }, ['offer_id']],
    ['unknown tags', { tag_ids: [999999] }, ['tag_ids']],
    ['an unknown tracker', { tracker_id: 999999 }, ['tracker_id']],
  ])('answers 422 for %s', async (_label, payload, fields) => {
    const { production } = someProduction();
    const before = api.backend.store.revision;
    const response = await (await api.as('ops'))(
      `/api/event-production/${production.id}`,
      jsonBody('PUT', payload),
    );
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(fields);
    expect(api.backend.store.revision).toBe(before);
  });

  it('answers 404 and 403', async () => {
    expect(
      (
        await (
          await api.as('ops')
        )('/api/event-production/999999', jsonBody('PUT', { is_important: true }))
      ).status,
    ).toBe(404);
    expect(
      (
        await (
          await api.as('brand')
        )('/api/event-production/1', jsonBody('PUT', { is_important: true }))
      ).status,
    ).toBe(403);
  });
});

describe('PUT /api/event-production (batch)', () => {
  it('applies the fields to each production and publishes each', async () => {
    const { store, bus } = api.backend;
    const ids = store.eventProductions
      .all()
      .slice(0, 3)
      .map((row) => row.id);
    const recorder = recordBus(bus);
    const response = await (await api.as('ops'))(
      '/api/event-production',
      jsonBody('PUT', { ids, is_important: true }),
    );
    recorder.stop();
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.map((row: Row & { is_important: boolean }) => [row.id, row.is_important])).toEqual(
      ids.map((id) => [id, true]),
    );
    expect(
      recorder.messages.filter((message) => message.event === 'event-production.updated'),
    ).toHaveLength(3);
  });

  it('sets or clears the owner and backup of each production, agency users only', async () => {
    const { store } = api.backend;
    const ids = store.eventProductions
      .all()
      .slice(0, 2)
      .map((row) => row.id);
    const staff = store.users.all().filter((user) => user.business_role === 'ops');
    const [owner, backup] = staff;
    const client = await api.as('ops');
    const response = await client(
      '/api/event-production',
      jsonBody('PUT', { ids, owner_id: owner?.id, backup_id: backup?.id }),
    );
    expect(response.status).toBe(200);
    const { data } = await response.json();
    type Assigned = Row & { owner: { user_id: number }; backup: { user_id: number } };
    expect(data.map((row: Assigned) => [row.owner.user_id, row.backup.user_id])).toEqual(
      ids.map(() => [owner?.id, backup?.id]),
    );
    const cleared = await client(
      `/api/event-production/${ids[0]}`,
      jsonBody('PUT', { backup_id: null }),
    );
    const { data: one } = await cleared.json();
    expect([one.owner?.user_id, one.backup]).toEqual([owner?.id, undefined]);
    const assigned = store.assignees
      .lookup('subject', subjectKey('event_production', ids[0] as number))
      .map((row) => [row.type, row.user_id]);
    expect(assigned).toEqual([['owner', owner?.id]]);
    const brandUser = store.users.all().find((user) => user.business_role === 'brand');
    const refused = await client(
      '/api/event-production',
      jsonBody('PUT', { ids, owner_id: brandUser?.id }),
    );
    expect(refused.status).toBe(422);
    expect(Object.keys((await refused.json()).errors)).toEqual(['owner_id']);
  });

  it('answers 422 for unknown ids or no field, and writes nothing', async () => {
    const client = await api.as('ops');
    const before = api.backend.store.revision;
    const unknown = await client(
      '/api/event-production',
      jsonBody('PUT', { ids: [1, 999999], is_important: true }),
    );
    expect(unknown.status).toBe(422);
    expect(Object.keys((await unknown.json()).errors)).toEqual(['ids']);
    const empty = await client('/api/event-production', jsonBody('PUT', { ids: [1] }));
    expect(empty.status).toBe(422);
    const none = await client('/api/event-production', jsonBody('PUT', { is_important: true }));
    expect(Object.keys((await none.json()).errors)).toEqual(['ids']);
    expect(api.backend.store.revision).toBe(before);
  });
});

describe('POST /api/event-production/:id/update-status/process/:workflow', () => {
  it('sets a workflow status from the domain list and publishes', async () => {
    const { store, bus } = api.backend;
    const { production } = someProduction();
    const recorder = recordBus(bus);
    const response = await (await api.as('ops'))(
      `/api/event-production/${production.id}/update-status/process/script_approval`,
      jsonBody('POST', { status: 'brand-review' }),
    );
    recorder.stop();
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.process.workflows.script_approval).toEqual({
      status: 'brand-review',
      available_transitions: ['internal-review', 'brand-notes-received'],
    });
    expect(
      store.processes.lookupOne('subject', subjectKey('event_production', production.id))?.workflows
        .script_approval?.status,
    ).toBe('brand-review');
    expect(recorder.messages.map((message) => message.event)).toContain('event-production.updated');
  });

  it('answers 422 for a status of another workflow, 404 for an unknown workflow', async () => {
    const client = await api.as('ops');
    const { production } = someProduction();
    const wrong = await client(
      `/api/event-production/${production.id}/update-status/process/brief`,
      jsonBody('POST', { status: 'brand-review' }),
    );
    expect(wrong.status).toBe(422);
    expect(Object.keys((await wrong.json()).errors)).toEqual(['status']);
    const unknown = await client(
      `/api/event-production/${production.id}/update-status/process/shipping`,
      jsonBody('POST', { status: 'sent' }),
    );
    expect(unknown.status).toBe(404);
    const forbidden = await (await api.as('creator'))(
      `/api/event-production/${production.id}/update-status/process/brief`,
      jsonBody('POST', { status: 'sent' }),
    );
    expect(forbidden.status).toBe(403);
  });
});
