// @vitest-environment jsdom
import { getPresenceChannel, TYPING_EVENT } from '@airtime/domain';
import { PUSHER_CONFIG } from '@airtime/mock-api';
import { act, waitFor } from '@testing-library/react';
import type Pusher from 'pusher-js';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RealtimeHandle, startRealtime } from '../realtime/startRealtime.ts';
import { useApiCache } from '../swr/createHooks.ts';
import { createTestClient, setupMockApi, signIn, type TestClient } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { usePresence, usePresenceTyping } from './usePresence.ts';
import { usePresenceOn } from './usePresenceOn.ts';

// usePresence over real pusher-js (its worker build) and the fake's Pusher (over msw) in this
// process: tabs signed in as personas, each with its own realtime connection, on one thread.

const mock = setupMockApi();

const instances: Pusher[] = [];
async function loadWorkerPusher() {
  (globalThis as { self?: unknown }).self ??= globalThis;
  const { default: PusherClass } = await import('pusher-js/dist/worker/pusher.worker.js');
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
  vi.restoreAllMocks();
});

let channel: string;
beforeAll(() => {
  const thread = mock.backend.store.threads.all().find((row) => row.visibility === 'internal');
  if (thread === undefined) throw new Error('The seed has no internal thread.');
  channel = getPresenceChannel('thread', thread.id);
});

const USERS = {
  'admin@airtime.test': { id: 2, business_role: 'ops' },
  'superadmin@airtime.test': { id: 1, business_role: 'ops' },
  'brand@airtime.test': { id: 7, business_role: 'brand' },
} as const;

/** A signed-in tab showing the presence of `name`, with realtime started unless told not to. */
async function tab(
  email: keyof typeof USERS,
  options: { realtime?: boolean; name?: string; until?: 'joined' | 'refused' } = {},
) {
  const test: TestClient = createTestClient();
  await signIn(test, email);
  const view = renderApiHook(
    test.client,
    ({ name }: { name: string | null }) => ({ cache: useApiCache(), presence: usePresence(name) }),
    { initialProps: { name: (options.name ?? channel) as string | null } },
  );
  if (options.realtime === false) return { test, view, pusher: null };
  handles.push(
    startRealtime({
      client: test.client,
      config: PUSHER_CONFIG.intercepted,
      user: USERS[email],
      cache: view.result.current.cache,
      loadPusher: loadWorkerPusher,
      onWarning: () => undefined,
    }),
  );
  await waitFor(() => expect(view.result.current.presence.status).toBe(options.until ?? 'joined'));
  return { test, view, pusher: instances.at(-1) as Pusher };
}

const names = (members: readonly { name: string }[]) => members.map((member) => member.name);

describe('usePresence', () => {
  it('shows who else is here, not oneself nor one’s other tabs, as they arrive and leave', async () => {
    const ada = await tab('admin@airtime.test');
    expect(ada.view.result.current.presence.others).toEqual([]);

    const sam = await tab('superadmin@airtime.test');
    expect(sam.view.result.current.presence.others).toEqual([
      { id: '2', name: 'Ada Admin', firstname: 'Ada', avatar: expect.any(String) },
    ]);
    await waitFor(() =>
      expect(names(ada.view.result.current.presence.others)).toEqual(['Sam Super']),
    );

    // Ada's second tab: nobody new for either of them.
    const adaAgain = await tab('admin@airtime.test');
    expect(names(adaAgain.view.result.current.presence.others)).toEqual(['Sam Super']);
    expect(names(sam.view.result.current.presence.others)).toEqual(['Ada Admin']);

    // Sam closes the record: gone from Ada's view.
    sam.view.unmount();
    await waitFor(() => expect(ada.view.result.current.presence.others).toEqual([]));
  });

  it('shares one subscription between the parts of a page and leaves with the last', async () => {
    const ada = await tab('admin@airtime.test');
    const second = renderApiHook(ada.test.client, () => usePresence(channel));
    expect(second.result.current.status).toBe('joined');
    ada.view.unmount();
    expect(ada.pusher?.channel(channel)?.subscribed).toBe(true);
    second.unmount();
    expect(ada.pusher?.channel(channel)).toBeUndefined();
  });

  it('follows the channel it is given', async () => {
    const ada = await tab('admin@airtime.test');
    const sam = await tab('superadmin@airtime.test');
    await waitFor(() => expect(ada.view.result.current.presence.others).toHaveLength(1));
    const elsewhere = getPresenceChannel(
      'campaign',
      mock.backend.store.campaigns.all()[0]?.id ?? 0,
    );
    sam.view.rerender({ name: elsewhere });
    await waitFor(() => expect(ada.view.result.current.presence.others).toEqual([]));
    await waitFor(() => expect(sam.view.result.current.presence.status).toBe('joined'));
    sam.view.rerender({ name: null });
    expect(sam.view.result.current.presence).toMatchObject({ status: 'off', others: [] });
  });

  it('marks who is typing, throttled on send, until they stop or it lapses', async () => {
    const ada = await tab('admin@airtime.test');
    const sam = await tab('superadmin@airtime.test');
    await waitFor(() => expect(ada.view.result.current.presence.others).toHaveLength(1));
    const heard: unknown[] = [];
    sam.pusher?.channel(channel)?.bind(TYPING_EVENT, (data: unknown) => heard.push(data));

    act(() => {
      for (let key = 0; key < 5; key += 1) ada.view.result.current.presence.setTyping(true);
    });
    await waitFor(() =>
      expect(names(sam.view.result.current.presence.typing)).toEqual(['Ada Admin']),
    );
    expect(ada.view.result.current.presence.typing).toEqual([]);
    act(() => ada.view.result.current.presence.setTyping(false));
    await waitFor(() => expect(sam.view.result.current.presence.typing).toEqual([]));
    expect(heard).toEqual([{ typing: true }, { typing: false }]);
    // Stopping again says nothing more.
    act(() => ada.view.result.current.presence.setTyping(false));

    // Typing without stopping: the mark lapses on its own after a few seconds.
    act(() => ada.view.result.current.presence.setTyping(true));
    await waitFor(() => expect(sam.view.result.current.presence.typing).toHaveLength(1));
    await waitFor(() => expect(sam.view.result.current.presence.typing).toEqual([]), {
      timeout: 15_000,
    });
    expect(heard).toEqual([{ typing: true }, { typing: false }, { typing: true }]);
  }, 30_000);

  it('sends typing from a part that does not watch who is here (usePresenceTyping)', async () => {
    const sam = await tab('superadmin@airtime.test');
    const ada = await tab('admin@airtime.test', { realtime: true });
    const composer = renderApiHook(ada.test.client, () => usePresenceTyping(channel));
    // The page's other part leaves: the composer keeps the channel joined.
    ada.view.unmount();
    await waitFor(() =>
      expect(names(sam.view.result.current.presence.others)).toEqual(['Ada Admin']),
    );
    act(() => composer.result.current(true));
    await waitFor(() =>
      expect(names(sam.view.result.current.presence.typing)).toEqual(['Ada Admin']),
    );
    composer.unmount();
    await waitFor(() => expect(sam.view.result.current.presence.others).toEqual([]));
  });

  it('unmarks a typist who leaves', async () => {
    const ada = await tab('admin@airtime.test');
    const sam = await tab('superadmin@airtime.test');
    await waitFor(() => expect(sam.view.result.current.presence.others).toHaveLength(1));
    act(() => ada.view.result.current.presence.setTyping(true));
    await waitFor(() => expect(sam.view.result.current.presence.typing).toHaveLength(1));
    ada.view.unmount();
    await waitFor(() =>
      expect(sam.view.result.current.presence).toMatchObject({ others: [], typing: [] }),
    );
  });

  it('is off, quietly, without realtime, and ends when realtime stops', async () => {
    const logged = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'info'), vi.spyOn(console, 'log')];
    const quiet = await tab('admin@airtime.test', { realtime: false });
    expect(quiet.view.result.current.presence).toMatchObject({
      status: 'off',
      others: [],
      typing: [],
    });
    act(() => quiet.view.result.current.presence.setTyping(true));
    expect(renderApiHook(quiet.test.client, () => usePresenceOn()).result.current).toBe(false);

    const sam = await tab('superadmin@airtime.test');
    const ada = await tab('admin@airtime.test');
    await waitFor(() => expect(sam.view.result.current.presence.others).toHaveLength(1));
    const on = renderApiHook(ada.test.client, () => usePresenceOn());
    expect(on.result.current).toBe(true);
    act(() => handles.at(-1)?.stop());
    expect(on.result.current).toBe(false);
    expect(ada.view.result.current.presence).toMatchObject({ status: 'off', others: [] });
    await waitFor(() => expect(sam.view.result.current.presence.others).toEqual([]));
    for (const spy of logged) expect(spy).not.toHaveBeenCalled();
  });

  it('is refused, quietly, on a record the user may not open', async () => {
    const logged = vi.spyOn(console, 'warn');
    // An internal thread: agency staff only.
    const brand = await tab('brand@airtime.test', { until: 'refused' });
    expect(brand.view.result.current.presence).toMatchObject({ others: [], typing: [] });
    expect(logged).not.toHaveBeenCalled();
  });
});
