// @vitest-environment jsdom
import {
  AGENCY_CHANNEL,
  getUserChannel,
  type Thread,
  type Notification as UserNotification,
} from '@airtime/domain';
import { PUSHER_CONFIG } from '@airtime/mock-api';
import { waitFor } from '@testing-library/react';
import type Pusher from 'pusher-js';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMessage } from '../endpoints/messages.ts';
import { getOwnProfile } from '../endpoints/ownProfile.ts';
import { useMessages } from '../hooks/useMessages.ts';
import { useApiCache, useQuery } from '../swr/createHooks.ts';
import { createTestClient, setupMockApi, signIn, type TestClient } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { type RealtimeHandle, type RealtimeOptions, startRealtime } from './startRealtime.ts';

// pusher-js's worker build in this process, its WebSocket answered by the fake Pusher over msw,
// its channel authorization through the tab's HttpClient.

const mock = setupMockApi();
const ADMIN = { id: 2, business_role: 'ops' } as const;
const BRAND_USER = { id: 7, business_role: 'brand' } as const;

const instances: Pusher[] = [];
async function loadWorkerPusher() {
  (globalThis as { self?: unknown }).self ??= globalThis;
  const { default: PusherClass } = await import('pusher-js/dist/worker/pusher.worker.js');
  // Keeps each instance, so a test can drop its socket.
  return class extends PusherClass {
    constructor(...args: ConstructorParameters<typeof PusherClass>) {
      super(...args);
      instances.push(this);
    }
  };
}

const handles: RealtimeHandle[] = [];
afterEach(() => {
  for (const handle of handles.splice(0)) handle.stop();
});

let thread: Thread;
beforeAll(() => {
  // A brand thread of one of brand@airtime.test's brands: the admin and the brand user read it.
  const found = mock.backend.store.threads
    .all()
    .find(
      (row) => row.visibility === 'brand' && row.subject_type === 'brand' && row.subject_id === 2,
    );
  if (found === undefined) throw new Error('The seed has no brand thread of brand 2.');
  thread = found;
});

async function tab(email: string): Promise<TestClient> {
  const test = createTestClient();
  await signIn(test, email);
  return test;
}

/** Starts realtime and resolves once every channel has answered; warnings and errors collected. */
async function start(
  test: TestClient,
  options: Omit<RealtimeOptions, 'client' | 'config' | 'loadPusher'>,
) {
  const joined: string[] = [];
  const refused: { channel: string; error: unknown }[] = [];
  const warnings: string[] = [];
  const expected = options.user.business_role === 'ops' ? 2 : 1;
  const handle = startRealtime({
    client: test.client,
    config: PUSHER_CONFIG.intercepted,
    loadPusher: loadWorkerPusher,
    onSubscribed: (channel) => joined.push(channel),
    onSubscriptionError: (channel, error) => refused.push({ channel, error }),
    onWarning: (message) => warnings.push(message),
    ...options,
  });
  handles.push(handle);
  await waitFor(() => expect(joined.length + refused.length).toBe(expected));
  return { handle, joined, refused, warnings, pusher: instances.at(-1) as Pusher };
}

/** A write by another tab with its own session (plain fetch: not the client under test). */
async function send(test: TestClient, method: string, path: string, body?: object) {
  const response = await test.fetch(path, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': test.cookies.get('XSRF-TOKEN') ?? '',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.ok).toBe(true);
  return response.status === 204
    ? undefined
    : ((await response.json()) as { data: { id: number } });
}

/** Posts in the thread as another tab. */
async function post(test: TestClient, body: string) {
  const answer = await send(test, 'POST', `/api/threads/${thread.id}/messages`, { body });
  if (answer === undefined) throw new Error('The message was not created.');
  return answer.data;
}

function renderThread(test: TestClient) {
  return renderApiHook(test.client, () => ({
    cache: useApiCache(),
    messages: useMessages(thread.id),
    // Read in render, so SWR re-renders when it arrives.
    profile: useQuery(getOwnProfile).data,
  }));
}

describe('startRealtime', () => {
  it('joins the agency and own channels and puts another tab’s message into the cached list', async () => {
    const admin = await tab('admin@airtime.test');
    const { result } = renderThread(admin);
    await waitFor(() => expect(result.current.messages.items.length).toBeGreaterThan(0));
    const total = result.current.messages.total ?? 0;
    const { joined, pusher } = await start(admin, { user: ADMIN, cache: result.current.cache });
    expect(joined.sort()).toEqual([AGENCY_CHANNEL, getUserChannel(2)].sort());
    expect(pusher.connection.state).toBe('connected');

    const brand = await tab('brand@airtime.test');
    const sent = await post(brand, 'Live from the brand side');
    await waitFor(() => expect(result.current.messages.items[0]?.id).toBe(sent.id));
    const shown = result.current.messages.items[0];
    expect(shown).toMatchObject({ body: 'Live from the brand side', user_id: 7, is_read: false });
    expect(shown?.user).toMatchObject({ id: 7, email: 'brand@airtime.test' });
    expect(result.current.messages.total).toBe(total + 1);
  });

  it('a brand user joins only their own channel and sees edits, reactions and deletes', async () => {
    const brand = await tab('brand@airtime.test');
    const { result } = renderThread(brand);
    await waitFor(() => expect(result.current.messages.items.length).toBeGreaterThan(0));
    const { joined } = await start(brand, { user: BRAND_USER, cache: result.current.cache });
    expect(joined).toEqual([getUserChannel(7)]);

    const admin = await tab('admin@airtime.test');
    const sent = await post(admin, 'First draft');
    await waitFor(() => expect(result.current.messages.items[0]?.id).toBe(sent.id));
    await send(admin, 'PUT', `/api/message/${sent.id}`, { body: 'Second draft' });
    await waitFor(() => expect(result.current.messages.items[0]?.body).toBe('Second draft'));

    await send(admin, 'POST', '/api/message-reactions', { message_id: sent.id, emoji: '👍' });
    await waitFor(() =>
      expect(result.current.messages.items[0]?.reactions).toMatchObject([
        { message_id: sent.id, user_id: 2, emoji: '👍' },
      ]),
    );

    await send(admin, 'DELETE', `/api/message/${sent.id}`);
    await waitFor(() =>
      expect(result.current.messages.items.some((row) => row.id === sent.id)).toBe(false),
    );
  });

  it('refetches the profile on notification.created and thread.updated, and passes notifications on', async () => {
    const admin = await tab('admin@airtime.test');
    const { result } = renderThread(admin);
    await waitFor(() => expect(result.current.profile).toBeDefined());
    const unread = result.current.profile?.unread_notifications_count ?? 0;
    const notified: string[] = [];
    const shown: string[] = [];
    let profileRefreshes = 0;
    await start(admin, {
      user: ADMIN,
      cache: result.current.cache,
      onNotification: (notification) => notified.push(notification.title),
      notify: (notification) => shown.push(notification.title),
      refreshProfile: () => {
        profileRefreshes += 1;
      },
    });

    // The superadmin subscribes the admin to a thread they do not follow: a stored notification
    // for the admin (notification.created) and the new subscriber list (thread.updated).
    const other = mock.backend.store.threads
      .all()
      .find(
        (row) =>
          !mock.backend.store.threadSubscriptions
            .lookup('thread_id', row.id)
            .some((subscription) => subscription.user_id === 2),
      );
    const superadmin = await tab('superadmin@airtime.test');
    const answer = await send(superadmin, 'POST', `/api/thread/${other?.id}/subscriptions`, {
      user_id: 2,
    });
    expect(answer?.data).toMatchObject({ user_id: 2 });
    await waitFor(() => expect(notified).toHaveLength(1));
    expect(notified[0]).toMatch(/added you to a .* thread/);
    expect(shown).toEqual(notified);
    await waitFor(() =>
      expect(result.current.profile?.unread_notifications_count).toBe(unread + 1),
    );

    // thread.updated alone (a message in the thread) refetches the profile too.
    const before = admin.requests.filter((line) => line === 'GET /api/user').length;
    const refreshesBefore = profileRefreshes;
    const brand = await tab('brand@airtime.test');
    await post(brand, 'Another one');
    await waitFor(() =>
      expect(admin.requests.filter((line) => line === 'GET /api/user').length).toBeGreaterThan(
        before,
      ),
    );
    expect(profileRefreshes).toBeGreaterThan(refreshesBefore);
  });

  it('with notify: true, a click on the browser notification hands it over, naming its message', async () => {
    const brand = await tab('brand@airtime.test');
    await send(brand, 'POST', `/api/thread/${thread.id}/subscriptions`, { user_id: 7 });
    const { result } = renderThread(brand);
    // A hidden tab with permission granted, and the browser's Notification API as a fake.
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const focus = vi.fn();
    vi.stubGlobal('focus', focus);
    const shown: { title: string; body: string | undefined; click: () => void }[] = [];
    vi.stubGlobal(
      'Notification',
      class {
        static permission = 'granted';
        onclick: (() => void) | null = null;
        close() {}
        constructor(title: string, options?: NotificationOptions) {
          shown.push({ title, body: options?.body, click: () => this.onclick?.() });
        }
      },
    );
    const clicked: UserNotification[] = [];
    try {
      await start(brand, {
        user: BRAND_USER,
        cache: result.current.cache,
        notify: true,
        onNotificationClick: (notification) => clicked.push(notification),
      });
      const sent = await post(await tab('admin@airtime.test'), 'Open me from the notification');
      await waitFor(() => expect(shown).toHaveLength(1));
      expect(shown[0]).toMatchObject({
        title: 'Ada Admin wrote in a brand thread',
        body: 'Open me from the notification',
      });
      expect(clicked).toEqual([]);
      shown[0]?.click();
      expect(focus).toHaveBeenCalledOnce();
      expect(clicked).toEqual([
        expect.objectContaining({
          type: 'message',
          subject_type: 'brand',
          subject_id: 2,
          thread_visibility: 'brand',
          message_id: sent.id,
        }),
      ]);
    } finally {
      vi.unstubAllGlobals();
      visibility.mockRestore();
    }
  });

  it('ignores a malformed payload with a warning and keeps applying the next events', async () => {
    const admin = await tab('admin@airtime.test');
    const { result } = renderThread(admin);
    await waitFor(() => expect(result.current.messages.items.length).toBeGreaterThan(0));
    const { warnings } = await start(admin, { user: ADMIN, cache: result.current.cache });
    const pages = result.current.messages.pages;

    const broadcast = await fetch('http://airtime.test/__mock/broadcast', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        channel: AGENCY_CHANNEL,
        event: 'message.created',
        data: { id: 'not-a-number', thread_id: thread.id },
      }),
    });
    expect(broadcast.status).toBe(202);
    await waitFor(() => expect(warnings).toHaveLength(1));
    expect(warnings[0]).toMatch(/^Ignored a malformed message\.created event \(id: /);
    expect(result.current.messages.pages).toBe(pages);

    const sent = await post(await tab('brand@airtime.test'), 'Still live');
    await waitFor(() => expect(result.current.messages.items[0]?.id).toBe(sent.id));
  });

  it('once its channels are joined, refetches what was read before (a message sent meanwhile)', async () => {
    const admin = await tab('admin@airtime.test');
    const { result } = renderThread(admin);
    await waitFor(() => expect(result.current.messages.items.length).toBeGreaterThan(0));
    // Sent after the page read the thread and before realtime started: no event brings it.
    const brand = await tab('brand@airtime.test');
    const meanwhile = await post(brand, 'Sent before the admin’s channels were joined');
    expect(result.current.messages.items[0]?.id).not.toBe(meanwhile.id);

    await start(admin, { user: ADMIN, cache: result.current.cache });
    await waitFor(() => expect(result.current.messages.items[0]?.id).toBe(meanwhile.id));
  });

  it('after a dropped connection comes back, refetches the cached answers it may have missed', async () => {
    const admin = await tab('admin@airtime.test');
    const { result } = renderThread(admin);
    await waitFor(() => expect(result.current.messages.items.length).toBeGreaterThan(0));
    await waitFor(() => expect(result.current.profile).toBeDefined());
    const states: string[] = [];
    const { pusher } = await start(admin, {
      user: ADMIN,
      cache: result.current.cache,
      onStateChange: (state) => states.push(state),
    });
    const listPath = `GET /api/threads/${thread.id}/messages`;
    const fetched = (path: string) =>
      admin.requests.filter((line) => line === path || line.startsWith(`${path}?`)).length;
    const listsBefore = fetched(listPath);
    const profilesBefore = fetched('GET /api/user');

    // The socket goes away under pusher-js, as on a network drop; it reconnects after 1 s.
    const connection = (
      pusher.connection as unknown as {
        connection: { transport: { socket: WebSocket } };
      }
    ).connection;
    const drops = () => states.filter((state) => state === 'connecting').length;
    const dropsBefore = drops();
    connection.transport.socket.close();
    // Sent once pusher-js has seen the drop (not after a guessed 100 ms), so no socket carries it.
    await waitFor(() => expect(drops()).toBeGreaterThan(dropsBefore));
    const brand = await tab('brand@airtime.test');
    const missed = await post(brand, 'Sent while the admin was offline');

    await waitFor(() => expect(result.current.messages.items[0]?.id).toBe(missed.id));
    // The refetch runs once the channels are joined again; on a slow machine the message can come
    // live over the new subscription before it, so wait for the refetch itself.
    await waitFor(() => expect(fetched(listPath)).toBeGreaterThan(listsBefore));
    await waitFor(() => expect(fetched('GET /api/user')).toBeGreaterThan(profilesBefore));
    expect(states.slice(-2)).toEqual(['connecting', 'connected']);
  });

  it('hands a refused channel authorization to pusher-js, which reports it on the channel', async () => {
    const brand = await tab('brand@airtime.test');
    const { result } = renderThread(brand);
    // Claims agency staff: the fake refuses private-agency with 403, the own channel still works.
    const { joined, refused, warnings } = await start(brand, {
      user: { id: 7, business_role: 'ops' },
      cache: result.current.cache,
    });
    expect(joined).toEqual([getUserChannel(7)]);
    expect(refused).toEqual([
      {
        channel: AGENCY_CHANNEL,
        error: { type: 'AuthError', error: `Only agency users may join ${AGENCY_CHANNEL}.` },
      },
    ]);
    expect(warnings).toEqual([
      `Could not join ${AGENCY_CHANNEL}: Only agency users may join ${AGENCY_CHANNEL}.`,
    ]);
  });

  it('stops: leaves the channels, closes the connection and applies no more events', async () => {
    const admin = await tab('admin@airtime.test');
    const { result } = renderThread(admin);
    await waitFor(() => expect(result.current.messages.items.length).toBeGreaterThan(0));
    const { handle, pusher } = await start(admin, { user: ADMIN, cache: result.current.cache });
    // Another tab of the same user stays live: once the message reaches it, it would have reached
    // the stopped one too (not after a guessed 200 ms).
    const witness = await tab('admin@airtime.test');
    const live = renderThread(witness);
    await waitFor(() => expect(live.result.current.messages.items.length).toBeGreaterThan(0));
    await start(witness, { user: ADMIN, cache: live.result.current.cache });
    handle.stop();
    expect(handle.state).toBe('stopped');
    await waitFor(() => expect(pusher.connection.state).toBe('disconnected'));
    const first = result.current.messages.items[0]?.id;
    const sent = await post(await tab('brand@airtime.test'), 'Nobody is listening');
    await waitFor(() => expect(live.result.current.messages.items[0]?.id).toBe(sent.id));
    expect(result.current.messages.items[0]?.id).toBe(first);
  });
  it('names its socket on writes: the writing tab is left out of its own events, not other tabs', async () => {
    const writer = await tab('admin@airtime.test');
    const otherTab = await tab('admin@airtime.test');
    const written = renderThread(writer);
    const other = renderThread(otherTab);
    await waitFor(() => expect(other.result.current.messages.items.length).toBeGreaterThan(0));
    const started = await start(writer, { user: ADMIN, cache: written.result.current.cache });
    await start(otherTab, { user: ADMIN, cache: other.result.current.cache });
    const writerHeard: unknown[] = [];
    started.pusher.connection.bind('message', (message: { event: string; data: unknown }) => {
      if (message.event === 'message.created') writerHeard.push(message.data);
    });
    const sent = await writer.client.request(createMessage, {
      params: { id: thread.id },
      body: { body: 'Written in one tab' },
    });
    await waitFor(() => expect(other.result.current.messages.items[0]?.id).toBe(sent.id));
    // Another tab's message reaches the writer's socket after anything the write sent it.
    const later = await post(await tab('brand@airtime.test'), 'From the brand');
    await waitFor(() => expect(written.result.current.messages.items[0]?.id).toBe(later.id));
    expect(writerHeard).toContainEqual(expect.objectContaining({ id: later.id }));
    expect(writerHeard).not.toContainEqual(expect.objectContaining({ id: sent.id }));
  });
});
