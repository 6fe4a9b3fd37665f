// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn, type TestClient } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { useAgencies, useAgency, useCreateAgency, useUpdateAgency } from './useAgencies.ts';

const { backend } = setupMockApi();

async function admin(): Promise<TestClient> {
  const test = createTestClient();
  await signIn(test, 'admin@airtime.test');
  return test;
}

describe('useAgencies', () => {
  it('loads page by page', async () => {
    const test = await admin();
    const { result } = renderApiHook(test.client, () => useAgencies({ per_page: 5 }));
    await waitFor(() => expect(result.current.items).toHaveLength(5));
    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    expect(new Set(result.current.items.map((agency) => agency.id)).size).toBe(10);
    expect(result.current.total).toBe(backend.store.agencies.size);
  });

  it('shows a created agency, then its rename in the list and the record', async () => {
    const test = await admin();
    const { result, rerender } = renderApiHook(
      test.client,
      ({ id }: { id: number | null }) => {
        const agency = useAgency(id);
        return {
          list: useAgencies({ s: 'lumen' }),
          agency: agency.data,
          create: useCreateAgency(),
          update: useUpdateAgency(),
        };
      },
      { initialProps: { id: null as number | null } },
    );
    await waitFor(() => expect(result.current.list.isLoading).toBe(false));
    expect(result.current.list.items).toEqual([]);
    let id = 0;
    await act(async () => {
      id = (
        await result.current.create.trigger({ body: { name: 'Lumen Partners', rep_user_id: 2 } })
      ).id;
    });
    await waitFor(() =>
      expect(result.current.list.items.map((agency) => agency.name)).toEqual(['Lumen Partners']),
    );
    expect(result.current.list.items[0]?.rep?.user.id).toBe(2);
    rerender({ id });
    await waitFor(() => expect(result.current.agency?.name).toBe('Lumen Partners'));
    await act(async () => {
      await result.current.update.trigger({ params: { id }, body: { name: 'Lumen Group' } });
    });
    await waitFor(() => expect(result.current.agency?.name).toBe('Lumen Group'));
    await waitFor(() =>
      expect(result.current.list.items.map((agency) => agency.name)).toEqual(['Lumen Group']),
    );
  });
});
