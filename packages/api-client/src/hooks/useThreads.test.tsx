// @vitest-environment jsdom
import { getUserChannel, type RealtimeEventName, type UserSummary } from '@airtime/domain';
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { applyRealtimeEvent } from '../realtime/applyRealtimeEvent.ts';
import type { ApiCache } from '../swr/cacheUpdates.ts';
import { useApiCache } from '../swr/createHooks.ts';
import { createTestClient, setupMockApi, signIn, type TestClient } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { useMessages, useSendMessage } from './useMessages.ts';
import { useThreads } from './useThreads.ts';

const { backend, server } = setupMockApi();
const BRAND_USER = 7;

async function tab(email: string): Promise<TestClient> {
  const test = createTestClient();
  await signIn(test, email);
  return test;
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** What the fake publishes on the user's channel, applied to the tab's cache as realtime does. */
function deliverRealtime(cache: ApiCache, userId: number): string[] {
  const warnings: string[] = [];
  const context = { cache, userId, warn: (text: string) => warnings.push(text) };
  stops.push(
    backend.bus.subscribe((message) => {
      void applyRealtimeEvent(context, message.event as RealtimeEventName, message.data);
    }, getUserChannel(userId)),
  );
  return warnings;
}

/** Another user writes in a thread, through the fake. */
async function postAs(email: string, threadId: number, body: string): Promise<void> {
  const other = await tab(email);
  const response = await other.fetch(`/api/threads/${threadId}/messages`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': other.cookies.get('XSRF-TOKEN') ?? '',
    },
    body: JSON.stringify({ body }),
  });
  expect(response.status).toBe(201);
}

function brandUser(): UserSummary {
  const user = backend.store.users.get(BRAND_USER);
  if (user === undefined) throw new Error('no brand persona');
  const { id, firstname, lastname, avatar, email } = user;
  return { id, firstname, lastname, avatar, email };
}

/**
 * The thread list beside one thread's messages (none open yet), once the list has loaded: with an
 * unread thread of the user's to open and the list's unread count.
 */
async function listWithUnreadThread(test: TestClient) {
  const view = renderApiHook(
    test.client,
    ({ open }: { open: number | null }) => ({
      threads: useThreads(),
      messages: useMessages(open),
    }),
    { initialProps: { open: null as number | null } },
  );
  const { result } = view;
  await waitFor(() => expect(result.current.threads.items.length).toBeGreaterThan(0));
  const target = result.current.threads.items.find((thread) => thread.has_unread_messages);
  if (target === undefined) throw new Error('the brand persona has nothing unread');
  return { ...view, target, unread: result.current.threads.unread ?? 0 };
}

describe('useThreads', () => {
  it('lists the user’s threads page by page, each with its subject, and the unread count', async () => {
    const test = await tab('brand@airtime.test');
    const { result } = renderApiHook(test.client, () => useThreads({ per_page: 2 }));
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(result.current.key).toBe('/api/threads?per_page=2');
    while (result.current.hasMore) await act(() => result.current.loadMore());
    const { items, total, unread } = result.current;
    expect(items.length).toBe(total);
    expect(new Set(items.map((thread) => thread.id)).size).toBe(items.length);
    expect(items.every((thread) => thread.visibility === 'brand')).toBe(true);
    expect(items.every((thread) => typeof thread.subject?.name === 'string')).toBe(true);
    expect(unread).toBe(items.filter((thread) => thread.has_unread_messages).length);
    expect(test.warnings).toEqual([]);
  });

  it('filters, keys equal filters alike, and waits for null', async () => {
    const test = await tab('admin@airtime.test');
    const { result } = renderApiHook(test.client, () => ({
      campaigns: useThreads({
        subject_type: 'campaign',
        visibility: ['brand', 'internal', 'brand'],
        s: '',
      }),
      waiting: useThreads(null),
    }));
    await waitFor(() => expect(result.current.campaigns.items.length).toBeGreaterThan(0));
    expect(result.current.campaigns.key).toBe(
      '/api/threads?subject_type=campaign&visibility[]=brand&visibility[]=internal',
    );
    for (const thread of result.current.campaigns.items) {
      expect(thread.subject_type).toBe('campaign');
      expect(['brand', 'internal']).toContain(thread.visibility);
      expect(thread.subject?.name).toContain(' × ');
    }
    expect(result.current.waiting).toMatchObject({ key: null, isLoading: false, items: [] });
    expect(result.current.waiting.unread).toBeUndefined();
  });

  it('moves a thread another user wrote in to the top, unread, when realtime says so', async () => {
    const test = await tab('brand@airtime.test');
    const { result } = renderApiHook(test.client, () => ({
      threads: useThreads(),
      cache: useApiCache(),
    }));
    await waitFor(() => expect(result.current.threads.items.length).toBeGreaterThan(1));
    const warnings = deliverRealtime(result.current.cache, BRAND_USER);
    const target = result.current.threads.items.at(-1);
    if (target === undefined) throw new Error('nothing listed');
    const unread = result.current.threads.unread ?? 0;

    await postAs('ops@airtime.test', target.id, 'A new brief is in');
    await waitFor(() => expect(result.current.threads.items[0]?.id).toBe(target.id));
    expect(result.current.threads.items[0]?.has_unread_messages).toBe(true);
    expect(result.current.threads.unread).toBe(unread + (target.has_unread_messages ? 0 : 1));
    expect(warnings).toEqual([]);
  });

  it('shows a thread read as soon as its newest messages load, before the list refetches', async () => {
    const test = await tab('brand@airtime.test');
    const { result, rerender, target, unread } = await listWithUnreadThread(test);
    // The list cannot refetch: whatever it shows next is the local change.
    server.use(
      http.get('*/api/threads', () => HttpResponse.json({ message: 'Down' }, { status: 500 })),
    );

    rerender({ open: target.id });
    await waitFor(() => expect(result.current.messages.items.length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(
        result.current.threads.items.find((thread) => thread.id === target.id)?.has_unread_messages,
      ).toBe(false),
    );
    expect(result.current.threads.unread).toBe(unread - 1);
  });

  it('keeps a thread read once the list refetches after reading it', async () => {
    const test = await tab('brand@airtime.test');
    const { result, rerender, target, unread } = await listWithUnreadThread(test);
    const listed = () =>
      test.requests.filter(
        (line) => line === 'GET /api/threads' || line.startsWith('GET /api/threads?'),
      ).length;
    const before = listed();

    rerender({ open: target.id });
    await waitFor(() => expect(listed()).toBeGreaterThan(before));
    await waitFor(() => expect(result.current.threads.isValidating).toBe(false));
    expect(
      result.current.threads.items.find((thread) => thread.id === target.id)?.has_unread_messages,
    ).toBe(false);
    expect(result.current.threads.unread).toBe(unread - 1);
  });

  it('moves the thread of the user’s own message to the top', async () => {
    const test = await tab('brand@airtime.test');
    const { result, rerender } = renderApiHook(
      test.client,
      ({ open }: { open: number | null }) => {
        const threads = useThreads();
        const thread = threads.items.find((row) => row.id === open) ?? null;
        return { threads, send: useSendMessage(thread, brandUser()) };
      },
      { initialProps: { open: null as number | null } },
    );
    await waitFor(() => expect(result.current.threads.items.length).toBeGreaterThan(1));
    const target = result.current.threads.items.at(-1);
    if (target === undefined) throw new Error('nothing listed');
    rerender({ open: target.id });
    const sent = await act(() => result.current.send.trigger({ body: 'Thanks, all good.' }));
    expect(sent.ok).toBe(true);
    await waitFor(() => expect(result.current.threads.items[0]?.id).toBe(target.id));
  });

  it('leaves out malformed rows, and drops just a malformed subject', async () => {
    const test = await tab('brand@airtime.test');
    const good = {
      id: 1,
      subject_type: 'brand',
      subject_id: 2,
      visibility: 'brand',
      latest_message_at: '2026-11-20T10:00:00.000Z',
      has_unread_messages: true,
      created_at: '2026-01-01T00:00:00.000Z',
      subject: { type: 'brand', id: 2, name: 'Acme', logo: null, brand_id: 2, creator_id: null },
    };
    server.use(
      http.get('*/api/threads', () =>
        HttpResponse.json({
          data: [
            good,
            { ...good, id: 2, visibility: 'public' },
            { ...good, id: 3, subject: { ...good.subject, name: null } },
          ],
          included: {},
          meta: { per_page: 25, total: 3, unread: 3 },
          links: { next: null, prev: null },
        }),
      ),
    );
    const { result } = renderApiHook(test.client, () => useThreads());
    await waitFor(() => expect(result.current.items.length).toBeGreaterThan(0));
    expect(result.current.items.map((thread) => thread.id)).toEqual([1, 3]);
    expect(result.current.items[0]?.subject?.name).toBe('Acme');
    expect(result.current.items[1]?.subject).toBeUndefined();
    expect(result.current.unread).toBe(3);
    expect(test.warnings).toHaveLength(2);
  });
});
