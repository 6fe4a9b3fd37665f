// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { useRoles, useUpdateRole } from './useRoles.ts';

setupMockApi();
afterEach(cleanup);

describe('useRoles', () => {
  it("lists the roles and shows a role's new permissions after a save", async () => {
    const test = createTestClient();
    await signIn(test, 'superadmin@airtime.test');
    const { result } = renderApiHook(test.client, () => ({
      roles: useRoles(),
      update: useUpdateRole(),
    }));
    await waitFor(() => expect(result.current.roles.data).toHaveLength(4));
    const prospecting = result.current.roles.data?.find((role) => role.name === 'Prospecting');
    expect(prospecting?.permissions).toEqual([]);
    await act(async () => {
      await result.current.update.trigger({
        params: { id: prospecting?.id ?? 0 },
        body: { permissions: ['view_traffic'] },
      });
    });
    await waitFor(() =>
      expect(
        result.current.roles.data?.find((role) => role.name === 'Prospecting')?.permissions,
      ).toEqual(['view_traffic']),
    );
  });

  it('refuses an Administrator with the server message', async () => {
    const test = createTestClient();
    await signIn(test, 'admin@airtime.test');
    const { result } = renderApiHook(test.client, () => useUpdateRole());
    const error = await act(() =>
      result.current
        .trigger({ params: { id: 3 }, body: { permissions: [] } })
        .catch((reason: unknown) => reason),
    );
    expect(error).toMatchObject({
      status: 403,
      message: 'You need the Super Admin role to do this.',
    });
  });
});
