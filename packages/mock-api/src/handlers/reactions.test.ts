import { describe, expect, it } from 'vitest';
import { recordBus } from '../test/bus.ts';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

/** A message of the brand persona's brand-visible thread on brand 2. */
function brandMessage() {
  const { store } = api.backend;
  const thread = store.threads
    .all()
    .find(
      (row) => row.subject_type === 'brand' && row.subject_id === 2 && row.visibility === 'brand',
    );
  const message = store.messages
    .lookup('thread_id', thread?.id as number)
    .find((row) => row.visibility === 'brand');
  if (message === undefined) throw new Error('no brand message');
  return message;
}

describe('POST /api/message-reactions', () => {
  it('adds a reaction once and tells the readers the message’s reactions', async () => {
    const message = brandMessage();
    const client = await api.as('brand');
    const recorder = recordBus(api.backend.bus);
    const response = await client(
      '/api/message-reactions',
      jsonBody('POST', { message_id: message.id, emoji: '🎉' }),
    );
    recorder.stop();
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({ message_id: message.id, user_id: 7, emoji: '🎉' });
    expect(recorder.messages.map((entry) => `${entry.event} ${entry.channel}`)).toEqual([
      'reaction.changed private-agency',
      'reaction.changed private-user.7',
    ]);
    const payload = recorder.messages[0]?.data as { reactions: Array<{ id: number }> };
    expect(payload.reactions.map((reaction) => reaction.id)).toContain(data.id);
    const again = await client(
      '/api/message-reactions',
      jsonBody('POST', { message_id: message.id, emoji: '🎉' }),
    );
    expect(again.status).toBe(200);
    expect((await again.json()).data.id).toBe(data.id);
  });

  it.each([
    ['nothing', {}, ['message_id', 'emoji']],
    ['text for an emoji', { message_id: 1, emoji: 'lol' }, ['emoji']],
    ['digits for an emoji', { message_id: 1, emoji: '42' }, ['emoji']],
  ])('answers 422 for %s', async (_label, payload, fields) => {
    const response = await (await api.as('ops'))(
      '/api/message-reactions',
      jsonBody('POST', payload),
    );
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(fields);
  });

  it('answers 404 for an unknown message and 403 for a message the user cannot read', async () => {
    const client = await api.as('brand');
    expect(
      (
        await client(
          '/api/message-reactions',
          jsonBody('POST', { message_id: 999999, emoji: '👍' }),
        )
      ).status,
    ).toBe(404);
    const internal = api.backend.store.messages.all().find((row) => row.visibility === 'internal');
    expect(
      (
        await client(
          '/api/message-reactions',
          jsonBody('POST', { message_id: internal?.id, emoji: '👍' }),
        )
      ).status,
    ).toBe(403);
  });
});

describe('DELETE /api/message-reactions/:id', () => {
  it('removes one’s own reaction and refuses another’s', async () => {
    const message = brandMessage();
    const brand = await api.as('brand');
    const { data } = await (
      await brand(
        '/api/message-reactions',
        jsonBody('POST', { message_id: message.id, emoji: '👀' }),
      )
    ).json();
    const ops = await api.as('ops');
    expect((await ops(`/api/message-reactions/${data.id}`, { method: 'DELETE' })).status).toBe(403);
    const recorder = recordBus(api.backend.bus);
    expect((await brand(`/api/message-reactions/${data.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    recorder.stop();
    expect(recorder.messages.map((entry) => entry.event)).toContain('reaction.changed');
    expect((await brand(`/api/message-reactions/${data.id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
  });
});
