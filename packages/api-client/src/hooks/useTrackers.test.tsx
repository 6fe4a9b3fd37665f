// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import {
  useCreateTracker,
  useDeleteTracker,
  useRunTrackerCheck,
  useTrackers,
  useUpdateTracker,
} from './useTrackers.ts';

setupMockApi();
afterEach(cleanup);

async function admin() {
  const test = createTestClient();
  await signIn(test, 'admin@airtime.test');
  return test;
}

describe('useTrackers', () => {
  it('loads a page of trackers, then loadMore appends', async () => {
    const { client } = await admin();
    const { result } = renderApiHook(client, () => useTrackers({ brand_id: 2, per_page: 10 }));
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    for (const row of result.current.items) expect(row.brand_id).toBe(2);
  });

  it('shows a created tracker, its check, an edit and its deletion in the list', async () => {
    const { client } = await admin();
    const { result } = renderApiHook(client, () => ({
      list: useTrackers({ brand_id: 11, sort: '-id' }),
      create: useCreateTracker(),
      update: useUpdateTracker(),
      remove: useDeleteTracker(),
      run: useRunTrackerCheck(),
    }));
    await waitFor(() => expect(result.current.list.isLoading).toBe(false));
    const created = await act(() =>
      result.current.create.trigger({
        body: { type: 'landing', brand_id: 11, domain: 'shop.example.com/pod', promocode: 'pod5' },
      }),
    );
    await waitFor(() => expect(result.current.list.items[0]?.id).toBe(created.id));
    expect(result.current.list.items[0]?.last_checked_at).toBeNull();
    const { check } = await act(() => result.current.run.trigger({ params: { id: created.id } }));
    expect(check.ok).toBe(true);
    await waitFor(() =>
      expect(result.current.list.items[0]?.last_checked_at).toBe(check.checked_at),
    );
    await act(() =>
      result.current.update.trigger({ params: { id: created.id }, body: { is_active: false } }),
    );
    await waitFor(() => expect(result.current.list.items[0]?.is_active).toBe(false));
    await act(() => result.current.remove.trigger({ params: { id: created.id } }));
    await waitFor(() =>
      expect(result.current.list.items.map((row) => row.id)).not.toContain(created.id),
    );
  });
});
