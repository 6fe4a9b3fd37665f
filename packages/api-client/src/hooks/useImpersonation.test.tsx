// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getOwnProfile } from '../endpoints/ownProfile.ts';
import { ApiError } from '../http/ApiError.ts';
import { useQuery } from '../swr/createHooks.ts';
import { setupMockApi } from '../test/mockApi.ts';
import { signedInTab } from '../test/session.tsx';
import { useImpersonation } from './useImpersonation.ts';
import { useSession } from './useSession.ts';

setupMockApi();

describe('useImpersonation', () => {
  it('acts as the other user until stopped, then calls onStopped', async () => {
    const { test, render } = await signedInTab('superadmin@airtime.test');
    const onStopped = vi.fn();
    const { result } = render(() => ({
      impersonation: useImpersonation({ onStopped }),
      session: useSession(),
      // A cached read on screen: it must not show the last user's answer, nor ask again by itself
      // (the page on screen is the real user's; the app goes on to the user's home).
      cached: useQuery(getOwnProfile),
    }));
    await waitFor(() => expect(result.current.impersonation.canImpersonate).toBe(true));
    await waitFor(() => expect(result.current.cached.data?.id).toBe(1));

    await act(() => result.current.impersonation.start(3));
    expect(result.current.impersonation).toMatchObject({
      isImpersonating: true,
      canImpersonate: false,
    });
    expect(result.current.session.profile).toMatchObject({ id: 3, is_impersonating: true });
    expect(test.client.impersonation.get()).toMatch(/.+/);
    expect(await test.client.request(getOwnProfile)).toMatchObject({
      id: 3,
      is_impersonating: true,
    });
    await waitFor(() => expect(result.current.cached.data).toBeUndefined());
    await act(() => result.current.cached.mutate());
    expect(result.current.cached.data?.id).toBe(3);

    await act(() => result.current.impersonation.stop());
    expect(onStopped).toHaveBeenCalledOnce();
    expect(test.client.impersonation.get()).toBeNull();
    expect(result.current.impersonation.isImpersonating).toBe(false);
    expect(result.current.session.profile).toMatchObject({ id: 1, is_impersonating: false });
    expect((await test.client.request(getOwnProfile)).id).toBe(1);
  });

  it('ends when the server says the impersonation is over', async () => {
    const onImpersonationOver = vi.fn();
    const { test, render } = await signedInTab(
      'superadmin@airtime.test',
      {},
      { onImpersonationOver },
    );
    const { result } = render(() => ({
      impersonation: useImpersonation(),
      session: useSession(),
    }));
    await waitFor(() => expect(result.current.session.status).toBe('signed-in'));
    await act(() => result.current.impersonation.start(7));
    await test.fetch('/__mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endImpersonation: true }),
    });
    const error = await test.client.request(getOwnProfile).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(onImpersonationOver).toHaveBeenCalledWith(error);
    expect(test.client.impersonation.get()).toBeNull();
    await waitFor(() => expect(result.current.session.profile?.id).toBe(1));
    expect(result.current.impersonation.isImpersonating).toBe(false);
  });

  it('keeps the refusal for a user who may not impersonate', async () => {
    const { test, render } = await signedInTab('admin@airtime.test');
    const { result } = render(() => ({ impersonation: useImpersonation(), session: useSession() }));
    await waitFor(() => expect(result.current.session.profile?.id).toBe(2));
    expect(result.current.impersonation.canImpersonate).toBe(false);
    await act(() => result.current.impersonation.start(3).catch(() => undefined));
    expect(result.current.impersonation.error?.status).toBe(403);
    expect(result.current.impersonation.isImpersonating).toBe(false);
    expect(test.client.impersonation.get()).toBeNull();
  });

  it('keeps a failure that is not the API’s as an ApiError of kind unknown', async () => {
    const { session, render } = await signedInTab('superadmin@airtime.test');
    const boom = new TypeError('boom');
    vi.spyOn(session, 'startImpersonation').mockRejectedValue(boom);
    const { result } = render(() => useImpersonation());
    await waitFor(() => expect(result.current.canImpersonate).toBe(true));
    await act(() => expect(result.current.start(3)).rejects.toBe(boom));
    const error = result.current.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'unknown',
      status: 0,
      message: 'Something went wrong. Please try again.',
      cause: boom,
    });
    expect(error?.fieldError('user_id')).toBeUndefined();
    expect(result.current.isImpersonating).toBe(false);
  });

  it('keeps an abort that did not come through the HTTP core as an aborted ApiError', async () => {
    const { session, render } = await signedInTab('superadmin@airtime.test');
    const { result } = render(() => useImpersonation());
    await waitFor(() => expect(result.current.canImpersonate).toBe(true));
    await act(() => result.current.start(3));
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.spyOn(session, 'stopImpersonation').mockRejectedValue(abort);
    await act(() => expect(result.current.stop()).rejects.toBe(abort));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error).toMatchObject({
      kind: 'aborted',
      status: 0,
      message: 'The request was cancelled.',
      cause: abort,
    });
  });
});
