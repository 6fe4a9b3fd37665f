// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn, type TestClient } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { useAssignees } from './useAssignees.ts';
import {
  useBatchUpdateCampaigns,
  useCampaign,
  useCampaigns,
  useCreateCampaign,
  useDeleteCampaign,
  useUpdateCampaign,
} from './useCampaigns.ts';

const { backend } = setupMockApi();
afterEach(cleanup);

async function admin(): Promise<TestClient> {
  const test = createTestClient();
  await signIn(test, 'admin@airtime.test');
  return test;
}

describe('useCampaigns', () => {
  it('loads the first page with its relations, then loadMore appends the next', async () => {
    const test = await admin();
    const { result } = renderApiHook(test.client, () => useCampaigns({ sort: 'id', per_page: 10 }));
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    expect(result.current.total).toBe(backend.store.campaigns.all().length);
    expect(result.current.items[0]?.brand?.id).toBe(result.current.items[0]?.brand_id);
    const first = result.current.items.map((row) => row.id);
    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    const ids = result.current.items.map((row) => row.id);
    expect(ids.slice(0, 10)).toEqual(first);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(20);
  });

  it('shows an update in the list and the record after useUpdateCampaign', async () => {
    const test = await admin();
    const target = backend.store.campaigns.all().find((row) => row.priority !== 'urgent');
    if (target === undefined) throw new Error('No campaign to update.');
    const { result } = renderApiHook(test.client, () => ({
      list: useCampaigns({ ids: [target.id] }),
      one: useCampaign(target.id),
      update: useUpdateCampaign(),
    }));
    // The record first: after an earlier test rendered, a plain SWR hook that resolves after
    // its infinite sibling is not re-rendered in jsdom (reported; the brands hooks do it too).
    await waitFor(() => expect(result.current.one.data?.id).toBe(target.id));
    await waitFor(() => expect(result.current.list.items).toHaveLength(1));
    await act(async () => {
      await result.current.update.trigger({
        params: { id: target.id },
        body: { priority: 'urgent' },
      });
    });
    await waitFor(() => expect(result.current.list.items[0]?.priority).toBe('urgent'));
    await waitFor(() => expect(result.current.one.data?.priority).toBe('urgent'));
  });

  it('shows a created campaign, a batch change and a deletion in the list', async () => {
    const test = await admin();
    const channel = backend.store.channels.all()[0];
    if (channel === undefined) throw new Error('No channel.');
    const { result } = renderApiHook(test.client, () => ({
      list: useCampaigns({ content_id: channel.id, brand_id: 2, per_page: 100 }),
      create: useCreateCampaign(),
      batch: useBatchUpdateCampaigns(),
      remove: useDeleteCampaign(),
    }));
    await waitFor(() => expect(result.current.list.isLoading).toBe(false));
    const before = result.current.list.items.length;
    const created = await act(() =>
      result.current.create.trigger({ body: { brand_id: 2, content_id: channel.id } }),
    );
    await waitFor(() => expect(result.current.list.items).toHaveLength(before + 1));
    await act(async () => {
      await result.current.batch.trigger({ body: { ids: [created.id], priority: 'high' } });
    });
    await waitFor(() =>
      expect(result.current.list.items.find((row) => row.id === created.id)?.priority).toBe('high'),
    );
    await act(async () => {
      await result.current.remove.trigger({ params: { id: created.id } });
    });
    await waitFor(() => expect(result.current.list.items).toHaveLength(before));
  });

  it("shows the owner a batch sets in the campaign's assignees", async () => {
    const test = await admin();
    const { result } = renderApiHook(test.client, () => ({
      owners: useAssignees({ subject_type: 'campaign', subject_id: 2, type: ['owner'] }),
      batch: useBatchUpdateCampaigns(),
    }));
    await waitFor(() => expect(result.current.owners.isLoading).toBe(false));
    await act(async () => {
      await result.current.batch.trigger({ body: { ids: [2], owner_id: 3 } });
    });
    await waitFor(() => expect(result.current.owners.items.map((row) => row.user_id)).toEqual([3]));
  });

  it('hands a refused write to the caller as an ApiError with field errors', async () => {
    const test = await admin();
    const { result } = renderApiHook(test.client, () => useBatchUpdateCampaigns());
    const error = await act(() =>
      result.current.trigger({ body: { ids: [999_999], priority: 'low' } }).catch((e) => e),
    );
    expect(error.fieldError('ids.0')).toBe('The selected ids.0 is invalid.');
    await waitFor(() => expect(result.current.error?.status).toBe(422));
  });
});
