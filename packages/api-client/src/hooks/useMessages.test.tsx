// @vitest-environment jsdom
import { isTemporaryId, type Message, type UserSummary } from '@airtime/domain';
import { PUSHER_CONFIG } from '@airtime/mock-api';
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDecodeContext } from '../decode/DecodeContext.ts';
import { decodeRecord } from '../decode/decodeRecord.ts';
import { applyMessageCreated } from '../messaging/serverChanges.ts';
import { messageRowModel } from '../models/messaging.ts';
import { type RealtimeHandle, startRealtime } from '../realtime/startRealtime.ts';
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
/** The ids of the rows of this text in the cached pages of a list, as shown now. */
const rowsOf = (cache: ReturnType<typeof useApiCache>, key: string | null, body: string) =>
  ((cache.cache.get(`$inf$${key}`)?.data ?? []) as { data: Message[] }[])
    .flatMap((page) => page.data)
    .filter((row) => row.body === body)
    .map((row) => row.id);
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
    const rowsAtEcho: number[][] = [];
    const stop = backend.bus.subscribe((event) => {
      if (event.event !== 'message.created') return;
      const message = decodeRecord(
        messageRowModel,
        event.data,
        createDecodeContext(() => {}),
      );
      if (message === undefined) return;
      applyMessageCreated(result.current.cache, message);
      // While the send still waits for its answer: the realtime copy alone, no temporary beside it.
      rowsAtEcho.push(rowsOf(result.current.cache, result.current.messages.key, 'Echoed'));
    }, 'private-agency');
    const outcome = await act(() => result.current.send.trigger({ body: 'Echoed' }));
    stop();
    expect(outcome.ok).toBe(true);
    expect(rowsAtEcho).toEqual([[outcome.ok ? outcome.data.id : 0]]);
    const pages = result.current.messages.pages ?? [];
    const ids = pages.flatMap((page) => page.data.map((message) => message.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(bodies(result.current.messages.items).filter((body) => body === 'Echoed')).toHaveLength(
      1,
    );
    expect(result.current.messages.items.some((message) => isTemporaryId(message.id))).toBe(false);
  });

  it('updates in place a realtime copy that comes after the answer, even while the same text is sent again', async () => {
    const { result } = await mount();
    const late: unknown[] = [];
    const rowsAtEcho: number[][] = [];
    const stop = backend.bus.subscribe((event) => {
      if (event.event !== 'message.created') return;
      late.push(event.data);
      // The first send's copy is held back until the second send is under way.
      if (late.length < 2) return;
      for (const data of late.splice(0)) {
        const message = decodeRecord(
          messageRowModel,
          data,
          createDecodeContext(() => {}),
        );
        if (message !== undefined) applyMessageCreated(result.current.cache, message);
        rowsAtEcho.push(rowsOf(result.current.cache, result.current.messages.key, 'Again'));
      }
    }, 'private-agency');
    const first = await act(() => result.current.send.trigger({ body: 'Again' }));
    const second = await act(() => result.current.send.trigger({ body: 'Again' }));
    stop();
    if (!first.ok || !second.ok) throw new Error('send failed');
    // The late copy of the first is not taken for the second, still sending (temporary, on top).
    expect(rowsAtEcho).toHaveLength(2);
    expect(rowsAtEcho[0]).toHaveLength(2);
    expect(rowsAtEcho[0]?.[1]).toBe(first.data.id);
    expect(isTemporaryId(rowsAtEcho[0]?.[0] ?? 0)).toBe(true);
    expect(rowsAtEcho[1]).toEqual([second.data.id, first.data.id]);
    expect(result.current.messages.items.filter((row) => row.body === 'Again')).toHaveLength(2);
  });

  it('lists both when the author’s other tab sent the same text meanwhile', async () => {
    const { result } = await mount();
    let other: Message | undefined;
    const stop = backend.bus.subscribe((event) => {
      if (event.event !== 'message.created' || other !== undefined) return;
      const own = decodeRecord(
        messageRowModel,
        event.data,
        createDecodeContext(() => {}),
      );
      if (own === undefined) return;
      // The other tab's message comes first and is taken for this send; this send's own copy is lost.
      other = { ...own, id: own.id + 1_000 };
      applyMessageCreated(result.current.cache, other);
    }, 'private-agency');
    const outcome = await act(() => result.current.send.trigger({ body: 'Both tabs' }));
    stop();
    if (!outcome.ok) throw new Error('send failed');
    expect(
      result.current.messages.items.filter((row) => row.body === 'Both tabs').map((row) => row.id),
    ).toEqual([other?.id, outcome.data.id]);
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

/** The request without its X-Socket-ID header. */
function withoutSocketId(init: RequestInit | undefined): RequestInit {
  const headers = new Headers(init?.headers);
  headers.delete('x-socket-id');
  return { ...init, headers };
}

describe('useSendMessage with realtime', () => {
  const handles: RealtimeHandle[] = [];
  afterEach(() => {
    for (const handle of handles.splice(0)) handle.stop();
  });

  async function loadWorkerPusher() {
    (globalThis as { self?: unknown }).self ??= globalThis;
    return (await import('pusher-js/dist/worker/pusher.worker.js')).default;
  }

  /**
   * The admin's tab with live realtime and each render's rows kept. The answers to sends can be
   * held (so their message.created arrives first, as it often does in the portal) or lost after
   * the server saved. Its sends do not name its socket (X-Socket-ID), so the server sends the tab
   * its own copy, as a backend that broadcasts to everyone would: the copy must never double a row.
   */
  async function mountLive() {
    const answers = { held: Promise.resolve(), release: () => {}, lose: false };
    let jar: typeof fetch = fetch;
    const test = createTestClient({
      fetch: async (input, init) => {
        const send = init?.method === 'POST' && /\/messages$/.test(String(input));
        const answer = await jar(input, send ? withoutSocketId(init) : init);
        if (!send) return answer;
        await answers.held;
        if (answers.lose) throw new TypeError('Failed to fetch');
        return answer;
      },
    });
    jar = test.fetch;
    await signIn(test, 'admin@airtime.test');
    const thread = brandThread();
    const frames: Message[][] = [];
    const view = renderApiHook(test.client, () => {
      const messages = useMessages(thread.id);
      frames.push([...messages.items]);
      return { messages, send: useSendMessage(thread, ADMIN), cache: useApiCache() };
    });
    await waitFor(() => expect(view.result.current.messages.items.length).toBeGreaterThan(0));
    const joined: string[] = [];
    handles.push(
      startRealtime({
        client: test.client,
        config: PUSHER_CONFIG.intercepted,
        loadPusher: loadWorkerPusher,
        user: { id: ADMIN.id, business_role: 'ops' },
        cache: view.result.current.cache,
        onSubscribed: (channel) => joined.push(channel),
        onWarning: () => {},
      }),
    );
    await waitFor(() => expect(joined).toHaveLength(2));
    /** Holds the next answers until release(); releasing lets the held ones go. */
    const hold = () => {
      answers.release();
      answers.held = new Promise((resolve) => {
        answers.release = resolve;
      });
    };
    /** Waits until the server saved `count` messages of this text and the tab lists them all. */
    const shownSaved = async (body: string, count: number) => {
      await waitFor(() => {
        const saved = backend.store.messages.all().filter((row) => row.body === body);
        expect(saved).toHaveLength(count);
        const ids = view.result.current.messages.items.map((row) => row.id);
        for (const row of saved) expect(ids).toContain(row.id);
      });
    };
    return { ...view, thread, frames, answers, hold, shownSaved };
  }

  /** Each render's rows showing a message of this text, from the first render that showed one. */
  function copies(frames: readonly Message[][], body: string): number[][] {
    const rows = frames.map((frame) =>
      frame.filter((row) => row.body === body).map((row) => row.id),
    );
    return rows.slice(rows.findIndex((ids) => ids.length > 0));
  }

  const savedIds = (body: string) =>
    backend.store.messages
      .all()
      .filter((row) => row.body === body)
      .map((row) => row.id)
      .sort((a, b) => b - a);

  it('never shows the temporary message beside its realtime copy', async () => {
    const { result, frames, hold, answers, shownSaved } = await mountLive();
    hold();
    let sent: Promise<unknown> = Promise.resolve();
    act(() => {
      sent = result.current.send.trigger({ body: 'Said once' });
    });
    // message.created arrived while the answer is held: the saved row is listed already.
    await shownSaved('Said once', 1);
    answers.release();
    const outcome = await act(() => sent);
    const [id] = savedIds('Said once');
    expect(outcome).toMatchObject({ ok: true, data: { id } });
    const shown = copies(frames, 'Said once');
    expect(shown.filter((ids) => ids.length !== 1)).toEqual([]);
    expect(shown.at(-1)).toEqual([id]);
  });

  it('gives two sends of the same text a row each, at every moment', async () => {
    const { result, frames, hold, answers, shownSaved } = await mountLive();
    hold();
    let sent: Promise<unknown> = Promise.resolve();
    act(() => {
      sent = Promise.all([
        result.current.send.trigger({ body: 'Twice' }),
        result.current.send.trigger({ body: 'Twice' }),
      ]);
    });
    await shownSaved('Twice', 1);
    // The second call starts once the first has its answer; its answer is held too.
    hold();
    await shownSaved('Twice', 2);
    answers.release();
    await act(() => sent);
    const shown = copies(frames, 'Twice');
    expect(shown.filter((ids) => ids.length !== 2)).toEqual([]);
    expect(shown.at(-1)).toEqual(savedIds('Twice'));
  });

  it('takes the realtime copy of a reply to a reply, which the server files under the first', async () => {
    const { result, frames, hold, answers, shownSaved } = await mountLive();
    const top = await act(() => result.current.send.trigger({ body: 'Question' }));
    if (!top.ok) throw new Error('send failed');
    const reply = await act(() =>
      result.current.send.trigger({ body: 'Answer', parent_id: top.data.id }),
    );
    if (!reply.ok) throw new Error('reply failed');
    hold();
    let sent: Promise<unknown> = Promise.resolve();
    act(() => {
      sent = result.current.send.trigger({ body: 'Follow-up', parent_id: reply.data.id });
    });
    await shownSaved('Follow-up', 1);
    answers.release();
    await act(() => sent);
    const [id] = savedIds('Follow-up');
    expect(backend.store.messages.get(id ?? 0)?.parent_id).toBe(top.data.id);
    expect(copies(frames, 'Follow-up').filter((ids) => ids.length !== 1)).toEqual([]);
  });

  it('keeps a send whose answer was lost after its realtime copy came: it was saved', async () => {
    const { result, frames, hold, answers, shownSaved } = await mountLive();
    hold();
    answers.lose = true;
    let sent: Promise<unknown> = Promise.resolve();
    act(() => {
      sent = result.current.send.trigger({ body: 'Saved anyway' });
    });
    await shownSaved('Saved anyway', 1);
    answers.release();
    const outcome = await act(() => sent);
    const [id] = savedIds('Saved anyway');
    expect(outcome).toMatchObject({ ok: true, data: { id } });
    expect(result.current.send.failed).toEqual([]);
    expect(copies(frames, 'Saved anyway').filter((ids) => ids.length !== 1)).toEqual([]);
    expect(result.current.messages.items.filter((row) => row.body === 'Saved anyway')).toEqual([
      expect.objectContaining({ id }),
    ]);
  });

  it('still offers Retry and Discard for a send the server refused', async () => {
    const { result } = await mountLive();
    backend.setFaults({ errorRate: 1 });
    const outcome = await act(() => result.current.send.trigger({ body: 'Refused' }));
    expect(outcome.ok).toBe(false);
    expect(result.current.send.failed.map((failed) => failed.draft.body)).toEqual(['Refused']);
    expect(result.current.messages.items.some((row) => row.body === 'Refused')).toBe(false);
    backend.setFaults({});
    const retried = await act(() => result.current.send.failed[0]?.retry() ?? Promise.reject());
    expect(retried.ok).toBe(true);
    await waitFor(() =>
      expect(result.current.messages.items.filter((row) => row.body === 'Refused')).toHaveLength(1),
    );
    expect(result.current.send.failed).toEqual([]);
  });
});
