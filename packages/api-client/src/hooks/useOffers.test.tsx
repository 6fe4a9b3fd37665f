// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { useCreateOffer, useDeleteOffer, useOffers, useUpdateOffer } from './useOffers.ts';

setupMockApi();
afterEach(cleanup);

async function admin() {
  const test = createTestClient();
  await signIn(test, 'admin@airtime.test');
  return test;
}

describe('useOffers', () => {
  it('loads a page of offers, then loadMore appends', async () => {
    const { client } = await admin();
    const { result } = renderApiHook(client, () => useOffers({ sort: 'created_at', per_page: 20 }));
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    expect(result.current.items[0]?.brand?.id).toBe(result.current.items[0]?.brand_id);
    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(40));
    expect(new Set(result.current.items.map((row) => row.id)).size).toBe(40);
  });

  it('shows an update in the list, then a create and a delete', async () => {
    const { client } = await admin();
    const { result } = renderApiHook(client, () => ({
      list: useOffers({ brand_id: 7 }),
      create: useCreateOffer(),
      update: useUpdateOffer(),
      remove: useDeleteOffer(),
    }));
    await waitFor(() => expect(result.current.list.isLoading).toBe(false));
    const created = await act(() =>
      result.current.create.trigger({
        body: { brand_id: 7, name: 'Launch flat', brand_flat_rate: 5000 },
      }),
    );
    await waitFor(() =>
      expect(result.current.list.items.map((row) => row.id)).toContain(created.id),
    );
    await act(() =>
      result.current.update.trigger({
        params: { id: created.id },
        body: { brand_flat_rate: 6500 },
      }),
    );
    await waitFor(() =>
      expect(result.current.list.items.find((row) => row.id === created.id)?.brand_flat_rate).toBe(
        6500,
      ),
    );
    await act(() => result.current.remove.trigger({ params: { id: created.id } }));
    await waitFor(() =>
      expect(result.current.list.items.map((row) => row.id)).not.toContain(created.id),
    );
  });
});
