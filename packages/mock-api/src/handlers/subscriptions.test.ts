import { describe, expect, it } from 'vitest';
import { recordBus } from '../test/bus.ts';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

function thread(visibility: 'brand' | 'internal') {
  const found = api.backend.store.threads
    .all()
    .find(
      (row) =>
        row.subject_type === 'brand' && row.subject_id === 2 && row.visibility === visibility,
    );
  if (found === undefined) throw new Error(`no ${visibility} thread on brand 2`);
  return found;
}

describe('POST /api/thread/:id/subscriptions', () => {
  it('lets agency staff subscribe a brand user, who is notified', async () => {
    const target = thread('brand');
    const recorder = recordBus(api.backend.bus);
    const response = await (await api.as('ops'))(
      `/api/thread/${target.id}/subscriptions`,
      jsonBody('POST', { user_id: 7 }),
    );
    recorder.stop();
    expect(response.status).toBe(201);
    expect((await response.json()).data).toMatchObject({
      thread_id: target.id,
      user_id: 7,
      user: { id: 7 },
    });
    const events = recorder.messages.map((entry) => `${entry.event} ${entry.channel}`);
    expect(events).toContain('notification.created private-user.7');
    const notified = recorder.messages.find((entry) => entry.event === 'notification.created');
    // It names the thread (no message): a click can open that conversation.
    expect(notified?.data).toMatchObject({
      type: 'subscribed',
      subject_type: 'brand',
      subject_id: 2,
      thread_visibility: 'brand',
    });
    expect(notified?.data).not.toHaveProperty('message_id');
    expect(events).toContain('thread.updated private-agency');
    expect(events).toContain('thread.updated private-user.7');
  });

  it('answers an existing subscription with 200', async () => {
    const target = thread('brand');
    const existing = api.backend.store.threadSubscriptions.lookup('thread_id', target.id)[0];
    const response = await (await api.as('admin'))(
      `/api/thread/${target.id}/subscriptions`,
      jsonBody('POST', { user_id: existing?.user_id }),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).data.id).toBe(existing?.id);
  });

  it('answers 422 for a user who cannot read the thread, or none', async () => {
    const client = await api.as('ops');
    const internal = await client(
      `/api/thread/${thread('internal').id}/subscriptions`,
      jsonBody('POST', { user_id: 7 }),
    );
    expect(internal.status).toBe(422);
    expect(Object.keys((await internal.json()).errors)).toEqual(['user_id']);
    expect(
      (await client(`/api/thread/${thread('internal').id}/subscriptions`, jsonBody('POST', {})))
        .status,
    ).toBe(422);
  });

  it('answers 403 for a brand user subscribing someone else, 404 for an unknown thread', async () => {
    const brand = await api.as('brand');
    expect(
      (
        await brand(
          `/api/thread/${thread('brand').id}/subscriptions`,
          jsonBody('POST', { user_id: 3 }),
        )
      ).status,
    ).toBe(403);
    expect(
      (await brand('/api/thread/999999/subscriptions', jsonBody('POST', { user_id: 7 }))).status,
    ).toBe(404);
  });
});

describe('DELETE /api/thread/:id/subscriptions/:subId', () => {
  it('lets a user unsubscribe themself', async () => {
    const target = thread('brand');
    const brand = await api.as('brand');
    const { data } = await (
      await brand(`/api/thread/${target.id}/subscriptions`, jsonBody('POST', { user_id: 7 }))
    ).json();
    const recorder = recordBus(api.backend.bus);
    expect(
      (await brand(`/api/thread/${target.id}/subscriptions/${data.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(204);
    recorder.stop();
    expect(recorder.messages.map((entry) => entry.event)).toContain('thread.updated');
    expect(api.backend.store.threadSubscriptions.get(data.id)).toBeUndefined();
  });

  it('answers 403 for a brand user removing someone else, 404 for another thread’s subscription', async () => {
    const target = thread('brand');
    const someone = api.backend.store.threadSubscriptions
      .lookup('thread_id', target.id)
      .find((row) => row.user_id !== 7);
    const brand = await api.as('brand');
    expect(
      (await brand(`/api/thread/${target.id}/subscriptions/${someone?.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(403);
    const ops = await api.as('ops');
    const other = api.backend.store.threadSubscriptions
      .all()
      .find((row) => row.thread_id !== target.id);
    expect(
      (await ops(`/api/thread/${target.id}/subscriptions/${other?.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(404);
    expect(
      (await ops(`/api/thread/${target.id}/subscriptions/${someone?.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(204);
  });
});
