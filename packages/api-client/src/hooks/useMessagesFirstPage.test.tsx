// @vitest-environment jsdom
import { isTemporaryId, type Message, type UserSummary } from '@airtime/domain';
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDecodeContext } from '../decode/DecodeContext.ts';
import { decodeRecord } from '../decode/decodeRecord.ts';
import { createThread } from '../endpoints/threads.ts';
import { callApi, type SendOutcome } from '../messaging/operations.ts';
import { applyMessageCreated } from '../messaging/serverChanges.ts';
import { messageRowModel } from '../models/messaging.ts';
import { useApiCache } from '../swr/createHooks.ts';
import { createTestClient, setupMockApi, signIn, TEST_ORIGIN } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { useMessages, useSendMessage } from './useMessages.ts';

// A message sent into a thread whose first page of messages has not loaded yet (the portal sends
// the first message of a thread it has just created) is listed once, whatever comes first: the
// page, the send's answer or its realtime copy.

const { backend, server } = setupMockApi();

const ADMIN: UserSummary = {
  id: 2,
  firstname: 'Avery',
  lastname: 'Admin',
  avatar: null,
  email: 'admin@airtime.test',
};

/** Requests (or their answers) wait at it while it is closed. */
function gate() {
  let opened = Promise.resolve();
  let open = () => {};
  return {
    wait: () => opened,
    close() {
      opened = new Promise((resolve) => {
        open = resolve;
      });
    },
    open: () => open(),
  };
}

type Kind = 'page' | 'send';

/**
 * The admin's tab on a thread just created. The thread's first page of messages and the sends
 * into it can each be held before the server sees them (served) and before their answer comes
 * back (answered); the server's realtime copies of new messages can go straight into the cache.
 */
async function mountNewThread() {
  const gates = {
    page: { served: gate(), answered: gate() },
    send: { served: gate(), answered: gate() },
  };
  const served: Record<Kind, number> = { page: 0, send: 0 };
  let jar: typeof fetch = fetch;
  const test = createTestClient({
    fetch: async (input, init) => {
      const { pathname } = new URL(String(input), TEST_ORIGIN);
      if (!/^\/api\/threads\/\d+\/messages$/.test(pathname)) return jar(input, init);
      const kind: Kind = init?.method === 'POST' ? 'send' : 'page';
      await gates[kind].served.wait();
      const answer = await jar(input, init);
      served[kind] += 1;
      await gates[kind].answered.wait();
      return answer;
    },
  });
  jar = test.fetch;
  await signIn(test, 'admin@airtime.test');
  const taken = new Set(
    backend.store.threads.all().map((row) => `${row.subject_type}:${row.subject_id}`),
  );
  const campaign = backend.store.campaigns.all().find((row) => !taken.has(`campaign:${row.id}`));
  if (campaign === undefined) throw new Error('every campaign has a thread');
  const thread = await callApi(test.client, createThread, {
    body: { subject_type: 'campaign', subject_id: campaign.id },
  });
  const frames: Message[][] = [];
  const view = renderApiHook(
    test.client,
    ({ shown }: { shown: boolean }) => {
      const messages = useMessages(shown ? thread.id : null);
      frames.push([...messages.items]);
      return { messages, send: useSendMessage(thread, ADMIN), cache: useApiCache() };
    },
    { initialProps: { shown: false } },
  );
  /** Shows the thread's messages and sends `body` in the same moment, as the portal does. */
  const showAndSend = (body: string) => {
    let sent!: Promise<SendOutcome>;
    act(() => {
      view.rerender({ shown: true });
      sent = view.result.current.send.trigger({ body });
    });
    return sent;
  };
  /** Lets the request of a kind reach the server; resolves once the server has handled it. */
  const serve = async (kind: Kind) => {
    gates[kind].served.open();
    await waitFor(() => expect(served[kind]).toBe(1));
  };
  /** Puts the server's realtime copies of new messages into the cache; answers the stop. */
  const echoCreated = () =>
    backend.bus.subscribe((event) => {
      if (event.event !== 'message.created') return;
      const message = decodeRecord(
        messageRowModel,
        event.data,
        createDecodeContext(() => {}),
      );
      if (message !== undefined) applyMessageCreated(view.result.current.cache, message);
    }, 'private-agency');
  return { ...view, frames, gates, showAndSend, serve, echoCreated };
}

/** Each render's rows of this text, from the first render that listed one. */
function copies(frames: readonly Message[][], body: string): number[][] {
  const rows = frames.map((frame) => frame.filter((row) => row.body === body).map((row) => row.id));
  const first = rows.findIndex((ids) => ids.length > 0);
  return first < 0 ? [] : rows.slice(first);
}

const savedIds = (body: string) =>
  backend.store.messages
    .all()
    .filter((row) => row.body === body)
    .map((row) => row.id);

type Step = 'page served' | 'page loads' | 'send saved' | 'send answered';

describe('sending before the thread’s first page of messages has loaded', () => {
  // Not listed: the page served after the send was saved and loaded before its answer, without
  // its realtime copy. That page holds the saved message while the send still waits (README).
  it.each<[readonly Step[], 'with' | 'without']>([
    [['page served', 'page loads', 'send saved', 'send answered'], 'without'],
    [['page served', 'page loads', 'send saved', 'send answered'], 'with'],
    [['page served', 'send saved', 'page loads', 'send answered'], 'without'],
    [['page served', 'send saved', 'page loads', 'send answered'], 'with'],
    [['page served', 'send saved', 'send answered', 'page loads'], 'without'],
    [['page served', 'send saved', 'send answered', 'page loads'], 'with'],
    [['send saved', 'page served', 'page loads', 'send answered'], 'with'],
    [['send saved', 'page served', 'send answered', 'page loads'], 'without'],
    [['send saved', 'page served', 'send answered', 'page loads'], 'with'],
    [['send saved', 'send answered', 'page served', 'page loads'], 'without'],
  ])('lists it once: %j, %s its realtime copy', async (steps, realtime) => {
    const { result, frames, gates, showAndSend, serve, echoCreated } = await mountNewThread();
    const stop = realtime === 'with' ? echoCreated() : () => {};
    for (const kind of ['page', 'send'] as const) {
      gates[kind].served.close();
      gates[kind].answered.close();
    }
    const sent = showAndSend('Hello there');
    for (const step of steps) {
      if (step === 'page served') await serve('page');
      else if (step === 'send saved') await serve('send');
      else if (step === 'page loads') {
        gates.page.answered.open();
        await waitFor(() => expect(result.current.messages.pages).toBeDefined());
      } else {
        gates.send.answered.open();
        await act(() => sent);
      }
    }
    stop();
    const outcome = await sent;
    const [id] = savedIds('Hello there');
    expect(outcome).toMatchObject({ ok: true, data: { id } });
    const rows = copies(frames, 'Hello there');
    expect(rows.filter((ids) => ids.length !== 1)).toEqual([]);
    expect(rows.at(-1)).toEqual([id]);
    // Listed before the server's record reached the tab: first as the temporary message.
    const known = steps.indexOf(realtime === 'with' ? 'send saved' : 'send answered');
    expect(isTemporaryId(rows[0]?.[0] ?? 0)).toBe(steps.indexOf('page loads') < known);
  });

  it('keeps a send refused before the page loaded to retry or discard, and lists the retry once', async () => {
    const { result, frames, gates, showAndSend, serve } = await mountNewThread();
    gates.page.served.close();
    server.use(
      http.post('*/api/threads/:id/messages', () =>
        HttpResponse.json({ message: 'No.' }, { status: 500 }),
      ),
    );
    const sent = showAndSend('Hello there');
    const refused = await act(() => sent);
    const dropped = await act(() => result.current.send.trigger({ body: 'Never mind' }));
    expect(refused.ok).toBe(false);
    expect(dropped.ok).toBe(false);
    server.resetHandlers();
    await serve('page');
    await waitFor(() => expect(result.current.messages.pages).toBeDefined());
    expect(result.current.messages.items).toEqual([]);
    expect(result.current.send.failed.map((failed) => failed.draft.body)).toEqual([
      'Hello there',
      'Never mind',
    ]);
    const retried = await act(() => result.current.send.failed[0]?.retry() ?? Promise.reject());
    act(() => result.current.send.failed[0]?.discard());
    expect(result.current.send.failed).toEqual([]);
    const [id] = savedIds('Hello there');
    expect(retried).toMatchObject({ ok: true, data: { id } });
    expect(copies(frames, 'Hello there').filter((ids) => ids.length !== 1)).toEqual([]);
    expect(result.current.messages.items.map((row) => [row.id, row.body])).toEqual([
      [id, 'Hello there'],
    ]);
    expect(savedIds('Never mind')).toEqual([]);
  });
});
