import { getUserChannel, type Message, type MessageTag } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import type { SessionFetch } from '../node/index.ts';
import type { BroadcastMessage } from '../realtime/eventBus.ts';
import { recordBus } from '../test/bus.ts';
import {
  type MessageTagCase,
  messageTagCases,
  readerThread,
  readerUserId,
} from '../test/messageTagCases.ts';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

// A tag names its record (`subject`) only to readers who may see that record; others get the bare
// tag. Agency staff see every record.

const api = useMockApi();
const CASES = messageTagCases(api.backend.store);

async function post(client: SessionFetch, threadId: number, payload: Record<string, unknown>) {
  return client(`/api/threads/${threadId}/messages`, jsonBody('POST', payload));
}

/** The tag after the primary one, as some answer or event carried it. */
function taggedRecord(message: Message | undefined): MessageTag | undefined {
  return message?.tags[1];
}

/** What a reader gets for the case's tag: the record named, or the bare tag. */
function expected({ tag }: MessageTagCase, named: boolean) {
  const bare = { type: tag.type, id: tag.id, is_primary: false };
  const subject = { type: tag.type, id: tag.id, name: expect.any(String) };
  return named ? { ...bare, subject: expect.objectContaining(subject) } : bare;
}

/** The message of an event on one channel, from what the bus recorded. */
function sentOn(messages: readonly BroadcastMessage[], event: string, channel: string) {
  return messages.find((message) => message.event === event && message.channel === channel)?.data as
    | Message
    | undefined;
}

describe('message tags name their record only for readers who may see it', () => {
  it.each(CASES)(
    'the $reader persona reads $record: named in lists and message.created only if so',
    async (tagCase) => {
      const { bus } = api.backend;
      const thread = readerThread(api.backend.store, tagCase.reader);
      const ops = await api.as('ops');
      const recorder = recordBus(bus);
      const answer = await post(ops, thread.id, { body: 'Tagged', tags: [tagCase.tag] });
      recorder.stop();
      expect(answer.status).toBe(201);
      const { data } = (await answer.json()) as { data: Message };
      expect(taggedRecord(data)).toEqual(expected(tagCase, true));

      const readerChannel = getUserChannel(readerUserId(tagCase.reader));
      const created = (channel: string) => sentOn(recorder.messages, 'message.created', channel);
      expect(taggedRecord(created('private-agency'))).toEqual(expected(tagCase, true));
      expect(taggedRecord(created(readerChannel))).toEqual(expected(tagCase, tagCase.named));

      const listed = async (client: SessionFetch) => {
        const page = await (await client(`/api/threads/${thread.id}/messages`)).json();
        return (page.data as Message[]).find((message) => message.id === data.id);
      };
      expect(taggedRecord(await listed(ops))).toEqual(expected(tagCase, true));
      const reader = await api.as(tagCase.reader);
      expect(taggedRecord(await listed(reader))).toEqual(expected(tagCase, tagCase.named));
    },
  );

  it.each(CASES)(
    'the $reader persona tagging $record: named in their POST and PUT answers and message.updated only if so',
    async (tagCase) => {
      const thread = readerThread(api.backend.store, tagCase.reader);
      const reader = await api.as(tagCase.reader);
      const answer = await post(reader, thread.id, { body: 'Tagged', tags: [tagCase.tag] });
      expect(answer.status).toBe(201);
      const { data } = (await answer.json()) as { data: Message };
      expect(taggedRecord(data)).toEqual(expected(tagCase, tagCase.named));

      const recorder = recordBus(api.backend.bus);
      const edit = await reader(`/api/message/${data.id}`, jsonBody('PUT', { body: 'Edited' }));
      recorder.stop();
      expect(edit.status).toBe(200);
      expect(taggedRecord((await edit.json()).data)).toEqual(expected(tagCase, tagCase.named));
      const updated = (channel: string) => sentOn(recorder.messages, 'message.updated', channel);
      expect(taggedRecord(updated('private-agency'))).toEqual(expected(tagCase, true));
      expect(taggedRecord(updated(getUserChannel(readerUserId(tagCase.reader))))).toEqual(
        expected(tagCase, tagCase.named),
      );
    },
  );

  it('keeps the tags themselves and their order for every reader', async () => {
    const brandCases = CASES.filter((tagCase) => tagCase.reader === 'brand');
    const thread = readerThread(api.backend.store, 'brand');
    const ops = await api.as('ops');
    const tags = brandCases.map(({ tag }) => tag);
    const { data } = await (await post(ops, thread.id, { body: 'All of them', tags })).json();
    const page = await (await (await api.as('brand'))(`/api/threads/${thread.id}/messages`)).json();
    const seen = (page.data as Message[]).find((message) => message.id === data.id);
    expect(seen?.tags.map(({ type, id, is_primary }) => ({ type, id, is_primary }))).toEqual([
      { type: 'brand', id: 2, is_primary: true },
      ...tags.map((tag) => ({ ...tag, is_primary: false })),
    ]);
    expect(seen?.tags.map((tag) => 'subject' in tag)).toEqual([
      false,
      ...brandCases.map((tagCase) => tagCase.named),
    ]);
  });
});
