// @vitest-environment jsdom
import type { Message, UserSummary } from '@airtime/domain';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEditMessage, useMessages } from '../hooks/useMessages.ts';
import { useThread } from '../hooks/useThread.ts';
import { useSubscribe } from '../hooks/useThreadSubscriptions.ts';
import { useApiCache } from '../swr/createHooks.ts';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import {
  applyMessageDeleted,
  applyMessageSaved,
  applyReactionsChanged,
  applyThreadUpdated,
} from './serverChanges.ts';

const { backend } = setupMockApi();

const OPS: UserSummary = {
  id: 3,
  firstname: 'O',
  lastname: 'P',
  avatar: null,
  email: 'ops@airtime.test',
};

/** The admin on brand 2's internal thread: its messages, the thread, an edit and a subscribe. */
async function mount() {
  const test = createTestClient();
  await signIn(test, 'admin@airtime.test');
  const thread = backend.store.threads
    .all()
    .find(
      (row) =>
        row.subject_type === 'brand' && row.subject_id === 2 && row.visibility === 'internal',
    );
  if (thread === undefined) throw new Error('no internal thread for brand 2');
  const view = renderApiHook(test.client, () => ({
    thread: useThread('brand', 2, 'internal'),
    messages: useMessages(thread.id),
    edit: useEditMessage(),
    subscribe: useSubscribe(),
    cache: useApiCache(),
  }));
  await waitFor(() => expect(view.result.current.messages.items.length).toBeGreaterThan(1));
  await waitFor(() => expect(view.result.current.thread.data).toBeTruthy());
  return view;
}

describe('server changes in the cache', () => {
  it('inserts a new message on top, updates a known one keeping is_read, and removes one', async () => {
    const { result } = await mount();
    const [newest] = result.current.messages.items as Message[];
    if (newest === undefined) throw new Error('empty thread');
    const arrived: Message = {
      ...newest,
      id: newest.id + 1_000,
      body: 'From afar',
      is_read: false,
    };
    act(() => applyMessageSaved(result.current.cache, arrived));
    expect(result.current.messages.items[0]).toMatchObject({ id: arrived.id, body: 'From afar' });
    act(() =>
      applyMessageSaved(result.current.cache, {
        ...newest,
        body: 'Changed',
        is_read: !newest.is_read,
      }),
    );
    expect(result.current.messages.items[1]).toMatchObject({
      id: newest.id,
      body: 'Changed',
      is_read: newest.is_read,
    });
    act(() =>
      applyMessageDeleted(result.current.cache, { id: arrived.id, thread_id: arrived.thread_id }),
    );
    expect(result.current.messages.items.map((row) => row.id)).not.toContain(arrived.id);
  });

  it('keeps a reaction change that arrives while an edit of its message is in flight', async () => {
    const { result } = await mount();
    const own = (result.current.messages.items as Message[])[0];
    if (own === undefined) throw new Error('empty thread');
    backend.setFaults({ latencyMs: 20, errorRate: 1 });
    let edit: Promise<unknown> = Promise.resolve();
    act(() => {
      edit = result.current.edit.trigger(own, { body: 'Doomed' });
    });
    const reaction = { id: 99_001, message_id: own.id, user_id: 3, emoji: '👍', created_at: 'now' };
    act(() =>
      applyReactionsChanged(result.current.cache, {
        message_id: own.id,
        thread_id: own.thread_id,
        reactions: [reaction],
      }),
    );
    expect(result.current.messages.items[0]).toMatchObject({ body: 'Doomed' });
    await act(() => edit);
    // The edit rolled back; the reaction the server announced meanwhile stays.
    expect(result.current.messages.items[0]?.body).toBe(own.body);
    expect(result.current.messages.items[0]?.reactions?.map((row) => row.id)).toEqual([99_001]);
  });

  it('lays thread.updated under a subscription still in flight', async () => {
    const { result } = await mount();
    const thread = result.current.thread.data;
    if (!thread) throw new Error('no thread');
    backend.setFaults({ latencyMs: 20 });
    let subscribing: Promise<unknown> = Promise.resolve();
    act(() => {
      subscribing = result.current.subscribe.trigger(thread, OPS);
    });
    act(() =>
      applyThreadUpdated(result.current.cache, {
        ...thread,
        latest_message_at: '2030-01-01T00:00:00Z',
      }),
    );
    expect(result.current.thread.data?.latest_message_at).toBe('2030-01-01T00:00:00Z');
    expect(result.current.thread.data?.subscriptions?.some((row) => row.user_id === 3)).toBe(true);
    await act(() => subscribing);
    expect(result.current.thread.data?.latest_message_at).toBe('2030-01-01T00:00:00Z');
    expect(result.current.thread.data?.subscriptions?.some((row) => row.user_id === 3)).toBe(true);
  });
});
