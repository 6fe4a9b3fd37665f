// @vitest-environment jsdom
import { isTemporaryId, type Message, type UserSummary } from '@airtime/domain';
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createDecodeContext } from '../decode/DecodeContext.ts';
import { decodeRecord } from '../decode/decodeRecord.ts';
import { applyMessageSaved } from '../messaging/serverChanges.ts';
import { messageRowModel } from '../models/messaging.ts';
import { useApiCache } from '../swr/createHooks.ts';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { useDeleteMessage, useEditMessage, useMessages, useSendMessage } from './useMessages.ts';

const { backend, server } = setupMockApi();

const ADMIN: UserSummary = {
  id: 2,
  firstname: 'Avery',
  lastname: 'Admin',
  avatar: null,
  email: 'admin@airtime.test',
};

function brandThread() {
  const thread = backend.store.threads
    .all()
    .find(
      (row) => row.subject_type === 'brand' && row.subject_id === 2 && row.visibility === 'brand',
    );
  if (thread === undefined) throw new Error('no brand thread for brand 2');
  return thread;
}

/** The admin's tab with the brand thread's messages and the write hooks mounted. */
async function mount(query?: Parameters<typeof useMessages>[1]) {
  const test = createTestClient();
  await signIn(test, 'admin@airtime.test');
  const thread = brandThread();
  const onError = vi.fn();
  const view = renderApiHook(test.client, () => ({
    messages: useMessages(thread.id, query),
    send: useSendMessage(thread, ADMIN),
    edit: useEditMessage({ onError }),
    remove: useDeleteMessage({ onError }),
    cache: useApiCache(),
  }));
  await waitFor(() => expect(view.result.current.messages.items.length).toBeGreaterThan(0));
  return { ...view, test, thread, onError };
}

const bodies = (items: readonly Message[]) => items.map((message) => message.body);
const serverBodies = (threadId: number) =>
  backend.store.messages.lookup('thread_id', threadId).map((message) => message.body);

describe('useMessages', () => {
  it('lists newest first with permissions and pages back in time', async () => {
    const { result, thread } = await mount({ per_page: 3 });
    expect(result.current.messages.permissions?.can_create).toBe(true);
    const first = result.current.messages.items.map((message) => message.id);
    expect(first).toEqual([...first].sort((a, b) => b - a));
    await act(() => result.current.messages.loadMore());
    await waitFor(() => expect(result.current.messages.items).toHaveLength(6));
    const ids = result.current.messages.items.map((message) => message.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(result.current.messages.key).toBe(`/api/threads/${thread.id}/messages?per_page=3`);
  });

  it('keeps the page key canonical: same filters, same key', async () => {
    const test = createTestClient();
    await signIn(test, 'admin@airtime.test');
    const id = brandThread().id;
    const { result } = renderApiHook(test.client, () => ({
      a: useMessages(id, { visibility: ['internal', 'brand'], user_id: [7, 2, 7], s: '' }),
      b: useMessages(id, { user_id: [2, 7], visibility: ['brand', 'internal'] }),
    }));
    expect(result.current.a.key).toBe(
      `/api/threads/${id}/messages?user_id[]=2&user_id[]=7&visibility[]=brand&visibility[]=internal`,
    );
    expect(result.current.b.key).toBe(result.current.a.key);
  });
});

describe('useSendMessage', () => {
  it('shows the message at once with a temporary id, then the server’s record', async () => {
    const { result, thread } = await mount();
    backend.setFaults({ latencyMs: 30 });
    let sent: Promise<unknown> = Promise.resolve();
    act(() => {
      sent = result.current.send.trigger({ body: 'Fresh idea' });
    });
    const shown = result.current.messages.items[0];
    expect(shown?.body).toBe('Fresh idea');
    expect(isTemporaryId(shown?.id ?? 0)).toBe(true);
    expect(shown?.user?.email).toBe('admin@airtime.test');
    await act(() => sent);
    const saved = result.current.messages.items[0];
    expect(saved?.body).toBe('Fresh idea');
    expect(isTemporaryId(saved?.id ?? 0)).toBe(false);
    expect(saved?.user?.id).toBe(2);
    expect(
      bodies(result.current.messages.items).filter((body) => body === 'Fresh idea'),
    ).toHaveLength(1);
    expect(serverBodies(thread.id)).toContain('Fresh idea');
  });

  it('lists it once when its realtime message.created arrives before the answer', async () => {
    const { result } = await mount();
    const echoed: boolean[] = [];
    const stop = backend.bus.subscribe((event) => {
      if (event.event !== 'message.created') return;
      const message = decodeRecord(
        messageRowModel,
        event.data,
        createDecodeContext(() => {}),
      );
      if (message === undefined) return;
      applyMessageSaved(result.current.cache, message);
      // The realtime copy is in the cached list while the send still waits for its answer.
      const pages = result.current.cache.cache.get(`$inf$${result.current.messages.key}`)?.data;
      echoed.push(pages?.[0]?.data.some((row: Message) => row.id === message.id) === true);
    }, 'private-agency');
    const outcome = await act(() => result.current.send.trigger({ body: 'Echoed' }));
    stop();
    expect(echoed).toEqual([true]);
    expect(outcome.ok).toBe(true);
    const pages = result.current.messages.pages ?? [];
    const ids = pages.flatMap((page) => page.data.map((message) => message.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(bodies(result.current.messages.items).filter((body) => body === 'Echoed')).toHaveLength(
      1,
    );
    expect(result.current.messages.items.some((message) => isTemporaryId(message.id))).toBe(false);
  });

  it('takes a failed send out of the list and keeps it to retry or discard', async () => {
    const { result, thread } = await mount();
    const before = bodies(result.current.messages.items);
    backend.setFaults({ errorRate: 1 });
    const first = await act(() => result.current.send.trigger({ body: 'Lost in transit' }));
    const second = await act(() => result.current.send.trigger({ body: 'Never mind' }));
    expect(first.ok).toBe(false);
    expect(second.ok).toBe(false);
    expect(bodies(result.current.messages.items)).toEqual(before);
    expect(result.current.send.failed.map((failed) => failed.draft.body)).toEqual([
      'Lost in transit',
      'Never mind',
    ]);
    expect(result.current.send.error?.status).toBe(500);
    backend.setFaults({});
    const retried = await act(() => result.current.send.failed[0]?.retry() ?? Promise.reject());
    expect(retried.ok).toBe(true);
    act(() => result.current.send.failed[0]?.discard());
    expect(result.current.send.failed).toEqual([]);
    expect(result.current.messages.items[0]?.body).toBe('Lost in transit');
    expect(serverBodies(thread.id)).toContain('Lost in transit');
    expect(serverBodies(thread.id)).not.toContain('Never mind');
  });
});

describe('useEditMessage and useDeleteMessage', () => {
  async function withOwnMessage() {
    const mounted = await mount();
    const outcome = await act(() => mounted.result.current.send.trigger({ body: 'Original' }));
    if (!outcome.ok) throw new Error('send failed');
    return { ...mounted, message: outcome.data };
  }

  it('edits at once and keeps the server’s record', async () => {
    const { result, message, onError } = await withOwnMessage();
    const edited = await act(() => result.current.edit.trigger(message, { body: 'Edited' }));
    expect(edited.ok).toBe(true);
    expect(result.current.messages.items[0]).toMatchObject({ id: message.id, body: 'Edited' });
    expect(result.current.messages.items[0]?.user?.id).toBe(2);
    expect(backend.store.messages.get(message.id)?.body).toBe('Edited');
    expect(onError).not.toHaveBeenCalled();
  });

  it('rolls a failed edit back and calls onError', async () => {
    const { result, message, onError } = await withOwnMessage();
    backend.setFaults({ latencyMs: 20, errorRate: 1 });
    let edit: Promise<unknown> = Promise.resolve();
    act(() => {
      edit = result.current.edit.trigger(message, { body: 'Doomed edit' });
    });
    expect(result.current.messages.items[0]?.body).toBe('Doomed edit');
    await act(() => edit);
    expect(result.current.messages.items[0]).toMatchObject({ id: message.id, body: 'Original' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }), message, {
      body: 'Doomed edit',
    });
  });

  it('deletes at once; a failed delete brings the message back and calls onError', async () => {
    const { result, message, onError } = await withOwnMessage();
    backend.setFaults({ latencyMs: 20, errorRate: 1 });
    let removal: Promise<unknown> = Promise.resolve();
    act(() => {
      removal = result.current.remove.trigger(message);
    });
    expect(result.current.messages.items.map((row) => row.id)).not.toContain(message.id);
    await act(() => removal);
    expect(result.current.messages.items[0]?.id).toBe(message.id);
    expect(onError).toHaveBeenCalledTimes(1);
    backend.setFaults({});
    const done = await act(() => result.current.remove.trigger(message));
    expect(done.ok).toBe(true);
    expect(result.current.messages.items.map((row) => row.id)).not.toContain(message.id);
    expect(backend.store.messages.get(message.id)).toBeUndefined();
  });

  it('rolls back only the failed one of two edits in flight', async () => {
    const { result, message, onError } = await withOwnMessage();
    server.use(
      http.put('*/api/message/:id', () => HttpResponse.json({ message: 'No.' }, { status: 500 }), {
        once: true,
      }),
    );
    backend.setFaults({ latencyMs: 30 });
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.edit.trigger(message, { body: 'First' });
      second = result.current.edit.trigger(message, { body: 'Second' });
    });
    expect(result.current.messages.items[0]?.body).toBe('Second');
    await act(() => first);
    // The first failed while the second is still under way: the second stays shown.
    expect(result.current.messages.items[0]?.body).toBe('Second');
    expect(onError).toHaveBeenCalledTimes(1);
    await act(() => second);
    expect(result.current.messages.items[0]).toMatchObject({ id: message.id, body: 'Second' });
    expect(backend.store.messages.get(message.id)?.body).toBe('Second');
  });

  it('applies changes made while a message is being sent to the saved one, or fails them with it', async () => {
    const { result, thread, onError } = await mount();
    backend.setFaults({ latencyMs: 20 });
    let sent: Promise<unknown> = Promise.resolve();
    let edited: Promise<unknown> = Promise.resolve();
    act(() => {
      sent = result.current.send.trigger({ body: 'Typo' });
    });
    const temporary = result.current.messages.items[0] as Message;
    act(() => {
      edited = result.current.edit.trigger(temporary, { body: 'Fixed' });
    });
    expect(result.current.messages.items[0]).toMatchObject({ id: temporary.id, body: 'Fixed' });
    await act(() => Promise.all([sent, edited]));
    const saved = result.current.messages.items[0];
    expect(saved && isTemporaryId(saved.id)).toBe(false);
    expect(saved?.body).toBe('Fixed');
    expect(serverBodies(thread.id)).toContain('Fixed');

    backend.setFaults({ latencyMs: 20, errorRate: 1 });
    let lost: Promise<unknown> = Promise.resolve();
    act(() => {
      lost = result.current.send.trigger({ body: 'Unsent' });
    });
    const unsent = result.current.messages.items[0] as Message;
    const removal = await act(async () => {
      const outcome = result.current.remove.trigger(unsent);
      await lost;
      return outcome;
    });
    expect(removal.ok).toBe(false);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }), unsent);
    expect(result.current.messages.items[0]?.id).toBe(saved?.id);
  });
});
