// @vitest-environment jsdom
import { getUserUpdatedKey } from '@airtime/domain';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { signedInTab } from '../test/session.tsx';
import { useUpdateUser, useUserProfile } from './useProfile.ts';
import { useSession } from './useSession.ts';

setupMockApi();

describe('useUserProfile', () => {
  it('reads a profile by id, and waits on null', async () => {
    const test = createTestClient();
    await signIn(test, 'admin@airtime.test');
    const { result, rerender } = renderApiHook(
      test.client,
      (id: number | null) => useUserProfile(id),
      {
        initialProps: null as number | null,
      },
    );
    expect(result.current.isLoading).toBe(false);
    expect(result.current.data).toBeUndefined();
    rerender(5);
    await waitFor(() => expect(result.current.data?.email).toBe('readonly@airtime.test'));
  });
});

describe('useUpdateUser', () => {
  it('puts the own profile into the session and refetches its record', async () => {
    const { render } = await signedInTab('ops@airtime.test');
    const { result } = render(() => ({
      session: useSession(),
      record: useUserProfile(3),
      update: useUpdateUser(),
    }));
    await waitFor(() => expect(result.current.session.profile?.id).toBe(3));
    await waitFor(() => expect(result.current.record.data?.id).toBe(3));
    await act(() =>
      result.current.update.trigger({ params: { id: 3 }, body: { firstname: 'Otto' } }),
    );
    expect(result.current.session.profile?.firstname).toBe('Otto');
    await waitFor(() => expect(result.current.record.data?.firstname).toBe('Otto'));
  });

  it("flags another user's profile as updated", async () => {
    const { storage, render } = await signedInTab('superadmin@airtime.test');
    const { result } = render(() => ({ session: useSession(), update: useUpdateUser() }));
    await waitFor(() => expect(result.current.session.profile?.id).toBe(1));
    await act(() =>
      result.current.update.trigger({
        params: { id: 4 },
        body: { permissions: ['view_accounting'] },
      }),
    );
    expect(storage.getItem(getUserUpdatedKey(4))).toBe('1');
    expect(result.current.session.profile?.id).toBe(1);
  });

  it('keeps the per-field error of a refused update', async () => {
    const { render } = await signedInTab('ops@airtime.test');
    const { result } = render(() => useUpdateUser());
    await act(() =>
      result.current
        .trigger({ params: { id: 3 }, body: { email: 'admin@airtime.test' } })
        .catch(() => undefined),
    );
    expect(result.current.error?.fieldError('email')).toBe('The email has already been taken.');
  });
});
