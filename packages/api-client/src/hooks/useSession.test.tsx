// @vitest-environment jsdom
import { getUserUpdatedKey, STORAGE_KEYS } from '@airtime/domain';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getOwnProfile } from '../endpoints/ownProfile.ts';
import { updateUser } from '../endpoints/users.ts';
import { ApiError } from '../http/ApiError.ts';
import type { HttpClientHooks } from '../http/createHttpClient.ts';
import { createSession } from '../session/createSession.ts';
import { withSessionHooks } from '../session/sessionHooks.ts';
import { memoryStorage } from '../session/storage.ts';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { sessionRenderer } from '../test/session.tsx';
import { useUserProfile } from './useProfile.ts';
import { useSession } from './useSession.ts';

const { backend } = setupMockApi();

const FIVE_MINUTES = 5 * 60 * 1000;

/** One browser tab: a client, its storage, a session on a clock the test moves, and a renderer. */
function tab(appHooks: HttpClientHooks = {}, stored: Record<string, string> = {}) {
  const test = createTestClient();
  const storage = memoryStorage(stored);
  let clock = Date.parse('2026-11-20T09:00:00Z');
  const session = createSession({ client: test.client, storage, now: () => clock });
  test.client.hooks = withSessionHooks(session, appHooks);
  return {
    test,
    storage,
    session,
    render: sessionRenderer(test.client, session),
    advance(ms: number) {
      clock += ms;
    },
  };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('useSession at start', () => {
  it('is loading, then signed out for a visitor', async () => {
    const { render } = tab();
    const { result } = render(() => useSession());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    expect(result.current.profile).toBeNull();
  });

  it('reloads the own profile of a live session and clears the updated flag', async () => {
    const flag = getUserUpdatedKey(2);
    const { test, storage, render } = tab({}, { [flag]: '1' });
    await signIn(test, 'admin@airtime.test');
    const { result } = render(() => useSession());
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    expect(result.current.profile).toMatchObject({ id: 2, email: 'admin@airtime.test' });
    expect(storage.getItem(flag)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.userId)).toBe('2');
  });
});

describe('signing in', () => {
  it('loads the profile and hands it to the client (a Read Only write then reaches onError)', async () => {
    const onError = vi.fn();
    const { test, render } = tab({ onError });
    const { result } = render(() => useSession());
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.signIn('readonly@airtime.test', 'password');
    });
    expect(outcome).toBe('signed-in');
    expect(result.current.status).toBe('signed-in');
    expect(result.current.profile?.roles).toEqual(['Read Only']);
    const refused = await rejection(
      test.client.request(updateUser, { params: { id: 5 }, body: { firstname: 'R' } }),
    );
    expect(onError).toHaveBeenCalledWith(refused);
    expect(refused.type).toBe('read_only');
  });

  it('takes the verification code step', async () => {
    const { render } = tab();
    const { result } = render(() => useSession());
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.signIn('verify@airtime.test', 'password', true);
    });
    expect(outcome).toBe('needs-code');
    expect(result.current).toMatchObject({ status: 'signed-out', awaitingCode: true });
    const wrong = await rejection(result.current.verifyCode('111111'));
    expect(wrong.fieldError('code')).toMatch(/invalid/);
    await act(() => result.current.verifyCode('123456'));
    expect(result.current).toMatchObject({ status: 'signed-in', awaitingCode: false });
    expect(result.current.profile?.email).toBe('verify@airtime.test');
  });

  it('keeps a wrong password’s error on its field and stays signed out', async () => {
    const { render } = tab();
    const { result } = render(() => useSession());
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    const error = await rejection(result.current.signIn('admin@airtime.test', 'wrong-password'));
    expect(error.status).toBe(422);
    expect(error.errors).toEqual({ email: ['These credentials do not match our records.'] });
    expect(result.current).toMatchObject({ status: 'signed-out', profile: null });
  });
});

describe('the cached profile', () => {
  it('is trusted for 5 minutes, then fetched again', async () => {
    const { test, render, advance } = tab();
    await signIn(test, 'ops@airtime.test');
    const { result } = render(() => useSession());
    await waitFor(() => expect(result.current.profile?.firstname).toBeDefined());
    const before = result.current.profile?.firstname;
    backend.store.users.update(3, { firstname: 'Renamed' });
    advance(FIVE_MINUTES - 1);
    await act(() => result.current.ensureProfile());
    expect(result.current.profile?.firstname).toBe(before);
    // A new mount checks the age too.
    render(() => useSession());
    advance(1);
    const second = render(() => useSession());
    await waitFor(() => expect(second.result.current.profile?.firstname).toBe('Renamed'));
    expect(result.current.profile?.firstname).toBe('Renamed');
  });

  it('keeps the user through a server error, and clears them when the fetch is refused', async () => {
    const { test, storage, render } = tab({}, { [STORAGE_KEYS.cookiesAccept]: '1' });
    await signIn(test, 'admin@airtime.test');
    const { result } = render(() => useSession());
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    storage.setItem(STORAGE_KEYS.selectedBrandId, '3');
    backend.setFaults({ errorRate: 1 });
    let answer: unknown = 'unset';
    await act(async () => {
      answer = await result.current.refreshProfile();
    });
    expect(answer).toMatchObject({ id: 2 });
    expect(result.current.status).toBe('signed-in');
    backend.setFaults({ expireSession: true });
    await act(async () => {
      answer = await result.current.refreshProfile();
    });
    expect(answer).toBeNull();
    expect(result.current).toMatchObject({ status: 'signed-out', profile: null });
    expect(storage.getItem(STORAGE_KEYS.userId)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.selectedBrandId)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.cookiesAccept)).toBe('1');
  });

  it('clears the user on any 401 (the session ended elsewhere)', async () => {
    const onUnauthorized = vi.fn();
    const { test, render } = tab({ onUnauthorized });
    await signIn(test, 'admin@airtime.test');
    const { result } = render(() => useSession());
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    backend.setFaults({ expireSession: true });
    await act(() => rejection(test.client.request(getOwnProfile)));
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(result.current.status).toBe('signed-out');
  });
});

describe('logout', () => {
  it('ends the server session and clears the user, the cache and the user’s keys', async () => {
    const { test, storage, render } = tab();
    await signIn(test, 'admin@airtime.test');
    const { result } = render(() => ({ session: useSession(), other: useUserProfile(5) }));
    await waitFor(() => expect(result.current.other.data?.id).toBe(5));
    storage.setItem(STORAGE_KEYS.selectedCreatorId, '2');
    storage.setItem('airtime:recent-searches:agency', '[]');
    await act(() => result.current.session.logout());
    expect(result.current.session).toMatchObject({ status: 'signed-out', profile: null });
    expect(result.current.other.data).toBeUndefined();
    for (const key of [
      STORAGE_KEYS.userId,
      STORAGE_KEYS.selectedCreatorId,
      'airtime:recent-searches:agency',
    ])
      expect(storage.getItem(key)).toBeNull();
    expect((await rejection(test.client.request(getOwnProfile))).status).toBe(401);
  });
});
