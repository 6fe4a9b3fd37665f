import type { Thread } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../http/ApiError.ts';
import type { AnyCall } from '../swr/createHooks.ts';
import { setupMockApi, signedInAs, type TestClient } from '../test/mockApi.ts';
import type { CallArgs, CallResult } from './defineCall.ts';
import { createMessage, listMessages } from './messages.ts';
import { createMessageReaction, deleteMessageReaction } from './reactions.ts';

const { backend } = setupMockApi();

function send<C extends AnyCall>(test: TestClient, call: C, ...args: CallArgs<C>) {
  const request = test.client.request as (call: AnyCall, ...rest: unknown[]) => Promise<unknown>;
  return request(call, ...args) as Promise<CallResult<C>>;
}

function brandThread(): Thread {
  const thread = backend.store.threads
    .all()
    .find(
      (row) => row.subject_type === 'brand' && row.subject_id === 2 && row.visibility === 'brand',
    );
  if (thread === undefined) throw new Error('no brand thread for brand 2');
  return thread;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('createMessageReaction, deleteMessageReaction', () => {
  it('adds a reaction once per emoji; the list shows it with its reactor; removing takes it off', async () => {
    const test = await signedInAs('brand@airtime.test');
    const threadId = brandThread().id;
    const message = await send(test, createMessage, {
      params: { id: threadId },
      body: { body: 'React to me' },
    });
    const reaction = await send(test, createMessageReaction, {
      body: { message_id: message.id, emoji: '👍' },
    });
    expect(reaction).toMatchObject({ message_id: message.id, user_id: 7, emoji: '👍' });
    const again = await send(test, createMessageReaction, {
      body: { message_id: message.id, emoji: '👍' },
    });
    expect(again.id).toBe(reaction.id);
    const listed = await send(test, listMessages, { params: { id: threadId } });
    const row = listed.data.find((candidate) => candidate.id === message.id);
    expect(row?.reactions?.map((candidate) => candidate.id)).toEqual([reaction.id]);
    expect(row?.reactions?.[0]?.user?.email).toBe('brand@airtime.test');
    await send(test, deleteMessageReaction, { params: { id: reaction.id } });
    const after = await send(test, listMessages, { params: { id: threadId } });
    expect(after.data.find((candidate) => candidate.id === message.id)?.reactions).toEqual([]);
  });

  it('surfaces 422 for what is not an emoji and 403 for another user’s reaction', async () => {
    const admin = await signedInAs('admin@airtime.test');
    const threadId = brandThread().id;
    const message = await send(admin, createMessage, {
      params: { id: threadId },
      body: { body: 'Hi' },
    });
    const invalid = await failure(
      send(admin, createMessageReaction, { body: { message_id: message.id, emoji: 'nope' } }),
    );
    expect(isApiError(invalid) && invalid.status).toBe(422);
    expect(isApiError(invalid) && invalid.fieldError('emoji')).toMatch(/emoji/);
    const reaction = await send(admin, createMessageReaction, {
      body: { message_id: message.id, emoji: '🎉' },
    });
    const brand = await signedInAs('brand@airtime.test');
    const refused = await failure(
      send(brand, deleteMessageReaction, { params: { id: reaction.id } }),
    );
    expect(isApiError(refused) && refused.status).toBe(403);
  });
});
