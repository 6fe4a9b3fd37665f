import { getUserUpdatedKey, STORAGE_KEYS } from '@airtime/domain';
import { describe, expect, it, vi } from 'vitest';
import { getOwnProfile } from '../endpoints/ownProfile.ts';
import { createHttpClient } from '../http/createHttpClient.ts';
import { memoryTokenStore } from '../http/tokenStore.ts';
import { createCookieJarFetch } from '../test/cookieJar.ts';
import { createTestClient, setupMockApi, signIn, TEST_ORIGIN } from '../test/mockApi.ts';
import { createSession } from './createSession.ts';
import { withSessionHooks } from './sessionHooks.ts';
import { memoryStorage } from './storage.ts';
import { markUserUpdated, removeUserKeys } from './userKeys.ts';

const { backend } = setupMockApi();

/** A client whose GET /api/user answers are held until `release()` (to order a race). */
function heldProfileClient() {
  const jar = createCookieJarFetch(TEST_ORIGIN);
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await jar.fetch(input, init);
    if (String(input).endsWith('/api/user')) await gate;
    return response;
  }) as typeof globalThis.fetch;
  const client = createHttpClient({
    baseUrl: TEST_ORIGIN,
    fetch,
    readCookie: jar.readCookie,
    impersonation: memoryTokenStore(),
    onDecodeWarning: () => {},
  });
  return { client, release };
}

describe('createSession', () => {
  it('starts once', async () => {
    const test = createTestClient();
    await signIn(test, 'ops@airtime.test');
    const storage = memoryStorage({ [getUserUpdatedKey(3)]: '1' });
    const session = createSession({ client: test.client, storage });
    const first = session.start();
    expect(session.start()).toBe(first);
    await first;
    expect(session.getState()).toMatchObject({ status: 'signed-in', profile: { id: 3 } });
    expect(storage.getItem(getUserUpdatedKey(3))).toBeNull();
  });

  it('starts from a profile answer asked for before it existed, without asking again', async () => {
    const test = createTestClient();
    await signIn(test, 'ops@airtime.test');
    const firstProfile = test.client.request(getOwnProfile);
    const session = createSession({ client: test.client, storage: memoryStorage(), firstProfile });
    await session.start();
    expect(session.getState()).toMatchObject({ status: 'signed-in', profile: { id: 3 } });
    expect(test.requests.filter((request) => request === 'GET /api/user')).toHaveLength(1);
    // Only the first load takes it: a refresh asks the server.
    backend.store.users.update(3, { lastname: 'Refreshed' });
    expect((await session.refreshProfile())?.lastname).toBe('Refreshed');
    expect(test.requests.filter((request) => request === 'GET /api/user')).toHaveLength(2);
  });

  it('is signed out when the early profile answer was a 401', async () => {
    const test = createTestClient();
    const firstProfile = test.client.request(getOwnProfile);
    const session = createSession({ client: test.client, storage: memoryStorage(), firstProfile });
    await session.start();
    expect(session.getState()).toMatchObject({ status: 'signed-out', profile: null });
  });

  it('does not take an early 401 after a sign-in', async () => {
    const test = createTestClient();
    const firstProfile = test.client.request(getOwnProfile);
    const session = createSession({ client: test.client, storage: memoryStorage(), firstProfile });
    expect(await session.signIn('ops@airtime.test', 'password')).toBe('signed-in');
    await session.start();
    expect(session.getState()).toMatchObject({ status: 'signed-in', profile: { id: 3 } });
  });

  it('drops a profile answer that was asked for before a sign-in', async () => {
    const { client, release } = heldProfileClient();
    const session = createSession({ client, storage: memoryStorage() });
    const stale = session.refreshProfile();
    expect(await session.signIn('admin@airtime.test', 'password')).toBe('signed-in');
    release();
    // The held answer is the signed-out visitor's 401: it must not sign the new user out.
    await stale;
    expect(session.getState()).toMatchObject({ status: 'signed-in', profile: { id: 2 } });
  });

  it('refetches a fresh profile flagged as updated', async () => {
    const test = createTestClient();
    await signIn(test, 'ops@airtime.test');
    const storage = memoryStorage();
    const session = createSession({ client: test.client, storage, now: () => 1_000 });
    await session.start();
    backend.store.users.update(3, { lastname: 'Flagged' });
    expect((await session.ensureProfile())?.lastname).not.toBe('Flagged');
    markUserUpdated(storage, 3);
    expect((await session.ensureProfile())?.lastname).toBe('Flagged');
    expect(storage.getItem(getUserUpdatedKey(3))).toBeNull();
  });

  it('signs out here even when the server cannot be reached', async () => {
    const test = createTestClient();
    await signIn(test, 'ops@airtime.test');
    const session = createSession({ client: test.client, storage: memoryStorage() });
    await session.start();
    backend.setFaults({ errorRate: 1 });
    await session.logout();
    expect(session.getState()).toMatchObject({ status: 'signed-out', profile: null });
  });

  it('takes only the signed-in user’s own profile from setProfile', async () => {
    const test = createTestClient();
    await signIn(test, 'ops@airtime.test');
    const session = createSession({ client: test.client, storage: memoryStorage() });
    await session.start();
    const own = session.getState().profile;
    if (own === null) throw new Error('not signed in');
    session.setProfile({ ...own, id: 4, firstname: 'Someone else' });
    expect(session.getState().profile).toBe(own);
    session.setProfile({ ...own, firstname: 'Me' });
    expect(session.getState().profile?.firstname).toBe('Me');
  });

  it('runs the app’s 401 hook while the user is still known, then clears it', async () => {
    const test = createTestClient();
    await signIn(test, 'ops@airtime.test');
    const session = createSession({ client: test.client, storage: memoryStorage() });
    const seen: string[] = [];
    test.client.hooks = withSessionHooks(session, {
      onUnauthorized: () => seen.push(session.getState().status),
    });
    await session.start();
    backend.setFaults({ expireSession: true });
    const listener = vi.fn();
    session.subscribe(listener);
    expect(await session.refreshProfile()).toBeNull();
    expect(seen).toEqual(['signed-in']);
    expect(session.getState().status).toBe('signed-out');
    expect(listener).toHaveBeenCalled();
  });

  it('keeps a signed-in user through a failed profile refresh from a server error', async () => {
    const test = createTestClient();
    await signIn(test, 'ops@airtime.test');
    const session = createSession({ client: test.client, storage: memoryStorage() });
    await session.start();
    backend.setFaults({ errorRate: 1 });
    try {
      expect(await session.refreshProfile()).toMatchObject({ id: 3 });
    } finally {
      backend.setFaults({});
    }
    expect(session.getState()).toMatchObject({ status: 'signed-in', profile: { id: 3 } });
  });

  it('clears the user when the first profile fetch fails, even from a server error', async () => {
    const test = createTestClient();
    await signIn(test, 'ops@airtime.test');
    const session = createSession({ client: test.client, storage: memoryStorage() });
    backend.setFaults({ errorRate: 1 });
    try {
      expect(await session.refreshProfile()).toBeNull();
    } finally {
      backend.setFaults({});
    }
    expect(session.getState().status).toBe('signed-out');
  });
  it.each([
    ['acts as the user at once', {}, 7, true],
    [
      'with `reloading`, keeps only the token: the page stays the real user’s',
      { reloading: true },
      1,
      false,
    ],
  ])('starting an impersonation %s', async (_name, options, shownId, switched) => {
    const test = createTestClient();
    await signIn(test, 'superadmin@airtime.test');
    const session = createSession({ client: test.client, storage: memoryStorage() });
    await session.start();
    const user = await session.startImpersonation(7, options);
    expect(user.id).toBe(7);
    expect(test.client.impersonation.get()).not.toBeNull();
    expect(session.getState().profile?.id).toBe(shownId);
    expect(session.getState().isImpersonating).toBe(switched);
  });
  it.each([
    ['with the app’s hooks attached', true],
    ['before the app attached its hooks (a fresh load)', false],
  ])(
    'loads the super admin’s own profile when the impersonation the page holds has ended, %s',
    async (_name, withHooks) => {
      const test = createTestClient();
      await signIn(test, 'superadmin@airtime.test');
      const opener = createSession({ client: test.client, storage: memoryStorage() });
      await opener.start();
      await opener.startImpersonation(7);
      // The page is loaded again later, with the token still stored; meanwhile the server ended it.
      const session = createSession({ client: test.client, storage: memoryStorage() });
      const told: string[] = [];
      if (withHooks)
        test.client.hooks = withSessionHooks(session, {
          onImpersonationOver: () => told.push('hook'),
        });
      backend.setFaults({ endImpersonation: true });
      expect(session.getState().isImpersonating).toBe(true);
      await session.start();
      await vi.waitFor(() => expect(session.getState().profile).toMatchObject({ id: 1 }));
      expect(session.getState()).toMatchObject({
        status: 'signed-in',
        isImpersonating: false,
        impersonationEnded: true,
      });
      expect(test.client.impersonation.get()).toBeNull();
      expect(told).toEqual(withHooks ? ['hook'] : []);
    },
  );
});

describe('removeUserKeys', () => {
  it('removes the user’s keys of decisions §1 and their palette history, and keeps the device’s', () => {
    const storage = memoryStorage({
      [STORAGE_KEYS.userId]: '7',
      [STORAGE_KEYS.selectedBrandId]: '2',
      [STORAGE_KEYS.selectedCreatorId]: '1',
      [STORAGE_KEYS.cookiesAccept]: '1',
      [getUserUpdatedKey(7)]: '1',
      [getUserUpdatedKey(8)]: '1',
      'airtime:command-palette:7': '[]',
      'airtime:recent-searches:brand': '[]',
    });
    removeUserKeys(storage, [7, '8', null]);
    for (const key of [
      STORAGE_KEYS.userId,
      STORAGE_KEYS.selectedBrandId,
      STORAGE_KEYS.selectedCreatorId,
      getUserUpdatedKey(7),
      getUserUpdatedKey(8),
      'airtime:command-palette:7',
      'airtime:recent-searches:brand',
    ])
      expect(storage.getItem(key)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.cookiesAccept)).toBe('1');
  });
});
