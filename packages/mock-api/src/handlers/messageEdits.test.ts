import { describe, expect, it } from 'vitest';
import type { SessionFetch } from '../node/index.ts';
import { recordBus } from '../test/bus.ts';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

/** The brand persona's brand-visible thread on brand 2 (seeded first). */
function brandThread() {
  const thread = api.backend.store.threads
    .all()
    .find(
      (row) => row.subject_type === 'brand' && row.subject_id === 2 && row.visibility === 'brand',
    );
  if (thread === undefined) throw new Error('no brand thread');
  return thread;
}

async function post(client: SessionFetch, threadId: number, payload: Record<string, unknown>) {
  return client(`/api/threads/${threadId}/messages`, jsonBody('POST', payload));
}

describe('PUT and DELETE /api/message/:id', () => {
  it('lets the author edit and delete their message, telling the readers', async () => {
    const client = await api.as('ops');
    const thread = brandThread();
    const message = (await (await post(client, thread.id, { body: 'Typo' })).json()).data;
    const recorder = recordBus(api.backend.bus);
    const edited = await client(
      `/api/message/${message.id}`,
      jsonBody('PUT', { body: 'Fixed', tags: [] }),
    );
    expect(edited.status).toBe(200);
    expect((await edited.json()).data).toMatchObject({
      body: 'Fixed',
      tags: [{ id: 2, type: 'brand', is_primary: true }],
    });
    expect((await client(`/api/message/${message.id}`, { method: 'DELETE' })).status).toBe(204);
    recorder.stop();
    const events = recorder.messages.map((entry) => `${entry.event} ${entry.channel}`);
    expect(events).toContain('message.updated private-user.7');
    expect(events).toContain('message.deleted private-user.7');
    expect(api.backend.store.messages.get(message.id)).toBeUndefined();
  });

  it('refuses someone else’s message and activity entries', async () => {
    const thread = brandThread();
    const message = (await (await post(await api.as('ops'), thread.id, { body: 'Mine' })).json())
      .data;
    const other = await api.as('admin');
    expect(
      (await other(`/api/message/${message.id}`, jsonBody('PUT', { body: 'Yours' }))).status,
    ).toBe(403);
    expect((await other(`/api/message/${message.id}`, { method: 'DELETE' })).status).toBe(403);
    // An activity entry the ops persona caused: a status change logged in the production's thread.
    const ops = await api.as('ops');
    const production = api.backend.store.eventProductions.all()[0];
    await ops(
      '/api/threads',
      jsonBody('POST', { subject_type: 'event_production', subject_id: production?.id }),
    );
    await ops(
      `/api/event-production/${production?.id}`,
      jsonBody('PUT', { status: production?.status === 'moving' ? 'new' : 'moving' }),
    );
    const activity = api.backend.store.messages
      .all()
      .find((row) => row.activity_log !== null && row.user_id === 3);
    const refused = await ops(`/api/message/${activity?.id}`, jsonBody('PUT', { body: 'x' }));
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('Activity entries cannot be changed.');
  });

  it('answers 422 for an empty edit and 404 for unknown messages', async () => {
    const client = await api.as('ops');
    const message = (await (await post(client, brandThread().id, { body: 'Mine' })).json()).data;
    expect((await client(`/api/message/${message.id}`, jsonBody('PUT', {}))).status).toBe(422);
    expect((await client(`/api/message/${message.id}`, jsonBody('PUT', { body: '' }))).status).toBe(
      422,
    );
    expect((await client('/api/message/999999', jsonBody('PUT', { body: 'x' }))).status).toBe(404);
    expect((await client('/api/message/999999', { method: 'DELETE' })).status).toBe(404);
  });
});
