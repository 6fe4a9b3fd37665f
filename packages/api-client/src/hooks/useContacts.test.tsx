// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import {
  useContacts,
  useCreateContact,
  useDeleteContact,
  useUpdateContact,
} from './useContacts.ts';

setupMockApi();
afterEach(cleanup);

const BRAND = { subjectType: 'brands', subjectId: 3 } as const;

describe('useContacts', () => {
  it('lists contacts and shows a create, a primary switch and a delete', async () => {
    const test = createTestClient();
    await signIn(test, 'brand@airtime.test');
    const { result } = renderApiHook(test.client, () => ({
      list: useContacts('brands', 3),
      create: useCreateContact(),
      update: useUpdateContact(),
      remove: useDeleteContact(),
    }));
    await waitFor(() => expect(result.current.list.isLoading).toBe(false));
    const before = result.current.list.items.length;
    const created = await act(() =>
      result.current.create.trigger({ params: BRAND, body: { name: 'Hook Person' } }),
    );
    await waitFor(() => expect(result.current.list.items).toHaveLength(before + 1));
    await act(async () => {
      await result.current.update.trigger({
        params: { ...BRAND, id: created.id },
        body: { is_primary: true },
      });
    });
    // The old primary contact was demoted: only the list's refetch shows that.
    await waitFor(() =>
      expect(
        result.current.list.items.filter((row) => row.is_primary).map((row) => row.id),
      ).toEqual([created.id]),
    );
    await act(async () => {
      await result.current.remove.trigger({ params: { ...BRAND, id: created.id } });
    });
    await waitFor(() => expect(result.current.list.items).toHaveLength(before));
  });

  it('waits on a null subject id', () => {
    const test = createTestClient();
    const { result } = renderApiHook(test.client, () => useContacts('creators', null));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.items).toEqual([]);
  });
});
