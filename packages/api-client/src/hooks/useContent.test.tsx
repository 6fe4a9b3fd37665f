// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { useChannels, useCreateChannel, useDeleteChannel, useUpdateChannel } from './useContent.ts';
import { useCreator } from './useCreators.ts';

setupMockApi();
afterEach(cleanup);

describe('useChannels', () => {
  it('loads pages by audience and appends on loadMore', async () => {
    const test = createTestClient();
    await signIn(test, 'admin@airtime.test');
    const { result } = renderApiHook(test.client, () =>
      useChannels({ sort: '-subscribers_count', per_page: 20 }),
    );
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    expect(result.current.items[0]?.creator?.id).toBe(result.current.items[0]?.publisher_id);
    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(40));
    const counts = result.current.items.map((row) => row.subscribers_count ?? -1);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("shows a creator user's new, renamed and removed channel in the list and on the creator", async () => {
    const test = createTestClient();
    await signIn(test, 'creator@airtime.test');
    const { result } = renderApiHook(test.client, () => ({
      creator: useCreator(2),
      list: useChannels({ publisher_id: 2 }),
      create: useCreateChannel(),
      update: useUpdateChannel(),
      remove: useDeleteChannel(),
    }));
    await waitFor(() => expect(result.current.creator.data?.id).toBe(2));
    await waitFor(() => expect(result.current.list.isLoading).toBe(false));
    const before = result.current.list.items.length;
    const created = await act(() =>
      result.current.create.trigger({
        body: { publisher_id: 2, name: 'Hook Channel', content_type_id: 3 },
      }),
    );
    await waitFor(() => expect(result.current.list.items).toHaveLength(before + 1));
    await waitFor(() =>
      expect(result.current.creator.data?.channels?.map((row) => row.id)).toContain(created.id),
    );
    await act(async () => {
      await result.current.update.trigger({
        params: { id: created.id },
        body: { name: 'Hook Channel Renamed' },
      });
    });
    await waitFor(() =>
      expect(result.current.list.items.map((row) => row.name)).toContain('Hook Channel Renamed'),
    );
    await act(async () => {
      await result.current.remove.trigger({ params: { id: created.id } });
    });
    await waitFor(() => expect(result.current.list.items).toHaveLength(before));
  });
});
