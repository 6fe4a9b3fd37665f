import { describe, expect, it } from 'vitest';
import type { SessionFetch } from '../node/index.ts';
import { recordBus } from '../test/bus.ts';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

type Row = { id: number };

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

describe('GET /api/threads/:id/messages', () => {
  it('answers newest first with permissions, authors in included.users and read flags', async () => {
    const thread = brandThread();
    const body = await (await (await api.as('ops'))(`/api/threads/${thread.id}/messages`)).json();
    expect(Object.keys(body).sort()).toEqual(['data', 'included', 'links', 'meta', 'permissions']);
    expect(body.permissions).toEqual({
      can_create: true,
      can_update: true,
      can_delete: true,
      can_react: true,
    });
    const times = body.data.map((message: { created_at: string }) => message.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const authors = new Set(body.data.map((message: { user_id: number }) => message.user_id));
    for (const id of authors) expect(body.included.users.map((user: Row) => user.id)).toContain(id);
    expect(
      body.data.every((message: { is_read: unknown }) => typeof message.is_read === 'boolean'),
    ).toBe(true);
  });

  it('says a Read Only user may not write', async () => {
    const body = await (
      await (
        await api.as('readonly')
      )(`/api/threads/${brandThread().id}/messages`)
    ).json();
    expect(body.permissions.can_create).toBe(false);
  });

  it('marks the thread read for the reader when the newest page is opened', async () => {
    const thread = brandThread();
    const writer = await api.as('ops');
    await post(writer, thread.id, { body: 'Fresh news for the brand' });
    const reader = await api.as('brand');
    expect(
      (await (await reader('/api/threads/brand/2/brand')).json()).data.has_unread_messages,
    ).toBe(true);
    const recorder = recordBus(api.backend.bus);
    const first = await (await reader(`/api/threads/${thread.id}/messages`)).json();
    recorder.stop();
    expect(first.data[0]).toMatchObject({ body: 'Fresh news for the brand', is_read: false });
    expect(recorder.messages).toEqual([
      expect.objectContaining({ channel: 'private-user.7', event: 'thread.updated' }),
    ]);
    expect(
      (await (await reader('/api/threads/brand/2/brand')).json()).data.has_unread_messages,
    ).toBe(false);
    const again = await (await reader(`/api/threads/${thread.id}/messages`)).json();
    expect(again.data[0].is_read).toBe(true);
  });

  it('pages back through a long thread, every message once', async () => {
    const thread = brandThread();
    const client = await api.as('ops');
    // Written at one moment (the test clock): five a page, the cursor splits them by id twice.
    for (let n = 0; n < 12; n += 1) await post(client, thread.id, { body: `Message ${n}` });
    const ids: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
      const body = await (
        await client(`/api/threads/${thread.id}/messages?per_page=5${query}`)
      ).json();
      ids.push(...body.data.map((message: Row) => message.id));
      cursor = body.links.next;
    } while (cursor !== null);
    const all = api.backend.store.messages
      .lookup('thread_id', thread.id)
      .map((message) => message.id);
    expect(ids).toEqual([...all].reverse());
  });

  it('hides internal notes from brand users and filters by reply and type', async () => {
    const thread = brandThread();
    const ops = await api.as('ops');
    const note = await (
      await post(ops, thread.id, { body: 'Agency only', visibility: 'internal' })
    ).json();
    const brand = await api.as('brand');
    const seen = await (await brand(`/api/threads/${thread.id}/messages?per_page=100`)).json();
    expect(seen.data.map((message: Row) => message.id)).not.toContain(note.data.id);
    const replies = await (
      await ops(`/api/threads/${thread.id}/messages?is_reply=1&type=message`)
    ).json();
    expect(replies.data.every((message: { is_reply: boolean }) => message.is_reply)).toBe(true);
  });

  it('answers 422 for a bad filter, 404 and 403', async () => {
    const ops = await api.as('ops');
    expect((await ops(`/api/threads/${brandThread().id}/messages?type=email`)).status).toBe(422);
    expect((await ops(`/api/threads/${brandThread().id}/messages?tag_id=3`)).status).toBe(422);
    expect((await ops('/api/threads/999999/messages')).status).toBe(404);
    const internal = api.backend.store.threads.all().find((row) => row.visibility === 'internal');
    expect((await (await api.as('brand'))(`/api/threads/${internal?.id}/messages`)).status).toBe(
      403,
    );
  });
});

describe('POST /api/threads/:id/messages', () => {
  it('saves the message with its tags (primary set by the server) and tells readers and subscribers', async () => {
    const { store, bus } = api.backend;
    const thread = brandThread();
    const subscribers = store.threadSubscriptions
      .lookup('thread_id', thread.id)
      .map((row) => row.user_id);
    const recorder = recordBus(bus);
    const client = await api.as('ops');
    const response = await post(client, thread.id, {
      body: '  Script approved  ',
      tags: [
        { id: 999, type: 'brand', is_primary: true },
        { id: 1, type: 'creator', is_primary: false },
        { id: 1, type: 'creator' },
      ],
    });
    recorder.stop();
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({
      body: 'Script approved',
      user_id: 3,
      is_reply: false,
      parent_id: null,
      visibility: 'brand',
      activity_log: null,
      is_read: true,
      tags: [
        { id: 2, type: 'brand', is_primary: true },
        { id: 1, type: 'creator', is_primary: false },
      ],
    });
    // The tagged record is named in the answer and the events (ours), never in the store.
    const creator = { type: 'creator', id: 1, name: store.creators.get(1)?.name };
    expect(data.tags[1].subject).toMatchObject(creator);
    expect(data.tags[0].subject).toBeUndefined();
    expect(store.messages.get(data.id)?.tags[1]).not.toHaveProperty('subject');
    const created = recorder.messages.filter((message) => message.event === 'message.created');
    expect(created[0]?.data).toMatchObject({ tags: [{}, { subject: creator }] });
    expect(created.map((message) => message.channel).sort()).toEqual([
      'private-agency',
      'private-user.7',
    ]);
    const notified = recorder.messages
      .filter((message) => message.event === 'notification.created')
      .map((message) => message.channel);
    const expected = subscribers.filter((id) => id !== 3).map((id) => `private-user.${id}`);
    expect(notified.sort()).toEqual(expected.sort());
    expect(
      store.threadSubscriptions.lookup('thread_id', thread.id).map((row) => row.user_id),
    ).toContain(3);
  });

  it('names the thread’s visibility and the message in the notification, as it stores it', async () => {
    const { store, bus } = api.backend;
    const thread = brandThread();
    const brand = await api.as('brand');
    await brand(`/api/thread/${thread.id}/subscriptions`, jsonBody('POST', { user_id: 7 }));
    const recorder = recordBus(bus);
    const answer = await post(await api.as('ops'), thread.id, { body: 'Cut approved' });
    recorder.stop();
    const { data } = await answer.json();
    const sent = recorder.messages.find(
      (message) => message.event === 'notification.created' && message.channel === 'private-user.7',
    );
    expect(sent?.data).toMatchObject({
      user_id: 7,
      type: 'message',
      title: 'Otto Ops wrote in a brand thread',
      body: 'Cut approved',
      subject_type: 'brand',
      subject_id: 2,
      thread_visibility: 'brand',
      message_id: data.id,
      read_at: null,
    });
    const stored = store.notifications.lookup('user_id', 7).at(-1);
    expect(stored).toMatchObject({ thread_visibility: 'brand', message_id: data.id });
  });

  it('counts the notification in the subscriber’s unread badge', async () => {
    const thread = brandThread();
    const brand = await api.as('brand');
    await brand(`/api/thread/${thread.id}/subscriptions`, jsonBody('POST', { user_id: 7 }));
    const before = (await (await brand('/api/user')).json()).data.unread_notifications_count;
    await post(await api.as('ops'), thread.id, { body: 'Ping' });
    const after = (await (await brand('/api/user')).json()).data.unread_notifications_count;
    expect(after).toBe(before + 1);
    await brand(`/api/threads/${thread.id}/messages`);
    expect((await (await brand('/api/user')).json()).data.unread_notifications_count).toBeLessThan(
      after,
    );
  });

  it('reads only the opened conversation’s notifications, not those of the record’s other ones', async () => {
    const { store } = api.backend;
    const shared = brandThread();
    const internal = store.threads
      .all()
      .find(
        (row) =>
          row.subject_type === 'brand' && row.subject_id === 2 && row.visibility === 'internal',
      );
    if (internal === undefined) throw new Error('no internal thread');
    const admin = await api.as('admin');
    await admin(`/api/thread/${internal.id}/subscriptions`, jsonBody('POST', { user_id: 2 }));
    await admin(`/api/threads/${internal.id}/messages`);
    const unread = async () =>
      (await (await admin('/api/user')).json()).data.unread_notifications_count as number;
    const before = await unread();
    await post(await api.as('ops'), internal.id, { body: 'Internal: margin is thin' });
    expect(await unread()).toBe(before + 1);
    // Opening the brand's shared conversation leaves the internal one's news unread.
    await admin(`/api/threads/${shared.id}/messages`);
    expect(await unread()).toBe(before + 1);
    await admin(`/api/threads/${internal.id}/messages`);
    expect(await unread()).toBe(before);
  });

  it('sends an internal note to the agency channel only', async () => {
    const recorder = recordBus(api.backend.bus);
    await post(await api.as('ops'), brandThread().id, { body: 'Note', visibility: 'internal' });
    recorder.stop();
    expect(
      recorder.messages
        .filter((message) => message.event === 'message.created')
        .map((message) => message.channel),
    ).toEqual(['private-agency']);
  });

  it('threads replies one level deep', async () => {
    const thread = brandThread();
    const client = await api.as('ops');
    const parent = (await (await post(client, thread.id, { body: 'Top' })).json()).data;
    const reply = (
      await (await post(client, thread.id, { body: 'Reply', parent_id: parent.id })).json()
    ).data;
    expect(reply).toMatchObject({ is_reply: true, parent_id: parent.id });
    const nested = (
      await (await post(client, thread.id, { body: 'Nested', parent_id: reply.id })).json()
    ).data;
    expect(nested.parent_id).toBe(parent.id);
  });

  it.each([
    ['no body', {}, ['body']],
    ['a reply without parent', { body: 'x', is_reply: true }, ['parent_id']],
    ['an unknown parent', { body: 'x', parent_id: 999999 }, ['parent_id']],
    [
      'bad tags',
      {
        body: 'x',
        tags: [
          { id: 'a', type: 'planet' },
          { id: 999999, type: 'brand' },
        ],
      },
      ['tags.0.id', 'tags.0.type', 'tags.1.id'],
    ],
    ['a visibility the thread lacks', { body: 'x', visibility: 'creator' }, ['visibility']],
  ])('answers 422 for %s', async (_label, payload, fields) => {
    const before = api.backend.store.revision;
    const response = await post(await api.as('ops'), brandThread().id, payload);
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(fields);
    expect(api.backend.store.revision).toBe(before);
  });

  it('answers 422 for a brand user writing an internal note, 403 outside their threads', async () => {
    const brand = await api.as('brand');
    const note = await post(brand, brandThread().id, { body: 'x', visibility: 'internal' });
    expect(note.status).toBe(422);
    const internal = api.backend.store.threads.all().find((row) => row.visibility === 'internal');
    expect((await post(brand, internal?.id as number, { body: 'x' })).status).toBe(403);
  });
});
